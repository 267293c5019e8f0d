/** Subroutines in neutral text (issue 25): ROUTINE / ST_ROUTINE blocks, JSR(Name,0), SBR(), RET(). */
import { describe, expect, it } from 'vitest';
import { compileProject } from '../compile.ts';
import { exportNeutralProgram, exportNeutralText } from './export.ts';
import { importNeutralText } from './import.ts';
import { counterIds } from './testing.ts';

const PROGRAM = [
  'XIC(Go)JSR(Fill,0)OTE(Running);',
  'JSR(Calc,0);',
  'ROUTINE Fill',
  'SBR()ADD(N,1,N);',
  'XIC(Full)RET();',
  'MOV(N,Level);',
  'END_ROUTINE',
  'ST_ROUTINE Calc',
  'IF Level > 5 THEN',
  '  Alarm := TRUE;',
  'END_IF;',
  'END_ST_ROUTINE',
  '',
].join('\n');

describe('subroutines in neutral text', () => {
  it('a program with a ladder and a Structured Text routine round-trips', () => {
    const { project, diagnostics } = importNeutralText(PROGRAM, { newId: counterIds() });
    expect(diagnostics).toEqual([]);
    expect(project.routines?.map((r) => [r.name, r.language, r.rungs.length])).toEqual([
      ['Fill', 'LADDER', 3],
      ['Calc', 'ST', 0],
    ]);
    expect(project.routines?.[1]?.stSource).toBe('IF Level > 5 THEN\n  Alarm := TRUE;\nEND_IF;');
    expect(exportNeutralText(project)).toBe('XIC(Go)JSR(Fill,0)OTE(Running);\nJSR(Calc,0);\n');
    expect(exportNeutralProgram(project)).toBe(PROGRAM);
  });

  it('the imported program compiles once the ST routine has its tag', () => {
    const text = PROGRAM.replace('  Alarm := TRUE;', '  Running := TRUE;');
    const { project } = importNeutralText(text, { newId: counterIds() });
    const { program, diagnostics } = compileProject(project);
    expect(diagnostics.filter((d) => d.severity !== 'warning')).toEqual([]);
    expect(program?.routines?.map((r) => r.name)).toEqual(['Fill', 'Calc']);
  });

  it('JSR(Name) without its parameter count reads as JSR(Name,0)', () => {
    const { project, diagnostics } = importNeutralText('JSR(Fill);\nROUTINE Fill\nOTE(A);\nEND_ROUTINE\n', {
      newId: counterIds(),
    });
    expect(diagnostics).toEqual([]);
    expect(exportNeutralText(project)).toBe('JSR(Fill,0);\n');
  });

  it('JSR with parameters is refused with a message', () => {
    const { diagnostics } = importNeutralText('JSR(Fill,1,N);\n');
    expect(diagnostics.map((d) => d.message)).toContain(
      'JSR with parameters is not supported: write JSR(RoutineName,0) (rung 0)',
    );
  });

  it('a mistake inside a routine block names the routine, with the file line', () => {
    const { diagnostics } = importNeutralText('OTE(A);\nROUTINE Fill\nOTE(B);\nXIC(;\nEND_ROUTINE\n');
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ routine: 'Fill', line: 4, rung: 1 });
  });

  it('a routine block without its end is reported', () => {
    const { diagnostics } = importNeutralText('OTE(A);\nST_ROUTINE Calc\nA := 1;\n');
    expect(diagnostics.map((d) => d.message)).toEqual(['ST_ROUTINE Calc has no END_ST_ROUTINE']);
  });
});

/** The PID instruction in neutral text: Logix's seven operands, the PID tag in the tag table, round trip. */
import { describe, expect, it } from 'vitest';
import { compileProject } from '../compile.ts';
import { exportNeutralProgram } from './export.ts';
import { importNeutralText } from './import.ts';
import { counterIds } from './testing.ts';

const imported = (text: string) => importNeutralText(text, { newId: counterIds() });
const messages = (text: string) => imported(text).diagnostics.map((d) => d.message);

const TEXT = [
  'TAG',
  '  Loop1 : PID := (SP := 50.0, KP := 2.0, KI := 0.5, MAXO := 100.0, MO := 1);',
  '  Level : REAL := 12.5;',
  '  Valve : REAL := 0.0;',
  '  Auto : BOOL := 0;',
  'END_TAG',
  'XIC(Auto)OTU(Loop1.MO);',
  'PID(Loop1,Level,0,Valve,0,0,0);',
  'MOV(Loop1.OUT,Loop1.SO);',
  '',
].join('\n');

describe('PID in neutral text', () => {
  it('reads PID(Loop1,PV,0,CV,0,0,0) into the PID tag, Src and Dest, and compiles', () => {
    const { project, diagnostics } = imported(TEXT);
    expect(diagnostics).toEqual([]);
    const loop = Object.values(project.tagMap).find((t) => t.name === 'Loop1');
    expect(loop).toMatchObject({ data_type: 'STRUCT', udt: 'PID' });
    expect(loop?.memberValues).toMatchObject({ SP: 50, KP: 2, KI: 0.5, MAXO: 100, MO: 1 });
    const pid = Object.values(project.instructionMap).find((i) => i.type === 'PID');
    const name = (id: unknown) => Object.values(project.tagMap).find((t) => t.uuid === id)?.name;
    expect([name(pid?.tag), name(pid?.ref?.Src), name(pid?.ref?.Dest)]).toEqual(['Loop1', 'Level', 'Valve']);
    expect(compileProject(project).diagnostics).toEqual([]);
  });

  it('writes it back as it was read', () => {
    expect(exportNeutralProgram(imported(TEXT).project)).toBe(TEXT);
  });

  it('says what is wrong with a PID’s operands', () => {
    expect(messages('PID(Loop1,Level,Tie,Valve,0,0,0);')).toContain(
      "PID's Tieback is not supported here: write 0 (rung 0)",
    );
    expect(messages('TAG\n  Level : REAL;\nEND_TAG\nPID(Level,Level,0,Valve,0,0,0);')).toContain(
      'Tag "Level" is REAL, but PID needs a PID tag (rung 0)',
    );
    expect(messages('PID(Loop1,Level,0,Valve);')).toContain('PID expects 7 operands, got 4 (rung 0)');
  });
});

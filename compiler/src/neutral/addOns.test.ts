/** Add-On Instructions in neutral text (issue 25): definitions and calls written and read back. */
import { describe, expect, it } from 'vitest';
import { compileProject } from '../compile.ts';
import { exportNeutralProgram } from './export.ts';
import { importNeutralText } from './import.ts';
import { counterIds } from './testing.ts';

const PROGRAM = [
  'ADD_ON_INSTRUCTION Seal',
  'PARAMETERS',
  '  Start : BOOL (Usage := Input, Required := Yes, Visible := Yes) := 0;',
  '  Stop : BOOL (Usage := Input, Required := Yes, Visible := Yes) := 0;',
  '  Run : BOOL (Usage := Output, Required := Yes, Visible := Yes) := 0;',
  '  Count : DINT (Usage := InOut, Required := Yes, Visible := Yes) := 0;',
  'END_PARAMETERS',
  'LOCAL_TAGS',
  '  Delay : TIMER;',
  'END_LOCAL_TAGS',
  'ROUTINE Logic',
  '[XIC(Start),XIC(Run)]XIO(Stop)OTE(Run);',
  'XIC(Run)TON(Delay,300,0);',
  'XIC(Delay.DN)ADD(Count,1,Count);',
  'END_ROUTINE',
  'ST_ROUTINE EnableInFalse',
  'Run := FALSE;',
  'END_ST_ROUTINE',
  'END_ADD_ON_INSTRUCTION',
  'TAG',
  '  Seal1 : Seal;',
  '  PB : BOOL := 0;',
  '  S : BOOL := 0;',
  '  Lamp : BOOL := 0;',
  '  N : DINT := 0;',
  'END_TAG',
  'XIC(PB)Seal(Seal1,PB,S,Lamp,N)OTE(M);',
  '',
].join('\n');

describe('Add-On Instructions in neutral text', () => {
  it('a definition and a call round-trip', () => {
    const { project, diagnostics } = importNeutralText(PROGRAM, { newId: counterIds() });
    expect(diagnostics).toEqual([]);
    const [aoi] = project.addOnInstructions ?? [];
    expect(aoi?.name).toBe('Seal');
    expect(aoi?.tagOrder.map((id) => [aoi.tagMap[id]?.name, aoi.tagMap[id]?.usage])).toEqual([
      ['Start', 'Input'],
      ['Stop', 'Input'],
      ['Run', 'Output'],
      ['Count', 'InOut'],
      ['Delay', 'Local'],
    ]);
    expect([aoi?.logic.language, aoi?.logic.rungs.length, aoi?.enableInFalse?.stSource]).toEqual([
      'LADDER',
      3,
      'Run := FALSE;',
    ]);
    const call = Object.values(project.instructionMap).find((i) => i.type === 'Seal');
    expect(Object.keys(call?.params ?? {})).toEqual(['Start', 'Stop', 'Run', 'Count']);
    expect(exportNeutralProgram(project).replace(/TAG\n(.|\n)*END_TAG\n/, '')).toBe(
      PROGRAM.replace(/TAG\n(.|\n)*END_TAG\n/, ''),
    );
    expect(
      exportNeutralProgram(importNeutralText(exportNeutralProgram(project), { newId: counterIds() }).project),
    ).toBe(exportNeutralProgram(project));
  });

  it('the imported program compiles', () => {
    const { project } = importNeutralText(PROGRAM, { newId: counterIds() });
    const { program, diagnostics } = compileProject(project);
    expect(diagnostics.filter((d) => d.severity !== 'warning')).toEqual([]);
    expect(program).not.toBeNull();
  });

  it("a call typed without a tag table creates its instance and arguments with the parameters' types", () => {
    const text = PROGRAM.replace(/TAG\n(.|\n)*END_TAG\n/, '');
    const { project, diagnostics } = importNeutralText(text, { newId: counterIds() });
    expect(diagnostics).toEqual([]);
    const types = Object.values(project.tagMap).map((t) => `${t.name}:${t.udt ?? t.data_type}`);
    expect(types).toEqual(expect.arrayContaining(['Seal1:Seal', 'PB:BOOL', 'S:BOOL', 'Lamp:BOOL', 'N:DINT']));
    expect(compileProject(project).diagnostics.filter((d) => d.severity !== 'warning')).toEqual([]);
  });

  it("keeps a project's ladder AOI logic when rungs are imported onto it (a problem's given AOI)", () => {
    const newId = counterIds();
    const start = importNeutralText(PROGRAM, { newId }).project;
    const solution = importNeutralText('XIC(S)Seal(Seal1,PB,S,Lamp,N);\n', { project: start, newId });
    expect(solution.diagnostics).toEqual([]);
    const logic = solution.project.addOnInstructions?.[0]?.logic.rungs ?? [];
    expect(logic).toHaveLength(3);
    for (const id of logic) expect(solution.project.rungMap[id]).toBeDefined();
    expect(compileProject(solution.project).diagnostics.filter((d) => d.severity !== 'warning')).toEqual([]);
    expect(exportNeutralProgram(solution.project)).toContain('[XIC(Start),XIC(Run)]XIO(Stop)OTE(Run);');
  });
});

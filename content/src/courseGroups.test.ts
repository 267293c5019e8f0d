/** The curriculum's instruction groups for issue 25's instructions and subroutines (courseGroups.ts). */
import { importNeutralText, type Project } from '@plcsim/compiler';
import { describe, expect, it } from 'vitest';
import { COUNTED_GROUPS, curriculumCounts, instructionGroups, INSTRUCTION_GROUPS } from './curriculum.ts';

/** A Main Routine calling a ladder subroutine (a PID loop and a BSL) and a Structured Text one (a compare and a latch). */
const PROGRAM = [
  'TAG',
  '  Loop : PID := (SP := 50.0, KP := 1.0, MAXO := 100.0);',
  '  Track : DINT[2];',
  '  Ctl : CONTROL;',
  'END_TAG',
  'XIC(Go)JSR(Fill,0)JSR(Calc,0);',
  'ROUTINE Fill',
  'PID(Loop,Level,0,Valve,0,0,0);',
  'XIC(Go)BSL(Track[0],Ctl,Go,40);',
  'END_ROUTINE',
  'ST_ROUTINE Calc',
  'IF Level > 5.0 THEN Alarm := TRUE; END_IF;',
  'END_ST_ROUTINE',
  '',
].join('\n');

function program(): Project {
  const { project, diagnostics } = importNeutralText(PROGRAM, { projectName: 'Tank' });
  expect(diagnostics.filter((d) => d.severity !== 'warning')).toEqual([]);
  return project;
}

const sorted = (groups: Set<string>) => [...groups].sort();

describe("the curriculum's instruction groups", () => {
  it('name file, program control and process instructions, in subroutines too', () => {
    expect(sorted(instructionGroups(program()))).toEqual([
      'bit',
      'compare',
      'file',
      'latch',
      'process',
      'program control',
    ]);
  });

  it('read a Structured Text Main Routine and its ladder subroutine, not the ladder it does not run', () => {
    const project = { ...program(), programMode: 'ST' as const, stSource: 'Count := Count + 1;' };
    // The JSRs are on the Main Routine's rungs, which do not run in Structured Text.
    expect(sorted(instructionGroups(project))).toEqual([
      'bit',
      'compare',
      'file',
      'latch',
      'math',
      'process',
    ]);
  });

  it('count the new groups without requiring them of the examples', () => {
    expect(COUNTED_GROUPS).toEqual([...INSTRUCTION_GROUPS, 'file', 'program control', 'process']);
    const { byGroup } = curriculumCounts().examples;
    expect(Object.keys(byGroup)).toEqual([...COUNTED_GROUPS]);
    for (const group of ['file', 'program control', 'process'] as const) {
      expect(byGroup[group]).toBeGreaterThanOrEqual(0);
    }
  });
});

import { createEmptyProject, type Project } from '@plcsim/compiler';
import { describe, expect, it } from 'vitest';
import { errorList } from '../errorList.ts';
import { routineTarget } from './errorTarget.ts';

const project: Project = {
  ...createEmptyProject('Tank'),
  routines: [
    { uuid: 'r-fill', name: 'Fill', language: 'LADDER', rungs: ['f0', 'f1', 'f2'], stSource: '' },
    { uuid: 'r-calc', name: 'Calc', language: 'ST', rungs: [], stSource: 'A := 1;' },
  ],
};

describe('routineTarget', () => {
  const lines = errorList(
    [
      { source: 'ladder', message: 'Rung is empty', rung: 2, routine: 'Fill' },
      { source: 'ladder', message: 'OTE needs a tag', rung: 1, elementId: 'i7', routine: 'FILL' },
      { source: 'st', message: 'Unknown tag', line: 3, col: 5, routine: 'Calc' },
      { source: 'ladder', message: 'Rung is empty', rung: 0, routine: 'Drain' },
      { source: 'ladder', message: 'Rung is empty', rung: 0 },
    ],
    'LADDER',
  ).errors;
  const target = (index: number) => {
    const line = lines[index];
    if (!line) throw new Error(`no line ${index}`);
    return routineTarget(project, line);
  };

  it("leads to a Ladder routine's rung, or to its element", () => {
    expect(target(0)).toMatchObject({ item: { id: 'r-fill' }, elementId: 'f2' });
    expect(target(1)).toMatchObject({ item: { id: 'r-fill' }, elementId: 'i7' });
  });

  it('leads to the line of a Structured Text routine', () => {
    expect(target(2)).toMatchObject({
      item: { id: 'r-calc', language: 'ST' },
      place: { line: 3, col: 5 },
    });
  });

  it('is null for the Main Routine and for a routine the project no longer has', () => {
    expect(target(3)).toBeNull();
    expect(target(4)).toBeNull();
  });

  it("leads to an Add-On Instruction's routine at its rung, or its ST line", () => {
    const logic = { language: 'LADDER' as const, rungs: ['a0', 'a1'], stSource: '' };
    const withAoi: Project = {
      ...project,
      addOnInstructions: [
        {
          uuid: 'aoi-1',
          name: 'Seal',
          description: '',
          revision: '1.0',
          tagMap: {},
          tagOrder: [],
          childTagMap: {},
          logic,
          enableInFalse: { language: 'ST', rungs: [], stSource: 'Run := 0;' },
        },
      ],
    };
    const [ladderLine, stLine] = errorList(
      [
        {
          source: 'ladder',
          message: 'x',
          rung: 1,
          elementId: 'copy-9',
          addOn: { name: 'SEAL', routine: 'Logic' },
        },
        { source: 'st', message: 'y', line: 1, col: 2, addOn: { name: 'Seal', routine: 'EnableInFalse' } },
      ],
      'LADDER',
    ).errors;
    if (!ladderLine || !stLine) throw new Error('two lines expected');
    expect(routineTarget(withAoi, ladderLine)).toMatchObject({
      item: { id: 'addon:logic:aoi-1', language: 'LADDER' },
      elementId: 'a1',
    });
    expect(routineTarget(withAoi, stLine)).toMatchObject({
      item: { id: 'addon:enableInFalse:aoi-1', language: 'ST' },
      place: { line: 1, col: 2 },
    });
  });
});

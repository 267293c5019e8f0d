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
});

import { describe, expect, it } from 'vitest';
import type { InstructionType, Project } from '@plcsim/compiler';
import { parseProjectDocument } from '@plcsim/compiler/document';
import { project, rung, ote, xic } from '../../../../compiler/src/reference/builders.ts';
import { performOk, refusal, stateOf } from '../testing.ts';
import { routineNameProblem } from '../routineRules.ts';
import { addRoutine } from './addRoutine.ts';
import { deleteRoutine } from './deleteRoutine.ts';
import { renameRoutine } from './renameRoutine.ts';
import { setRoutineSource } from './setRoutineSource.ts';

// Main: rung-1 XIC(A) OTE(B) with a JSR(Fill) (ins-4); subroutine Fill: rung-2 OTE(C); ST routine Calc.
function withRoutines(): Project {
  const base = project(rung(xic('A'), ote('B')), rung(ote('C')));
  // JSR is the subroutine helper's instruction type; the action only reads its Routine operand.
  const jsr = { uuid: 'ins-4', type: 'JSR' as InstructionType, tag: null, ref: { Routine: 'fill' } };
  return {
    ...base,
    rungs: ['rung-1'],
    rungMap: { ...base.rungMap, 'rung-1': { uuid: 'rung-1', elements: ['ins-1', 'ins-2', 'ins-4'] } },
    instructionMap: { ...base.instructionMap, 'ins-4': jsr },
    routines: [
      { uuid: 'r-fill', name: 'Fill', language: 'LADDER', rungs: ['rung-2'], stSource: '' },
      { uuid: 'r-calc', name: 'Calc', language: 'ST', rungs: [], stSource: 'B := A;' },
    ],
  };
}

describe('routine names (Logix rules)', () => {
  const p = withRoutines();
  it('accepts a letter or _ first, then letters, digits and single underscores', () => {
    for (const name of ['Drain', '_Step2', 'Fill_Tank', 'x'.repeat(40)]) {
      expect(routineNameProblem(p, name)).toBeNull();
    }
  });
  it('says what is wrong with a name', () => {
    expect(routineNameProblem(p, '')).toBe('Enter a routine name.');
    expect(routineNameProblem(p, 'x'.repeat(41))).toBe('A routine name has at most 40 characters.');
    expect(routineNameProblem(p, '2Fill')).toBe('A routine name starts with a letter or _.');
    expect(routineNameProblem(p, 'Fill tank')).toBe(
      'A routine name uses only letters, digits and _ (no spaces).',
    );
    expect(routineNameProblem(p, 'Fill__Tank')).toBe('A routine name has no two _ in a row.');
    expect(routineNameProblem(p, 'Fill_')).toBe('A routine name does not end with _.');
    expect(routineNameProblem(p, 'mainroutine')).toBe("MainRoutine is the Main Routine's name.");
    expect(routineNameProblem(p, 'FILL')).toBe('A routine named Fill already exists.');
    expect(routineNameProblem(p, 'FILL', 'r-fill')).toBeNull();
  });
});

describe('addRoutine', () => {
  it('adds a Ladder or ST routine at the end of the list, saved with the project', () => {
    const ladder = performOk(addRoutine, stateOf(withRoutines()), { name: 'Drain', language: 'LADDER' });
    const st = performOk(addRoutine, ladder, { name: 'Alarm', language: 'ST' });
    expect(st.project.routines?.map((r) => `${r.name}:${r.language}`)).toEqual([
      'Fill:LADDER',
      'Calc:ST',
      'Drain:LADDER',
      'Alarm:ST',
    ]);
    expect(st.project.routines?.[2]).toEqual({
      uuid: 'new-1',
      name: 'Drain',
      language: 'LADDER',
      rungs: [],
      stSource: '',
    });
    const saved = parseProjectDocument(JSON.parse(JSON.stringify(st.project)));
    expect(saved.errors).toEqual([]);
    expect(saved.project?.routines?.map((r) => r.name)).toEqual(['Fill', 'Calc', 'Drain', 'Alarm']);
  });

  it('adds the first routine to a project without any', () => {
    const next = performOk(addRoutine, stateOf(project(rung(ote('C')))), { name: 'Sub', language: 'ST' });
    expect(next.project.routines?.map((r) => r.name)).toEqual(['Sub']);
  });

  it('is refused for a bad or taken name', () => {
    const state = stateOf(withRoutines());
    expect(refusal(addRoutine, state, { name: 'calc', language: 'LADDER' })).toBe(
      'A routine named Calc already exists.',
    );
    expect(refusal(addRoutine, state, { name: 'MainRoutine', language: 'LADDER' })).toBe(
      "MainRoutine is the Main Routine's name.",
    );
  });
});

describe('renameRoutine', () => {
  it('renames the routine and the JSRs that call it', () => {
    const next = performOk(renameRoutine, stateOf(withRoutines()), { routineId: 'r-fill', name: 'FillTank' });
    expect(next.project.routines?.[0]?.name).toBe('FillTank');
    expect(next.project.instructionMap['ins-4']?.ref?.Routine).toBe('FillTank');
    expect(next.project.rungs).toEqual(['rung-1']);
  });

  it('leaves JSRs to other routines alone', () => {
    const next = performOk(renameRoutine, stateOf(withRoutines()), { routineId: 'r-calc', name: 'Compute' });
    expect(next.project.routines?.[1]?.name).toBe('Compute');
    expect(next.project.instructionMap['ins-4']?.ref?.Routine).toBe('fill');
  });

  it('is refused for the Main Routine and for a taken name', () => {
    const state = stateOf(withRoutines());
    expect(refusal(renameRoutine, state, { routineId: 'main', name: 'X' })).toMatch(/Main Routine keeps/);
    expect(refusal(renameRoutine, state, { routineId: 'r-fill', name: 'CALC' })).toBe(
      'A routine named Calc already exists.',
    );
  });
});

describe('deleteRoutine', () => {
  it('removes the routine with its rungs and instructions; the Main Routine stays', () => {
    const next = performOk(deleteRoutine, stateOf(withRoutines()), { routineId: 'r-fill' });
    expect(next.project.routines?.map((r) => r.name)).toEqual(['Calc']);
    expect(next.project.rungMap['rung-2']).toBeUndefined();
    expect(next.project.instructionMap['ins-3']).toBeUndefined();
    expect(next.project.rungs).toEqual(['rung-1']);
    expect(next.project.instructionMap['ins-1']?.type).toBe('XIC');
  });

  it('removes the routines field with the last routine', () => {
    const one = performOk(deleteRoutine, stateOf(withRoutines()), { routineId: 'r-fill' });
    const none = performOk(deleteRoutine, one, { routineId: 'r-calc' });
    expect('routines' in none.project).toBe(false);
  });

  it('is refused for the Main Routine', () => {
    expect(refusal(deleteRoutine, stateOf(withRoutines()), { routineId: 'nope' })).toMatch(
      /cannot be deleted/,
    );
  });
});

describe('setRoutineSource', () => {
  it('replaces an ST routine’s statements', () => {
    const next = performOk(setRoutineSource, stateOf(withRoutines()), {
      routineId: 'r-calc',
      source: 'C := 1;',
    });
    expect(next.project.routines?.[1]?.stSource).toBe('C := 1;');
    expect(next.project.stSource).toBe('');
  });

  it('is refused for a Ladder routine', () => {
    expect(refusal(setRoutineSource, stateOf(withRoutines()), { routineId: 'r-fill', source: 'x' })).toBe(
      'Fill is a Ladder routine.',
    );
  });
});

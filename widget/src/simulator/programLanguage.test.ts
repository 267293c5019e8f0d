import { createEmptyProject, importNeutralText, type Project } from '@plcsim/compiler';
import { describe, expect, it } from 'vitest';
import { emptyLanguage, hasStCode, languageOf } from './programLanguage.ts';

const withLadder = (): Project => importNeutralText('XIC(DI0)OTE(DO0);XIC(DI1)OTE(DO1);', {}).project;

describe('programLanguage', () => {
  it('reads Ladder when the project names no language', () => {
    const project = createEmptyProject();
    delete project.programMode;
    expect(languageOf(project)).toBe('LADDER');
  });

  it('counts comments and white space as no Structured Text', () => {
    const project = createEmptyProject();
    expect(hasStCode({ ...project, stSource: ' \n(* a\nnote *)\n// line\n' })).toBe(false);
    expect(hasStCode({ ...project, stSource: '(* note *) DO0 := 1;' })).toBe(true);
  });

  it('names the empty chosen language and the other one that has a program', () => {
    expect(emptyLanguage({ ...withLadder(), programMode: 'ST', stSource: '' })).toEqual({
      chosen: 'ST',
      other: 'LADDER',
      text: 'RUN refused: the project runs Structured Text and its Structured Text program is empty, but the Ladder program has 2 rungs.',
    });
    expect(
      emptyLanguage({ ...createEmptyProject(), programMode: 'LADDER', stSource: 'DO0 := 1;' }),
    ).toMatchObject({ chosen: 'LADDER', other: 'ST' });
  });

  it('says nothing when the chosen language has a program, or neither has', () => {
    expect(emptyLanguage({ ...withLadder(), programMode: 'LADDER', stSource: '' })).toBeNull();
    expect(emptyLanguage({ ...withLadder(), programMode: 'ST', stSource: 'DO0 := 1;' })).toBeNull();
    expect(emptyLanguage({ ...createEmptyProject(), programMode: 'ST', stSource: '' })).toBeNull();
    expect(emptyLanguage({ ...createEmptyProject(), programMode: 'LADDER', stSource: '' })).toBeNull();
  });

  it('names what was refused: RUN by default, or Submit and Run Sequence', () => {
    expect(emptyLanguage({ ...withLadder(), programMode: 'ST', stSource: '' }, 'Submit')?.text).toMatch(
      /^Submit refused: the project runs Structured Text/,
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  add,
  project,
  rung,
  tag,
  timer,
  ton,
  xic,
  ote,
} from '../../../../compiler/src/reference/builders.ts';
import type { Project } from '@plcsim/compiler';
import { deleteTag } from './deleteTag.ts';
import { performOk, refusal, stateOf } from '../testing.ts';

// A tag-1, D tag-2, T1 tag-3 (child-1..5: PRE ACC EN TT DN), R tag-4 (required by the scene).
// ins-1 XIC(A), ins-2 XIC(T1.DN), ins-3 TON(T1), ins-4 ADD(T1.ACC, D, D), ins-5 OTE(A)
function build(): Project {
  const p = project(
    tag('A', 'BOOL'),
    tag('D', 'DINT'),
    timer('T1', 100),
    tag('R', 'BOOL'),
    rung(xic('A'), xic('T1.DN'), ton('T1'), add('T1.ACC', 'D', 'D'), ote('A')),
  );
  const required = p.tagMap['tag-4'];
  if (required) required.req = true;
  return p;
}
const p = build();

describe('deleteTag', () => {
  it('deletes the tag and clears it from every instruction that used it', () => {
    const next = performOk(deleteTag, stateOf(p), { tagId: 'tag-1' });
    expect(next.project.tagMap['tag-1']).toBeUndefined();
    expect(next.project.instructionMap['ins-1']?.tag).toBeNull();
    expect(next.project.instructionMap['ins-5']?.tag).toBeNull();
    expect(next.project.instructionMap['ins-2']).toBe(p.instructionMap['ins-2']);
  });

  it('deletes a TIMER with its children, clearing the children from tags and ref slots', () => {
    const next = performOk(deleteTag, stateOf(p), { tagId: 'tag-3' });
    expect(Object.keys(next.project.childTagMap)).toEqual([]);
    expect(next.project.instructionMap['ins-2']?.tag).toBeNull();
    expect(next.project.instructionMap['ins-3']?.tag).toBeNull();
    expect(next.project.instructionMap['ins-4']?.ref).toEqual({ SrcA: null, SrcB: 'tag-2', Dest: 'tag-2' });
  });

  it('is refused for a missing tag, a child tag and a tag the scene requires', () => {
    const s = stateOf(p);
    expect(refusal(deleteTag, s, { tagId: 'nope' })).toBe('Tag "nope" does not exist.');
    expect(refusal(deleteTag, s, { tagId: 'child-5' })).toBe('Child tag "DN" is deleted with its parent.');
    expect(refusal(deleteTag, s, { tagId: 'tag-4' })).toBe('Tag "R" is required by the selected scene.');
  });
});

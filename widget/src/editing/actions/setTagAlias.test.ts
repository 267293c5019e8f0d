import { describe, expect, it } from 'vitest';
import { project, tag, timer } from '../../../../compiler/src/reference/builders.ts';
import type { Project } from '@plcsim/compiler';
import { performOk, refusal, stateOf } from '../testing.ts';
import { setTagAlias } from './setTagAlias.ts';

// DI0 tag-1 (alias PB1), DI1 tag-2 (alias STOP, required by the scene), T1 tag-3 (child-1..5).
function build(): Project {
  const p = project(tag('DI0', 'BOOL', 0, 'PB1'), tag('DI1', 'BOOL', 1, 'STOP'), timer('T1', 100));
  const required = p.tagMap['tag-2'];
  if (required) required.req = true;
  return p;
}
const s = stateOf(build());

describe('setTagAlias', () => {
  it('sets and clears an alias (trimmed)', () => {
    const next = performOk(setTagAlias, s, { tagId: 'tag-1', alias: ' Start ' });
    expect(next.project.tagMap['tag-1']?.alias).toBe('Start');
    expect(next.project.tagMap['tag-2']).toBe(s.project.tagMap['tag-2']);
    expect(performOk(setTagAlias, s, { tagId: 'tag-1', alias: '' }).project.tagMap['tag-1']?.alias).toBe('');
  });

  it('is no change for the same alias', () => {
    expect(performOk(setTagAlias, s, { tagId: 'tag-1', alias: 'PB1' })).toBe(s);
  });

  it("refuses a required tag's alias with the spec's tooltip text", () => {
    expect(refusal(setTagAlias, s, { tagId: 'tag-2', alias: 'HALT' })).toBe(
      'This tag alias is required by the selected scene',
    );
  });

  it('refuses missing tags, child tags and clashing aliases', () => {
    expect(refusal(setTagAlias, s, { tagId: 'nope', alias: 'X' })).toBe('Tag "nope" does not exist.');
    expect(refusal(setTagAlias, s, { tagId: 'child-1', alias: 'X' })).toBe(
      'Child tag "PRE" has no alias of its own.',
    );
    expect(refusal(setTagAlias, s, { tagId: 'tag-1', alias: 'stop' })).toBe(
      'The alias "stop" is already used by DI1.',
    );
    expect(refusal(setTagAlias, s, { tagId: 'tag-1', alias: 'T1' })).toBe('"T1" is already a tag name.');
    expect(refusal(setTagAlias, s, { tagId: 'tag-1', alias: 'x'.repeat(41) })).toBe(
      'An alias has at most 40 characters.',
    );
  });
});

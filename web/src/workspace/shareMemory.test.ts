import { afterEach, describe, expect, it } from 'vitest';
import { forgetShare, readShare, rememberShare, shareMemoryKey, shareStep } from './shareMemory.ts';

const project = { context: 'project', id: 'p1' } as const;
const example = { context: 'example', id: 'seal-in' } as const;
const link = { shareId: 's1', editKey: 'k1', fingerprint: 'f1' };

afterEach(() => localStorage.clear());

describe('the remembered share link', () => {
  it('is kept per route on this device and forgotten on request', () => {
    expect(readShare(project)).toBeNull();
    rememberShare(project, link);
    expect(readShare(project)).toEqual(link);
    expect(readShare(example)).toBeNull();
    expect(readShare({ context: 'project', id: 'p2' })).toBeNull();
    forgetShare(project);
    expect(readShare(project)).toBeNull();
  });

  it('ignores a damaged entry', () => {
    localStorage.setItem(shareMemoryKey(project), '{"shareId":"s1"}');
    expect(readShare(project)).toBeNull();
    localStorage.setItem(shareMemoryKey(project), 'not json');
    expect(readShare(project)).toBeNull();
  });
});

describe('shareStep', () => {
  it('shows the same link while the content is unchanged, asks once it changed, else makes one', () => {
    expect(shareStep(null, 'f1')).toBe('new');
    expect(shareStep(link, 'f1')).toBe('same');
    expect(shareStep(link, 'f2')).toBe('ask');
    // Without an edit key the link cannot be updated: a changed project gets a new link.
    expect(shareStep({ ...link, editKey: '' }, 'f2')).toBe('new');
  });
});

import { createEmptyProject, type Project } from '@plcsim/compiler';
import { describe, expect, it } from 'vitest';
import { documentSnapshot, fingerprint, sameDocument } from './documentSnapshot.ts';

const START = {
  uuid: 't1',
  name: 'START',
  data_type: 'BOOL',
  alias: 'Start',
  value: 0,
  children: null,
  io_symbol: null,
} as const;

const project = (): Project => ({
  ...createEmptyProject('Mixer'),
  scene: 'CONVEYOR',
  tagMap: { t1: START },
  stSource: 'x := 1;',
});

/** The same object with its keys in reverse order (as a server's JSON may give them). */
function reordered<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).reverse()) as T;
}

describe('documentSnapshot / sameDocument', () => {
  it('the same content is the same document in any key order and without the server fields', () => {
    const local = project();
    const loaded = {
      ...reordered(local),
      project_id: 'p1',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-02T00:00:00.000Z',
      shared: 'true',
    };
    expect(documentSnapshot(loaded)).toBe(documentSnapshot(local));
    expect(sameDocument(loaded, local)).toBe(true);
  });

  it('an edit makes a different document; editing back (a new object) is the saved one again', () => {
    const saved = project();
    const renamed = { ...saved, projectName: 'Mixer 2' };
    const tagEdited = { ...saved, tagMap: { t1: { ...START, alias: 'Go' } } };
    expect(sameDocument(renamed, saved)).toBe(false);
    expect(sameDocument(tagEdited, saved)).toBe(false);
    expect(sameDocument({ ...renamed, projectName: 'Mixer' }, saved)).toBe(true);
  });

  it('the language switch alone is a change (programMode is content)', () => {
    const saved = project();
    expect(sameDocument({ ...saved, programMode: 'ST' }, saved)).toBe(false);
  });
});

describe('fingerprint', () => {
  it('is equal for equal snapshots and differs for another content', () => {
    const a = documentSnapshot(project());
    const b = documentSnapshot({ ...project(), projectName: 'Mixes' });
    expect(fingerprint(a)).toBe(fingerprint(documentSnapshot(reordered(project()))));
    expect(fingerprint(a)).not.toBe(fingerprint(b));
    expect(fingerprint(a).length).toBeLessThan(24);
  });
});

import { describe, expect, it } from 'vitest';
import { createEmptyProject } from './emptyProject.ts';
import { SCHEMA_VERSION } from './migrate.ts';
import { parseProjectDocument } from './schema.ts';

/** A document as a version-1 build saved it: no schemaVersion. */
function versionOneDocument(): Record<string, unknown> {
  const document: Record<string, unknown> = { ...createEmptyProject('Old'), scene: 'CONVEYOR' };
  delete document.schemaVersion;
  document.tagMap = { a: { uuid: 'a', name: 'Start', data_type: 'BOOL' } };
  return document;
}

describe('schema versions', () => {
  it('a document without a version is version 1 and is read as the current version, data unchanged', () => {
    expect(SCHEMA_VERSION).toBe(3);
    const old = versionOneDocument();
    const { project, errors } = parseProjectDocument(old);
    expect(errors).toEqual([]);
    expect(project?.schemaVersion).toBe(3);
    expect(project?.tagMap.a).toMatchObject({ name: 'Start', data_type: 'BOOL', value: 0 });
    expect(old.schemaVersion).toBeUndefined();
    for (const version of [1, 2, 3])
      expect(parseProjectDocument({ ...old, schemaVersion: version }).project?.schemaVersion).toBe(3);
  });

  it('a newer version is refused with a message saying so, before its unknown content is judged', () => {
    const newer = {
      ...versionOneDocument(),
      schemaVersion: 4,
      tagMap: { a: { uuid: 'a', name: 'M', data_type: 'Motor' } },
    };
    expect(parseProjectDocument(newer)).toEqual({
      project: null,
      errors: [
        'schemaVersion: this project was saved by a newer version of the simulator (schema 4); this version reads schemas 1 to 3',
      ],
    });
  });

  it('a version that is not a whole number from 1 is refused', () => {
    for (const bad of [0, -1, 1.5, '2', null]) {
      expect(parseProjectDocument({ ...versionOneDocument(), schemaVersion: bad }).errors).toEqual([
        'schemaVersion: must be a whole number from 1 to 3',
      ]);
    }
  });
});

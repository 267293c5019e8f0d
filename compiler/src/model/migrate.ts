/**
 * Project document versions. Every stored document says which version of the schema it follows
 * (`schemaVersion`); a document without one is version 1, as every document saved before versions
 * existed. parseProjectDocument refuses a version newer than this build reads, and brings an older one up
 * to SCHEMA_VERSION one step at a time after it validated, so stored projects and content never need a
 * rewrite in the database.
 */
import type { Project } from './project.ts';

/** The version this build writes. */
export const SCHEMA_VERSION = 3;

/**
 * MIGRATIONS[v] turns a valid version-v document into a version v+1 one, in place.
 *
 * 1 → 2 (issue 24): REAL tags, arrays (`dimension`, `lower`, `values`) and `schemaVersion` were added.
 * Nothing was renamed or removed, so a version-1 document is a version-2 document as it stands.
 * 2 → 3 (issue 24): user-defined data types (`dataTypes`), STRUCT tags (`udt`, `memberValues`) and
 * arrays of TIMER, COUNTER and STRUCT were added; again nothing changed meaning.
 */
const MIGRATIONS: Readonly<Record<number, (document: Project) => void>> = {
  1: () => {},
  2: () => {},
};

/** The version a raw document declares, or an error message for a version this build cannot read. */
export function declaredVersion(input: unknown): { version: number } | { error: string } {
  const value =
    typeof input === 'object' && input !== null
      ? (input as Record<string, unknown>).schemaVersion
      : undefined;
  if (value === undefined) return { version: 1 };
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1)
    return { error: `schemaVersion: must be a whole number from 1 to ${SCHEMA_VERSION}` };
  if (value > SCHEMA_VERSION)
    return {
      error: `schemaVersion: this project was saved by a newer version of the simulator (schema ${value}); this version reads schemas 1 to ${SCHEMA_VERSION}`,
    };
  return { version: value };
}

/** Brings a valid document of `version` up to SCHEMA_VERSION, in place. */
export function migrateDocument(document: Project, version: number): void {
  for (let v = version; v < SCHEMA_VERSION; v++) MIGRATIONS[v]?.(document);
  document.schemaVersion = SCHEMA_VERSION;
}

/**
 * Validation of the Logix PID instruction (issue 25): its tag is a PID tag (the built-in PID structure,
 * model/pidType.ts), its Process Variable (ref.Src) a REAL or DINT tag or member, its Control Variable
 * (ref.Dest) a REAL or DINT tag or member other than the PID's own members.
 */
import { isPidType } from '../model/pidType.ts';
import { entry, idText, isDict, type Dict } from './read.ts';

/** `PID needs a PID tag: create a tag of data type PID for its loop (rung {i})`. */
export function pidNeedsPidTag(found: string | null, rung: number): string {
  const what = found === null ? '' : ` (${found} is not a PID)`;
  return `PID needs a PID tag${what}: create a tag of data type PID for the loop (rung ${rung})`;
}

/** `PID needs a Process Variable: a REAL or DINT tag (rung {i})`. */
export function pidNeedsProcessVariable(rung: number): string {
  return `PID needs a Process Variable: a REAL or DINT tag (rung ${rung})`;
}

/** `PID needs a Control Variable: a REAL or DINT tag (rung {i})`. */
export function pidNeedsControlVariable(rung: number): string {
  return `PID needs a Control Variable: a REAL or DINT tag (rung ${rung})`;
}

/**
 * `PID Loop1's output limits leave no room: MAXO 0 is not above MINO 0, so the output stays at 0. Set
 * MAXO (100 for 0–100 %) (rung {i})`: a warning (a PID tag written by hand in neutral text starts at 0).
 */
export function pidNoOutputRange(name: string, maxo: number, mino: number, rung: number): string {
  return `PID ${name}'s output limits leave no room: MAXO ${maxo} is not above MINO ${mino}, so the output stays at ${maxo}. Set MAXO (100 for 0–100 %) (rung ${rung})`;
}

/** What validatePid needs from the rung checker. */
export interface PidChecks {
  readonly tags: Dict;
  /** True for a REAL or DINT tag, member or element. */
  numeric(operand: unknown): boolean;
  /** Reports `missing` unless `fits` (or the operand's own problem, which says more). */
  check(operand: unknown, fits: boolean, missing: string): void;
  report(message: string): void;
  warn(message: string): void;
}

/** True when `tagId` is a top-level tag of the built-in PID type (not an array). */
export function isPidTag(tags: Dict, tagId: unknown): boolean {
  const tag = entry(tags, tagId);
  return (
    tag !== undefined &&
    tag.data_type === 'STRUCT' &&
    typeof tag.udt === 'string' &&
    isPidType(tag.udt) &&
    tag.dimension === undefined
  );
}

/** Checks one PID instruction's tag and operands. */
export function validatePid(tagId: unknown, ref: Dict, rung: number, c: PidChecks): void {
  const tag = entry(c.tags, tagId);
  if (!isPidTag(c.tags, tagId)) c.report(pidNeedsPidTag(tag ? idText(tag.name) : null, rung));
  else if (tag) {
    const values = isDict(tag.memberValues) ? tag.memberValues : {};
    const value = (name: string): number => {
      const key = Object.keys(values).find((k) => k.toUpperCase() === name);
      const v = key === undefined ? 0 : values[key];
      return typeof v === 'number' ? Math.fround(v) : 0;
    };
    const maxo = value('MAXO');
    const mino = value('MINO');
    if (!(maxo > mino)) c.warn(pidNoOutputRange(idText(tag.name), maxo, mino, rung));
  }
  c.check(ref.Src, typeof ref.Src === 'string' && c.numeric(ref.Src), pidNeedsProcessVariable(rung));
  c.check(ref.Dest, typeof ref.Dest === 'string' && c.numeric(ref.Dest), pidNeedsControlVariable(rung));
}

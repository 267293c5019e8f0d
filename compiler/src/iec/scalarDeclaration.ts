/**
 * Scalar declarations (`N : DINT := 5;`, `Speed : REAL := 1.5;`, `Run : BOOL := TRUE;`): the tag type a
 * type word declares and the initial value converted for it.
 */
import { TAG_TYPES, type TagType } from '../model/project.ts';
import type { InitialValue } from './constantExpression.ts';
import { isDint } from './literals.ts';
import type { VarToken } from './varLexer.ts';

/** Reports `message` at `token` as an error. */
export type Report = (token: VarToken, message: string) => void;

/**
 * The tag type of a scalar type word (upper-cased), or null. TIME is a DINT of milliseconds (time literals
 * such as T#2s are too): timers' PT and ET read it.
 */
export function scalarTagType(typeWord: string): TagType | null {
  if (typeWord === 'TIME') return 'DINT';
  return (TAG_TYPES as readonly string[]).includes(typeWord) ? (typeWord as TagType) : null;
}

/**
 * The initial value converted for a `type` tag named `name`, or null (reported) when it does not fit.
 * `source` is the text the tokens point into.
 */
export function initialFor(
  type: TagType,
  initial: InitialValue,
  name: string,
  source: string,
  report: Report,
): number | null {
  const written = source.slice(initial.first.offset, initial.last.end);
  const invalid = (): null => {
    report(initial.first, `Invalid initial value ${written} for ${type} tag "${name}"`);
    return null;
  };
  if (type === 'BOOL') {
    if (initial.type === 'BOOL') return initial.value;
    if (!initial.single || initial.first.kind !== 'number') return invalid();
    return initial.value === 0 || initial.value === 1 ? initial.value : invalid();
  }
  if (initial.type === 'BOOL') return invalid();
  if (type === 'REAL') {
    const value = Math.fround(initial.value);
    if (Number.isFinite(value)) return value;
    report(initial.first, `Value ${written} is out of range for REAL tag "${name}"`);
    return null;
  }
  if (initial.type === 'REAL') {
    report(
      initial.first,
      `Invalid initial value ${written} for ${type} tag "${name}": a REAL needs a REAL tag (or write a whole number)`,
    );
    return null;
  }
  if (isDint(initial.value)) return initial.value === 0 ? 0 : initial.value;
  report(initial.first, `Value ${written} is out of range for DINT tag "${name}"`);
  return null;
}

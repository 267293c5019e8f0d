/**
 * Array declarations (issue 24): `Data : ARRAY[0..9] OF DINT;`, `Level : ARRAY[1..10] OF REAL :=
 * [1.0, 2.5];`, `Flags : ARRAY[0..7] OF BOOL := [3(TRUE), FALSE];`. One dimension of BOOL, DINT or REAL
 * (TIME as DINT) elements, integer constant bounds (literals or VAR CONSTANT names), at most
 * MAX_ARRAY_LENGTH elements; an initial value is a bracketed list with optional `n(value)` repetitions.
 */
import { MAX_ARRAY_LENGTH } from '../model/arrays.ts';
import type { InitialValue } from './constantExpression.ts';
import { blockKind } from './fbDeclaration.ts';
import { isDint } from './literals.ts';
import { initialFor, scalarTagType } from './scalarDeclaration.ts';
import type { TagType } from '../model/project.ts';
import type { DeclaredType } from './typeBlock.ts';
import type { VarToken } from './varLexer.ts';
import { IEC_TYPE_HINTS, describe, notSupported, upper } from './varNames.ts';

/** The element type, first index and element count of an array declaration. */
export interface ArrayType {
  type: TagType;
  lower: number;
  dimension: number;
  /** An array of STRUCT: its data type's name. */
  udt?: string;
  /** An array of a program's STRUCT or enumeration: the type. */
  user?: DeclaredType;
}

/** What the array reader needs from the block reader: its tokens, its reports, its constant reader. */
export interface ArrayCursor {
  readonly source: string;
  peek(ahead?: number): VarToken;
  advance(): void;
  report(token: VarToken, message: string): void;
  /** Reads a constant expression at the current token (advancing past it); null when reported. */
  constant(): InitialValue | null;
  /** The data types and enumerations known so far, by upper-cased name. */
  readonly known?: ReadonlyMap<string, DeclaredType>;
}

/** `{construct} is valid IEC 61131-3 but not supported yet: {hint}`. */
export function notSupportedYet(construct: string, hint: string): string {
  return `${construct} is valid IEC 61131-3 but not supported yet: ${hint}`;
}

const isPunct = (token: VarToken, text: string) => token.kind === 'punct' && token.text === text;

function expect(cursor: ArrayCursor, text: string): boolean {
  const token = cursor.peek();
  if (isPunct(token, text)) {
    cursor.advance();
    return true;
  }
  cursor.report(token, `Expected '${text}', got ${describe(token)}`);
  return false;
}

/** An integer bound; null (reported) when it is not one. */
function bound(cursor: ArrayCursor): number | null {
  const at = cursor.peek();
  const value = cursor.constant();
  if (value === null) return null;
  if (value.type !== 'DINT' || !isDint(value.value)) {
    const written = cursor.source.slice(value.first.offset, value.last.end);
    cursor.report(at, `Array bound ${written} must be a DINT constant, such as 0 or 9`);
    return null;
  }
  return value.value;
}

/**
 * Reads `[lo..hi] OF TYPE` after the word ARRAY (`arrayToken`); null after a report (the caller
 * recovers past the declaration).
 */
export function readArrayType(cursor: ArrayCursor, arrayToken: VarToken): ArrayType | null {
  if (!expect(cursor, '[')) return null;
  const lower = bound(cursor);
  if (lower === null) return null;
  const dot = cursor.peek();
  if (!isPunct(dot, '.') || !isPunct(cursor.peek(1), '.') || cursor.peek(1).offset !== dot.end) {
    cursor.report(dot, `Expected '..', got ${describe(dot)}`);
    return null;
  }
  cursor.advance();
  cursor.advance();
  const upperBound = bound(cursor);
  if (upperBound === null) return null;
  if (isPunct(cursor.peek(), ',')) {
    cursor.report(
      arrayToken,
      notSupportedYet(
        'An array of more than one dimension (ARRAY[0..2, 0..3])',
        'declare one dimension, e.g. ARRAY[0..11] OF DINT',
      ),
    );
    return null;
  }
  if (!expect(cursor, ']')) return null;
  const of = cursor.peek();
  if (of.kind !== 'ident' || upper(of) !== 'OF') {
    cursor.report(of, `Expected 'OF', got ${describe(of)}`);
    return null;
  }
  cursor.advance();
  const typeToken = cursor.peek();
  if (typeToken.kind !== 'ident') {
    cursor.report(typeToken, 'Expected identifier');
    return null;
  }
  cursor.advance();
  const word = upper(typeToken);
  const user = cursor.known?.get(word);
  const type = user ? (user.kind === 'enum' ? 'DINT' : 'STRUCT') : scalarTagType(word);
  if (type === null || (type === 'STRUCT' && !user)) {
    const hint = IEC_TYPE_HINTS.get(word);
    const message = hint
      ? notSupported(word, hint)
      : word === 'ARRAY' || blockKind(word) !== null
        ? notSupportedYet(
            `An array of ${word === 'ARRAY' ? 'arrays' : `${word} instances`}`,
            word === 'ARRAY'
              ? 'an array holds BOOL, DINT, REAL, TIMER, COUNTER or STRUCT elements'
              : `declare ARRAY[..] OF ${blockKind(word)?.tagType ?? 'TIMER'} and call ${word}(Name[2], …) on an element`,
          )
        : `Arrays of ${typeToken.text} are not supported: an array holds BOOL, DINT, REAL, TIMER, COUNTER or STRUCT elements`;
    cursor.report(typeToken, message);
    return null;
  }
  const range = `ARRAY[${lower}..${upperBound}]`;
  if (upperBound < lower) {
    cursor.report(
      arrayToken,
      `${range} has no elements: write the first index first, e.g. ARRAY[${upperBound}..${lower}]`,
    );
    return null;
  }
  const dimension = upperBound - lower + 1;
  if (dimension > MAX_ARRAY_LENGTH) {
    cursor.report(
      arrayToken,
      `${range} has ${dimension} elements: an array may have at most ${MAX_ARRAY_LENGTH}`,
    );
    return null;
  }
  return user?.kind === 'struct'
    ? { type, lower, dimension, udt: user.name, user }
    : { type, lower, dimension, ...(user ? { user } : {}) };
}

/**
 * Reads an array's initial values after `:=`: `[1, 2, 3(0)]`, each converted for the element type.
 * Null after a report.
 */
export function readArrayValues(cursor: ArrayCursor, array: ArrayType, name: string): number[] | null {
  const open = cursor.peek();
  if (!isPunct(open, '[')) {
    cursor.report(open, `The initial value of array "${name}" is a list in brackets, e.g. [1, 2, 3]`);
    return null;
  }
  cursor.advance();
  const values: number[] = [];
  const report = (token: VarToken, message: string) => cursor.report(token, message);
  const element = (): number | null => {
    const value = cursor.constant();
    return value === null ? null : initialFor(array.type, value, name, cursor.source, report);
  };
  while (!isPunct(cursor.peek(), ']')) {
    const first = cursor.peek();
    if (first.kind === 'number' && isPunct(cursor.peek(1), '(') && /^\d+$/.test(first.text)) {
      // `3(0)`: the value three times.
      cursor.advance();
      cursor.advance();
      const value = element();
      if (value === null || !expect(cursor, ')')) return null;
      const times = Number(first.text);
      if (values.length + times > MAX_ARRAY_LENGTH + 1) return tooMany(cursor, first, array, name);
      for (let i = 0; i < times; i++) values.push(value);
    } else {
      const value = element();
      if (value === null) return null;
      values.push(value);
    }
    if (values.length > array.dimension) return tooMany(cursor, first, array, name);
    if (isPunct(cursor.peek(), ',')) cursor.advance();
    else if (!isPunct(cursor.peek(), ']')) {
      cursor.report(cursor.peek(), `Expected ',' or ']', got ${describe(cursor.peek())}`);
      return null;
    }
  }
  cursor.advance();
  return values;
}

function tooMany(cursor: ArrayCursor, at: VarToken, array: ArrayType, name: string): null {
  const range = `${name}[${array.lower}..${array.lower + array.dimension - 1}]`;
  cursor.report(at, `Too many initial values for ${range}: it has ${array.dimension} elements`);
  return null;
}

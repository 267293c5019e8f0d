/**
 * TYPE blocks (issue 24): `TYPE Motor : STRUCT Run : BOOL; Speed : REAL := 1.5; END_STRUCT; END_TYPE` and
 * enumerations `TYPE State : (Idle, Filling := 5, Draining); END_TYPE`, read by the VAR block reader
 * (varReader.ts) before the VAR blocks that use them. A STRUCT's members are read as VAR declarations are
 * (types, arrays, initial values); enumeration values become DINT constants.
 */
import type { DataTypeMember } from '../model/project.ts';
import type { VarDeclaration } from './varBlock.ts';
import type { VarBlockReader } from './varReader.ts';
import { BLOCK_KEYWORDS, RESERVED, describe, notSupported, upper } from './varNames.ts';
import { isDint } from './literals.ts';

/** A data type a program declares (or a project's, `line` 0): a STRUCT or an enumeration. */
export type DeclaredType =
  | {
      readonly kind: 'struct';
      readonly name: string;
      readonly members: DataTypeMember[];
      /** Member initial values by memberValues path (`Speed`, `Hist[1]`, `Inner.Level`); non-zero only. */
      readonly defaults: Record<string, number>;
      readonly line: number;
      readonly col: number;
    }
  | {
      readonly kind: 'enum';
      readonly name: string;
      readonly values: { name: string; value: number }[];
      readonly line: number;
      readonly col: number;
    };

/** `Speed`, `[2].Speed`: a path below `prefix` (a member name or an array index) as memberValues keys it. */
export const joinPath = (prefix: string, path: string): string =>
  path.startsWith('[') || prefix === '' ? `${prefix}${path}` : `${prefix}.${path}`;

/** The initial memberValues of a value (or each element, `count` from `lower`) of struct `type`. */
export function structDefaults(
  type: DeclaredType | undefined,
  count?: number,
  lower = 0,
): Record<string, number> | undefined {
  if (type?.kind !== 'struct' || Object.keys(type.defaults).length === 0) return undefined;
  if (count === undefined) return { ...type.defaults };
  const values: Record<string, number> = {};
  for (let k = 0; k < count; k++)
    for (const [path, value] of Object.entries(type.defaults))
      values[joinPath(`[${lower + k}]`, path)] = value;
  return values;
}

const isWord = (r: VarBlockReader, word: string, ahead = 0): boolean =>
  r.peek(ahead).kind === 'ident' && upper(r.peek(ahead)) === word;
const ends = (r: VarBlockReader): boolean =>
  r.peek().kind === 'eof' || (r.peek().kind === 'ident' && BLOCK_KEYWORDS.has(upper(r.peek())));

/** Reads `TYPE … END_TYPE` at the reader's position. */
export function readTypeBlock(r: VarBlockReader): void {
  const start = r.peek();
  r.pos++;
  for (;;) {
    if (isWord(r, 'END_TYPE')) {
      r.pos++;
      if (r.isPunct(r.peek(), ';')) r.pos++;
      return;
    }
    if (ends(r)) return r.report(start, 'Missing END_TYPE', 'warning');
    const before = r.pos;
    typeDeclaration(r);
    if (r.pos === before) r.pos++;
  }
}

function typeDeclaration(r: VarBlockReader): void {
  const name = r.peek();
  if (name.kind !== 'ident' || RESERVED.has(upper(name))) {
    r.report(name, 'Expected identifier');
    return r.recover();
  }
  r.pos++;
  if (!r.expect(':')) return r.recover();
  const what = r.peek();
  const declared = r.known.get(upper(name));
  if (declared && declared.line > 0) r.report(name, `Duplicate declaration of data type "${name.text}"`);
  let type: DeclaredType | null;
  if (r.isPunct(what, '(')) type = enumeration(r, name.text, name);
  else if (isWord(r, 'STRUCT')) type = struct(r, name.text, name);
  else {
    r.report(
      what,
      notSupported(`A type alias (${name.text} : ${what.text})`, 'declare a STRUCT or an enumeration'),
    );
    return r.recover();
  }
  if (type === null || (declared && declared.line > 0)) return;
  r.types.push(type);
  if (!declared) r.known.set(upper(name), type);
}

function struct(r: VarBlockReader, name: string, at: { line: number; col: number }): DeclaredType {
  const open = r.peek();
  r.pos++;
  const saved = { declarations: r.declarations, seen: r.seen, instances: r.instances };
  r.declarations = [];
  r.seen = new Set();
  r.instances = [];
  for (;;) {
    if (isWord(r, 'END_STRUCT')) {
      r.pos++;
      if (r.isPunct(r.peek(), ';')) r.pos++;
      break;
    }
    if (ends(r) || isWord(r, 'END_TYPE')) {
      r.report(open, `Expected 'END_STRUCT', got ${describe(r.peek())}`);
      break;
    }
    const before = r.pos;
    r.declaration(false);
    if (r.pos === before) r.pos++;
  }
  const { declarations, instances } = r;
  Object.assign(r, saved);
  for (const i of instances)
    r.report(
      { ...open, line: i.line, col: i.col },
      `${i.type} "${i.name}" cannot be a member of a STRUCT: declare it in the program's VAR block`,
    );
  const members: DataTypeMember[] = [];
  const defaults: Record<string, number> = {};
  for (const d of declarations) {
    if (d.fb) {
      r.report(
        { ...open, line: d.line, col: d.col },
        `${d.fb} "${d.name}" cannot be a member of a STRUCT: declare it as ${d.type} and call ${d.fb}(Tag.${d.name}, …) on a ${name} tag`,
      );
      continue;
    }
    members.push({
      name: d.name,
      data_type: d.type,
      ...(d.udt !== undefined ? { udt: d.udt } : {}),
      ...(d.dimension !== undefined ? { dimension: d.dimension } : {}),
      ...(d.lower !== undefined ? { lower: d.lower } : {}),
      description: '',
    });
    Object.assign(defaults, memberDefaults(d));
  }
  return { kind: 'struct', name, members, defaults, line: at.line, col: at.col };
}

/** The non-zero initial values a declaration gives, keyed below the declared name. */
export function memberDefaults(d: VarDeclaration): Record<string, number> {
  const values: Record<string, number> = {};
  if (d.initial !== 0) values[d.name] = d.initial;
  const lower = d.lower ?? 0;
  d.values?.forEach((v, k) => {
    if (v !== 0) values[`${d.name}[${lower + k}]`] = v;
  });
  for (const [path, v] of Object.entries(d.memberValues ?? {})) values[joinPath(d.name, path)] = v;
  return values;
}

function enumeration(
  r: VarBlockReader,
  name: string,
  at: { line: number; col: number },
): DeclaredType | null {
  r.pos++;
  const values: { name: string; value: number }[] = [];
  let next = 0;
  for (;;) {
    const value = r.peek();
    if (value.kind !== 'ident' || RESERVED.has(upper(value))) {
      r.report(value, 'Expected identifier');
      r.recover();
      return null;
    }
    r.pos++;
    if (r.isPunct(r.peek(), ':=')) {
      r.pos++;
      const given = r.constantExpression(name, value.text);
      if (!given) return (r.recover(), null);
      if (given.type !== 'DINT' || !isDint(given.value)) {
        r.report(given.first, `The value of ${name}#${value.text} must be a DINT constant, such as 0 or 5`);
        return (r.recover(), null);
      }
      next = given.value;
    }
    if (r.constants.has(upper(value)) || values.some((v) => v.name.toUpperCase() === upper(value)))
      r.report(value, `Duplicate declaration of "${value.text}"`);
    else {
      values.push({ name: value.text, value: next });
      r.constants.set(upper(value), { value: next, type: 'DINT' });
    }
    next++;
    if (r.isPunct(r.peek(), ',')) r.pos++;
    else if (r.isPunct(r.peek(), ')')) break;
    else {
      r.report(r.peek(), `Expected ',' or ')', got ${describe(r.peek())}`);
      r.recover();
      return null;
    }
  }
  r.pos++;
  if (!r.semicolon()) r.recover();
  return { kind: 'enum', name, values, line: at.line, col: at.col };
}

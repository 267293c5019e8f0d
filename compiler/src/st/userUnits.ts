/**
 * User FUNCTION_BLOCKs and FUNCTIONs (issue 24): their VAR sections become STRUCT data types named like
 * them (an FB instance is a STRUCT tag; each FUNCTION gets one STRUCT tag named like it as static
 * scratch), recursion and runaway inlining are refused, and each body is parsed and checked on its own
 * variables. Calls are inlined by inline.ts.
 */
import { addDeclaredTags } from '../iec/declareTags.ts';
import { memberDefaults, structDefaults, type DeclaredType } from '../iec/typeBlock.ts';
import { extractUnits, onlyRanges, type UnitSource } from '../iec/unitSource.ts';
import { parseVarBlocks, type KnownType, type VarBlockResult, type VarDeclaration } from '../iec/varBlock.ts';
import type { Diagnostic } from '../model/diagnostics.ts';
import type { DataTypeMember, Project } from '../model/project.ts';
import type { Expression, Statement } from './ast.ts';
import { fbType, type TimerFb } from './blocks.ts';
import { builtinCall } from './builtins.ts';
import { checkProgram } from './check.ts';
import { withEnumValues } from './enumValues.ts';
import { inlineCalls, type InlineUnit } from './inline.ts';
import { stMessages } from './messages.ts';
import { parseSt } from './parse/parseSt.ts';
import { lineColumn, LineIndex } from './position.ts';
import { TagResolver, type EnumValue } from './resolve.ts';

/** Inlined program size (AST nodes) past which a program is refused. */
export const MAX_EXPANSION = 200_000;

const ALLOWED: Record<UnitSource['kind'], readonly string[]> = {
  FUNCTION_BLOCK: ['VAR_INPUT', 'VAR_OUTPUT', 'VAR'],
  FUNCTION: ['VAR_INPUT', 'VAR', 'VAR_TEMP'],
};
const RETURN_TYPES: Record<string, 'BOOL' | 'DINT' | 'REAL'> = {
  BOOL: 'BOOL',
  DINT: 'DINT',
  REAL: 'REAL',
  TIME: 'DINT',
};

interface Read {
  source: UnitSource;
  decls: (VarDeclaration & { section: string })[];
  body: Statement[];
  calls: Map<string, number>;
}

/** The units of a program, read; see the file comment. */
export interface UserUnits {
  units: Map<string, InlineUnit>;
  diagnostics: Diagnostic[];
  /** Checks each body on its own variables (after the program's types and enumerations are known). */
  checkBodies(
    project: Project,
    enums: ReadonlyMap<string, EnumValue>,
    main: readonly Statement[],
  ): Diagnostic[];
}

const nodes = (node: unknown): number =>
  Array.isArray(node)
    ? node.reduce((n: number, x) => n + nodes(x), 0)
    : node !== null && typeof node === 'object'
      ? 1 + Object.values(node).reduce((n: number, x) => n + nodes(x), 0)
      : 0;

/** Names called in `node` (call expressions and call statements), with how often. */
function callsIn(node: unknown, out: Map<string, number>): Map<string, number> {
  if (Array.isArray(node)) node.forEach((n) => callsIn(n, out));
  else if (node !== null && typeof node === 'object') {
    const r = node as Record<string, unknown>;
    const name =
      r.kind === 'call'
        ? (r.callee as { name: string }).name
        : r.kind === 'fbCall'
          ? (r.instance as { name: string }).name
          : '';
    if (name) out.set(name.toUpperCase(), (out.get(name.toUpperCase()) ?? 0) + 1);
    Object.values(r).forEach((v) => callsIn(v, out));
  }
  return out;
}

/**
 * Reads `units` of `source`: adds their STRUCT types to `vars.types` and each FUNCTION's scratch tag to
 * `vars.declarations`; `known` are the types the main program knows.
 */
export function readUserUnits(
  source: string,
  list: readonly UnitSource[],
  vars: VarBlockResult,
  project: Pick<Project, 'tagMap'>,
  known: readonly (string | DeclaredType)[],
): UserUnits {
  const diagnostics: Diagnostic[] = [];
  const at = (p: { line: number; col: number }, message: string) =>
    diagnostics.push({ source: 'st', severity: 'error', message, line: p.line, col: p.col });
  const read = new Map<string, Read>();
  const lines = new LineIndex(source);
  const knownTypes = [...known, ...vars.types, ...list.map((u) => u.name)];
  for (const u of list) {
    const key = u.name.toUpperCase();
    if (read.has(key) || vars.types.some((t) => t.name.toUpperCase() === key)) {
      at(u, `Duplicate declaration of "${u.name}"`);
      continue;
    }
    if (builtinCall(u.name) || fbType(u.name))
      at(u, `"${u.name}" is a built-in function or block: give your ${u.kind} another name`);
    // Read where they stand: the sections alone, then moved to their line (columns kept by the padding).
    const first = u.sections[0];
    const from = first?.from ?? 0;
    const shift = (first?.line ?? 1) - 1;
    const part = onlyRanges(
      source.slice(from, u.sections.at(-1)?.to ?? from),
      u.sections.map((s) => [s.from - from, s.to - from]),
    );
    const parsed = parseVarBlocks(' '.repeat((first?.col ?? 1) - 1) + part, knownTypes);
    for (const x of [...parsed.diagnostics, ...parsed.declarations, ...parsed.instances])
      x.line = (x.line ?? 1) + shift;
    diagnostics.push(...parsed.diagnostics);
    const sectionOf = (d: { line: number; col: number }) =>
      [...u.sections].reverse().find((s) => s.line < d.line || (s.line === d.line && s.col <= d.col))
        ?.keyword ?? 'VAR';
    for (const s of u.sections)
      if (!ALLOWED[u.kind].includes(s.keyword))
        at(s, `${s.keyword} in a ${u.kind} is not supported yet: use ${ALLOWED[u.kind].join(', ')}`);
    for (const i of parsed.instances)
      at(i, `${i.type} "${i.name}" inside a ${u.kind} is not supported yet: write the logic with BOOLs`);
    const decls = parsed.declarations.flatMap((d) => {
      const timer = u.kind === 'FUNCTION_BLOCK' && d.type === 'TIMER' && d.dimension === undefined;
      if (d.fb && !timer) {
        at(
          d,
          `${d.fb} "${d.name}" inside a ${u.kind} is not supported yet: declare ${d.name} : ${d.type} and call ${d.fb}(${d.name}, …)`,
        );
        return [];
      }
      if (
        u.kind === 'FUNCTION' &&
        (d.dimension !== undefined || !['BOOL', 'DINT', 'REAL'].includes(d.type))
      ) {
        at(d, `A FUNCTION's variables are BOOL, DINT, REAL or TIME: declare "${d.name}" in a FUNCTION_BLOCK`);
        return [];
      }
      return [{ ...d, section: sectionOf(d) }];
    });
    const resultType = u.returnType === null ? 'DINT' : RETURN_TYPES[u.returnType.toUpperCase()];
    if (u.kind === 'FUNCTION' && !resultType)
      at(u, `A FUNCTION returns BOOL, DINT, REAL or TIME, not ${u.returnType ?? ''}`);
    if (u.kind === 'FUNCTION') {
      if (decls.some((d) => d.name.toUpperCase() === key))
        at(u, `"${u.name}" is both the FUNCTION and one of its variables`);
      decls.push({
        name: u.name,
        type: resultType ?? 'DINT',
        initial: 0,
        line: u.line,
        col: u.col,
        section: 'RESULT',
      });
    }
    const start = lines.at(u.body[0]);
    const body = parseSt(' '.repeat(start.col - 1) + source.slice(u.body[0], u.body[1]));
    for (const d of body.diagnostics) diagnostics.push({ ...d, line: (d.line ?? 1) + start.line - 1 });
    moveSpans(body.program.body, u.body[0] - (start.col - 1));
    read.set(key, {
      source: u,
      decls,
      body: [...body.program.body],
      calls: callsIn(body.program.body, new Map()),
    });
  }

  // Recursion: FB instances and calls, depth first.
  const deps = (r: Read) => [
    ...r.decls.flatMap((d) => (d.udt && read.has(d.udt.toUpperCase()) ? [d.udt.toUpperCase()] : [])),
    ...[...r.calls.keys()].filter((k) => read.get(k)?.source.kind === 'FUNCTION'),
  ];
  const order: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  let cycle: string[] | null = null;
  const visit = (key: string, path: string[]) => {
    if (cycle || state.get(key) === 'done') return;
    if (state.get(key) === 'open') return void (cycle = [...path.slice(path.indexOf(key)), key]);
    state.set(key, 'open');
    const r = read.get(key) as Read;
    for (const d of deps(r)) visit(d, [...path, key]);
    state.set(key, 'done');
    order.push(key);
  };
  for (const key of read.keys()) visit(key, []);
  const units = new Map<string, InlineUnit>();
  if (cycle) {
    const names = (cycle as string[]).map((k) => read.get(k)?.source.name ?? k);
    const first = read.get((cycle as string[])[0] ?? '')?.source;
    at(
      first ?? { line: 1, col: 1 },
      `Recursion is not allowed: ${names.slice(0, 2).join(' calls ')}${names
        .slice(2)
        .map((n) => `, which calls ${n}`)
        .join('')}`,
    );
    return { units, diagnostics, checkBodies: () => [] };
  }

  // Sizes and types, callees first.
  const size = new Map<string, number>();
  const types = new Map<string, DeclaredType>();
  for (const key of order) {
    const r = read.get(key) as Read;
    const u = r.source;
    let n = nodes(r.body);
    for (const [callee, count] of r.calls) n += count * (size.get(callee) ?? 0);
    for (const d of r.decls) {
      const inner = d.udt ? types.get(d.udt.toUpperCase()) : undefined;
      if (inner) {
        n += size.get(inner.name.toUpperCase()) ?? 0;
        const values = structDefaults(inner, d.dimension, d.lower ?? 0);
        if (values) d.memberValues = values;
      }
    }
    size.set(key, Math.min(n, MAX_EXPANSION + 1));
    const members: DataTypeMember[] = r.decls.map((d) => ({
      name: d.name,
      data_type: d.type,
      ...(d.udt !== undefined ? { udt: d.udt } : {}),
      ...(d.dimension !== undefined ? { dimension: d.dimension } : {}),
      ...(d.lower !== undefined ? { lower: d.lower } : {}),
      description: '',
    }));
    const defaults = Object.assign({}, ...r.decls.map(memberDefaults)) as Record<string, number>;
    const type: DeclaredType = { kind: 'struct', name: u.name, members, defaults, line: u.line, col: u.col };
    types.set(key, type);
    vars.types.push(type);
    const literal = (d: VarDeclaration): Expression =>
      d.type === 'REAL'
        ? { kind: 'real', value: d.initial, from: 0, to: 0 }
        : d.type === 'BOOL'
          ? { kind: 'bool', value: d.initial !== 0, from: 0, to: 0 }
          : { kind: 'integer', value: d.initial, from: 0, to: 0 };
    units.set(key, {
      kind: u.kind,
      name: u.name,
      inputs: r.decls.filter((d) => d.section === 'VAR_INPUT').map((d) => d.name),
      outputs: r.decls.filter((d) => d.section === 'VAR_OUTPUT').map((d) => d.name),
      members: new Map(
        r.decls.map((d) => [
          d.name.toUpperCase(),
          {
            name: d.name,
            fb: d.udt && read.has(d.udt.toUpperCase()) ? d.udt : '',
            ...(d.fb && d.type === 'TIMER' ? { timer: d.fb as TimerFb } : {}),
          },
        ]),
      ),
      initial: u.kind === 'FUNCTION' ? r.decls.map((d) => ({ name: d.name, value: literal(d) })) : [],
      body: r.body,
    });
  }
  // A project tag of the function's own type is its scratch tag from an earlier compile.
  const tags = new Set(
    Object.values(project.tagMap)
      .filter((t) => t.data_type !== 'STRUCT' || t.udt?.toUpperCase() !== t.name.toUpperCase())
      .map((t) => t.name.toUpperCase()),
  );
  for (const d of vars.declarations) {
    tags.add(d.name.toUpperCase());
    const inner = d.udt ? types.get(d.udt.toUpperCase()) : undefined;
    const values = inner && structDefaults(inner, d.dimension, d.lower ?? 0);
    if (values) d.memberValues = values;
  }
  const scratch: VarDeclaration[] = [];
  for (const [key, r] of read) {
    if (r.source.kind !== 'FUNCTION') continue;
    if (tags.has(key)) at(r.source, `"${r.source.name}" is both a FUNCTION and a tag: rename one of them`);
    const values = structDefaults(types.get(key));
    const { line, col, name } = r.source;
    scratch.push({
      name,
      type: 'STRUCT',
      udt: name,
      initial: 0,
      line,
      col,
      ...(values ? { memberValues: values } : {}),
    });
  }
  vars.declarations.push(...scratch);

  const checkBodies = (
    withTypes: Project,
    enums: ReadonlyMap<string, EnumValue>,
    main: readonly Statement[],
  ): Diagnostic[] => {
    const out: Diagnostic[] = [];
    let total = nodes(main);
    for (const [callee, count] of callsIn(main, new Map())) total += count * (size.get(callee) ?? 0);
    for (const d of vars.declarations) total += d.udt ? (size.get(d.udt.toUpperCase()) ?? 0) : 0;
    if (total > MAX_EXPANSION)
      out.push({
        source: 'st',
        severity: 'error',
        message: stMessages.tooLargeExpanded(MAX_EXPANSION),
        line: list[0]?.line ?? 1,
        col: list[0]?.col ?? 1,
      });
    for (const [key, r] of read) {
      const unit = units.get(key);
      if (!unit) continue;
      const others = scratch.filter((s) => s.name.toUpperCase() !== key);
      const mini = addDeclaredTags({ ...withTypes, tagMap: {}, childTagMap: {} }, [...r.decls, ...others]);
      const resolver = new TagResolver(mini, enums);
      const body = withEnumValues({ kind: 'program', body: r.body, from: 0, to: 0 }, resolver);
      unit.body = body.body;
      const report = (s: { from: number }, message: string) =>
        out.push({ source: 'st', severity: 'error', message, ...lineColumn(source, s.from) });
      const lowered = inlineCalls(body, units, resolver, report, unit);
      const constants = new Set(r.decls.filter((d) => d.constant).map((d) => d.name.toUpperCase()));
      out.push(...checkProgram(lowered, resolver, source, { constants }).diagnostics);
    }
    return out;
  };
  return { units, diagnostics, checkBodies };
}

/**
 * The VAR blocks and TYPEs of a program as the editor sees them: its user FUNCTION_BLOCKs and FUNCTIONs
 * taken out, their STRUCT types added and each FUNCTION's tag declared (as compileSt does).
 */
export function programVars(source: string, projectTypes: readonly KnownType[] = []): VarBlockResult {
  const extracted = extractUnits(source);
  const vars = parseVarBlocks(extracted.rest, [...projectTypes, ...extracted.units.map((u) => u.name)]);
  const names = projectTypes.map((t) => (typeof t === 'string' ? t : t.name));
  if (extracted.units.length > 0) readUserUnits(source, extracted.units, vars, { tagMap: {} }, names);
  return vars;
}

/** Moves every span of `node` by `by` characters. */
function moveSpans(node: unknown, by: number): void {
  if (Array.isArray(node)) node.forEach((n) => moveSpans(n, by));
  else if (node !== null && typeof node === 'object') {
    const r = node as Record<string, unknown>;
    if (typeof r.from === 'number') r.from += by;
    if (typeof r.to === 'number') r.to += by;
    Object.values(r).forEach((v) => moveSpans(v, by));
  }
}

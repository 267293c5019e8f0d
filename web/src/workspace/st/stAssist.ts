/**
 * What the Structured Text editor offers beside the text, as plain data (no Monaco here, so it is tested
 * without a browser): completion items from the project's tags, the source's VAR declarations and the
 * language's vocabulary; hover text; the live value shown after each assignment while running; and the
 * debounced commit of the source into the project (spec 000 §4 "Structured Text", §9 150 ms).
 */
import { programVars, type Project, type TypeRef } from '@plcsim/compiler';
import { formatValue } from '@plcsim/widget';
import {
  ST_BUILTIN_CALL_DOCS,
  ST_FUNCTION_BLOCKS,
  ST_FUNCTIONS,
  ST_IEC_SNIPPETS,
  ST_KEYWORDS,
  ST_REPARSE_DELAY_MS,
  ST_SNIPPETS,
  createDebouncedCompiler,
  findStCallDoc,
  stArrayTypeText,
  stConstantElements,
  stMemberCompletions,
  type DebounceTimers,
} from '../../../../compiler/src/st/editor/index.ts';
import { pathBeforeDot, pathType, stTypeTable, structMembers } from './stPaths.ts';

/** A name the program can use: a project tag or a VAR declaration in the source. */
export interface StSymbol {
  name: string;
  /** The tag's alias; '' when none. */
  alias: string;
  /** BOOL, DINT, TIMER, COUNTER, or an IEC logic block (R_TRIG, F_TRIG, SR, RS). */
  type: string;
  /** The IEC function-block type of a declared timer or counter (TON, CTU …). */
  fb?: string;
  /** An array's type as written, `ARRAY[0..9] OF DINT` (`type` is then its elements' type). */
  array?: string;
  /** An array's element names for live values, `Data[0]` …, the first few only. */
  elements?: string[];
  /** An array's element count. */
  dimension?: number;
  /** An array's first index when not 0. */
  lower?: number;
  /** A STRUCT's (or array of STRUCT's) data type. */
  udt?: string;
  /** Where it comes from. */
  origin: 'tag' | 'declared';
}

/** The project's tags, then the source's VAR declarations the project lacks (the project's tags win). */
export function stSymbols(project: Project, source: string): StSymbol[] {
  const symbols: StSymbol[] = Object.values(project.tagMap ?? {}).map((t) => ({
    name: t.name,
    alias: t.alias ?? '',
    type: t.data_type,
    ...arrayOf(t.name, t.udt ?? t.data_type, t.dimension, t.lower),
    ...(t.udt ? { udt: t.udt } : {}),
    origin: 'tag',
  }));
  const taken = new Set(symbols.map((s) => s.name.toUpperCase()));
  let vars: ReturnType<typeof programVars>;
  try {
    vars = programVars(source, Object.values(project.dataTypes ?? {}));
  } catch {
    return symbols;
  }
  for (const d of vars.declarations) {
    if (taken.has(d.name.toUpperCase())) continue;
    taken.add(d.name.toUpperCase());
    symbols.push({
      name: d.name,
      alias: '',
      type: d.type,
      ...(d.fb ? { fb: d.fb } : {}),
      ...arrayOf(d.name, d.udt ?? d.type, d.dimension, d.lower),
      ...(d.udt ? { udt: d.udt } : {}),
      origin: 'declared',
    });
  }
  for (const i of vars.instances) {
    if (taken.has(i.name.toUpperCase())) continue;
    taken.add(i.name.toUpperCase());
    symbols.push({ name: i.name, alias: '', type: i.type, origin: 'declared' });
  }
  return symbols;
}

/** Elements shown in an array's hover while running. */
const HOVER_ELEMENTS = 8;

/** The array fields of a symbol (none for a scalar). */
function arrayOf(
  name: string,
  type: string,
  dimension: number | undefined,
  lower = 0,
): Pick<StSymbol, 'array' | 'elements' | 'dimension' | 'lower'> {
  if (dimension === undefined) return {};
  const count = Math.min(dimension, HOVER_ELEMENTS);
  return {
    array: stArrayTypeText(type, dimension, lower),
    dimension,
    ...(lower !== 0 ? { lower } : {}),
    // Elements with a value of their own (not structures, timers or counters).
    ...(['BOOL', 'DINT', 'REAL'].includes(type)
      ? { elements: Array.from({ length: count }, (_, k) => `${name}[${lower + k}]`) }
      : {}),
  };
}

/** The symbol `word` names: by alias first, then by name, case-insensitively (spec 000 §4). */
export function resolveStSymbol(symbols: readonly StSymbol[], word: string): StSymbol | undefined {
  const key = word.toUpperCase();
  return (
    symbols.find((s) => s.alias !== '' && s.alias.toUpperCase() === key) ??
    symbols.find((s) => s.name.toUpperCase() === key)
  );
}

/** Kinds of completion item, mapped onto Monaco's kinds by the editor. */
export type StCompletionKind = 'tag' | 'alias' | 'member' | 'keyword' | 'call' | 'function' | 'snippet';

/** One completion item. */
export interface StCompletionItem {
  label: string;
  kind: StCompletionKind;
  /** Shown beside the label. */
  detail: string;
  documentation?: string;
  /** The text inserted (Monaco snippet syntax when `snippet`). */
  insertText: string;
  snippet?: boolean;
  /** Orders the list: tags first, then members, keywords, calls, snippets. */
  sortText: string;
}

const LOGIC_BLOCKS = new Set(['R_TRIG', 'F_TRIG', 'SR', 'RS']);

/** The members after `Name.` for a symbol, or [] when it has none. */
function memberItems(symbol: StSymbol): StCompletionItem[] {
  const members =
    symbol.type === 'TIMER' || symbol.type === 'COUNTER'
      ? stMemberCompletions(symbol.type, symbol.fb)
      : LOGIC_BLOCKS.has(symbol.type)
        ? stMemberCompletions(null, symbol.type)
        : [];
  return members.map((m, index) => ({
    label: m.label,
    kind: 'member',
    detail: `${m.type} · ${m.detail}`,
    documentation: m.documentation,
    insertText: m.label,
    sortText: `0${String(index).padStart(3, '0')}`,
  }));
}

/**
 * The members after `path.` (`P1`, `Pumps[2]`, `Line.Motors[1].Delay`, `T1`): a STRUCT's members, a
 * TIMER's or COUNTER's, an IEC block's; [] for anything else. `name` is the path as the engine names it.
 */
function pathMembers(
  project: Project,
  source: string,
  symbols: readonly StSymbol[],
  path: string,
): { items: StCompletionItem[]; name: string } {
  const base = /^[A-Za-z_]\w*/.exec(path)?.[0] ?? '';
  const symbol = resolveStSymbol(symbols, base);
  if (!symbol) return { items: [], name: path };
  const name = `${symbol.name}${path.slice(base.length)}`;
  if (path === base && symbol.type !== 'STRUCT' && symbol.dimension === undefined)
    return { items: memberItems(symbol), name };
  const types = stTypeTable(project, source);
  const root = {
    data_type: symbol.type as TypeRef['data_type'],
    ...(symbol.udt ? { udt: symbol.udt } : {}),
    ...(symbol.dimension !== undefined ? { dimension: symbol.dimension, lower: symbol.lower ?? 0 } : {}),
  };
  const ref = pathType(types, root, path.slice(base.length));
  if (ref?.dimension === undefined && (ref?.data_type === 'TIMER' || ref?.data_type === 'COUNTER'))
    return { items: memberItems({ ...symbol, type: ref.data_type, origin: 'tag' }), name };
  const members = ref ? structMembers(types, ref) : [];
  const items = members.map((m, index) => ({
    label: m.name,
    kind: 'member' as const,
    detail: m.type,
    insertText: m.name,
    sortText: `0${String(index).padStart(3, '0')}`,
  }));
  return { items, name };
}

/**
 * The completions at a cursor whose line reads `lineBefore` up to it. After `Name.` (a TIMER or COUNTER
 * tag or alias, or a declared block): its members only. Elsewhere: tags and aliases, keywords, calls,
 * functions and the snippets.
 */
export function stCompletions(project: Project, source: string, lineBefore: string): StCompletionItem[] {
  const symbols = stSymbols(project, source);
  const path = pathBeforeDot(lineBefore);
  if (path !== null) return pathMembers(project, source, symbols, path).items;
  const items: StCompletionItem[] = [];
  for (const s of symbols) {
    const type = s.array ?? s.type;
    const what = s.origin === 'declared' ? `${type} (declared in VAR)` : type;
    items.push({
      label: s.name,
      kind: 'tag',
      detail: s.alias ? `${what} · alias ${s.alias}` : what,
      insertText: s.name,
      sortText: `1${s.name.toUpperCase()}`,
    });
    if (s.alias) {
      items.push({
        label: s.alias,
        kind: 'alias',
        detail: `${s.type} · alias of ${s.name}`,
        insertText: s.alias,
        sortText: `1${s.alias.toUpperCase()}`,
      });
    }
  }
  for (const k of ST_KEYWORDS) {
    items.push({ label: k, kind: 'keyword', detail: 'keyword', insertText: k, sortText: `3${k}` });
  }
  const calls = new Map<string, { detail: string; documentation: string; kind: StCompletionKind }>();
  for (const d of ST_BUILTIN_CALL_DOCS) calls.set(d.name, { ...callDoc(d), kind: 'call' });
  for (const d of ST_FUNCTION_BLOCKS)
    if (!calls.has(d.name)) calls.set(d.name, { ...callDoc(d), kind: 'call' });
  for (const d of ST_FUNCTIONS) calls.set(d.name, { ...callDoc(d), kind: 'function' });
  for (const [name, c] of calls) {
    items.push({ label: name, insertText: name, sortText: `4${name}`, ...c });
  }
  [...ST_SNIPPETS, ...ST_IEC_SNIPPETS].forEach((s, index) => {
    items.push({
      label: s.label,
      kind: 'snippet',
      detail: s.detail,
      documentation: s.documentation,
      insertText: s.insertText,
      snippet: true,
      sortText: `5${String(index).padStart(3, '0')}`,
    });
  });
  return items;
}

const callDoc = (d: { signature: string; documentation: string }) => ({
  detail: d.signature,
  documentation: d.documentation,
});

/**
 * A live value as shown (`formatValue`): a REAL as a REAL with 6 significant digits (NaN and Infinity
 * included), other numbers as they are; undefined when not known.
 */
function shown(value: number | undefined, type?: string): string | undefined {
  if (value === undefined) return undefined;
  if (type === 'REAL') return formatValue(value, type, true);
  return Number.isFinite(value) ? formatValue(value, type, true) : undefined;
}

/**
 * The hover of `word` (with `qualifier` when it is a member, `T1` for `T1.DN`): a tag's or member's name
 * and type and, when `live` is given (while running), its value; a call's signature and documentation;
 * null for anything else. Markdown lines.
 */
export function stHoverText(
  project: Project,
  source: string,
  word: string,
  qualifier: string | null,
  live: ((name: string) => number | undefined) | null,
): string[] | null {
  const symbols = stSymbols(project, source);
  if (qualifier !== null) {
    const parent = pathMembers(project, source, symbols, qualifier);
    const member = parent.items.find((m) => m.label.toUpperCase() === word.toUpperCase());
    if (!member) return null;
    const name = `${parent.name}.${member.label}`;
    const lines = [`**${name}** : ${member.detail}`];
    if (member.documentation) lines.push(member.documentation);
    const value = live ? shown(live(name), member.detail.split(' ')[0]) : undefined;
    if (value !== undefined) lines.push(`Live value: \`${value}\``);
    return lines;
  }
  const symbol = resolveStSymbol(symbols, word);
  if (symbol) {
    const alias = symbol.alias
      ? symbol.alias.toUpperCase() === word.toUpperCase()
        ? ` (alias of ${symbol.name})`
        : ` (alias ${symbol.alias})`
      : '';
    const type = symbol.array ?? (symbol.fb ? `${symbol.type} (${symbol.fb})` : (symbol.udt ?? symbol.type));
    const lines = [
      `**${symbol.alias.toUpperCase() === word.toUpperCase() ? symbol.alias : symbol.name}**${alias} : ${type}`,
    ];
    if (symbol.origin === 'declared') lines.push('Declared in a VAR block.');
    if (live && symbol.elements) {
      const values = symbol.elements.map(
        (element) => `${element} = ${shown(live(element), symbol.type) ?? '?'}`,
      );
      const more = symbol.elements.length < (symbol.dimension ?? 0) ? ', …' : '';
      lines.push(`Live values: \`${values.join(', ')}${more}\``);
    } else if (live && (symbol.type === 'BOOL' || symbol.type === 'DINT' || symbol.type === 'REAL')) {
      const value = shown(live(symbol.name), symbol.type);
      if (value !== undefined) lines.push(`Live value: \`${value}\``);
    } else if (live && (symbol.type === 'TIMER' || symbol.type === 'COUNTER')) {
      const acc = shown(live(`${symbol.name}.ACC`));
      const dn = shown(live(`${symbol.name}.DN`));
      if (acc !== undefined && dn !== undefined) lines.push(`Live value: ACC \`${acc}\`, DN \`${dn}\``);
    }
    return lines;
  }
  const doc = findStCallDoc(word);
  return doc ? [`**${doc.signature}**`, doc.documentation] : null;
}

/**
 * The tags assigned on one line of the source (1-based), in order, each once, then the array elements
 * with a constant index written on it (`Data[3]`, read or assigned).
 */
export interface AssignedLine {
  line: number;
  names: string[];
}

/**
 * Blanks comments (`(* … *)` across lines, `// …`) and VAR blocks out of `source`, keeping line breaks
 * and columns.
 */
function codeOnly(source: string): string {
  let rest = source;
  try {
    rest = programVars(source).rest;
  } catch {
    // Keep the source as it is.
  }
  return rest.replace(/\(\*[\s\S]*?(?:\*\)|$)|\/\/[^\r\n]*/g, (comment) => comment.replace(/[^\r\n]/g, ' '));
}

/**
 * The assignments of the program: for each line with `name := …` or `Name.MEMBER := …` outside
 * parentheses (not a named call input like `IN := x`), and not a FOR loop's counter, the names assigned;
 * then the line's array elements with a constant index (`Data[3]`), whose values show too.
 */
export function assignedTargets(source: string): AssignedLine[] {
  const lines = codeOnly(source).split(/\r\n|\r|\n/);
  const result: AssignedLine[] = [];
  let depth = 0;
  lines.forEach((text, index) => {
    const names: string[] = [];
    const token =
      /\(|\)|(?<![.\]\w])([A-Za-z_]\w*(?:\s*(?:\.\s*[A-Za-z_]\w*|\[\s*-?\d+\s*\]))*)\s*:=|[A-Za-z_]\w*/g;
    let previousWord = '';
    for (const match of text.matchAll(token)) {
      const t = match[0];
      if (t === '(') depth++;
      else if (t === ')') depth = Math.max(0, depth - 1);
      else if (match[1] !== undefined) {
        const name = match[1].replace(/\s+/g, '');
        if (depth === 0 && previousWord.toUpperCase() !== 'FOR' && !names.includes(name)) names.push(name);
        previousWord = '';
        continue;
      }
      previousWord = t === '(' || t === ')' ? '' : t;
    }
    for (const element of stConstantElements(text)) if (!names.includes(element)) names.push(element);
    if (names.length > 0) result.push({ line: index + 1, names });
  });
  return result;
}

/**
 * The text after an assignment line while running: ` // x = 1, T1.ACC = 250, Level = 0.333333`; null
 * when none is known. `typeOf` gives a name's data type, so a REAL shows as a REAL.
 */
export function liveValueText(
  names: readonly string[],
  read: (name: string) => number | undefined,
  typeOf: (name: string) => string | undefined = () => undefined,
): string | null {
  const parts: string[] = [];
  for (const name of names) {
    const value = shown(read(name), typeOf(name));
    if (value !== undefined) parts.push(`${name} = ${value}`);
  }
  return parts.length === 0 ? null : ` // ${parts.join(', ')}`;
}

/** The editor's link to the project: one commit per pause in typing. */
export interface StCommitter {
  /** An edit: the editor now holds `source`. */
  edited(source: string): void;
  /** Commits a waiting edit now (the editor loses focus or closes). */
  flush(): void;
  /** Drops a waiting edit (the source was replaced from outside). */
  cancel(): void;
  readonly pending: boolean;
}

/**
 * Commits the editor's source `delay` ms (150) after the last edit: `commit(source)` once per pause
 * (one undo step), and only when it differs from the project's `current()` source.
 */
export function createStCommitter(
  current: () => string,
  commit: (source: string) => void,
  delay: number = ST_REPARSE_DELAY_MS,
  timers?: DebounceTimers,
): StCommitter {
  const debounced = createDebouncedCompiler(
    (source: string) => source,
    (source) => {
      if (source !== current()) commit(source);
    },
    delay,
    timers,
  );
  return {
    edited: (source) => debounced.schedule(source),
    flush: () => debounced.flush(),
    cancel: () => debounced.cancel(),
    get pending() {
      return debounced.pending;
    },
  };
}

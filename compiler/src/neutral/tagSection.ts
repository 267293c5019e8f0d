/**
 * The tag table of neutral text, as Studio 5000 writes tags in L5K: a `TAG … END_TAG` block of
 * declarations `Name : TYPE [:= value];`, an array as `Data : DINT[10] := [1,2,3,0,0,0,0,0,0,0];`
 * (attribute lists such as `(RADIX := Decimal)` are skipped). Arrays cannot be inferred from their uses
 * (their size is unknown), so a text that uses them declares them here; the exporter writes the block
 * whenever the project has an array tag.
 */
import type { Diagnostic } from '../model/diagnostics.ts';
import { MAX_ARRAY_LENGTH } from '../model/arrays.ts';
import { TAG_TYPES, type Project, type Tag, type TagType } from '../model/project.ts';
import { realText } from '../model/realText.ts';
import { hasMemberValues, memberPath, typeText, type TypeTable } from '../model/dataTypes.ts';
import { isDint, parseIntegerLiteral } from '../iec/literals.ts';
import { addDeclaredTags } from '../iec/declareTags.ts';

/** One declaration of the tag table. */
export interface TagDeclaration {
  name: string;
  type: TagType;
  /** A single value: its initial value (0 when none). */
  value: number;
  /** An array: its element count and element values (missing ones are 0). */
  dimension?: number;
  values?: number[];
  /** A STRUCT tag (or an array of them): its data type's name as written. */
  udt?: string;
  /** A STRUCT tag or an array of TIMER/COUNTER/STRUCT: its member values by path (`Speed`, `[2].PRE`). */
  memberValues?: Record<string, number>;
  /** Column of the type's name (where an unknown data type is reported). */
  typeCol?: number;
  line: number;
  col: number;
}

/** What {@link readTagSection} found. */
export interface TagSectionResult {
  declarations: TagDeclaration[];
  /** The text with the `TAG … END_TAG` block blanked (line breaks kept, so rung positions stay). */
  rest: string;
  diagnostics: Diagnostic[];
}

interface Token {
  text: string;
  line: number;
  col: number;
}

const TOKEN =
  /(\r\n|\n|\r)|([ \t\f\v\u00a0]+)|(\/\/[^\r\n]*)|("(?:[^"\\]|\\.)*")|(:=|[A-Za-z_][A-Za-z0-9_]*|[+-]?\d[\d_]*(?:\.\d*)?(?:[eE][+-]?\d+)?|[\s\S])/gy;

/** The tokens of `text` from offset `from` to `to`, with 1-based lines and columns. */
function tokens(text: string, from: number, to: number, line: number, lineStart: number): Token[] {
  const out: Token[] = [];
  TOKEN.lastIndex = from;
  for (let match = TOKEN.exec(text); match && match.index < to; match = TOKEN.exec(text)) {
    const [whole, newline, , , , word] = match;
    if (newline !== undefined) {
      line++;
      lineStart = match.index + whole.length;
    } else if (word !== undefined) out.push({ text: word, line, col: match.index - lineStart + 1 });
  }
  return out;
}

const TAG_LINE = /^[ \t]*TAG[ \t]*(?:\/\/[^\r\n]*)?$/i;
const END_LINE = /^[ \t]*END_TAG\b[^\r\n]*$/i;

/** A number as written in a value: a DINT (`5`, `-5`) or a REAL (`1.5`, `1.0e3`); null for anything else. */
function numberOf(text: string): number | null {
  if (/^[+-]?\d[\d_]*$/.test(text)) {
    const magnitude = parseIntegerLiteral(text.replace(/^[+-]/, ''));
    return magnitude === null ? null : text.startsWith('-') ? -magnitude : magnitude;
  }
  const value = Number(text.replace(/_/g, ''));
  return /\d/.test(text) && Number.isFinite(value) ? value : null;
}

/** A value stored in a tag of `type`: 0/1, a 32-bit integer, a single; null when it does not fit. */
function stored(type: TagType, value: number): number | null {
  if (type === 'BOOL') return value === 0 || value === 1 ? value : null;
  if (type === 'DINT') return isDint(value) ? value : null;
  if (type === 'REAL') return Number.isFinite(Math.fround(value)) ? Math.fround(value) : null;
  return value === 0 ? 0 : null;
}

class DeclarationParser {
  private pos = 0;
  readonly declarations: TagDeclaration[] = [];
  readonly diagnostics: Diagnostic[] = [];

  constructor(private readonly tokens: Token[]) {}

  private peek(): Token | undefined {
    return this.tokens[this.pos];
  }

  private fail(at: Token | undefined, message: string): never {
    throw Object.assign(new Error(message), { at });
  }

  private expect(text: string): Token {
    const token = this.peek();
    if (token?.text !== text) this.fail(token, `Expected '${text}' in the tag table, got ${shown(token)}`);
    this.pos++;
    return token;
  }

  run(): void {
    while (this.pos < this.tokens.length) {
      const start = this.pos;
      try {
        this.declaration();
      } catch (error) {
        const at = (error as { at?: Token }).at ?? this.tokens[start];
        this.diagnostics.push({
          source: 'ladder',
          severity: 'error',
          message: (error as Error).message,
          line: at?.line ?? 1,
          col: at?.col ?? 1,
        });
        // Skip to after the next `;`.
        while (this.pos < this.tokens.length && this.tokens[this.pos]?.text !== ';') this.pos++;
        this.pos++;
      }
    }
  }

  private declaration(): void {
    const name = this.peek();
    if (!name || !/^[A-Za-z_]\w*$/.test(name.text))
      this.fail(name, `Expected a tag name, got ${shown(name)}`);
    this.pos++;
    this.expect(':');
    const typeToken = this.peek();
    let type = typeToken?.text.toUpperCase() as TagType | undefined;
    let udt: string | undefined;
    if (
      typeToken &&
      type !== 'STRUCT' &&
      /^[A-Za-z_]\w*$/.test(typeToken.text) &&
      !(TAG_TYPES as readonly string[]).includes(type ?? '')
    ) {
      // A data type's name: the TYPE block (typeSection.ts) or the project declares it.
      udt = typeToken.text;
      type = 'STRUCT';
    }
    if (!type || !(TAG_TYPES as readonly string[]).includes(type) || (type === 'STRUCT' && udt === undefined))
      this.fail(typeToken, `Unknown data type ${shown(typeToken)} for ${name.text}`);
    this.pos++;
    const structured = udt !== undefined || type === 'TIMER' || type === 'COUNTER' || type === 'CONTROL';
    let dimension: number | undefined;
    if (this.peek()?.text === '[') {
      this.pos++;
      const size = this.peek();
      const n = size && /^\d+$/.test(size.text) ? Number(size.text) : NaN;
      if (!(n >= 1 && n <= MAX_ARRAY_LENGTH))
        this.fail(
          size,
          `An array has 1 to ${MAX_ARRAY_LENGTH} elements, got ${shown(size)} for ${name.text}`,
        );
      this.pos++;
      dimension = n;
      this.expect(']');
    }
    if (this.peek()?.text === '(') this.skipAttributes();
    const values: number[] = [];
    let memberValues: Record<string, number> | undefined;
    if (this.peek()?.text === ':=' && structured) {
      this.pos++;
      memberValues = this.memberValues(name.text);
    } else if (this.peek()?.text === ':=') {
      this.pos++;
      if (dimension === undefined) values.push(this.value(type, name.text));
      else {
        this.expect('[');
        if (this.peek()?.text !== ']') {
          values.push(this.value(type, name.text));
          while (this.peek()?.text === ',') {
            this.pos++;
            values.push(this.value(type, name.text));
          }
        }
        this.expect(']');
        if (values.length > dimension)
          this.fail(
            name,
            `${name.text} : ${type}[${dimension}] has ${values.length} values, more than its elements`,
          );
      }
    }
    this.expect(';');
    const hasMembers = udt !== undefined || (structured && dimension !== undefined);
    this.declarations.push({
      name: name.text,
      type,
      value: dimension === undefined ? (values[0] ?? 0) : 0,
      ...(dimension === undefined ? {} : { dimension }),
      ...(dimension !== undefined && !hasMembers ? { values } : {}),
      ...(udt !== undefined ? { udt, typeCol: typeToken?.col ?? name.col } : {}),
      ...(hasMembers && memberValues ? { memberValues } : {}),
      line: name.line,
      col: name.col,
    });
  }

  /** `(Speed := 1.5, Delay.PRE := 200, [2].Hist[1] := 4)`: member values by path. */
  private memberValues(name: string): Record<string, number> {
    const values: Record<string, number> = {};
    this.expect('(');
    while (this.peek()?.text !== ')') {
      let path = '';
      while (this.peek() && this.peek()?.text !== ':=') {
        path += this.peek()?.text ?? '';
        this.pos++;
      }
      this.expect(':=');
      const token = this.peek();
      const number = token ? numberOf(token.text) : null;
      if (number === null || path === '') this.fail(token, `${shown(token)} is not a member value (${name})`);
      this.pos++;
      values[path.startsWith('.') ? path.slice(1) : path] = number;
      if (this.peek()?.text === ',') this.pos++;
      else if (this.peek()?.text !== ')') this.fail(this.peek(), `Expected ',' or ')' in ${name}'s values`);
    }
    this.expect(')');
    return values;
  }

  /** A value of `type`, or a failure naming the tag. */
  private value(type: TagType, name: string): number {
    const token = this.peek();
    const number = token ? numberOf(token.text) : null;
    const value = number === null ? null : stored(type, number);
    if (value === null) this.fail(token, `${shown(token)} is not a ${type} value (${name})`);
    this.pos++;
    return value;
  }

  /** `( RADIX := Decimal, … )`: skipped, parentheses balanced. */
  private skipAttributes(): void {
    let depth = 0;
    do {
      const token = this.peek();
      if (!token) this.fail(token, `Expected ')' in the tag table, got end of the tag table`);
      if (token.text === '(') depth++;
      else if (token.text === ')') depth--;
      this.pos++;
    } while (depth > 0);
  }
}

function shown(token: Token | undefined): string {
  return token === undefined ? 'end of the tag table' : `'${token.text}'`;
}

/**
 * Reads the `TAG … END_TAG` blocks of neutral text (each keyword on a line of its own) and returns their
 * declarations, the text with the blocks blanked, and problems (source 'ladder', 1-based line and
 * column). Text without a block comes back as it is. Never throws.
 */
export function readTagSection(text: string): TagSectionResult {
  const declarations: TagDeclaration[] = [];
  const diagnostics: Diagnostic[] = [];
  let rest = text;
  const lines = text.split(/(?<=\r\n|\n|\r)/);
  let offset = 0;
  let open: { offset: number; line: number; bodyStart: number } | null = null;
  lines.forEach((lineText, i) => {
    const bare = lineText.replace(/\r\n|\n|\r$/, '');
    if (open === null && TAG_LINE.test(bare)) {
      open = { offset, line: i + 1, bodyStart: offset + lineText.length };
    } else if (open !== null && END_LINE.test(bare)) {
      const parser = new DeclarationParser(
        tokens(text, open.bodyStart, offset, open.line + 1, open.bodyStart),
      );
      parser.run();
      declarations.push(...parser.declarations);
      diagnostics.push(...parser.diagnostics);
      const end = offset + bare.length;
      rest =
        rest.slice(0, open.offset) + text.slice(open.offset, end).replace(/[^\r\n]/g, ' ') + rest.slice(end);
      open = null;
    }
    offset += lineText.length;
  });
  if (open !== null) {
    // Where the table was meant to end is unknown: nothing after TAG is read as rungs either.
    const start: { line: number; offset: number } = open;
    rest = rest.slice(0, start.offset) + text.slice(start.offset).replace(/[^\r\n]/g, ' ');
    diagnostics.push({
      source: 'ladder',
      severity: 'error',
      message: 'TAG without END_TAG: the tag table and what follows it were not read',
      line: start.line,
      col: 1,
    });
  }
  return { declarations, rest, diagnostics };
}

/** `Data : DINT[3] := [1,2,0];`, `Speed : REAL := 1.5;`, `T1 : TIMER;`: one tag as the tag table writes it. */
export function tagDeclarationText(tag: Tag, types?: TypeTable): string {
  const value = (v: number) => (tag.data_type === 'REAL' ? realText(v) : String(v));
  if (hasMemberValues(tag)) {
    // `Pump1 : Motor := (Speed := 1.5);`, `Timers : TIMER[4] := ([2].PRE := 300);`: non-zero members only.
    const real = new Set(
      (types?.leaves(tag) ?? [])
        .filter((l) => l.type === 'REAL')
        .map((l) => memberPath(l.path).toUpperCase()),
    );
    const entries = Object.entries(tag.memberValues ?? {})
      .filter(([, v]) => v !== 0)
      .map(([path, v]) => `${path} := ${real.has(path.toUpperCase()) ? realText(v) : String(v)}`);
    const init = entries.length > 0 ? ` := (${entries.join(', ')})` : '';
    return `${tag.name} : ${typeText(tag)}${init};`;
  }
  if (tag.dimension !== undefined) {
    const values = Array.from({ length: tag.dimension }, (_, i) => value(tag.values?.[i] ?? 0));
    return `${tag.name} : ${tag.data_type}[${tag.dimension}] := [${values.join(',')}];`;
  }
  if (tag.data_type === 'TIMER' || tag.data_type === 'COUNTER' || tag.data_type === 'CONTROL')
    return `${tag.name} : ${tag.data_type};`;
  return `${tag.name} : ${tag.data_type} := ${value(tag.value)};`;
}

/**
 * Adds the tag table's declarations to a copy of `project`, in order; a name (case-insensitively) that is
 * already a tag keeps the existing tag. Single values become tags as VAR declarations do
 * (`addDeclaredTags`: TIMER and COUNTER with their children); arrays get their dimension and values.
 */
export function addTableTags(
  project: Project,
  declarations: readonly TagDeclaration[],
  newId: () => string,
): Project {
  let result = project;
  for (const d of declarations) {
    const taken = Object.values(result.tagMap).some((t) => t.name.toUpperCase() === d.name.toUpperCase());
    if (taken) continue;
    if (
      d.udt !== undefined ||
      d.memberValues !== undefined ||
      (d.dimension !== undefined && (d.type === 'TIMER' || d.type === 'COUNTER' || d.type === 'CONTROL'))
    ) {
      const tag: Tag = {
        uuid: newId(),
        name: d.name,
        alias: '',
        data_type: d.type,
        value: 0,
        children: null,
        io_symbol: null,
        ...(d.udt !== undefined ? { udt: d.udt } : {}),
        ...(d.dimension !== undefined ? { dimension: d.dimension } : {}),
        ...(d.memberValues !== undefined && Object.keys(d.memberValues).length > 0
          ? { memberValues: d.memberValues }
          : {}),
      };
      result = { ...result, tagMap: { ...result.tagMap, [tag.uuid]: tag } };
      continue;
    }
    if (d.dimension === undefined) {
      const declaration = { name: d.name, type: d.type, initial: d.value, line: d.line, col: d.col };
      result = addDeclaredTags(result, [declaration], newId);
      continue;
    }
    const values = Array.from({ length: d.dimension }, (_, i) => d.values?.[i] ?? 0);
    const tag: Tag = {
      uuid: newId(),
      name: d.name,
      alias: '',
      data_type: d.type,
      value: 0,
      children: null,
      io_symbol: null,
      dimension: d.dimension,
      values,
    };
    result = { ...result, tagMap: { ...result.tagMap, [tag.uuid]: tag } };
  }
  return result;
}

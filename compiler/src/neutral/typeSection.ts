/**
 * The data types of neutral text (issue 24), written before the tag table in IEC 61131-3 style:
 *
 * ```
 * TYPE Motor :
 * STRUCT
 *   Run : BOOL;
 *   Speed : REAL;
 *   Delay : TIMER;
 *   Hist : ARRAY[0..2] OF DINT;
 * END_STRUCT;
 * END_TYPE
 * ```
 *
 * A block runs from a line starting with `TYPE` to the line holding `END_TYPE`, and may declare several
 * types (`Name : STRUCT … END_STRUCT;` each). Member types are BOOL, DINT, REAL, TIMER, COUNTER, another
 * data type's name, or `ARRAY[lo..hi] OF` one of those; `//` and `(* … *)` comments are skipped.
 */
import type { Diagnostic } from '../model/diagnostics.ts';
import { iecTypeText, type TypeRef } from '../model/dataTypes.ts';
import type { DataType, DataTypeMember, TagType } from '../model/project.ts';

/** What {@link readTypeSection} found. */
export interface TypeSectionResult {
  types: Omit<DataType, 'uuid'>[];
  /** The text with the blocks blanked (line breaks kept). */
  rest: string;
  diagnostics: Diagnostic[];
}

interface Token {
  text: string;
  line: number;
  col: number;
}

const TOKEN =
  /(\r\n|\n|\r)|([ \t\f\v\u00a0]+)|(\/\/[^\r\n]*|\(\*[\s\S]*?\*\))|(\.\.|[A-Za-z_][A-Za-z0-9_]*|[+-]?\d+|[\s\S])/gy;

function tokenize(text: string, line: number): Token[] {
  const out: Token[] = [];
  let lineStart = 0;
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(text); match; match = TOKEN.exec(text)) {
    const [whole, newline, , comment, word] = match;
    if (newline !== undefined) {
      line++;
      lineStart = match.index + whole.length;
    } else if (comment !== undefined) {
      line += (comment.match(/\r\n|\n|\r/g) ?? []).length;
    } else if (word !== undefined) out.push({ text: word, line, col: match.index - lineStart + 1 });
  }
  return out;
}

const BUILT_IN: ReadonlySet<string> = new Set(['BOOL', 'DINT', 'REAL', 'TIMER', 'COUNTER', 'CONTROL']);

class TypeParser {
  private pos = 0;
  readonly types: Omit<DataType, 'uuid'>[] = [];
  readonly diagnostics: Diagnostic[] = [];

  constructor(private readonly tokens: Token[]) {}

  private peek(): Token | undefined {
    return this.tokens[this.pos];
  }

  private fail(at: Token | undefined, message: string): never {
    throw Object.assign(new Error(message), { at });
  }

  private word(what: string): Token {
    const token = this.peek();
    if (!token || !/^[A-Za-z_]\w*$/.test(token.text))
      this.fail(token, `Expected ${what}, got ${shown(token)}`);
    this.pos++;
    return token;
  }

  private expect(text: string): void {
    const token = this.peek();
    if (token?.text.toUpperCase() !== text)
      this.fail(token, `Expected '${text}' in TYPE, got ${shown(token)}`);
    this.pos++;
  }

  run(): void {
    while (this.pos < this.tokens.length) {
      const start = this.pos;
      try {
        this.type();
      } catch (error) {
        const at = (error as { at?: Token }).at ?? this.tokens[start];
        this.diagnostics.push({
          source: 'ladder',
          severity: 'error',
          message: (error as Error).message,
          line: at?.line ?? 1,
          col: at?.col ?? 1,
        });
        // Skip past this type's END_STRUCT;
        while (this.pos < this.tokens.length && this.tokens[this.pos]?.text.toUpperCase() !== 'END_STRUCT')
          this.pos++;
        this.pos++;
        if (this.peek()?.text === ';') this.pos++;
      }
    }
  }

  private type(): void {
    const name = this.word('a data type name');
    this.expect(':');
    this.expect('STRUCT');
    const members: DataTypeMember[] = [];
    while (this.peek() && this.peek()?.text.toUpperCase() !== 'END_STRUCT') {
      const member = this.word('a member name');
      this.expect(':');
      members.push({ name: member.text, ...this.memberType(), description: '' });
      this.expect(';');
    }
    this.expect('END_STRUCT');
    if (this.peek()?.text === ';') this.pos++;
    this.types.push({ name: name.text, description: '', members });
  }

  private memberType(): TypeRef {
    const token = this.word('a data type');
    if (token.text.toUpperCase() !== 'ARRAY') return this.single(token);
    this.expect('[');
    const lower = this.integer();
    this.expect('..');
    const upper = this.integer();
    this.expect(']');
    this.expect('OF');
    if (upper < lower) this.fail(token, `ARRAY[${lower}..${upper}] has no elements`);
    const element = this.single(this.word('a data type'));
    return { ...element, dimension: upper - lower + 1, ...(lower !== 0 ? { lower } : {}) };
  }

  private single(token: Token): TypeRef {
    const upper = token.text.toUpperCase();
    if (BUILT_IN.has(upper)) return { data_type: upper as TagType };
    return { data_type: 'STRUCT', udt: token.text };
  }

  private integer(): number {
    const token = this.peek();
    if (!token || !/^[+-]?\d+$/.test(token.text))
      this.fail(token, `Expected a whole number, got ${shown(token)}`);
    this.pos++;
    return Number(token.text);
  }
}

function shown(token: Token | undefined): string {
  return token === undefined ? 'end of the TYPE block' : `'${token.text}'`;
}

const TYPE_LINE = /^[ \t]*TYPE\b/i;
const END_LINE = /\bEND_TYPE\b/i;

/**
 * Reads the `TYPE … END_TYPE` blocks of neutral text: the data types, the text with the blocks blanked
 * and problems (source 'ladder', 1-based line and column). Never throws.
 */
export function readTypeSection(text: string): TypeSectionResult {
  const types: Omit<DataType, 'uuid'>[] = [];
  const diagnostics: Diagnostic[] = [];
  let rest = text;
  const lines = text.split(/(?<=\r\n|\n|\r)/);
  let offset = 0;
  let open: { offset: number; line: number } | null = null;
  lines.forEach((lineText, i) => {
    if (open === null && TYPE_LINE.test(lineText)) open = { offset, line: i + 1 };
    if (open !== null && END_LINE.test(lineText)) {
      const end = offset + lineText.search(END_LINE) + 'END_TYPE'.length;
      const body = text.slice(open.offset, end).replace(/^\s*TYPE\b/i, (m) => ' '.repeat(m.length));
      const parser = new TypeParser(tokenize(body.replace(/\bEND_TYPE\b/i, '        '), open.line));
      parser.run();
      types.push(...parser.types);
      diagnostics.push(...parser.diagnostics);
      rest =
        rest.slice(0, open.offset) + text.slice(open.offset, end).replace(/[^\r\n]/g, ' ') + rest.slice(end);
      open = null;
    }
    offset += lineText.length;
  });
  if (open !== null) {
    const start: { line: number; offset: number } = open;
    rest = rest.slice(0, start.offset) + text.slice(start.offset).replace(/[^\r\n]/g, ' ');
    diagnostics.push({
      source: 'ladder',
      severity: 'error',
      message: 'TYPE without END_TYPE: the data types and what follows them were not read',
      line: start.line,
      col: 1,
    });
  }
  return { types, rest, diagnostics };
}

/** The data types as one `TYPE … END_TYPE` block ('' for none), members in IEC style. */
export function typeSectionText(types: readonly DataType[]): string {
  if (types.length === 0) return '';
  const blocks = types.map((type) => {
    const members = type.members.map((m) => `  ${m.name} : ${iecTypeText(m)};\n`).join('');
    return `${type.name} :\nSTRUCT\n${members}END_STRUCT;\n`;
  });
  return `TYPE ${blocks.join('')}END_TYPE\n`;
}

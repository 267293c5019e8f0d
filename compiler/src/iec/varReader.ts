/**
 * The block and section reader: walks the tokens of a source, finds each `VAR … END_VAR` block (with its
 * qualifiers) and reads its declarations, handing each kind of declaration to its own module.
 */
import type { Diagnostic } from '../model/diagnostics.ts';
import type { TagType } from '../model/project.ts';
import { readArrayType, readArrayValues, type ArrayCursor } from './arrayDeclaration.ts';
import { ConstantExpression, type ConstantType, type InitialValue } from './constantExpression.ts';
import { blockInitialMessage, blockKind, instanceType } from './fbDeclaration.ts';
import { initialFor, scalarTagType } from './scalarDeclaration.ts';
import { readTypeBlock, structDefaults, type DeclaredType } from './typeBlock.ts';
import type { VarDeclaration, VarInstance } from './varBlock.ts';
import type { VarToken } from './varLexer.ts';
import {
  BLOCK_KEYWORDS,
  IEC_TYPE_HINTS,
  QUALIFIERS,
  RESERVED,
  STATEMENT_FOLLOWERS,
  STATEMENT_KEYWORDS,
  describe,
  notSupported,
  upper,
} from './varNames.ts';

/** Recursive-descent reader over the token list; collects declarations, diagnostics and block ranges. */
export class VarBlockReader {
  readonly diagnostics: Diagnostic[] = [];
  /** [start, end) offsets of each block, to blank out of the source. */
  readonly blocks: [number, number][] = [];
  instances: VarInstance[] = [];
  /** The data types and enumerations of TYPE blocks, in source order. */
  readonly types: DeclaredType[] = [];
  declarations: VarDeclaration[] = [];
  seen = new Set<string>();
  /** VAR CONSTANT values (and enumeration values) declared so far, usable in later initial values. */
  readonly constants = new Map<string, { value: number; type: ConstantType }>();
  pos = 0;

  /** @param known - the project's data types by upper-cased name (a program's TYPE blocks add theirs). */
  constructor(
    readonly source: string,
    readonly tokens: readonly VarToken[],
    readonly known: Map<string, DeclaredType> = new Map(),
  ) {}

  run(): void {
    while (this.peek().kind !== 'eof') {
      // `TYPE Motor : …` (a tag named Type stays a tag: `Type := 1;`).
      if (this.peek().kind === 'ident' && upper(this.peek()) === 'TYPE' && this.peek(1).kind === 'ident') {
        const start = this.peek();
        readTypeBlock(this);
        this.blocks.push([start.offset, this.tokens[this.pos - 1]?.end ?? this.source.length]);
      } else if (this.isBlockKeyword(this.peek())) this.block();
      else this.pos++;
    }
  }

  peek(ahead = 0): VarToken {
    const last = this.tokens[this.tokens.length - 1] as VarToken;
    return this.tokens[this.pos + ahead] ?? last;
  }

  private isBlockKeyword(token: VarToken): boolean {
    return token.kind === 'ident' && BLOCK_KEYWORDS.has(upper(token));
  }

  isPunct(token: VarToken, text: string): boolean {
    return token.kind === 'punct' && token.text === text;
  }

  report(token: VarToken, message: string, severity: 'error' | 'warning' = 'error'): void {
    this.diagnostics.push({ source: 'st', message, line: token.line, col: token.col, severity });
  }

  /** True when `token` starts code, so a block without END_VAR ends before it. */
  private startsCode(token: VarToken): boolean {
    if (token.kind !== 'ident') return false;
    const word = upper(token);
    if (BLOCK_KEYWORDS.has(word) || STATEMENT_KEYWORDS.has(word)) return true;
    const next = this.peek(1);
    return next.kind === 'punct' && STATEMENT_FOLLOWERS.has(next.text);
  }

  private block(): void {
    const start = this.peek();
    this.pos++;
    let constant = false;
    while (this.peek().kind === 'ident' && QUALIFIERS.has(upper(this.peek()))) {
      if (upper(this.peek()) === 'CONSTANT') constant = true;
      this.pos++;
    }
    let end: number;
    for (;;) {
      const token = this.peek();
      if (token.kind === 'ident' && upper(token) === 'END_VAR') {
        this.pos++;
        end = token.end;
        break;
      }
      if (token.kind === 'eof' || this.startsCode(token)) {
        this.report(start, 'Missing END_VAR', 'warning');
        end = token.kind === 'eof' ? this.source.length : token.offset;
        break;
      }
      this.declaration(constant);
    }
    this.blocks.push([start.offset, end]);
  }

  /** Skips a malformed declaration: past the next ';', or up to END_VAR, a new block or the end. */
  recover(): void {
    for (;;) {
      const token = this.peek();
      if (token.kind === 'eof' || this.isBlockKeyword(token)) return;
      if (token.kind === 'ident' && /^END_(VAR|STRUCT|TYPE)$/.test(upper(token))) return;
      this.pos++;
      if (this.isPunct(token, ';')) return;
    }
  }

  expect(text: string): boolean {
    const token = this.peek();
    if (this.isPunct(token, text)) {
      this.pos++;
      return true;
    }
    this.report(token, `Expected '${text}', got ${describe(token)}`);
    return false;
  }

  /**
   * The `;` that ends a declaration. Missing at a line break (or the end of the input), it is reported
   * just after the declaration's last token, as statements are (st/parse/diagnose.ts).
   */
  semicolon(): boolean {
    const token = this.peek();
    const prev = this.tokens[this.pos - 1];
    if (this.isPunct(token, ';') || prev === undefined || (token.kind !== 'eof' && token.line === prev.line))
      return this.expect(';');
    const col = prev.col + (prev.end - prev.offset);
    this.diagnostics.push({
      source: 'st',
      message: "Expected ';' after the declaration",
      line: prev.line,
      col,
      severity: 'error',
    });
    return false;
  }

  /** The names before the `:`; reports and returns null when one is not an identifier. */
  names(): VarToken[] | null {
    const names: VarToken[] = [];
    for (;;) {
      const token = this.peek();
      if (token.kind !== 'ident' || RESERVED.has(upper(token))) {
        this.report(token, 'Expected identifier');
        return null;
      }
      names.push(token);
      this.pos++;
      if (!this.isPunct(this.peek(), ',')) return names;
      this.pos++;
    }
  }

  /** `name {, name} : TYPE [:= value] ;` */
  declaration(constant: boolean): void {
    const names = this.names();
    if (!names) return this.recover();
    const at = this.peek();
    if (at.kind === 'ident' && upper(at) === 'AT') {
      this.report(
        at,
        notSupported(
          'AT (a located variable such as AT %IX0.0)',
          'connect tags to I/O in the IO panel instead',
        ),
      );
      return this.recover();
    }
    if (!this.expect(':')) return this.recover();
    const typeToken = this.peek();
    if (typeToken.kind !== 'ident') {
      this.report(typeToken, 'Expected identifier');
      return this.recover();
    }
    this.pos++;
    const typeWord = upper(typeToken);
    if (typeWord === 'ARRAY') return this.arrayDeclaration(names, typeToken, constant);
    const user = this.known.get(typeWord);
    if (user !== undefined) return this.userDeclaration(names, typeToken, user, constant);
    if (IEC_TYPE_HINTS.has(typeWord) && !this.isPunct(this.peek(), ';') && !this.isPunct(this.peek(), ':=')) {
      // `STRING[20]`, `STRING(80)`: one diagnostic for the whole type.
      this.report(typeToken, notSupported(typeWord, IEC_TYPE_HINTS.get(typeWord) ?? ''));
      return this.recover();
    }
    const block = blockKind(typeWord);
    if (this.isPunct(this.peek(), ':=') && block !== null) {
      // `Delay : TON := (PT := T#2s);`: no initial values for timers, counters and blocks.
      const at = this.peek(1);
      for (const name of names) this.report(at, blockInitialMessage(block, name.text));
      return this.recover();
    }
    let initial: InitialValue | null = null;
    if (this.isPunct(this.peek(), ':=')) {
      this.pos++;
      initial = this.constantExpression(typeToken.text, names[0]?.text ?? '');
      if (!initial) return this.recover();
    }
    if (!this.semicolon()) return this.recover();

    const instance = instanceType(block);
    const type = scalarTagType(typeWord) ?? block?.tagType ?? null;
    for (const name of names) {
      if (instance) {
        if (this.claim(name))
          this.instances.push({ name: name.text, type: instance, line: name.line, col: name.col });
        continue;
      }
      if (!type) {
        const hint = IEC_TYPE_HINTS.get(typeWord);
        // A valid IEC type: one diagnostic for the declaration; an unknown word: one per name.
        if (hint && name !== names[0]) continue;
        this.report(
          typeToken,
          hint
            ? notSupported(typeWord, hint)
            : `Unsupported data type "${typeToken.text}" for tag "${name.text}"`,
        );
        continue;
      }
      const value = initial ? this.initialFor(type, initial, name) : 0;
      if (value === null) continue;
      if (!this.claim(name)) continue;
      const declaration: VarDeclaration = {
        name: name.text,
        type,
        initial: value,
        line: name.line,
        col: name.col,
      };
      if (block?.fb) declaration.fb = block.fb;
      if (constant) {
        declaration.constant = true;
        if (type === 'BOOL' || type === 'DINT' || type === 'REAL')
          this.constants.set(upper(name), { value, type });
      }
      this.declarations.push(declaration);
    }
  }

  /** `name {, name} : Motor;` (a STRUCT) or `S : State := Filling;` (an enumeration, stored as a DINT). */
  private userDeclaration(
    names: readonly VarToken[],
    typeToken: VarToken,
    user: DeclaredType,
    constant: boolean,
  ): void {
    let initial = user.kind === 'enum' ? (user.values[0]?.value ?? 0) : 0;
    if (this.isPunct(this.peek(), ':=')) {
      const at = this.peek(1);
      this.pos++;
      if (user.kind === 'struct') {
        const values = this.structInitial(user, names[0]?.text ?? '');
        if (!values) return this.recover();
        if (!this.semicolon()) return this.recover();
        return this.pushUser(names, user, 0, constant, values);
      }
      const value = this.constantExpression(typeToken.text, names[0]?.text ?? '');
      if (!value) return this.recover();
      if (!user.values.some((v) => v.value === value.value) || value.type !== 'DINT') {
        this.report(
          at,
          `Invalid initial value ${this.source.slice(value.first.offset, value.last.end)} for ${user.name} tag "${names[0]?.text ?? ''}": use one of ${user.values.map((v) => v.name).join(', ')}`,
        );
        return this.recover();
      }
      initial = value.value;
    }
    if (!this.semicolon()) return this.recover();
    this.pushUser(names, user, initial, constant, {});
  }

  /** `(Speed := 2.0, Run := TRUE)`: initial values of a STRUCT variable's BOOL, DINT and REAL members. */
  private structInitial(
    user: DeclaredType & { kind: 'struct' },
    name: string,
  ): Record<string, number> | null {
    const values: Record<string, number> = {};
    if (!this.expect('(')) return null;
    for (;;) {
      const token = this.peek();
      const member = user.members.find((m) => m.name.toUpperCase() === upper(token));
      const type = member?.dimension === undefined ? member?.data_type : undefined;
      if (!member || (type !== 'BOOL' && type !== 'DINT' && type !== 'REAL')) {
        this.report(
          token,
          `${user.name} has no BOOL, DINT or REAL member ${token.text} to give a value here`,
        );
        return null;
      }
      this.pos++;
      if (!this.expect(':=')) return null;
      const given = this.constantExpression(type, name);
      const value = given && initialFor(type, given, name, this.source, (t, m) => this.report(t, m));
      if (value === null || value === undefined) return null;
      values[member.name] = value;
      if (this.isPunct(this.peek(), ')')) break;
      if (!this.expect(',')) return null;
    }
    this.pos++;
    return values;
  }

  private pushUser(
    names: readonly VarToken[],
    user: DeclaredType,
    initial: number,
    constant: boolean,
    values: Record<string, number>,
  ): void {
    for (const name of names) {
      if (!this.claim(name)) continue;
      const base = { name: name.text, initial, line: name.line, col: name.col };
      const defaults = Object.fromEntries(
        Object.entries({ ...structDefaults(user), ...values }).filter(([, value]) => value !== 0),
      );
      const declaration: VarDeclaration =
        user.kind === 'enum'
          ? { ...base, type: 'DINT', enumType: user.name }
          : {
              ...base,
              type: 'STRUCT',
              udt: user.name,
              ...(Object.keys(defaults).length > 0 ? { memberValues: defaults } : {}),
            };
      if (constant) declaration.constant = true;
      this.declarations.push(declaration);
    }
  }

  /** `name {, name} : ARRAY[lo..hi] OF TYPE [:= [values]] ;` from the type on. */
  private arrayDeclaration(names: readonly VarToken[], arrayToken: VarToken, constant: boolean): void {
    const cursor: ArrayCursor = {
      source: this.source,
      peek: (ahead) => this.peek(ahead),
      advance: () => void this.pos++,
      report: (token, message) => this.report(token, message),
      constant: () => this.constantExpression('ARRAY', names[0]?.text ?? ''),
      known: this.known,
    };
    const array = readArrayType(cursor, arrayToken);
    if (!array) return this.recover();
    let values: number[] | null = null;
    if (this.isPunct(this.peek(), ':=')) {
      this.pos++;
      if (array.type !== 'BOOL' && array.type !== 'DINT' && array.type !== 'REAL') {
        this.report(
          this.peek(),
          blockInitialMessage(
            { name: `ARRAY OF ${array.udt ?? array.type}`, fb: undefined, tagType: null },
            names[0]?.text ?? '',
          ),
        );
        return this.recover();
      }
      values = readArrayValues(cursor, array, names[0]?.text ?? '');
      if (!values) return this.recover();
    }
    if (!this.semicolon()) return this.recover();
    for (const name of names) {
      if (!this.claim(name)) continue;
      const declaration: VarDeclaration = {
        name: name.text,
        type: array.type,
        initial: 0,
        line: name.line,
        col: name.col,
        dimension: array.dimension,
      };
      if (array.udt !== undefined) declaration.udt = array.udt;
      const defaults = structDefaults(array.user, array.dimension, array.lower);
      if (defaults) declaration.memberValues = defaults;
      if (array.lower !== 0) declaration.lower = array.lower;
      if (values && values.some((v) => v !== 0)) declaration.values = [...values];
      if (constant) declaration.constant = true;
      this.declarations.push(declaration);
    }
  }

  /** Reads a constant expression at the current token (after `:=`); null (reported) when invalid. */
  constantExpression(typeText: string, firstName: string): InitialValue | null {
    const reader = new ConstantExpression(this, this.constants, this.tokens, this.pos, (token) =>
      this.report(token, `Invalid initial value ${token.text} for ${typeText} tag "${firstName}"`),
    );
    const value = reader.read();
    if (value) this.pos = reader.pos;
    return value;
  }

  /** Records `name` as declared; reports and returns false for a second declaration. */
  private claim(name: VarToken): boolean {
    const key = name.text.toUpperCase();
    if (this.seen.has(key)) {
      this.report(name, `Duplicate declaration of tag "${name.text}"`);
      return false;
    }
    this.seen.add(key);
    return true;
  }

  /** Reports `message` at `token` (for the constant-expression reader). */
  error(token: VarToken, message: string): void {
    this.report(token, message);
  }

  private initialFor(type: TagType, initial: InitialValue, name: VarToken): number | null {
    return initialFor(type, initial, name.text, this.source, (token, message) => this.report(token, message));
  }
}

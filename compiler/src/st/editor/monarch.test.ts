import { describe, expect, it } from 'vitest';
import { ST_BUILTIN_CALLS, ST_FUNCTION_NAMES, ST_KEYWORDS } from './keywords.ts';
import {
  INDENT_ACTION,
  ST_LANGUAGE_CONFIGURATION,
  ST_LANGUAGE_ID,
  ST_MONARCH,
  type MonarchAction,
  type MonarchLanguage,
  type MonarchRule,
} from './monarch.ts';

interface Token {
  text: string;
  token: string;
}

type CompiledRule = { regex: RegExp; action: MonarchAction; next: string | undefined };

/**
 * A tiny Monarch interpreter, enough for ST_MONARCH: includes, `@attr` regex substitution, string
 * actions, `@brackets`, `cases` on `@array`/`@default`, next states `@name`/`@pop`, and the default token.
 * Like Monarch, every rule is anchored at the current position and ignoreCase adds the `i` flag.
 */
function compileRules(def: MonarchLanguage, state: string): CompiledRule[] {
  const rules: readonly MonarchRule[] | undefined = def.tokenizer[state];
  if (!rules) throw new Error(`no state ${state}`);
  return rules.flatMap((rule): CompiledRule[] => {
    if (!Array.isArray(rule)) return compileRules(def, rule.include.replace(/^@/, ''));
    const source = rule[0].source.replace(/@(\w+)/g, (_, name: string) => {
      const value: unknown = (def as unknown as Record<string, unknown>)[name];
      if (value instanceof RegExp) return value.source;
      if (typeof value === 'string') return value;
      throw new Error(`@${name} is not a regex attribute`);
    });
    return [
      {
        regex: new RegExp(`^(?:${source})`, def.ignoreCase ? 'i' : ''),
        action: rule[1],
        next: rule.length === 3 ? rule[2] : undefined,
      },
    ];
  });
}

function inArray(def: MonarchLanguage, name: string, word: string): boolean {
  const list: unknown = (def as unknown as Record<string, unknown>)[name];
  if (!Array.isArray(list)) throw new Error(`@${name} is not an array attribute`);
  const wanted = def.ignoreCase ? word.toLowerCase() : word;
  return list.some((w) => (def.ignoreCase ? String(w).toLowerCase() : String(w)) === wanted);
}

function resolve(
  def: MonarchLanguage,
  action: MonarchAction,
  text: string,
): { token: string; next?: string } {
  if (typeof action === 'string') {
    if (action === '@brackets') {
      const bracket = def.brackets.find((b) => b.open === text || b.close === text);
      if (!bracket) throw new Error(`no bracket for ${text}`);
      return { token: bracket.token };
    }
    return { token: action };
  }
  if (action.cases) {
    for (const [guard, token] of Object.entries(action.cases)) {
      if (
        guard === '@default' ||
        (guard.startsWith('@') && inArray(def, guard.slice(1), text)) ||
        guard === text
      ) {
        return { token };
      }
    }
    throw new Error(`no case for ${text}`);
  }
  return { token: action.token ?? '', ...(action.next === undefined ? {} : { next: action.next }) };
}

/** Tokenizes lines in sequence, carrying the state stack across lines, like Monaco. */
function tokenize(def: MonarchLanguage, lines: readonly string[]): Token[][] {
  const stack = ['root'];
  return lines.map((line) => {
    const tokens: Token[] = [];
    let pos = 0;
    while (pos < line.length) {
      const state = stack[stack.length - 1] ?? 'root';
      const rest = line.slice(pos);
      let matched = false;
      for (const rule of compileRules(def, state)) {
        const m = rule.regex.exec(rest);
        if (!m || m[0] === '') continue;
        const { token, next } = resolve(def, rule.action, m[0]);
        tokens.push({ text: m[0], token });
        const target = rule.next ?? next;
        if (target === '@pop') stack.pop();
        else if (target !== undefined) stack.push(target.replace(/^@/, ''));
        pos += m[0].length;
        matched = true;
        break;
      }
      if (!matched) {
        tokens.push({ text: line.charAt(pos), token: def.defaultToken });
        pos += 1;
      }
    }
    return tokens;
  });
}

/** The tokens of one line, whitespace dropped. */
const line = (text: string): [string, string][] =>
  (tokenize(ST_MONARCH, [text])[0] ?? []).filter((t) => t.token !== 'white').map((t) => [t.text, t.token]);

describe('ST_MONARCH', () => {
  it('is the structured-text language, case-insensitive, with our word lists', () => {
    expect(ST_LANGUAGE_ID).toBe('structured-text');
    expect(ST_MONARCH.ignoreCase).toBe(true);
    expect(ST_MONARCH.keywords).toEqual(ST_KEYWORDS);
    expect(ST_MONARCH.builtins).toEqual([...ST_BUILTIN_CALLS, 'CTUD', 'R_TRIG', 'F_TRIG', 'SR', 'RS']);
    expect(ST_MONARCH.functions).toEqual(ST_FUNCTION_NAMES);
    expect([...ST_MONARCH.operators].sort()).toEqual(
      [':=', '=>', '<=', '>=', '<>', '=', '<', '>', '+', '-', '*', '/', '**', '&'].sort(),
    );
    expect(Object.keys(ST_MONARCH.tokenizer)).toContain('root');
  });

  it('tokenizes keywords, identifiers, operators and delimiters', () => {
    expect(line('IF Start AND NOT Stop THEN')).toEqual([
      ['IF', 'keyword'],
      ['Start', 'identifier'],
      ['AND', 'keyword'],
      ['NOT', 'keyword'],
      ['Stop', 'identifier'],
      ['THEN', 'keyword'],
    ]);
    expect(line('elsif x <> 3 then')).toEqual([
      ['elsif', 'keyword'],
      ['x', 'identifier'],
      ['<>', 'operator'],
      ['3', 'number'],
      ['then', 'keyword'],
    ]);
    expect(line('Motor.ACC:=-1**2;')).toEqual([
      ['Motor', 'identifier'],
      ['.', 'delimiter'],
      ['ACC', 'identifier'],
      [':=', 'operator'],
      ['-', 'operator'],
      ['1', 'number'],
      ['**', 'operator'],
      ['2', 'number'],
      [';', 'delimiter'],
    ]);
    expect(line('3..5:')).toEqual([
      ['3', 'number'],
      ['..', 'delimiter'],
      ['5', 'number'],
      [':', 'delimiter'],
    ]);
    for (const word of [...ST_KEYWORDS, 'end_repeat', 'Xor']) expect(line(word)).toEqual([[word, 'keyword']]);
  });

  it('tokenizes builtin calls, functions and time literals', () => {
    expect(line('TON(Timer1, Start, T#1m30s);')).toEqual([
      ['TON', 'type'],
      ['(', 'delimiter.parenthesis'],
      ['Timer1', 'identifier'],
      [',', 'delimiter'],
      ['Start', 'identifier'],
      [',', 'delimiter'],
      ['T#1m30s', 'number.time'],
      [')', 'delimiter.parenthesis'],
      [';', 'delimiter'],
    ]);
    expect(line('x := LIMIT(0, y, TIME#500ms) + t#2s + T#1.5s + T#1h30m;').map(([, t]) => t)).toEqual([
      'identifier',
      'operator',
      'predefined',
      'delimiter.parenthesis',
      'number',
      'delimiter',
      'identifier',
      'delimiter',
      'number.time',
      'delimiter.parenthesis',
      'operator',
      'number.time',
      'operator',
      'number.time',
      'operator',
      'number.time',
      'delimiter',
    ]);
    expect(line('TIME#500ms')).toEqual([['TIME#500ms', 'number.time']]);
    expect(line('TIMER1')).toEqual([['TIMER1', 'identifier']]);
    for (const call of ST_BUILTIN_CALLS)
      expect(line(call.toLowerCase())).toEqual([[call.toLowerCase(), 'type']]);
  });

  it('tokenizes numbers: decimal with separators and based literals', () => {
    expect(line('1_000 16#FF 16#ff 8#17 2#1010 42')).toEqual([
      ['1_000', 'number'],
      ['16#FF', 'number.hex'],
      ['16#ff', 'number.hex'],
      ['8#17', 'number.octal'],
      ['2#1010', 'number.binary'],
      ['42', 'number'],
    ]);
  });

  it('tokenizes line comments and block comments across lines', () => {
    expect(line('x := 1; // set x (* not a block *)')).toEqual([
      ['x', 'identifier'],
      [':=', 'operator'],
      ['1', 'number'],
      [';', 'delimiter'],
      ['// set x (* not a block *)', 'comment'],
    ]);
    const lines = tokenize(ST_MONARCH, ['a := 2; (* starts', 'IF inside * comment )', 'ends *) IF']).map(
      (l) => l.filter((t) => t.token !== 'white').map((t) => [t.text, t.token]),
    );
    expect(lines[0]).toEqual([
      ['a', 'identifier'],
      [':=', 'operator'],
      ['2', 'number'],
      [';', 'delimiter'],
      ['(*', 'comment'],
      [' starts', 'comment'],
    ]);
    expect(lines[1]?.every(([, t]) => t === 'comment')).toBe(true);
    expect(lines[2]).toEqual([
      ['ends ', 'comment'],
      ['*)', 'comment'],
      ['IF', 'keyword'],
    ]);
    expect(line('(* one *) (x)')).toEqual([
      ['(*', 'comment'],
      [' one ', 'comment'],
      ['*)', 'comment'],
      ['(', 'delimiter.parenthesis'],
      ['x', 'identifier'],
      [')', 'delimiter.parenthesis'],
    ]);
  });

  it('tokenizes the IEC forms: VAR blocks, block types, formal calls with := and =>', () => {
    expect(line('VAR Edge : R_TRIG; END_VAR').map(([, t]) => t)).toEqual([
      'keyword',
      'identifier',
      'delimiter',
      'type',
      'delimiter',
      'keyword',
    ]);
    expect(line('Delay(IN := x, Q => Lamp);').map(([text, t]) => `${text}:${t}`)).toEqual([
      'Delay:identifier',
      '(:delimiter.parenthesis',
      'IN:identifier',
      ':=:operator',
      'x:identifier',
      ',:delimiter',
      'Q:identifier',
      '=>:operator',
      'Lamp:identifier',
      '):delimiter.parenthesis',
      ';:delimiter',
    ]);
  });

  it('reads array elements: the brackets are delimiters, ARRAY a keyword', () => {
    expect(line('Data[i + 1]')).toEqual([
      ['Data', 'identifier'],
      ['[', 'delimiter.square'],
      ['i', 'identifier'],
      ['+', 'operator'],
      ['1', 'number'],
      [']', 'delimiter.square'],
    ]);
    expect(line('ARRAY').map(([, t]) => t)).toEqual(['keyword']);
  });

  it('marks characters outside the language as invalid', () => {
    expect(line("x := 'a';").filter(([, t]) => t === 'invalid')).toEqual([
      ["'", 'invalid'],
      ["'", 'invalid'],
    ]);
  });
});

describe('ST_LANGUAGE_CONFIGURATION', () => {
  const { indentationRules, onEnterRules } = ST_LANGUAGE_CONFIGURATION;

  it('declares the comments, brackets and auto-closing pairs', () => {
    expect(ST_LANGUAGE_CONFIGURATION.comments).toEqual({ lineComment: '//', blockComment: ['(*', '*)'] });
    expect(ST_LANGUAGE_CONFIGURATION.brackets).toEqual([
      ['(', ')'],
      ['[', ']'],
    ]);
    expect(ST_LANGUAGE_CONFIGURATION.autoClosingPairs.map((p) => p.open)).toEqual(['(', '(*']);
    for (const pair of ST_LANGUAGE_CONFIGURATION.autoClosingPairs)
      expect(pair.close.endsWith(')')).toBe(true);
  });

  it.each([
    'IF Start THEN',
    'if x > 1 then // start',
    'ELSIF b THEN',
    '  ELSE',
    'WHILE n < 10 DO',
    'FOR i := 1 TO 10 BY 2 DO (* up *)',
    'CASE state OF',
    '\t1:',
    '\t2, 3:',
    '\t4..6:',
    '\t-1:',
    '\t16#FF:',
    'REPEAT',
  ])('indents after %j', (text) => {
    expect(indentationRules.increaseIndentPattern.test(text)).toBe(true);
    expect(
      onEnterRules.some((r) => r.beforeText.test(text) && r.action.indentAction === INDENT_ACTION.Indent),
    ).toBe(true);
  });

  it.each([
    'x := 1;',
    'x := y;',
    'IF a THEN b := 1; END_IF;',
    'END_IF;',
    '// what to do',
    'x := 1; // then',
    'TODO := 1;',
    'Timer1.DN := TRUE;',
    'UNTIL x > 3',
  ])('does not indent after %j', (text) => {
    expect(indentationRules.increaseIndentPattern.test(text)).toBe(false);
    expect(onEnterRules.some((r) => r.beforeText.test(text))).toBe(false);
  });

  it('outdents block ends except END_REPEAT, and splits THEN|END_IF on Enter', () => {
    for (const text of [
      'END_IF;',
      '  end_case;',
      'END_FOR;',
      'END_WHILE;',
      'ELSE',
      'ELSIF x THEN',
      'UNTIL x',
    ]) {
      expect(indentationRules.decreaseIndentPattern.test(text)).toBe(true);
    }
    for (const text of ['END_REPEAT;', 'x := 1;', 'ELSEWHERE := 1;', 'END_IFX := 1;']) {
      expect(indentationRules.decreaseIndentPattern.test(text)).toBe(false);
    }
    const first = onEnterRules[0];
    expect(first?.action.indentAction).toBe(INDENT_ACTION.IndentOutdent);
    expect(first?.beforeText.test('IF x THEN') && first.afterText?.test('END_IF;')).toBe(true);
  });
});

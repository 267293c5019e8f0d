/**
 * The Structured Text language for the Monaco editor: a Monarch tokenizer and a language configuration.
 * The shapes are local, minimal, structurally compatible subsets of Monaco's `languages.IMonarchLanguage`
 * and `languages.LanguageConfiguration`, so this package does not depend on Monaco. Register with
 * `monaco.languages.register({ id: ST_LANGUAGE_ID })`, `setMonarchTokensProvider(ST_LANGUAGE_ID,
 * ST_MONARCH)` and `setLanguageConfiguration(ST_LANGUAGE_ID, ST_LANGUAGE_CONFIGURATION)`.
 */

import { ST_BUILTIN_CALLS, ST_FUNCTION_BLOCK_NAMES, ST_FUNCTION_NAMES, ST_KEYWORDS } from './keywords.ts';

/** The Monaco language id of Structured Text. */
export const ST_LANGUAGE_ID = 'structured-text';

/** A Monarch action: a token class, or a token with a next state, or cases keyed by `@array`/`@default`. */
export type MonarchAction =
  | string
  | {
      token?: string;
      next?: string;
      cases?: Record<string, string>;
      bracket?: string;
    };

/** A Monarch rule: `[regex, action]`, `[regex, action, nextState]` or `{ include: '@state' }`. */
export type MonarchRule = [RegExp, MonarchAction] | [RegExp, MonarchAction, string] | { include: string };

/** A Monarch bracket pair and its token class. */
export interface MonarchBracket {
  open: string;
  close: string;
  token: string;
}

/** The subset of Monaco's `IMonarchLanguage` this definition uses (mutable arrays, as Monaco types them). */
export interface MonarchLanguage {
  /** Token class of text no rule matches. */
  defaultToken: string;
  /** Regexes and keyword lookups ignore case. */
  ignoreCase: boolean;
  /** Matched by `@keywords` in cases. */
  keywords: readonly string[];
  /** Timer and counter calls and the IEC function-block types, matched by `@builtins`. */
  builtins: readonly string[];
  /** Expression functions, matched by `@functions`. */
  functions: readonly string[];
  /** The operator spellings, longest first. */
  operators: readonly string[];
  brackets: MonarchBracket[];
  tokenizer: { [state: string]: MonarchRule[] };
}

/** The operators of our grammar, longest first so a regex alternation prefers `:=` over `:`. */
const OPERATORS = [':=', '=>', '<=', '>=', '<>', '**', '=', '<', '>', '+', '-', '*', '/', '&'] as const;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

const OPERATOR_REGEX = new RegExp(OPERATORS.map(escapeRegExp).join('|'));

/**
 * The Monarch tokenizer. Token classes (Monaco appends `.structured-text`): `keyword` (statements,
 * operators words, TRUE/FALSE), `type` (TON … RES), `predefined` (ABS … SHR), `identifier`,
 * `number.time` (`T#1m30s`, `TIME#500ms`), `number.hex` / `number.octal` / `number.binary` (`16#FF`,
 * `8#17`, `2#1010`), `number` (`1_000`), `operator`, `delimiter` (`; , : . ..`), `delimiter.parenthesis`,
 * `comment` (`(* … *)` across lines, `// …`), `white`, and `invalid` for anything else.
 */
export const ST_MONARCH: MonarchLanguage = {
  defaultToken: 'invalid',
  ignoreCase: true,
  keywords: ST_KEYWORDS,
  builtins: [
    ...ST_BUILTIN_CALLS,
    ...ST_FUNCTION_BLOCK_NAMES.filter((n) => !(ST_BUILTIN_CALLS as readonly string[]).includes(n)),
  ],
  functions: ST_FUNCTION_NAMES,
  operators: OPERATORS,
  brackets: [
    { open: '(', close: ')', token: 'delimiter.parenthesis' },
    { open: '[', close: ']', token: 'delimiter.square' },
  ],
  tokenizer: {
    root: [
      { include: '@whitespace' },
      [/(?:TIME|T)#-?(?:\d[\d_]*(?:\.\d+)?(?:ms|[dhms]))+/, 'number.time'],
      [/16#[0-9a-f_]+/, 'number.hex'],
      [/8#[0-7_]+/, 'number.octal'],
      [/2#[01_]+/, 'number.binary'],
      [/\d[\d_]*/, 'number'],
      [
        /[a-z_]\w*/,
        {
          cases: {
            '@keywords': 'keyword',
            '@builtins': 'type',
            '@functions': 'predefined',
            '@default': 'identifier',
          },
        },
      ],
      [/[()[\]]/, '@brackets'],
      [OPERATOR_REGEX, 'operator'],
      [/\.\.|[;,:.]/, 'delimiter'],
    ],
    whitespace: [
      [/[ \t\r\n]+/, 'white'],
      [/\(\*/, 'comment', '@comment'],
      [/\/\/.*$/, 'comment'],
    ],
    comment: [
      [/[^*]+/, 'comment'],
      [/\*\)/, 'comment', '@pop'],
      [/\*/, 'comment'],
    ],
  },
};

/** Monaco's `IndentAction`: None 0, Indent 1, IndentOutdent 2, Outdent 3. */
export const INDENT_ACTION = { None: 0, Indent: 1, IndentOutdent: 2, Outdent: 3 } as const;

/** One of {@link INDENT_ACTION}'s values. */
export type IndentActionValue = (typeof INDENT_ACTION)[keyof typeof INDENT_ACTION];

/** The subset of Monaco's `LanguageConfiguration` this language sets. */
export interface StLanguageConfiguration {
  comments: { lineComment: string; blockComment: [string, string] };
  brackets: [string, string][];
  autoClosingPairs: { open: string; close: string; notIn?: string[] }[];
  surroundingPairs: { open: string; close: string }[];
  indentationRules: { increaseIndentPattern: RegExp; decreaseIndentPattern: RegExp };
  onEnterRules: { beforeText: RegExp; afterText?: RegExp; action: { indentAction: IndentActionValue } }[];
}

/** An optional trailing comment, then the end of the line. */
const LINE_END = String.raw`\s*(?:\/\/.*|\(\*.*\*\)\s*)?$`;

/** Line text before a block keyword, not entering a comment (so `// what to do` opens nothing). */
const CODE = String.raw`(?:(?!\/\/|\(\*).)*`;

/** One CASE label: an integer (maybe negative or based) or a range `4..6`. */
const CASE_LABEL = String.raw`-?[\w#]+(?:\s*\.\.\s*-?[\w#]+)?`;

/**
 * A line that opens a block: it ends with THEN, DO or OF, is ELSE or REPEAT alone, or is a CASE label list
 * (`1:`, `2, 3:`, `4..6:`, `-1:`), optionally followed by a comment.
 */
const BLOCK_OPENER = new RegExp(
  String.raw`^(?:${CODE}\b(?:THEN|DO|OF)|\s*(?:ELSE|REPEAT)|\s*${CASE_LABEL}(?:\s*,\s*${CASE_LABEL})*\s*:)` +
    LINE_END,
  'i',
);

/**
 * A line that closes a block: END_IF, END_CASE, END_FOR, END_WHILE, ELSE, ELSIF or UNTIL. END_REPEAT
 * is left out: it follows UNTIL, which has already moved back to the REPEAT's level.
 */
const BLOCK_CLOSER = /^\s*(?:END_IF|END_CASE|END_FOR|END_WHILE|ELSE|ELSIF|UNTIL)\b/i;

/** A line's text after the cursor that starts with a block's end. */
const BLOCK_END_AFTER = /^\s*(?:END_IF|END_CASE|END_FOR|END_WHILE|END_REPEAT|ELSE|ELSIF|UNTIL)\b/i;

/**
 * Comments, the `()` pair, auto-closing of `(` and `(*`, and indentation: Enter after a line ending in
 * THEN, DO or OF, after ELSE, REPEAT or a CASE label indents; typing END_IF, END_CASE, END_FOR,
 * END_WHILE, ELSE, ELSIF or UNTIL at the start of a line outdents it.
 */
export const ST_LANGUAGE_CONFIGURATION: StLanguageConfiguration = {
  comments: { lineComment: '//', blockComment: ['(*', '*)'] },
  brackets: [
    ['(', ')'],
    ['[', ']'],
  ],
  autoClosingPairs: [
    { open: '(', close: ')' },
    { open: '(*', close: ' *)', notIn: ['comment'] },
  ],
  surroundingPairs: [{ open: '(', close: ')' }],
  indentationRules: { increaseIndentPattern: BLOCK_OPENER, decreaseIndentPattern: BLOCK_CLOSER },
  onEnterRules: [
    {
      beforeText: BLOCK_OPENER,
      afterText: BLOCK_END_AFTER,
      action: { indentAction: INDENT_ACTION.IndentOutdent },
    },
    { beforeText: BLOCK_OPENER, action: { indentAction: INDENT_ACTION.Indent } },
  ],
};

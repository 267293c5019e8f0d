/**
 * The Structured Text syntax messages of spec 000 §5 "Structured Text syntax messages", one named
 * constructor each; parseSt.ts picks one per error and adds the 1-based line and column.
 *
 * Token rendering ({token} in the spec): the token's source text in single quotes, as written (`'y'`,
 * `'then'`, `':='`, `'T#2s'`), or the bare words `end of input` when the input ended. Control characters
 * are shown as `\uXXXX` and a token longer than 32 characters is cut to 32 followed by `…`. The
 * {symbol} of `Expected '{symbol}'` is the canonical spelling: keywords upper-case (`'THEN'`,
 * `'END_IF'`), punctuation as is (`';'`, `')'`, `':='`, `'*)'`).
 */

/** Longest token text shown in a message. */
const MAX_TOKEN_TEXT = 32;

/**
 * `{token}` of a message: `'text'`, or `end of input` for null. Control characters become `\uXXXX`, long
 * texts are cut (see the file comment).
 */
export function renderToken(text: string | null): string {
  if (text === null) return 'end of input';
  const cut = text.length > MAX_TOKEN_TEXT ? `${text.slice(0, MAX_TOKEN_TEXT)}…` : text;
  let shown = '';
  for (const char of cut) {
    const code = char.charCodeAt(0);
    shown +=
      code < 0x20 || (code >= 0x7f && code <= 0x9f) ? `\\u${code.toString(16).padStart(4, '0')}` : char;
  }
  return `'${shown}'`;
}

/** `Expected '{symbol}', got {token}`: a keyword or punctuation was required here. */
export function expectedSymbol(symbol: string, token: string | null): string {
  return `Expected '${symbol}', got ${renderToken(token)}`;
}

/**
 * `Expected ';' after the statement`: a statement ends at a line break (or the end of the input) without
 * its `;`. Reported just after the statement's last token, where the `;` goes (docs/decisions.md).
 */
export function expectedSemicolonAfterStatement(): string {
  return "Expected ';' after the statement";
}

/** `Unexpected token {token} at top level`: a program-level statement cannot start with this token. */
export function unexpectedAtTopLevel(token: string | null): string {
  return `Unexpected token ${renderToken(token)} at top level`;
}

/** `Unexpected token {token} in expression`: an operand was required (after an operator, `:=`, `(` …). */
export function unexpectedInExpression(token: string | null): string {
  return `Unexpected token ${renderToken(token)} in expression`;
}

/** `Expected loop variable after FOR`. */
export function expectedLoopVariable(): string {
  return 'Expected loop variable after FOR';
}

/** `Expected member after '.'`. */
export function expectedMember(): string {
  return "Expected member after '.'";
}

/** `Expected identifier`: a statement inside a block starts with a token no statement starts with. */
export function expectedIdentifier(): string {
  return 'Expected identifier';
}

/** `Expected identifier for call`: `(` after an operand that is not a plain name (`Timer1.ACC(`, `5(`). */
export function expectedCallIdentifier(): string {
  return 'Expected identifier for call';
}

/** `Expected ':=' after identifier`: a statement's target is followed by neither `:=` nor `(`. */
export function expectedAssignment(): string {
  return "Expected ':=' after identifier";
}

/**
 * The lesson's one directive, `::example{number=5}` on a line of its own: a marked block extension, so
 * the line is a token of its own even without blank lines around it.
 */
import type { TokenizerExtension, Tokens } from 'marked';

/** A `::…` line as lexed: checked later, where its line number is known. */
export interface DirectiveToken extends Tokens.Generic {
  type: 'directive';
  raw: string;
  /** The line without its newline. */
  text: string;
}

export const directiveExtension: TokenizerExtension = {
  name: 'directive',
  level: 'block',
  start: (src) => {
    const match = /(^|\n)::/.exec(src);
    return match ? match.index + (match[1] ?? '').length : undefined;
  },
  tokenizer(src) {
    const match = /^::[^\n]*(?:\n|$)/.exec(src);
    if (!match) return undefined;
    return { type: 'directive', raw: match[0], text: match[0].trim() } satisfies DirectiveToken;
  },
};

/** The example number of a directive line, or the reason it is not one. */
export function exampleNumberOf(text: string): { number: number } | { error: string } {
  const match = /^::(\w+)(?:\{([^}]*)\})?$/.exec(text);
  if (!match) return { error: `"${text}" is not a directive: write ::example{number=5}` };
  if (match[1] !== 'example') return { error: `unknown directive ::${match[1]} (a lesson knows ::example)` };
  const attributes = (match[2] ?? '').trim().split(/\s+/).filter(Boolean);
  let number: number | undefined;
  for (const attribute of attributes) {
    const pair = /^(\w+)=(.*)$/.exec(attribute);
    if (pair?.[1] !== 'number')
      return { error: `::example has no attribute "${attribute}": write ::example{number=5}` };
    if (!/^\d+$/.test(pair[2] ?? ''))
      return { error: `::example number must be a whole number, not "${pair[2]}"` };
    number = Number(pair[2]);
  }
  if (number === undefined) return { error: '::example needs a number: ::example{number=5}' };
  return { number };
}

import { readdirSync, readFileSync } from 'node:fs';
import { fileTests } from '@lezer/generator/test';
import { describe, expect, it } from 'vitest';
import { parser } from './generated/parser.ts';
import { deepNestingAt, scanTokens, tokenIndexAt } from './scan.ts';

/** Tree nodes that are tokens, besides the keywords (upper-case names). */
const TOKEN_NODES = new Set(['Name', 'Number', 'TimeLiteral', 'ArithOp', 'CompareOp', 'LogicOp']);

/** `text:kind` of each token. */
function tokens(source: string): string[] {
  const list = scanTokens(source);
  return list.kind.map((kind, i) => `${source.slice(list.from[i], list.to[i])}:${kind}`);
}

describe('scanTokens', () => {
  it('splits like the grammar: keywords in any case, literals, longest symbols, comments left out', () => {
    expect(tokens('If x1 tHeN y := T#1m30s + 16#FF; (* c *) // d\nEND_IF;')).toEqual([
      'If:keyword',
      'x1:name',
      'tHeN:keyword',
      'y:name',
      ':=:symbol',
      'T#1m30s:time',
      '+:symbol',
      '16#FF:number',
      ';:symbol',
      'END_IF:keyword',
      ';:symbol',
    ]);
    expect(tokens('1..3 a.b <> <= ** T#5x 3#1 é')).toEqual([
      '1:number',
      '..:symbol',
      '3:number',
      'a:name',
      '.:symbol',
      'b:name',
      '<>:symbol',
      '<=:symbol',
      '**:symbol',
      'T:name',
      '#:invalid',
      '5:number',
      'x:name',
      '3:number',
      '#:invalid',
      '1:number',
      'é:invalid',
    ]);
  });

  it('keeps an unterminated comment to the end and reports where the input ends', () => {
    const list = scanTokens('x (* open');
    expect(list.from).toEqual([0]);
    expect(list.end).toBe(9);
  });

  it('finds the token at or after an offset', () => {
    const list = scanTokens('ab  cd');
    expect([
      tokenIndexAt(list, 0),
      tokenIndexAt(list, 2),
      tokenIndexAt(list, 4),
      tokenIndexAt(list, 6),
    ]).toEqual([0, 1, 1, 2]);
  });

  it('agrees with the Lezer tokenizer on every fixture', () => {
    const folder = new URL('./fixtures/', import.meta.url);
    for (const file of readdirSync(folder)) {
      for (const { name, text } of fileTests(readFileSync(new URL(file, folder), 'utf8'), file)) {
        const list = scanTokens(text);
        const ends = new Map(list.from.map((from, i) => [from, list.to[i]]));
        parser.parse(text).iterate({
          enter(node) {
            if (!TOKEN_NODES.has(node.name) && !/^[A-Z_]+$/.test(node.name)) return;
            // Every leaf of the tree (names, literals, keywords, operators) is one scanned token.
            expect(ends.get(node.from), `${name}: ${node.name} at ${node.from}`).toBe(node.to);
          },
        });
      }
    }
  });
});

describe('deepNestingAt', () => {
  it('finds the first opener past the limit, counting parentheses and blocks, skipping comments', () => {
    expect(deepNestingAt('((a))', 2)).toBe(-1);
    expect(deepNestingAt('(((a)))', 2)).toBe(2);
    expect(deepNestingAt('IF a THEN (b) END_IF; (x)', 1)).toBe(10);
    expect(deepNestingAt('(* ((( *) // (((\n(a)', 1)).toBe(-1);
    expect(deepNestingAt('while a do if b then', 1)).toBe(11);
  });
});

import { Op, operandCount } from '../shared/opcodes.ts';
import type { Program } from './program.ts';

/** Where in the source a code word comes from: a Structured Text line or a ladder rung (0-based). */
export type SourceLocation = { line: number } | { rung: number } | null;

/**
 * The source of code word `word`: for Structured Text the line of its statement (`program.lines`),
 * for ladder the main rung holding it (the RUNG words before it, counted by decoding the code).
 */
export function sourceLocation(program: Program, word: number): SourceLocation {
  if (word < 0 || word >= program.code.length) return null;
  const lines = program.lines;
  if (lines) {
    let line: number | null = null;
    for (let i = 0; i + 1 < lines.length && (lines[i] ?? Infinity) <= word; i += 2)
      line = lines[i + 1] ?? null;
    return line === null ? null : { line };
  }
  let rung = -1;
  for (let pc = 0; pc <= word;) {
    const op = program.code[pc] ?? Op.END;
    if (op === Op.RUNG) rung++;
    const operands = operandCount(op);
    if (operands < 0) break;
    pc += operands + 1;
  }
  return rung < 0 ? null : { rung };
}

/**
 * `Data[0..9]`: the array the LDX/STX at code word `word` indexes, named by the symbol of its first
 * element (`Data[0]`, or `Motors[0].Speed` for a member, gives `Data` / `Motors`); `an array` when no
 * symbol names it.
 */
export function faultedArray(program: Program, word: number): string {
  const op = program.code[word];
  const at = op === Op.LDX ? word + 1 : op === Op.STX ? word + 2 : -1;
  if (at < 0) return 'an array';
  const base = program.code[at] ?? -1;
  const lower = program.code[at + 2] ?? 0;
  const count = program.code[at + 3] ?? 1;
  const stride = program.code[at + 4] ?? 1;
  const symbol = program.symbols.find((s) => s.slot === base);
  const name = symbol?.name ?? '';
  // The indexed array of `L.Motors[1].Hist[0]`: the bracket at its first index whose next index names
  // the symbol one stride further (the first bracket when none does).
  const brackets = [...name.matchAll(/\[(-?\d+)\]/g)];
  const next = (m: RegExpMatchArray) =>
    `${name.slice(0, m.index)}[${lower + 1}]${name.slice((m.index ?? 0) + m[0].length)}`;
  const found =
    brackets.findLast(
      (m) =>
        Number(m[1]) === lower && program.symbols.some((s) => s.slot === base + stride && s.name === next(m)),
    ) ?? brackets[0];
  if (!found?.index) return 'an array';
  return `${name.slice(0, found.index)}[${lower}..${lower + count - 1}]`;
}

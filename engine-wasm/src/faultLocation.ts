import { Op, operandCount } from '../shared/opcodes.ts';
import type { Program } from './program.ts';

/**
 * Where in the source a code word comes from: a Structured Text line or a ladder rung (0-based), with the
 * subroutine's name when it is in one (its line or rung then counts within it).
 */
export type SourceLocation = (({ line: number } | { rung: number }) & { routine?: string }) | null;

/**
 * The source of code word `word`: for Structured Text the line of its statement (`program.lines`),
 * for ladder the main rung holding it (the RUNG words before it, counted by decoding the code); in a
 * subroutine (`program.routines`) the same within the routine.
 */
export function sourceLocation(program: Program, word: number): SourceLocation {
  if (word < 0 || word >= program.code.length) return null;
  const routine = program.routines?.find((r) => word >= r.start && word < r.end);
  if (routine) {
    const inside = locate(program.code, routine.lines ?? null, routine.start, word);
    return inside && { ...inside, routine: routine.name };
  }
  return locate(program.code, program.lines ?? null, 0, word);
}

/** The line (from `lines`) or rung (RUNG words from `from` on) of code word `word`. */
function locate(code: Int32Array, lines: Int32Array | null, from: number, word: number): SourceLocation {
  if (lines) {
    let line: number | null = null;
    for (let i = 0; i + 1 < lines.length && (lines[i] ?? Infinity) <= word; i += 2)
      line = lines[i + 1] ?? null;
    return line === null ? null : { line };
  }
  let rung = -1;
  for (let pc = from; pc <= word;) {
    const op = code[pc] ?? Op.END;
    if (op === Op.RUNG) rung++;
    const operands = operandCount(op);
    if (operands < 0) break;
    pc += operands + 1;
  }
  return rung < 0 ? null : { rung };
}

/** The routine a JSR or CALL at code word `word` calls (its name), or `a subroutine`. */
export function calledRoutine(program: Program, word: number): string {
  const target = program.code[word + 1];
  return program.routines?.find((r) => r.start === target)?.name ?? 'a subroutine';
}

/**
 * `Data[0..9]`: the array the LDX/STX at code word `word` indexes, named by the symbol at its base slot
 * (the value at the array's first index: `Data[0]`, `Pumps[0].Speed`, `Line.Motors[1].Run`) cut at the
 * index that varies — the first place where the next element's symbol (base + stride) differs — so it
 * gives `Data`, `Pumps`, `Line.Motors`, `Line.Motors[1].Hist`; `an array` when no symbol names it.
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
  if (!symbol) return 'an array';
  const name = symbol.name;
  const next = count > 1 ? program.symbols.find((s) => s.slot === base + stride)?.name : undefined;
  let bracket: number;
  if (next !== undefined) {
    let differs = 0;
    while (differs < name.length && name[differs] === next[differs]) differs++;
    bracket = name.lastIndexOf('[', differs);
  } else {
    // One element: the last index written as the first index.
    bracket = name.lastIndexOf(`[${lower}]`);
  }
  if (bracket < 1) return 'an array';
  return `${name.slice(0, bracket)}[${lower}..${lower + count - 1}]`;
}

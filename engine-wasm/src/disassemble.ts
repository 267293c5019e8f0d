import { Op, OperandKind, operandCount, operandKind } from '../shared/opcodes.ts';

/**
 * Human-readable bytecode, one instruction a line: `0012  XIC    3`. With `slotNames`, slot operands
 * are followed by the tag they address.
 */
export function disassemble(code: Int32Array, slotNames?: ReadonlyMap<number, string>): string {
  const lines: string[] = [];
  let pc = 0;
  while (pc < code.length) {
    const op = code[pc] ?? -1;
    const n = operandCount(op);
    const name = Op[op] ?? `?${op}`;
    if (n < 0) {
      lines.push(`${pad(pc)}  ${name}`);
      pc += 1;
      continue;
    }
    const args = Array.from({ length: n }, (_, i) => {
      const value = code[pc + 1 + i] ?? 0;
      const kind = operandKind(op, i);
      const tag =
        kind === OperandKind.SLOT ||
        kind === OperandKind.TIMER ||
        kind === OperandKind.COUNTER ||
        kind === OperandKind.CONTROL
          ? slotNames?.get(value)
          : undefined;
      return tag ? `${value}(${tag})` : String(value);
    });
    lines.push(`${pad(pc)}  ${name.padEnd(11)} ${args.join(' ')}`.trimEnd());
    pc += 1 + n;
  }
  return lines.join('\n');
}

function pad(pc: number): string {
  return String(pc).padStart(4, '0');
}

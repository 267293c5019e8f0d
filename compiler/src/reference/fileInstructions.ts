/**
 * The reference interpreter's file and shift instructions (BSL, BSR, FFL, FFU, LFL, LFU), written from
 * the Logix rules in docs/decisions.md "File and shift instructions", independently of the VM: a bit
 * array is unpacked into a list of bits, shifted as a list and packed again; a FIFO is read into a list.
 * Memory is the reference's name-keyed store: 'CTL.LEN' for a CONTROL member, 'DATA[3]' for an element.
 */
import type { Instruction, Project } from '../model/project.ts';
import { parseElementOperand } from '../model/arrays.ts';

/** The instruction types this file runs. */
export const FILE_INSTRUCTION_TYPES: ReadonlySet<string> = new Set([
  'BSL',
  'BSR',
  'FFL',
  'FFU',
  'LFL',
  'LFU',
]);

/** What the file instructions need from the interpreter's memory. */
export interface FileMemory {
  readonly project: Project;
  read(key: string): number;
  write(key: string, value: number): void;
  /** The memory name of a tag, child or element operand ('CTL', 'IN1', 'CTLS[2]'). */
  nameOf(id: string | null | undefined): string;
}

/** The keys of the array an Array operand names, from its first element to the array's end. */
export function arrayKeys(memory: FileMemory, operand: string | null | undefined): string[] {
  if (operand == null) throw new Error('ReferencePlc: missing Array operand');
  const element = memory.project.tagMap[operand] ? null : parseElementOperand(operand);
  const tag = memory.project.tagMap[element ? element.array : operand];
  if (tag === undefined || tag.dimension === undefined) throw new Error(`ReferencePlc: no array ${operand}`);
  const lower = tag.lower ?? 0;
  const first = element && typeof element.index === 'number' ? element.index : lower;
  const keys: string[] = [];
  for (let k = first; k < lower + tag.dimension; k++) keys.push(`${tag.name}[${k}]`.toUpperCase());
  return keys;
}

/** Runs one file instruction; returns the rung condition passed on (the rung condition in). */
export function runFileInstruction(
  memory: FileMemory,
  ins: Instruction,
  rc: boolean,
  prescan: boolean,
): boolean {
  const control = memory.nameOf(ins.tag);
  const get = (member: string) => memory.read(`${control}.${member}`);
  const set = (member: string, value: number | boolean) =>
    memory.write(`${control}.${member}`, Number(value));
  const keys = arrayKeys(memory, ins.ref?.Array);
  if (ins.type === 'BSL' || ins.type === 'BSR') {
    if (prescan || !rc) {
      for (const member of ['EN', 'DN', 'ER', 'POS']) set(member, 0);
      return rc;
    }
    if (get('EN') !== 0) return rc;
    set('EN', 1);
    const len = get('LEN');
    if (len <= 0 || len > keys.length * 32) {
      set('ER', 1);
      return rc;
    }
    const source = memory.read(memory.nameOf(ins.ref?.Bit)) !== 0 ? 1 : 0;
    const words = Math.ceil(len / 32);
    const bits: number[] = [];
    for (let w = 0; w < words; w++) {
      const value = memory.read(keys[w] ?? '');
      for (let b = 0; b < 32; b++) bits.push((value >>> b) & 1);
    }
    if (ins.type === 'BSL') {
      // Every bit of the words moves up one place; the bit at LEN - 1 is unloaded.
      set('UL', bits[len - 1] ?? 0);
      bits.pop();
      bits.unshift(source);
    } else {
      // Only bits 0 .. LEN - 1 move down; the source enters at LEN - 1.
      set('UL', bits[0] ?? 0);
      for (let i = 0; i < len - 1; i++) bits[i] = bits[i + 1] ?? 0;
      bits[len - 1] = source;
    }
    for (let w = 0; w < words; w++) {
      let value = 0;
      for (let b = 0; b < 32; b++) if (bits[w * 32 + b]) value |= 1 << b;
      memory.write(keys[w] ?? '', value);
    }
    set('DN', 1);
    set('POS', len);
    return rc;
  }
  const enable = ins.type === 'FFL' || ins.type === 'LFL' ? 'EN' : 'EU';
  if (prescan) {
    set(enable, 1);
    return rc;
  }
  if (rc && get(enable) === 0) {
    const len = get('LEN');
    const pos = get('POS');
    const bad = len <= 0 || len > keys.length || pos < 0;
    set('ER', bad);
    if (!bad) fileStep(memory, ins, keys.slice(0, len), pos, set);
  }
  set(enable, rc);
  const pos = get('POS');
  set('DN', pos >= get('LEN'));
  set('EM', pos === 0);
  return rc;
}

/** One load or unload on the first LEN elements (`keys`), POS `pos`. */
function fileStep(
  memory: FileMemory,
  ins: Instruction,
  keys: string[],
  pos: number,
  set: (member: string, value: number) => void,
): void {
  const values = keys.map((k) => memory.read(k));
  if (ins.type === 'FFL' || ins.type === 'LFL') {
    if (pos >= keys.length) return;
    const src = ins.ref?.Src;
    memory.write(keys[pos] ?? '', typeof src === 'number' ? src : memory.read(memory.nameOf(src)));
    set('POS', pos + 1);
    return;
  }
  const filled = Math.min(pos, keys.length);
  if (filled === 0) return;
  const dest = memory.nameOf(ins.ref?.Dest);
  if (ins.type === 'FFU') {
    memory.write(dest, values[0] ?? 0);
    // The elements after the first move down one; the last keeps its value.
    values.slice(1).forEach((value, i) => memory.write(keys[i] ?? '', value));
  } else {
    memory.write(dest, values[filled - 1] ?? 0);
  }
  set('POS', filled - 1);
}

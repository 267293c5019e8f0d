/**
 * The reference interpreter's sequencers (SQO, SQI, SQL) and RES of a CONTROL, written from the Logix
 * rules in docs/decisions.md "Sequencers: SQO, SQI, SQL", independently of the VM: the sequencer array is
 * a list of element names, and each instruction reads LEN and POS, decides the step, then moves data.
 */
import type { Instruction, Operand } from '../model/project.ts';
import { arrayKeys, type FileMemory } from './fileInstructions.ts';

/** The instruction types this file runs. */
export const SEQUENCER_TYPES: ReadonlySet<string> = new Set(['SQO', 'SQI', 'SQL']);

/** RES of the CONTROL named `control` (its memory name): POS 0 and every status bit off; LEN kept. */
export function resetControl(memory: FileMemory, control: string): void {
  for (const member of ['POS', 'EN', 'EU', 'DN', 'EM', 'ER', 'UL', 'IN', 'FD'])
    memory.write(`${control}.${member}`, 0);
}

/** Runs one sequencer; returns the rung condition out. */
export function runSequencer(memory: FileMemory, ins: Instruction, rc: boolean, prescan: boolean): boolean {
  const control = memory.nameOf(ins.tag);
  const read = (member: string) => memory.read(`${control}.${member}`);
  const write = (member: string, on: boolean | number) => memory.write(`${control}.${member}`, Number(on));
  const value = (operand: Operand | null | undefined) =>
    typeof operand === 'number' ? operand | 0 : memory.read(memory.nameOf(operand));
  const steps = arrayKeys(memory, ins.ref?.Array);
  const length = read('LEN');
  const position = read('POS');

  if (ins.type === 'SQI') {
    // An input: compares while the rung is true; pre-scan and a false rung give false and change nothing.
    if (prescan || !rc) return false;
    const usable = length > 0 && position >= 0 && position <= length && position < steps.length;
    write('ER', !usable);
    if (!usable) return false;
    const mask = value(ins.ref?.Mask);
    return (value(ins.ref?.Src) & mask) === (memory.read(steps[position] ?? '') & mask);
  }

  // SQO and SQL: .EN remembers the rung, so only a false→true transition advances.
  if (prescan || !rc) {
    write('EN', prescan);
    return rc;
  }
  const rising = read('EN') === 0;
  write('EN', 1);
  if (length <= 0 || position < 0 || (!rising && position > length)) {
    write('ER', 1);
    return rc;
  }
  const step = rising ? (position + 1 > length ? 1 : position + 1) : position;
  if (rising) write('POS', step);
  const key = steps[step];
  if (key === undefined) {
    write('ER', 1);
    return rc;
  }
  if (step === length) write('DN', 1);
  write('ER', 0);
  if (ins.type === 'SQO') {
    const mask = value(ins.ref?.Mask);
    const dest = memory.nameOf(ins.ref?.Dest);
    memory.write(dest, (memory.read(dest) & ~mask) | (memory.read(key) & mask));
  } else {
    memory.write(key, value(ins.ref?.Src));
  }
  return rc;
}

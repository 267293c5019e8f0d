/**
 * The file and shift instructions in random programs (RandomProjectOptions.files): DINT bit arrays,
 * DINT and REAL FIFOs, CONTROL tags with LEN and POS sometimes out of range, and BSL/BSR/FFL/FFU/LFL/LFU
 * outputs over them, so the differential test compares the VM with the reference on every rule.
 */
import type { Dice } from './random.ts';
import {
  array,
  bsl,
  bsr,
  control,
  ffl,
  ffu,
  lfl,
  lfu,
  type InstructionSpec,
  type TagSpec,
} from './builders.ts';

/** The file tags of a random project. */
export interface FilePool {
  /** DINT arrays FD0… (bit arrays and FIFOs) and REAL arrays FR0…, with their element counts. */
  dintArrays: { name: string; dimension: number }[];
  realArrays: { name: string; dimension: number }[];
  /** CONTROL tags K0…. */
  controls: string[];
}

/** Declares the file tags: 1–2 DINT and 1 REAL array of 1–4 elements, 2–3 CONTROL tags. */
export function randomFileTags(dice: Dice, tags: TagSpec[]): FilePool {
  const pool: FilePool = { dintArrays: [], realArrays: [], controls: [] };
  for (let i = 0, n = dice.int(1, 2); i < n; i++) {
    const dimension = dice.int(1, 4);
    pool.dintArrays.push({ name: `FD${i}`, dimension });
    tags.push(
      array(
        `FD${i}`,
        'DINT',
        dimension,
        Array.from({ length: dimension }, () => dice.int(-5, 5) * 1234567),
      ),
    );
  }
  const dimension = dice.int(1, 4);
  pool.realArrays.push({ name: 'FR0', dimension });
  tags.push(
    array(
      'FR0',
      'REAL',
      dimension,
      Array.from({ length: dimension }, () => dice.int(-4, 4) / 4),
    ),
  );
  for (let i = 0, n = dice.int(2, 3); i < n; i++) {
    pool.controls.push(`K${i}`);
    const len = dice.weighted({ fifo: 5, bits: 4, odd: 1 });
    tags.push(
      control(
        `K${i}`,
        len === 'fifo' ? dice.int(1, 4) : len === 'bits' ? dice.int(1, 130) : dice.pick([0, -1, 200]),
        { pos: dice.chance(0.9) ? dice.int(0, 3) : dice.pick([-1, 9]) },
      ),
    );
  }
  return pool;
}

/** A readable bit of a CONTROL (for contacts). */
export function randomControlBit(dice: Dice, pool: FilePool): string {
  return `${dice.pick(pool.controls)}.${dice.pick(['DN', 'EN', 'EU', 'EM', 'ER', 'UL'])}`;
}

/**
 * One file instruction. `bit` gives a BOOL operand, `dint` and `real` a DINT or REAL tag; a source may
 * also be a constant.
 */
export function randomFileOutput(
  dice: Dice,
  pool: FilePool,
  bit: () => string,
  dint: () => string,
  real: () => string | null,
): InstructionSpec {
  const ctl = dice.pick(pool.controls);
  const at = (a: { name: string; dimension: number }) =>
    dice.chance(0.5) ? a.name : `${a.name}[${dice.int(0, a.dimension - 1)}]`;
  const kind = dice.pick(['BSL', 'BSR', 'FFL', 'FFU', 'LFL', 'LFU'] as const);
  if (kind === 'BSL' || kind === 'BSR') {
    const source = dice.chance(0.3) ? `${ctl}.UL` : bit();
    return (kind === 'BSL' ? bsl : bsr)(at(dice.pick(pool.dintArrays)), ctl, source);
  }
  const realFifo = dice.chance(0.3) ? real() : null;
  const fifo = realFifo !== null ? at(dice.pick(pool.realArrays)) : at(dice.pick(pool.dintArrays));
  if (kind === 'FFL' || kind === 'LFL') {
    const src = dice.chance(0.3) ? dice.int(-9, 9) : (realFifo ?? dint());
    return (kind === 'FFL' ? ffl : lfl)(src, fifo, ctl);
  }
  return (kind === 'FFU' ? ffu : lfu)(fifo, realFifo ?? dint(), ctl);
}

/**
 * The sequencers in random programs (RandomProjectOptions.files): SQO and SQL outputs, SQI conditions
 * and RES of a CONTROL over the file pool's DINT arrays and CONTROL tags (randomFilePrograms.ts), whose
 * LEN and POS are sometimes out of range, so the differential test compares the VM with the reference
 * on every sequencer rule.
 */
import type { Dice } from './random.ts';
import { res, xic, type InstructionSpec, type OperandSpec } from './builders.ts';
import { sqi, sql, sqo } from './sequencerBuilders.ts';
import { randomControlBit, type FilePool } from './randomFilePrograms.ts';

/** A mask: mostly a constant (all bits, a few low bits, a negative pattern), sometimes a DINT tag. */
function mask(dice: Dice, dint: () => string): OperandSpec {
  return dice.chance(0.3) ? dint() : dice.pick([-1, 0x3f, 0x0f0f, -65536, dice.int(-9, 9)]);
}

/** The sequencer array: a DINT array of the pool, whole or from a constant first element. */
function steps(dice: Dice, pool: FilePool): string {
  const array = dice.pick(pool.dintArrays);
  return dice.chance(0.6) ? array.name : `${array.name}[${dice.int(0, array.dimension - 1)}]`;
}

/** One sequencer output (SQO, SQL) or RES of a CONTROL. `dint` gives a DINT tag. */
export function randomSequencerOutput(dice: Dice, pool: FilePool, dint: () => string): InstructionSpec {
  const ctl = dice.pick(pool.controls);
  switch (dice.weighted({ sqo: 5, sql: 3, res: 1 })) {
    case 'sqo':
      return sqo(steps(dice, pool), mask(dice, dint), dint(), ctl);
    case 'sql':
      return sql(steps(dice, pool), dice.chance(0.3) ? dice.int(-99, 99) : dint(), ctl);
    default:
      return res(ctl);
  }
}

/** A condition over the file pool: an SQI, or a contact on a CONTROL bit. */
export function randomFileCondition(dice: Dice, pool: FilePool, dint: () => string): InstructionSpec {
  if (dice.chance(0.3)) return sqi(steps(dice, pool), mask(dice, dint), dint(), dice.pick(pool.controls));
  return xic(randomControlBit(dice, pool));
}

/**
 * PID loops in random ladder programs (RandomProjectOptions.pid): PID tags L0… with random tuning and
 * modes, their Process Variables PV0… (REAL) and Control Variables (REAL CV0…, sometimes a DINT), a
 * first-order plant written in ladder REAL math so the PV moves with the CV, and rungs switching the
 * mode bits and the setpoint from the inputs. Values stay bounded (the output is limited to MINO..MAXO).
 */
import type { Dice } from './random.ts';
import {
  add,
  mov,
  mul,
  ote,
  rung,
  tag,
  xic,
  type ElementSpec,
  type RungSpec,
  type TagSpec,
} from './builders.ts';
import { pid, pidTag } from './pidBuilders.ts';

const SETPOINTS = [0, 10, 50.5, 100, -5, 33.3];
const GAINS = [0, 0.5, 1, 2, 4.25, -1];
const INTEGRALS = [0, 0, 0.1, 1, 5, 0.03];
const DERIVATIVES = [0, 0, 0, 0.05, 0.2];
const HIGH = [100, 100, 80, 50, 0];
const LOW = [0, 0, 10, -20];
const BITS = ['MO', 'SWM', 'CA', 'DOE', 'PE', 'PVT', 'NOBC'] as const;

/** The PID loops of a random project. */
export interface PidPool {
  loops: { name: string; pv: string; cv: string }[];
}

/** Declares 1–2 loops with their PV and CV tags; the CV is now and then one of `dints`. */
export function randomPidTags(dice: Dice, tags: TagSpec[], dints: readonly string[]): PidPool {
  const loops: PidPool['loops'] = [];
  for (let i = 0, n = dice.int(1, 2); i < n; i++) {
    const members: Record<string, number> = {
      SP: dice.pick(SETPOINTS),
      KP: dice.pick(GAINS),
      KI: dice.pick(INTEGRALS),
      KD: dice.pick(DERIVATIVES),
      BIAS: dice.pick([0, 0, 5, -2.5]),
      SO: dice.pick([0, 25, 60.5, 120]),
      MAXO: dice.pick(HIGH),
      MINO: dice.pick(LOW),
    };
    for (const bit of BITS) if (dice.chance(0.15)) members[bit] = 1;
    const name = `L${i}`;
    tags.push(pidTag(name, members));
    tags.push(tag(`PV${i}`, 'REAL', dice.pick([0, 12.5, 50, 99.9])));
    const dintCv = dints.length > 0 && dice.chance(0.2);
    const cv = dintCv ? dice.pick(dints) : `CV${i}`;
    if (!dintCv) tags.push(tag(cv, 'REAL', 0));
    loops.push({ name, pv: `PV${i}`, cv });
  }
  return { loops };
}

/**
 * Rungs for the loops: the PID itself (after `conditions`), the plant PV := PV·0.9 + CV·gain, and
 * now and then an input switching a mode bit or the setpoint. `inputs` are BOOL tags.
 */
export function randomPidRungs(
  dice: Dice,
  pool: PidPool,
  inputs: readonly string[],
  conditions: (count: number) => ElementSpec[],
): RungSpec[] {
  const rungs: RungSpec[] = [];
  for (const loop of pool.loops) {
    rungs.push(rung(...conditions(dice.int(0, 2)), pid(loop.name, loop.pv, loop.cv)));
    const gain = dice.pick([0.1, 0.05, -0.1]);
    rungs.push(rung(mul(loop.pv, 0.9, loop.pv), mul(loop.cv, gain, 'PT'), add(loop.pv, 'PT', loop.pv)));
    if (inputs.length > 0 && dice.chance(0.6))
      rungs.push(rung(xic(dice.pick(inputs)), ote(`${loop.name}.${dice.pick(['MO', 'SWM', 'MO', 'CA'])}`)));
    if (inputs.length > 0 && dice.chance(0.4))
      rungs.push(rung(xic(dice.pick(inputs)), mov(dice.pick(SETPOINTS), `${loop.name}.SP`)));
  }
  return rungs;
}

/**
 * An adapter that runs the ladder reference interpreter's timer, counter and RES instructions on the
 * behalf of the Structured Text reference, so both references share one implementation of those rules.
 *
 * `ReferencePlc` exports no per-instruction helper (its TON/TOF/RTO/CTU/CTD/RES code is private), so
 * this file keeps one tiny ladder project per instruction — `XIC(IN) <instruction>(B)` over a BOOL `IN`
 * and a TIMER or COUNTER `B` with every member — and, for each call, copies the block's members in,
 * sets `IN` to the call's input, runs one `prescan()` or `scan(dt)`, and copies the members back.
 */
import { COUNTER_CHILDREN, TIMER_CHILDREN } from '../../model/project.ts';
import type { InstructionSpec } from '../../reference/builders.ts';
import {
  counter,
  ctd,
  ctu,
  project,
  res,
  rto,
  rung,
  tag,
  timer,
  tof,
  ton,
  xic,
} from '../../reference/builders.ts';
import { ReferencePlc } from '../../reference/referenceInterpreter.ts';

/** The ladder instructions an ST call can run. */
export type LadderBlockInstruction = 'TON' | 'TOF' | 'RTO' | 'CTU' | 'CTD' | 'RES';

/** Members of a TIMER block, in the order {@link LadderBlocks.run} takes them. */
export const TIMER_MEMBERS: readonly string[] = TIMER_CHILDREN;
/** Members of a COUNTER block, in the order {@link LadderBlocks.run} takes them. */
export const COUNTER_MEMBERS: readonly string[] = COUNTER_CHILDREN;

const BUILDERS: Readonly<Record<LadderBlockInstruction, (name: string) => InstructionSpec>> = {
  TON: ton,
  TOF: tof,
  RTO: rto,
  CTU: ctu,
  CTD: ctd,
  RES: res,
};

/** One micro ladder program and the member keys of its block. */
interface Micro {
  readonly plc: ReferencePlc;
  readonly keys: readonly string[];
}

/** Runs single ladder timer/counter instructions through {@link ReferencePlc}. */
export class LadderBlocks {
  private readonly micros = new Map<string, Micro>();

  /**
   * Runs `instruction` once on a block whose members are `members` (in {@link TIMER_MEMBERS} or
   * {@link COUNTER_MEMBERS} order; updated in place), with rung condition `input`. In pre-scan mode the
   * instruction does its ladder pre-scan action (RES: nothing).
   */
  run(
    instruction: LadderBlockInstruction,
    isCounter: boolean,
    members: number[],
    input: boolean,
    dt: number,
    prescan: boolean,
  ): void {
    const micro = this.micro(instruction, isCounter);
    micro.keys.forEach((key, i) => micro.plc.set(key, members[i] ?? 0));
    micro.plc.set('IN', input ? 1 : 0);
    if (prescan) micro.plc.prescan();
    else micro.plc.scan(dt);
    micro.keys.forEach((key, i) => {
      members[i] = micro.plc.get(key);
    });
  }

  private micro(instruction: LadderBlockInstruction, isCounter: boolean): Micro {
    const id = `${instruction}:${isCounter ? 'C' : 'T'}`;
    let micro = this.micros.get(id);
    if (micro === undefined) {
      const block = isCounter ? counter('B', 0, { members: COUNTER_CHILDREN }) : timer('B', 0);
      const plc = new ReferencePlc(
        project(tag('IN', 'BOOL'), block, rung(xic('IN'), BUILDERS[instruction]('B'))),
      );
      const keys = (isCounter ? COUNTER_MEMBERS : TIMER_MEMBERS).map((m) => `B.${m}`);
      micro = { plc, keys };
      this.micros.set(id, micro);
    }
    return micro;
  }
}

/**
 * Subroutines for random programs (issue 25): one or two ladder routines Sub0, Sub1 of random rungs,
 * their first rung sometimes opened by SBR, some rungs ending in RET or in a JSR to another routine (or
 * back up, so a deep recursion sometimes faults), and JSRs at the end of some Main Routine rungs. The
 * differential test runs them on both sides.
 */
import { rung, type ElementSpec, type RungSpec } from './builders.ts';
import type { Dice } from './random.ts';
import { jsr, ret, routine, sbr, type RoutineSpec } from './routineBuilders.ts';

/** What the routines' rungs are made of (randomProgram.ts Generator). */
export interface RungParts {
  conditions(count: number, depth: number): ElementSpec[];
  output(): ElementSpec;
}

/** Replaces some of `rungs` with the rung plus a JSR, and returns the routines they call. */
export function randomRoutines(dice: Dice, parts: RungParts, rungs: RungSpec[]): RoutineSpec[] {
  const names = dice.chance(0.5) ? ['Sub0'] : ['Sub0', 'Sub1'];
  const routines = names.map((name, index) => {
    const body: RungSpec[] = [];
    for (let r = 0, n = dice.int(1, 4); r < n; r++) {
      const elements = parts.conditions(dice.int(0, 2), 0);
      if (r === 0 && dice.chance(0.4)) elements.unshift(sbr());
      const ending = dice.weighted({ outputs: 12, ret: 2, call: 2 });
      if (ending === 'ret') elements.push(ret());
      else if (ending === 'call') {
        // Mostly a later routine; sometimes itself or an earlier one (recursion, ended by its rung).
        const later = names.slice(index + 1);
        elements.push(jsr(later.length > 0 && dice.chance(0.8) ? dice.pick(later) : dice.pick(names)));
      } else for (let o = 0, k = dice.int(1, 2); o < k; o++) elements.push(parts.output());
      body.push(rung(...elements));
    }
    return routine(name, ...body);
  });
  for (let c = 0, k = dice.int(1, 3); c < k && rungs.length > 0; c++) {
    const at = dice.int(0, rungs.length - 1);
    const main = rungs[at];
    if (main) rungs[at] = rung(...main.elements, jsr(dice.pick(names)));
  }
  return routines;
}

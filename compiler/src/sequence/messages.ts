/** The sequence runner's messages (spec 000 §2 "Sequence tab", §5 "Sequence precheck"). */
import { realText } from '../model/realText.ts';

export const ALL_STEPS_PASSED = 'All steps passed.';
export const SOME_STEPS_FAILED = 'Some steps failed.';
export const PRECHECK_ERROR = 'Error during sequence precheck';

/** A tag as verdicts name it: 'RED (DO0)' with its alias, else its name ('DO0', 'Delay.TT'). */
export function tagLabel(name: string, alias: string | undefined): string {
  return alias && alias.toUpperCase() !== name.toUpperCase() ? `${alias} (${name})` : name;
}

/** Plant time in seconds with one decimal: '3.0 s' (sequence scans are 100 ms). */
export function plantSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/**
 * 'Step N expected {tag} to be {x} but got {y}.' with N counted from 1 and `tag` a `tagLabel`; a
 * timed step (`atMs`, the plant time of the check since the run began) reads
 * 'Step N expected {tag} to be {x} at {t} s but got {y}.'. The values of a REAL tag (`real`) are
 * written as REALs (`realText`: 0.1, not 0.10000000149011612; 2.0).
 */
export function stepMismatch(
  step: number,
  tag: string,
  expected: number,
  actual: number | undefined,
  atMs?: number,
  real?: { tolerance: number },
): string {
  const at = atMs === undefined ? '' : ` at ${plantSeconds(atMs)}`;
  if (real) {
    const within = real.tolerance > 0 ? ` ± ${realText(real.tolerance)}` : '';
    const got = actual === undefined ? 'nothing' : realText(actual);
    return `Step ${step} expected ${tag} to be ${realText(expected)}${within}${at} but got ${got}.`;
  }
  return `Step ${step} expected ${tag} to be ${expected}${at} but got ${actual ?? 'nothing'}.`;
}

/**
 * A hold check broken during its step (issue 26): 'Step N expected {tag} to stay within {x} ± {tol} but
 * got {y} at {t} s.' (a REAL with a tolerance), else '… to stay at {x} …', with `atMs` the plant time of
 * the first scan outside the band since the run began.
 */
export function stepHoldBroken(
  step: number,
  tag: string,
  expected: number,
  actual: number | undefined,
  atMs: number,
  real?: { tolerance: number },
): string {
  const band =
    real && real.tolerance > 0
      ? `within ${realText(expected)} ± ${realText(real.tolerance)}`
      : `at ${real ? realText(expected) : expected}`;
  const got = actual === undefined ? 'nothing' : real ? realText(actual) : actual;
  return `Step ${step} expected ${tag} to stay ${band} but got ${got} at ${plantSeconds(atMs)}.`;
}

export function requiredTagMissing(name: string, dataType: string): string {
  return `Required tag "${name}" is missing: expected data type ${dataType}.`;
}

export function requiredTagWrongType(name: string, dataType: string, actual: string): string {
  return `Required tag "${name}" has data type ${actual}: expected data type ${dataType}.`;
}

export function stepArrayMismatch(
  step: number,
  kind: 'inputs' | 'outputs',
  length: number,
  tags: number,
): string {
  return `Step ${step} has ${length} ${kind} but the project has ${tags} ${kind === 'inputs' ? 'DI' : 'DO'} tags.`;
}

export function unknownSequenceTag(step: number, name: string): string {
  return `Step ${step} refers to unknown tag "${name}".`;
}

/** A step the watchdog stopped: 'Step N: Watchdog timeout: … (line 4). The PLC stopped.' */
export function stepFault(step: number, fault: string): string {
  return `Step ${step}: ${fault}`;
}

/** A step the run's total budget stopped (runSequence's `workBudget`). */
export function stepOverBudget(step: number, budget: number): string {
  return (
    `Step ${step} was stopped: the test run used up its budget of ${budget} instructions. ` +
    'Look for loops that run on every scan, or shorten the fast-forward times.'
  );
}

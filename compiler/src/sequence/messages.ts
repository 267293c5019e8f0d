/** The sequence runner's messages (spec 000 §2 "Sequence tab", §5 "Sequence precheck"). */
export const ALL_STEPS_PASSED = 'All steps passed.';
export const SOME_STEPS_FAILED = 'Some steps failed.';
export const PRECHECK_ERROR = 'Error during sequence precheck';

/** 'Step N expected {tag} to be {x} but got {y}.' with N counted from 1. */
export function stepMismatch(
  step: number,
  tag: string,
  expected: number,
  actual: number | undefined,
): string {
  return `Step ${step} expected ${tag} to be ${expected} but got ${actual ?? 'nothing'}.`;
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

/**
 * Builders for subroutines in test projects (issue 25), used with builders.ts `project`:
 *
 * ```ts
 * project(rung(xic('Go'), jsr('Fill')), routine('Fill', rung(sbr(), add('N', 1, 'N'))))
 * ```
 */
import type { Routine } from '../model/project.ts';
import type { InstructionSpec, RungSpec } from './builders.ts';

/** Operand slots holding a name (a routine, a label), not a tag. */
export const NAME_SLOTS: ReadonlySet<string> = new Set(['Routine', 'Label']);

/** A subroutine made by {@link routine} or {@link stRoutine}. */
export interface RoutineSpec {
  readonly kind: 'routine';
  readonly name: string;
  readonly language: 'LADDER' | 'ST';
  readonly rungs: readonly RungSpec[];
  readonly stSource: string;
}

/** A ladder subroutine of the given rungs. */
export function routine(name: string, ...rungs: RungSpec[]): RoutineSpec {
  return { kind: 'routine', name, language: 'LADDER', rungs, stSource: '' };
}

/** A Structured Text subroutine (statements over the project's tags; declare the tags it uses). */
export function stRoutine(name: string, stSource: string): RoutineSpec {
  return { kind: 'routine', name, language: 'ST', rungs: [], stSource };
}

/** Jump to subroutine `name`. */
export const jsr = (name: string): InstructionSpec => ({
  kind: 'instruction',
  type: 'JSR',
  tag: null,
  ref: { Routine: name },
});
/** Subroutine entry (no parameters): passes power. */
export const sbr = (): InstructionSpec => ({ kind: 'instruction', type: 'SBR', tag: null });
/** Return from the subroutine when the rung is true. */
export const ret = (): InstructionSpec => ({ kind: 'instruction', type: 'RET', tag: null });

/** The project's routines, rungs built by `buildRung`; ids `routine-1`, `routine-2`… */
export function buildRoutines(
  specs: readonly RoutineSpec[],
  buildRung: (spec: RungSpec) => string,
): Routine[] {
  return specs.map((spec, i) => ({
    uuid: `routine-${i + 1}`,
    name: spec.name,
    language: spec.language,
    rungs: spec.rungs.map(buildRung),
    stSource: spec.stSource,
  }));
}

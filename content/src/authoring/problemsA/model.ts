/**
 * How a problem of this batch (numbers 4 to 25) is written down: its text, its reference program in
 * one or two languages, and its test steps with only the pushbuttons a learner presses and the outputs
 * expected. `build.ts` turns each into the problem and solution documents.
 */
import type { SceneId } from '@plcsim/compiler';
import type { Difficulty } from '../../index.ts';

/** One test step. */
export interface StepDef {
  /** What happens, for the learner. */
  d: string;
  /**
   * Pushbuttons by alias (START, STOP, CALL1 …) that differ from their released state (NO 0, NC 1).
   * Scene-driven inputs (limit, float, pressure and proximity switches) are written by the scene at
   * the start of every scan; the builder fills them in with the value the scene holds.
   */
  press?: Readonly<Record<string, 0 | 1>>;
  /** Expected outputs in DO order, e.g. '10' for DO0 on and DO1 off. */
  out: string;
  /** Plant time in ms. */
  ff?: number;
  /** Extra value checks, by tag name. */
  checks?: readonly { tagName: string; child?: string; value: number }[];
}

/** A reference program. */
export type Program = { ladder: string } | { st: string };

export interface ProblemDef {
  n: number;
  slug: string;
  name: string;
  difficulty: Difficulty;
  scene: SceneId;
  description: string;
  /** The reference solution. */
  solution: Program;
  /** A second reference solution in the other language. */
  alt?: Program;
  steps: readonly StepDef[];
}

/** STOP pressed (normally closed: 0 while pressed). */
export const STOP = { STOP: 0 } as const;
/** START pressed. */
export const START = { START: 1 } as const;

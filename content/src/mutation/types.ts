/** Shared types of the mutation tool (issue 16 point 3: proof that every grader is strong). */
import type { Project } from '@plcsim/compiler';

/** The mutation operators: ladder first, then Structured Text. */
export const OPERATORS = [
  'delete-rung',
  'swap-contact',
  'ote-to-otl',
  'preset',
  'swap-outputs',
  'drop-branch-leg',
  'flip-comparison',
  'swap-and-or',
  'change-constant',
  'delete-statement',
  // Issue 27: data instructions, REAL values and analog scaling (dataOperators.ts, stOperators.ts).
  'swap-load-unload',
  'fifo-lifo',
  'swap-shift',
  'lim-bound',
  'scale-constant',
] as const;
export type Operator = (typeof OPERATORS)[number];

/** One small change to a reference solution: a whole project document. */
export interface Mutant {
  /** Stable id, unique within one solution: operator and position ('swap-contact:pr01-ins-0'). */
  id: string;
  operator: Operator;
  /** What changed, for the report ('XIC DI0 → XIO'). */
  description: string;
  project: Project;
}

/**
 * What became of a mutant: it does not compile; the sequence fails it (killed); it passes but behaves
 * exactly like the reference on every random schedule (equivalent); or it passes and behaves
 * differently somewhere (survived: the grader is too weak for it).
 */
export type MutantStatus = 'uncompilable' | 'killed' | 'equivalent' | 'survived';

export interface MutantOutcome {
  id: string;
  operator: Operator;
  description: string;
  status: MutantStatus;
}

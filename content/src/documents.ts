/**
 * The documents the content build writes (authoring/generate.ts) and the API seeds: examples, problems
 * and their reference solutions, each a project document the compiler accepts.
 */
import type { Project } from '@plcsim/compiler';

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** The Learn path's units, in order (docs/content-format.md; web's /learn). */
export const UNIT_COUNT = 11;

/** An example: a read-only project with its number and name (spec 001 §3 "Example"). */
export interface ExampleDocument extends Project {
  example_id: string;
  exampleNumber: number;
  exampleName: string;
  /** The Learn unit (1 to UNIT_COUNT) whose lesson shows it. */
  unit: number;
  createdAt: string;
}

/**
 * A problem (spec 000 §3 "Problem"): the starting project a learner gets. Its tagMap is also the
 * required tag map (name and data_type) and its sequence is the test the server grades against.
 */
export interface ProblemDocument extends Project {
  problem_id: string;
  problemNumber: number;
  problemName: string;
  difficulty: Difficulty;
  /** The Learn unit (1 to UNIT_COUNT) it belongs to. */
  unit: number;
  createdAt: string;
}

/** A program that passes its problem's sequence (used by tests and the mutation report). */
export interface SolutionDocument extends Project {
  problem_id: string;
}

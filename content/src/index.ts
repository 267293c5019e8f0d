/**
 * @plcsim/content: the seeded examples and problems, and a reference solution per problem. The data
 * lives in JSON files (one per item) beside this module; the database is seeded from them
 * (functions/src/data/seedContent.ts). Every file is a project document the compiler accepts.
 */
import type { Project } from '@plcsim/compiler';
import example01 from '../examples/01-start-stop-seal-in.json' with { type: 'json' };
import example02 from '../examples/02-on-delay-timer.json' with { type: 'json' };
import example03 from '../examples/03-water-tank-st.json' with { type: 'json' };
import example04 from '../examples/04-parts-counter.json' with { type: 'json' };
import problem01 from '../problems/01-machine-running-light.json' with { type: 'json' };
import problem02 from '../problems/02-start-up-warning.json' with { type: 'json' };
import problem03 from '../problems/03-batch-counter.json' with { type: 'json' };
import solution01 from '../solutions/01-machine-running-light.json' with { type: 'json' };
import solution02 from '../solutions/02-start-up-warning.json' with { type: 'json' };
import solution03 from '../solutions/03-batch-counter.json' with { type: 'json' };

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** An example: a read-only project with its number and name (spec 001 §3 "Example"). */
export interface ExampleDocument extends Project {
  example_id: string;
  exampleNumber: number;
  exampleName: string;
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
  createdAt: string;
}

/** A program that passes its problem's sequence (used by tests). */
export interface SolutionDocument extends Project {
  problem_id: string;
}

// JSON imports type string fields as `string`; the content test checks every document against the
// project schema and these fields, so the casts below are checked at test time.
const examples = [example01, example02, example03, example04] as unknown[] as ExampleDocument[];
const problems = [problem01, problem02, problem03] as unknown[] as ProblemDocument[];
const solutions = [solution01, solution02, solution03] as unknown[] as SolutionDocument[];

/** Every example, by exampleNumber. */
export const EXAMPLES: readonly ExampleDocument[] = examples;
/** Every problem, by problemNumber. */
export const PROBLEMS: readonly ProblemDocument[] = problems;
/** The reference solution of every problem. */
export const SOLUTIONS: readonly SolutionDocument[] = solutions;

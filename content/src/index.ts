/**
 * @plcsim/content: the seeded examples and problems, and a reference solution per problem. The data
 * lives in JSON files (one per item) beside this module; the database is seeded from them
 * (functions/src/data/seedContent.ts). Every file is a project document the compiler accepts.
 */
import type { Project } from '@plcsim/compiler';
import { EXAMPLE_FILES } from './exampleList.ts';
import { PROBLEM_FILES, SOLUTION_FILES } from './problemList.ts';
import { MORE_PROBLEM_FILES, MORE_SOLUTION_FILES } from './problemListMore.ts';

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
const examples = EXAMPLE_FILES as ExampleDocument[];
const problems = [...PROBLEM_FILES, ...MORE_PROBLEM_FILES] as ProblemDocument[];
const solutions = [...SOLUTION_FILES, ...MORE_SOLUTION_FILES] as SolutionDocument[];

/** Every example, by exampleNumber. */
export const EXAMPLES: readonly ExampleDocument[] = examples;
/** Every problem, by problemNumber. */
export const PROBLEMS: readonly ProblemDocument[] = problems;
/** The reference solution of every problem. */
export const SOLUTIONS: readonly SolutionDocument[] = solutions;

/**
 * @plcsim/content: the seeded examples and problems, and the reference solutions of every problem.
 * They are written as folders of Markdown and program text under content/ (docs/content-format.md);
 * `npm run generate` builds them into content/build/*.json (src/authoring/generate.ts), which this module
 * loads and the database is seeded from (functions/src/data/seedContent.ts).
 */
import examples from '../build/examples.json' with { type: 'json' };
import problems from '../build/problems.json' with { type: 'json' };
import solutions from '../build/solutions.json' with { type: 'json' };
import type { ExampleDocument, ProblemDocument, SolutionDocument } from './documents.ts';

export * from './documents.ts';

// JSON imports type string fields as `string`; the build checked every document (and content.test.ts
// checks them against the project schema), so the casts are checked at build and test time.
/** Every example, by exampleNumber. */
export const EXAMPLES: readonly ExampleDocument[] = examples as unknown as ExampleDocument[];
/** Every problem, by problemNumber. */
export const PROBLEMS: readonly ProblemDocument[] = problems as unknown as ProblemDocument[];
/** The reference solutions of every problem, in problem order. */
export const SOLUTIONS: readonly SolutionDocument[] = solutions as unknown as SolutionDocument[];

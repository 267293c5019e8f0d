/**
 * Every problem document and its reference solution, in problemNumber order (one JSON file per problem
 * in `../problems`, its solution under the same name in `../solutions`).
 */
import problem01 from '../problems/01-machine-running-light.json' with { type: 'json' };
import problem02 from '../problems/02-start-up-warning.json' with { type: 'json' };
import problem03 from '../problems/03-batch-counter.json' with { type: 'json' };
import solution01 from '../solutions/01-machine-running-light.json' with { type: 'json' };
import solution02 from '../solutions/02-start-up-warning.json' with { type: 'json' };
import solution03 from '../solutions/03-batch-counter.json' with { type: 'json' };

export const PROBLEM_FILES: readonly unknown[] = [problem01, problem02, problem03];
export const SOLUTION_FILES: readonly unknown[] = [solution01, solution02, solution03];

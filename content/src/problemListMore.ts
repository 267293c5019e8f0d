/**
 * The second half of the problems (numbers after those in `problemList.ts`), with their reference
 * solutions, in problemNumber order.
 */
export const MORE_PROBLEM_FILES: readonly unknown[] = [];
export const MORE_SOLUTION_FILES: readonly unknown[] = [];

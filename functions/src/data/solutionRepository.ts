import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Diagnostic } from '@plcsim/compiler';
import { db, tableName } from './client.ts';
import { loadedContent, storedContent, type ProjectContent } from './content.ts';
import { checkItemSize } from './itemSize.ts';
import { SOLUTION_PREFIX, solutionKey } from './keys.ts';
import { queryUserItems } from './userItems.ts';

/** One step of a graded sequence, as stored and answered (the failure fields only on a failed step). */
export interface StepOutcome {
  /** 0-based step index. */
  index: number;
  status: 'pass' | 'fail' | 'pending';
  /** The tag (or 'tag.child') that mismatched, what was expected and what was read. */
  tagName?: string;
  expected?: number;
  actual?: number;
  /** 'Step N expected {tag} to be {x} but got {y}.', {tag} as 'RED (DO0)' (compiler/src/sequence/messages.ts). */
  message?: string;
}

/** The server's verdict on a submitted program. */
export interface Verdict {
  solved: boolean;
  results: StepOutcome[];
  /** 'All steps passed.', 'Some steps failed.', 'Error during sequence precheck' or the compile failure. */
  message: string;
  /** The compiler's diagnostics (errors and warnings). */
  diagnostics: Diagnostic[];
  /** Why the sequence precheck failed (missing required tags, step arrays of the wrong length). */
  precheckErrors: string[];
}

/** A user's latest graded submission for a problem. */
export interface StoredSolution extends Verdict {
  problem_id: string;
  /** The submitted program fields (tagMap, childTagMap, rungs, rungMap, branchMap, instructionMap, stSource, programMode). */
  program: ProjectContent;
  updatedAt: string;
}

export interface SolutionStatus {
  problem_id: string;
  solved: boolean;
  updatedAt: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = <T>(value: unknown) => (Array.isArray(value) ? (value as T[]) : []);

function toSolution(item: Record<string, unknown>): StoredSolution {
  return {
    problem_id: text(item.problem_id),
    solved: item.solved === true,
    results: list<StepOutcome>(item.results),
    message: text(item.message),
    diagnostics: list<Diagnostic>(item.diagnostics),
    precheckErrors: list<string>(item.precheckErrors),
    program: loadedContent(item.program),
    updatedAt: text(item.updatedAt),
  };
}

/**
 * Stores (replaces) the user's solution of a problem. The program is kept as one JSON string.
 * ItemTooLargeError when the item (program, results and diagnostics) would be over DynamoDB's limit.
 */
export async function putSolution(sub: string, solution: StoredSolution): Promise<void> {
  const item = {
    ...solutionKey(sub, solution.problem_id),
    entity: 'SOLUTION',
    problem_id: solution.problem_id,
    solved: solution.solved,
    results: solution.results,
    message: solution.message,
    diagnostics: solution.diagnostics,
    precheckErrors: solution.precheckErrors,
    program: storedContent(solution.program),
    updatedAt: solution.updatedAt,
  };
  checkItemSize(item);
  await db().send(new PutCommand({ TableName: tableName(), Item: item }));
}

export async function getSolution(sub: string, problemId: string): Promise<StoredSolution | null> {
  const result = await db().send(
    new GetCommand({ TableName: tableName(), Key: solutionKey(sub, problemId), ConsistentRead: true }),
  );
  return result.Item ? toSolution(result.Item) : null;
}

/** The user's solutions (all pages): which problems are solved. */
export async function listSolutions(sub: string): Promise<SolutionStatus[]> {
  const items = await queryUserItems(sub, SOLUTION_PREFIX, 'problem_id, solved, updatedAt');
  return items.map((item) => ({
    problem_id: text(item.problem_id),
    solved: item.solved === true,
    updatedAt: text(item.updatedAt),
  }));
}

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ProblemDocument } from '@plcsim/content';
import { db, tableName } from './client.ts';
import { queryNumbered, withoutKeys } from './contentIndex.ts';
import { numberSort, PROBLEMS_INDEX_PK, problemKey } from './keys.ts';

/** What the problems list needs for its cards, search, sorts and filters (spec 000 §2 "Problems list"). */
export const PROBLEM_SUMMARY_FIELDS = [
  'problem_id',
  'problemNumber',
  'problemName',
  'description',
  'difficulty',
  'scene',
  'createdAt',
  'tagMap',
] as const;

export type ProblemSummary = Pick<ProblemDocument, (typeof PROBLEM_SUMMARY_FIELDS)[number]>;

/** The table item of a problem: its document under its keys, numbered in gsi1. */
export function problemItem(problem: ProblemDocument): Record<string, unknown> {
  return {
    ...problemKey(problem.problem_id),
    gsi1pk: PROBLEMS_INDEX_PK,
    gsi1sk: numberSort(problem.problemNumber),
    entity: 'PROBLEM',
    ...problem,
  };
}

/** Every problem's summary, by problemNumber. */
export async function listProblems(): Promise<ProblemSummary[]> {
  const items = await queryNumbered(PROBLEMS_INDEX_PK, PROBLEM_SUMMARY_FIELDS);
  return items as unknown[] as ProblemSummary[];
}

/** Every problem's id in problemNumber order (for prev/next). */
export async function problemOrder(): Promise<string[]> {
  const items = await queryNumbered(PROBLEMS_INDEX_PK, ['problem_id']);
  return items.map((item) => String(item.problem_id));
}

export async function getProblem(problemId: string): Promise<ProblemDocument | null> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: problemKey(problemId) }));
  return result.Item ? (withoutKeys(result.Item) as unknown as ProblemDocument) : null;
}

import { requireCaller } from '../../auth/caller.ts';
import { handler } from '../../http/handler.ts';
import { pathParam } from '../../http/request.ts';
import { PROBLEM_ID_REQUIRED } from '../../services/problemService.ts';
import { getSolution } from '../../services/solutionService.ts';

/**
 * GET /solutions/{problemId}: the caller's solution of a problem; `{ solution: null }` (200) when the
 * caller has none yet, 404 'Problem not found.' for an unknown problem.
 */
export const main = handler(async (event) => {
  const caller = await requireCaller(event);
  const problemId = pathParam(event, 'problemId', PROBLEM_ID_REQUIRED);
  return { body: { solution: await getSolution(caller, problemId) } };
});

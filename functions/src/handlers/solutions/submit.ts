import { requireCaller } from '../../auth/caller.ts';
import { handler } from '../../http/handler.ts';
import { objectBody, pathParam } from '../../http/request.ts';
import { PROBLEM_ID_REQUIRED } from '../../services/problemService.ts';
import { submitSolution } from '../../services/solutionService.ts';

/** POST /solutions/{problemId}: grades the caller's program on the server and stores the verdict. */
export const main = handler(async (event) => {
  const caller = await requireCaller(event);
  const problemId = pathParam(event, 'problemId', PROBLEM_ID_REQUIRED);
  const body = objectBody(event);
  return { body: { solution: await submitSolution(caller, problemId, body) } };
});

import { handler } from '../../http/handler.ts';
import { pathParam } from '../../http/request.ts';
import { getProblem, PROBLEM_ID_REQUIRED } from '../../services/problemService.ts';

/** GET /problems/{problemId}: the problem (its tagMap is the required tag map) and its prev/next ids (anyone). */
export const main = handler(async (event) => {
  const problemId = pathParam(event, 'problemId', PROBLEM_ID_REQUIRED);
  return { body: await getProblem(problemId) };
});

import { requireCaller } from '../../auth/caller.ts';
import { handler } from '../../http/handler.ts';
import { listSolutions } from '../../services/solutionService.ts';

/** GET /solutions: which problems the caller has solved. */
export const main = handler(async (event) => {
  const caller = await requireCaller(event);
  return { body: { solutions: await listSolutions(caller) } };
});

import { requireCaller } from '../../auth/caller.ts';
import { handler } from '../../http/handler.ts';
import { parseProjectListQuery } from '../../services/projectListQuery.ts';
import { listProjects } from '../../services/projectService.ts';

/** GET /projects?limit&cursor: one page of the caller's project summaries. */
export const main = handler(async (event) => {
  const caller = await requireCaller(event);
  return { body: await listProjects(caller, parseProjectListQuery(event.queryStringParameters, caller.sub)) };
});

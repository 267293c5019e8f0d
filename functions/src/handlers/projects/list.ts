import { requireCaller } from '../../auth/caller.ts';
import { handler } from '../../http/handler.ts';
import { listProjects } from '../../services/projectService.ts';

/** GET /projects: the caller's projects. */
export const main = handler(async (event) => {
  const caller = await requireCaller(event);
  return { body: { projects: await listProjects(caller) } };
});

import { requireCaller } from '../../auth/caller.ts';
import { handler } from '../../http/handler.ts';
import { pathParam } from '../../http/request.ts';
import { checkProjectId, PROJECT_ID_REQUIRED } from '../../services/projectId.ts';
import { getProject } from '../../services/projectService.ts';

/** GET /projects/{projectId}: one of the caller's projects. */
export const main = handler(async (event) => {
  const caller = await requireCaller(event);
  const projectId = checkProjectId(pathParam(event, 'projectId', PROJECT_ID_REQUIRED));
  return { body: { project: await getProject(caller, projectId) } };
});

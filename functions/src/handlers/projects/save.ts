import { requireCaller } from '../../auth/caller.ts';
import { handler } from '../../http/handler.ts';
import { objectBody, pathParam } from '../../http/request.ts';
import { savedProjectContent } from '../../services/projectDocument.ts';
import { checkProjectId, PROJECT_ID_REQUIRED } from '../../services/projectId.ts';
import { saveProject } from '../../services/projectService.ts';

/** POST /projects/{projectId}: creates or replaces one of the caller's projects. */
export const main = handler(async (event) => {
  const caller = await requireCaller(event);
  const projectId = checkProjectId(pathParam(event, 'projectId', PROJECT_ID_REQUIRED));
  const content = savedProjectContent(objectBody(event), projectId);
  return { body: { project: await saveProject(caller, projectId, content) } };
});

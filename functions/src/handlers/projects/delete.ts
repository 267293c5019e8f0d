import { requireCaller } from '../../auth/caller.ts';
import { handler } from '../../http/handler.ts';
import { pathParam } from '../../http/request.ts';
import { checkProjectId, PROJECT_ID_REQUIRED } from '../../services/projectId.ts';
import { deleteProject, PROJECT_DELETED } from '../../services/projectService.ts';

/** DELETE /projects/{projectId}: deletes one of the caller's projects and its community entry. */
export const main = handler(async (event) => {
  const caller = await requireCaller(event);
  const projectId = checkProjectId(pathParam(event, 'projectId', PROJECT_ID_REQUIRED));
  await deleteProject(caller, projectId);
  return { body: { message: PROJECT_DELETED } };
});

import { requireCaller } from '../../auth/caller.ts';
import { handler } from '../../http/handler.ts';
import { objectBody, pathParam } from '../../http/request.ts';
import { savedProjectContent } from '../../services/projectDocument.ts';
import { checkProjectId, PROJECT_ID_REQUIRED } from '../../services/projectId.ts';
import { baseVersion, saveProject } from '../../services/projectService.ts';

/**
 * POST /projects/{projectId}: creates one of the caller's projects (no `version` in the body) or
 * replaces it (`version`: the one loaded; 409 when it changed since).
 */
export const main = handler(async (event) => {
  const caller = await requireCaller(event);
  const projectId = checkProjectId(pathParam(event, 'projectId', PROJECT_ID_REQUIRED));
  const body = objectBody(event);
  const base = baseVersion(body.version);
  const content = savedProjectContent(body, projectId);
  return { body: { project: await saveProject(caller, projectId, content, base) } };
});

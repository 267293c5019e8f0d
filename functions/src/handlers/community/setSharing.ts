import { requireCaller } from '../../auth/caller.ts';
import { handler } from '../../http/handler.ts';
import { objectBody, queryParam } from '../../http/request.ts';
import { parseFlag, parseSharingBody } from '../../services/communityRequest.ts';
import { setSharing } from '../../services/communityService.ts';

/** POST /community?shared=true|false, body { project_id }: shares or unshares one of the caller's projects. */
export const main = handler(async (event) => {
  const caller = await requireCaller(event);
  const shared = parseFlag(queryParam(event, 'shared'), 'shared');
  const projectId = parseSharingBody(objectBody(event));
  return { body: await setSharing(caller, projectId, shared) };
});

import { requireCaller } from '../../auth/caller.ts';
import { handler } from '../../http/handler.ts';
import { pathParam } from '../../http/request.ts';
import { sharingStatus } from '../../services/communityService.ts';

/** GET /community/{username}: the sharing status of each of the caller's projects (that user only). */
export const main = handler(async (event) => {
  const caller = await requireCaller(event);
  const username = pathParam(event, 'username', 'Username is required.');
  return { body: { projects: await sharingStatus(caller, username) } };
});

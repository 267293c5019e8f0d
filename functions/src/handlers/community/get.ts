import { handler } from '../../http/handler.ts';
import { pathParam } from '../../http/request.ts';
import { getCommunityProject } from '../../services/communityService.ts';

/** GET /community/{creator}/{communityId}: one community project with its content (anyone). */
export const main = handler(async (event) => {
  const creator = pathParam(event, 'creator', 'Creator is required.');
  const communityId = pathParam(event, 'communityId', 'Community ID is required.');
  return { body: { project: await getCommunityProject(creator, communityId) } };
});

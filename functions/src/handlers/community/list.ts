import { handler } from '../../http/handler.ts';
import { parseCommunityQuery } from '../../services/communityQuery.ts';
import { listCommunity } from '../../services/communityService.ts';

/** GET /community?sort&limit&cursor: one page of community projects (anyone). */
export const main = handler(async (event) => {
  const query = parseCommunityQuery(event.queryStringParameters);
  return { body: await listCommunity(query) };
});

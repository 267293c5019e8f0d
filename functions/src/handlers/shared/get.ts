import { handler } from '../../http/handler.ts';
import { pathParam } from '../../http/request.ts';
import { getShare, SHARE_ID_REQUIRED } from '../../services/shareService.ts';

/** GET /shared/{shareId}: a shared snapshot (anyone). */
export const main = handler(async (event) => {
  const shareId = pathParam(event, 'shareId', SHARE_ID_REQUIRED);
  return { body: { project: await getShare(shareId) } };
});

import { handler } from '../../http/handler.ts';
import { objectBody, pathParam, sourceIp } from '../../http/request.ts';
import { projectContent } from '../../services/projectDocument.ts';
import { SHARE_ID_REQUIRED, updateShare } from '../../services/shareService.ts';

/**
 * PUT /shared/{shareId}: replaces a link's snapshot with the posted project; the body also carries the
 * editKey that POST /shared gave (no sign-in: anyone who made a link may update it).
 */
export const main = handler(async (event) => {
  const shareId = pathParam(event, 'shareId', SHARE_ID_REQUIRED);
  const body = objectBody(event);
  await updateShare(shareId, body.editKey, projectContent(body), sourceIp(event));
  return { body: { shareId } };
});

import { handler } from '../../http/handler.ts';
import { objectBody, sourceIp } from '../../http/request.ts';
import { projectContent } from '../../services/projectDocument.ts';
import { createShare } from '../../services/shareService.ts';

/**
 * POST /shared: stores a snapshot of the posted project; anyone may share, no token is read. The answer's
 * editKey lets the sharer replace the snapshot later (PUT /shared/{shareId}).
 */
export const main = handler(async (event) => {
  const { shareId, editKey } = await createShare(projectContent(objectBody(event)), sourceIp(event));
  return { body: { shareId, editKey } };
});

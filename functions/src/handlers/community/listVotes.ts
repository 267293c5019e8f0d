import { requireCaller } from '../../auth/caller.ts';
import { handler } from '../../http/handler.ts';
import { listVotes } from '../../services/voteService.ts';

/** GET /community/votes: the caller's votes. */
export const main = handler(async (event) => {
  const caller = await requireCaller(event);
  return { body: { votes: await listVotes(caller) } };
});

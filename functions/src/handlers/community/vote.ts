import { requireCaller } from '../../auth/caller.ts';
import { handler } from '../../http/handler.ts';
import { objectBody, queryParam } from '../../http/request.ts';
import { parseFlag, parseVoteBody } from '../../services/communityRequest.ts';
import { setVote } from '../../services/voteService.ts';

/** POST /community/votes?vote=true|false, body { creator, community_id }: votes or takes the vote back. */
export const main = handler(async (event) => {
  const caller = await requireCaller(event);
  const vote = parseFlag(queryParam(event, 'vote'), 'vote', true);
  const { creator, communityId } = parseVoteBody(objectBody(event));
  return { body: await setVote(caller, creator, communityId, vote) };
});

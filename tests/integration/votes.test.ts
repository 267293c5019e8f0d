import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MINIMAL } from './projectFixtures.ts';
import { api } from './support/api.ts';
import { createUser } from './support/users.ts';

type User = { username: string; idToken: string };
interface VoteAnswer {
  community_id: string;
  creator: string;
  vote_status: 'true' | 'false';
  votes: number;
}

let owner: User = { username: '', idToken: '' };
let voter: User = { username: '', idToken: '' };
beforeAll(async () => {
  [owner, voter] = await Promise.all([createUser(), createUser()]);
});

/** A new project of `owner`, shared with the community; its community id. */
async function sharedProject(): Promise<string> {
  const id = randomUUID();
  expect((await api('POST', `/projects/${id}`, { token: owner.idToken, body: MINIMAL })).status).toBe(200);
  const shared = await api('POST', '/community?shared=true', {
    token: owner.idToken,
    body: { project_id: id },
  });
  expect(shared.status).toBe(200);
  return id;
}

const vote = (user: User, id: string, value?: boolean) =>
  api('POST', `/community/votes${value === undefined ? '' : `?vote=${value}`}`, {
    token: user.idToken,
    body: { creator: owner.username, community_id: id },
  });

const votesOf = async (id: string) =>
  ((await api('GET', `/community/${owner.username}/${id}`)).body as { project: { votes: number } }).project
    .votes;

const myVotes = async (user: User) => {
  const response = await api('GET', '/community/votes', { token: user.idToken });
  expect(response.status).toBe(200);
  return (response.body as { votes: { community_id: string; creator: string; vote_status: string }[] }).votes;
};

describe('votes', () => {
  it('votes (vote=true is the default), lists the vote, and takes it back', async () => {
    const id = await sharedProject();
    const cast = await vote(voter, id);
    expect(cast.status).toBe(200);
    expect(cast.body).toEqual({ community_id: id, creator: owner.username, vote_status: 'true', votes: 1 });
    expect(await votesOf(id)).toBe(1);
    expect(await myVotes(voter)).toContainEqual({
      community_id: id,
      creator: owner.username,
      vote_status: 'true',
    });

    const withdrawn = await vote(voter, id, false);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toEqual({
      community_id: id,
      creator: owner.username,
      vote_status: 'false',
      votes: 0,
    });
    expect(await votesOf(id)).toBe(0);
    expect((await myVotes(voter)).map((v) => v.community_id)).not.toContain(id);
  });

  it('a second vote by the same user → 409 and the count is unchanged', async () => {
    const id = await sharedProject();
    expect((await vote(voter, id, true)).status).toBe(200);
    const again = await vote(voter, id, true);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'You have already voted for this project.' });
    expect(await votesOf(id)).toBe(1);
  });

  it('an unvote without a vote → 409 and the count is unchanged', async () => {
    const id = await sharedProject();
    const response = await vote(voter, id, false);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'You have not voted for this project.' });
    expect(await votesOf(id)).toBe(0);
  });

  it('the same user voting twice at once: one succeeds, one gets 409, the count is 1', async () => {
    const id = await sharedProject();
    const statuses = (await Promise.all([vote(voter, id, true), vote(voter, id, true)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 409]);
    expect(await votesOf(id)).toBe(1);
  });

  it('20 users voting at once → exactly 20; all 20 unvoting at once → 0', async () => {
    const id = await sharedProject();
    const users = await Promise.all(Array.from({ length: 20 }, () => createUser()));

    const votes = await Promise.all(users.map((user) => vote(user, id, true)));
    // serverless-offline answers a Lambda timeout with 200 and an error body: check the bodies too.
    expect(votes.map((r) => [r.status, (r.body as VoteAnswer).vote_status])).toEqual(
      Array(20).fill([200, 'true']),
    );
    expect(await votesOf(id)).toBe(20);
    const counts = votes.map((r) => (r.body as VoteAnswer).votes);
    expect(Math.max(...counts)).toBe(20);

    const unvotes = await Promise.all(users.map((user) => vote(user, id, false)));
    expect(unvotes.map((r) => [r.status, (r.body as VoteAnswer).vote_status])).toEqual(
      Array(20).fill([200, 'false']),
    );
    expect(await votesOf(id)).toBe(0);
  }, 60_000);

  it('votes of an earlier sharing are not listed after sharing again, and the user can vote anew', async () => {
    const id = await sharedProject();
    expect((await vote(voter, id, true)).status).toBe(200);
    await api('POST', '/community?shared=false', { token: owner.idToken, body: { project_id: id } });
    expect((await vote(voter, id, false)).status).toBe(404);
    await api('POST', '/community?shared=true', { token: owner.idToken, body: { project_id: id } });
    expect(await votesOf(id)).toBe(0);
    expect((await myVotes(voter)).map((v) => v.community_id)).not.toContain(id);
    const again = await vote(voter, id, true);
    expect(again.status).toBe(200);
    expect((again.body as VoteAnswer).votes).toBe(1);
  });

  it('a project deleted by its owner cannot be voted for (404)', async () => {
    const id = await sharedProject();
    await api('DELETE', `/projects/${id}`, { token: owner.idToken });
    const response = await vote(voter, id, true);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Shared project not found.' });
  });
});

describe('votes: sign-in and bad input', () => {
  // The HTTP API's JWT authorizer answers before the handler does (its own `message`).
  it('anonymous → 401 for listing and voting', async () => {
    expect((await api('GET', '/community/votes')).status).toBe(401);
    const response = await api('POST', '/community/votes', { body: { creator: 'a', community_id: 'b' } });
    expect(response.status).toBe(401);
    expect(typeof (response.body as { message: unknown }).message).toBe('string');
  });

  it.each([
    ['no creator', { body: { community_id: 'x' } }],
    ['no community_id', { body: { creator: 'x' } }],
    ['blank values', { body: { creator: ' ', community_id: '' } }],
    ['numbers', { body: { creator: 1, community_id: 2 } }],
    ['an empty object', { body: {} }],
  ])("%s → 400 'Creator and community_id are required.'", async (_name, options) => {
    const response = await api('POST', '/community/votes', { token: voter.idToken, ...options });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Creator and community_id are required.' });
  });

  it.each([
    ['malformed JSON', '/community/votes', { rawBody: '{"creator":' }, /valid JSON/],
    ['an array body', '/community/votes', { body: [] }, /JSON object/],
    [
      'vote=maybe',
      '/community/votes?vote=maybe',
      { body: { creator: 'a', community_id: 'b' } },
      /^vote must be/,
    ],
  ])('%s → 400', async (_name, path, options, message) => {
    const response = await api('POST', path, { token: voter.idToken, ...options });
    expect(response.status).toBe(400);
    expect((response.body as { message: string }).message).toMatch(message);
  });

  it('an unknown entry → 404', async () => {
    const response = await api('POST', '/community/votes', {
      token: voter.idToken,
      body: { creator: 'nobody-at-all', community_id: 'nothing' },
    });
    expect(response.status).toBe(404);
  });
});

describe('votes on your own project (issue 23 item 9)', () => {
  it('are refused with 403 and a message, and the count stays', async () => {
    const id = await sharedProject();
    const own = await vote(owner, id, true);
    expect(own.status).toBe(403);
    expect(own.body).toEqual({ message: 'You cannot vote for your own project.' });
    expect(await votesOf(id)).toBe(0);
    expect(await myVotes(owner)).not.toContainEqual(expect.objectContaining({ community_id: id }));

    // Others still vote; the owner still has nothing to take back.
    expect((await vote(voter, id, true)).status).toBe(200);
    expect(await votesOf(id)).toBe(1);
    expect((await vote(owner, id, true)).status).toBe(403);
    const unvote = await vote(owner, id, false);
    expect(unvote.status).toBe(409);
    expect(await votesOf(id)).toBe(1);
  });
});

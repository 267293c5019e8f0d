/**
 * DELETE /account (issue 23 item 4): removes the caller's projects, solutions, votes (each vote's count
 * corrected in the same transaction) and community entries, then the Cognito user; a new account with
 * the same username inherits nothing; a second call is harmless; a call that stopped halfway is finished.
 */
import { randomUUID } from 'node:crypto';
import {
  AdminConfirmSignUpCommand,
  AdminGetUserCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { BatchWriteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { MINIMAL } from './projectFixtures.ts';
import { api } from './support/api.ts';
import { localStack } from './support/context.ts';
import { tableClient } from './support/table.ts';
import { cognitoClient, createUser, signIn, type TestUser } from './support/users.ts';

interface CommunityRow {
  community_id: string;
  creator: string;
}

const DELETED = 'Your account and everything it stored have been deleted.';

async function saveAndShare(user: TestUser, name: string, share: boolean): Promise<string> {
  const id = randomUUID();
  const saved = await api('POST', `/projects/${id}`, {
    token: user.idToken,
    body: { ...MINIMAL, projectName: name },
  });
  expect(saved.status).toBe(200);
  if (share) {
    const shared = await api('POST', '/community?shared=true', {
      token: user.idToken,
      body: { project_id: id },
    });
    expect(shared.status).toBe(200);
  }
  return id;
}

const vote = (voter: TestUser, creator: string, id: string) =>
  api('POST', '/community/votes?vote=true', { token: voter.idToken, body: { creator, community_id: id } });

const votesOf = async (creator: string, id: string) => {
  const answer = await api('GET', `/community/${creator}/${id}`);
  expect(answer.status).toBe(200);
  return (answer.body as { project: { votes: number } }).project.votes;
};

/** Every row of GET /community (all pages) by `creator`. */
async function communityRowsBy(creator: string): Promise<CommunityRow[]> {
  const rows: CommunityRow[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `/community?sort=shared-desc&limit=100${cursor ? `&cursor=${cursor}` : ''}`;
    const page = await api('GET', query);
    expect(page.status).toBe(200);
    const body = page.body as { projects: CommunityRow[]; lastEvaluatedKey: string | null };
    rows.push(...body.projects.filter((row) => row.creator === creator));
    cursor = body.lastEvaluatedKey;
  } while (cursor);
  return rows;
}

/** Every stored item whose partition key is `pk`. */
async function itemsOf(pk: string): Promise<Record<string, unknown>[]> {
  const answer = await tableClient().send(
    new QueryCommand({
      TableName: localStack().tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
    }),
  );
  return answer.Items ?? [];
}

/** Signs up (and confirms) `username` again, as a new person taking a free name would. */
async function signUpAs(username: string): Promise<TestUser> {
  const { clientId, userPoolId } = localStack();
  const email = `${username}.again@example.com`;
  const password = `Pw-${randomUUID().slice(0, 8)}A1!`;
  await cognitoClient().send(
    new SignUpCommand({
      ClientId: clientId,
      Username: username,
      Password: password,
      UserAttributes: [{ Name: 'email', Value: email }],
    }),
  );
  await cognitoClient().send(new AdminConfirmSignUpCommand({ UserPoolId: userPoolId, Username: username }));
  const tokens = await signIn(username, password);
  const sub = JSON.parse(Buffer.from(tokens.idToken.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
  };
  return { username, email, password, ...tokens, sub: sub.sub };
}

describe('DELETE /account', () => {
  let a: TestUser;
  let b: TestUser;
  let c: TestUser;
  let aShared = '';
  let aPrivate = '';
  let bShared = '';
  let cShared = '';
  let deletion: Awaited<ReturnType<typeof api>>;

  beforeAll(async () => {
    [a, b, c] = await Promise.all([createUser('acct'), createUser('acctb'), createUser('acctc')]);
    aShared = await saveAndShare(a, 'A shared', true);
    aPrivate = await saveAndShare(a, 'A private', false);
    bShared = await saveAndShare(b, 'B shared', true);
    cShared = await saveAndShare(c, 'C shared', true);
    // A votes for B's and C's projects; B votes for A's (a vote A receives).
    expect((await vote(a, b.username, bShared)).status).toBe(200);
    expect((await vote(c, b.username, bShared)).status).toBe(200);
    expect((await vote(a, c.username, cShared)).status).toBe(200);
    expect((await vote(b, a.username, aShared)).status).toBe(200);
    expect(await votesOf(b.username, bShared)).toBe(2);
    // A solution of A's (the stored record; grading is not what this test is about).
    await tableClient().send(
      new PutCommand({
        TableName: localStack().tableName,
        Item: { pk: `USER#${a.sub}`, sk: 'SOLUTION#problem-x', entity: 'SOLUTION', solved: true },
      }),
    );
    expect(await communityRowsBy(a.username)).toHaveLength(1);
    // An entry an earlier account of the same name left (its user deleted in the console, say).
    await tableClient().send(
      new PutCommand({
        TableName: localStack().tableName,
        Item: {
          pk: `COMMUNITY#${a.username}`,
          sk: 'ENTRY#left-behind',
          entity: 'COMMUNITY',
          community_id: 'left-behind',
          creator: a.username,
          owner: 'an-earlier-sub',
          document: JSON.stringify({ ...MINIMAL, projectName: 'Left behind' }),
          date_shared: '2020-01-01T00:00:00.000Z',
          votes: 3,
          gsi1pk: 'COMMUNITY',
          gsi1sk: `2020-01-01T00:00:00.000Z#${a.username}#left-behind`,
          gsi2pk: 'COMMUNITY',
          gsi2sk: 3,
        },
      }),
    );
    expect(await communityRowsBy(a.username)).toHaveLength(2);
    deletion = await api('DELETE', '/account', { token: a.idToken });
  });

  it('answers 200 with a message', () => {
    expect(deletion.status).toBe(200);
    expect(deletion.body).toMatchObject({
      message: DELETED,
      deleted: { votes: 2, communityEntries: 2, user: true },
    });
  });

  it("corrects the counts of the projects A voted for (B's 2 → 1, C's 1 → 0)", async () => {
    expect(await votesOf(b.username, bShared)).toBe(1);
    expect(await votesOf(c.username, cShared)).toBe(0);
  });

  it("removes A's community entries from GET /community and A's projects, votes and solutions", async () => {
    expect(await communityRowsBy(a.username)).toEqual([]);
    expect((await api('GET', `/community/${a.username}/${aShared}`)).status).toBe(404);
    expect(await itemsOf(`USER#${a.sub}`)).toEqual([]);
    expect(await itemsOf(`COMMUNITY#${a.username}`)).toEqual([]);
    // B's vote for A's deleted entry no longer shows among B's votes.
    const bVotes = await api('GET', '/community/votes', { token: b.idToken });
    expect(
      (bVotes.body as { votes: { community_id: string }[] }).votes.map((v) => v.community_id),
    ).not.toContain(aShared);
    expect(aPrivate).not.toBe('');
  });

  it("refuses A's still unexpired token and deletes the Cognito user", async () => {
    const projects = await api('GET', '/projects', { token: a.idToken });
    expect(projects.status).toBe(401);
    expect(projects.body).toEqual({ message: 'This account has been deleted.' });
    const save = await api('POST', `/projects/${randomUUID()}`, { token: a.idToken, body: MINIMAL });
    expect(save.status).toBe(401);
    expect(await itemsOf(`USER#${a.sub}`)).toEqual([]);
    await expect(
      cognitoClient().send(
        new AdminGetUserCommand({ UserPoolId: localStack().userPoolId, Username: a.username }),
      ),
    ).rejects.toMatchObject({ name: 'UserNotFoundException' });
    await expect(signIn(a.username, a.password)).rejects.toThrow();
  });

  it('a second DELETE is harmless', async () => {
    const again = await api('DELETE', '/account', { token: a.idToken });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ deleted: { votes: 0, communityEntries: 0, items: 0, user: false } });
    expect(await votesOf(b.username, bShared)).toBe(1);
  });

  it('a new account with the same username inherits nothing', async () => {
    // An entry left under the name by an account deleted outside DELETE /account (in the console, say):
    // the PostConfirmation trigger removes it once the new account is confirmed.
    await tableClient().send(
      new PutCommand({
        TableName: localStack().tableName,
        Item: {
          pk: `COMMUNITY#${a.username}`,
          sk: 'ENTRY#console-leftover',
          entity: 'COMMUNITY',
          community_id: 'console-leftover',
          creator: a.username,
          owner: 'a-console-deleted-sub',
          document: JSON.stringify({ ...MINIMAL, projectName: 'Console leftover' }),
          date_shared: '2021-01-01T00:00:00.000Z',
          votes: 5,
          gsi1pk: 'COMMUNITY',
          gsi1sk: `2021-01-01T00:00:00.000Z#${a.username}#console-leftover`,
          gsi2pk: 'COMMUNITY',
          gsi2sk: 5,
        },
      }),
    );
    expect(await communityRowsBy(a.username)).toHaveLength(1);
    const again = await signUpAs(a.username);
    expect(again.sub).not.toBe(a.sub);
    expect(await communityRowsBy(a.username)).toEqual([]);
    expect(await itemsOf(`COMMUNITY#${a.username}`)).toEqual([]);
    const projects = await api('GET', '/projects', { token: again.idToken });
    expect(projects.status).toBe(200);
    expect((projects.body as { projects: unknown[] }).projects).toEqual([]);
    const status = await api('GET', `/community/${a.username}`, { token: again.idToken });
    expect(status.status).toBe(200);
    expect((status.body as { projects: unknown[] }).projects).toEqual([]);
    // Sharing a project under the old project id is the new account's own entry, with no old votes.
    const id = aShared;
    expect((await api('POST', `/projects/${id}`, { token: again.idToken, body: MINIMAL })).status).toBe(200);
    expect(
      (await api('POST', '/community?shared=true', { token: again.idToken, body: { project_id: id } }))
        .status,
    ).toBe(200);
    expect(await votesOf(a.username, id)).toBe(0);
  });

  it('anonymous → 401', async () => {
    expect((await api('DELETE', '/account')).status).toBe(401);
  });
});

describe('DELETE /account with many items, after a deletion that stopped halfway', () => {
  it('deletes more than a page (100) of items, and finishes what an earlier call left', async () => {
    const user = await createUser('acctmany');
    const table = localStack().tableName;
    // 230 projects and an entry (written directly: the API would take minutes).
    for (let start = 0; start < 230; start += 25) {
      const items = Array.from({ length: Math.min(25, 230 - start) }, (_, i) => ({
        PutRequest: {
          Item: {
            pk: `USER#${user.sub}`,
            sk: `PROJECT#bulk-${start + i}`,
            entity: 'PROJECT',
            document: JSON.stringify({ ...MINIMAL, projectName: `Bulk ${start + i}` }),
          },
        },
      }));
      await tableClient().send(new BatchWriteCommand({ RequestItems: { [table]: items } }));
    }
    // As if an earlier DELETE /account had marked the account and then stopped.
    await tableClient().send(
      new PutCommand({
        TableName: table,
        Item: {
          pk: `DELETED#${user.sub}`,
          sk: 'DELETED',
          entity: 'DELETED_ACCOUNT',
          username: user.username,
        },
      }),
    );
    expect((await api('GET', '/projects', { token: user.idToken })).status).toBe(401);

    const finished = await api('DELETE', '/account', { token: user.idToken });
    expect(finished.status).toBe(200);
    expect(finished.body).toMatchObject({ deleted: { items: 230, user: true } });
    expect(await itemsOf(`USER#${user.sub}`)).toEqual([]);
    const mark = await tableClient().send(
      new GetCommand({ TableName: table, Key: { pk: `DELETED#${user.sub}`, sk: 'DELETED' } }),
    );
    // The mark outlives every token of the account, then expires (the table's time to live).
    expect(mark.Item?.expiresAt).toBeGreaterThan(Date.now() / 1000 + 24 * 60 * 60);
  });
});

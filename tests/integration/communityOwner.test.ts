/**
 * Community entries are keyed by user name, and a deleted user's name can be taken by a new account.
 * Sharing, unsharing and deleting check the entry's owner (the account's sub): another account's
 * entry under the same name and project id is never overwritten or removed, and keeps its votes.
 * cognito-local's names are unique, so the other account's entry is put into DynamoDB Local directly.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { MINIMAL } from './projectFixtures.ts';
import { api } from './support/api.ts';
import { localStack } from './support/context.ts';
import { tableClient } from './support/table.ts';
import { createUser, type TestUser } from './support/users.ts';

const ENTRY_OF_ANOTHER_ACCOUNT =
  'Another account has already shared a project under your username with this project ID.';

let user: TestUser;
beforeAll(async () => {
  user = await createUser();
});

const entryKey = (projectId: string) => ({ pk: `COMMUNITY#${user.username}`, sk: `ENTRY#${projectId}` });

/** The entry a deleted account with the same user name left behind, with 7 votes. */
async function foreignEntry(projectId: string): Promise<Record<string, unknown>> {
  const date = '2025-06-01T12:00:00.000Z';
  const item = {
    ...entryKey(projectId),
    entity: 'COMMUNITY',
    community_id: projectId,
    creator: user.username,
    owner: randomUUID(),
    document: JSON.stringify({ ...MINIMAL, projectName: 'Left behind' }),
    date_shared: date,
    votes: 7,
    gsi1pk: 'COMMUNITY',
    gsi1sk: `${date}#${user.username}#${projectId}`,
    gsi2pk: 'COMMUNITY',
    gsi2sk: 7,
  };
  await tableClient().send(new PutCommand({ TableName: localStack().tableName, Item: item }));
  return item;
}

const storedEntry = async (projectId: string) =>
  (await tableClient().send(new GetCommand({ TableName: localStack().tableName, Key: entryKey(projectId) })))
    .Item;

async function saveProject(): Promise<string> {
  const id = randomUUID();
  const saved = await api('POST', `/projects/${id}`, {
    token: user.idToken,
    body: { ...MINIMAL, projectName: 'Mine' },
  });
  expect(saved.status).toBe(200);
  return id;
}

const setShared = (projectId: string, shared: boolean) =>
  api('POST', `/community?shared=${shared}`, { token: user.idToken, body: { project_id: projectId } });

const sharedFlag = async (projectId: string) =>
  (
    (await api('GET', `/projects/${projectId}`, { token: user.idToken })).body as {
      project: { shared: string };
    }
  ).project.shared;

describe("another account's community entry under the same user name", () => {
  it('is not overwritten by sharing: 409, and the entry keeps owner, content and votes', async () => {
    const id = await saveProject();
    const foreign = await foreignEntry(id);

    const started = performance.now();
    const shared = await setShared(id, true);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(shared.status).toBe(409);
    expect(shared.body).toEqual({ message: ENTRY_OF_ANOTHER_ACCOUNT });
    expect(await storedEntry(id)).toEqual(foreign);
    expect(await sharedFlag(id)).toBe('false');

    const detail = await api('GET', `/community/${user.username}/${id}`);
    expect(detail.body).toMatchObject({ project: { projectName: 'Left behind', votes: 7 } });
  });

  it('is not removed by unsharing: the project is marked not shared, the entry stays', async () => {
    const id = await saveProject();
    const foreign = await foreignEntry(id);

    const unshared = await setShared(id, false);
    expect(unshared.status).toBe(200);
    expect(unshared.body).toEqual({ project_id: id, shared: 'false' });
    expect(await storedEntry(id)).toEqual(foreign);
  });

  it('is not removed by deleting the project: the project goes, the entry stays', async () => {
    const id = await saveProject();
    const foreign = await foreignEntry(id);

    const deleted = await api('DELETE', `/projects/${id}`, { token: user.idToken });
    expect(deleted.status).toBe(200);
    expect((await api('GET', `/projects/${id}`, { token: user.idToken })).status).toBe(404);
    expect(await storedEntry(id)).toEqual(foreign);
    expect((await api('DELETE', `/projects/${id}`, { token: user.idToken })).status).toBe(404);
  });

  it('leaves the own entry to its owner: share, unshare and delete still work', async () => {
    const id = await saveProject();
    expect((await setShared(id, true)).status).toBe(200);
    expect(await storedEntry(id)).toMatchObject({ owner: user.sub, votes: 0 });
    expect((await setShared(id, true)).status).toBe(200);
    expect((await setShared(id, false)).status).toBe(200);
    expect(await storedEntry(id)).toBeUndefined();
    expect((await setShared(id, true)).status).toBe(200);
    expect((await api('DELETE', `/projects/${id}`, { token: user.idToken })).status).toBe(200);
    expect(await storedEntry(id)).toBeUndefined();
  });
});

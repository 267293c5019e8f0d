import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  CommunityListPage as Page,
  CommunitySummary as Entry,
} from '../../functions/src/services/communityService.ts';
import { content, MINIMAL, richDocument } from './projectFixtures.ts';
import { api } from './support/api.ts';
import { createUser } from './support/users.ts';

const ENTRY_FIELDS = ['community_id', 'creator', 'username', 'votes', 'date_shared'];
const LIST_FIELDS = [
  ...ENTRY_FIELDS,
  ...['projectName', 'scene', 'tagMap', 'instructionMap', 'tagCount', 'instructionCount'],
].sort();

/** The list summary of a document's maps: each distinct I/O symbol and instruction type once. */
function summaryOf(document: Record<string, unknown>) {
  const tags = Object.values(document.tagMap as Record<string, { io_symbol: string | null }>);
  const instructions = Object.values(document.instructionMap as Record<string, { type: string }>);
  const symbols = new Set(tags.map((t) => t.io_symbol).filter((s) => s !== null));
  const types = new Set(instructions.map((i) => i.type));
  return {
    tagMap: Object.fromEntries([...symbols].map((s) => [s, { io_symbol: s }])),
    instructionMap: Object.fromEntries([...types].map((t) => [t, { type: t }])),
    tagCount: tags.length,
    instructionCount: instructions.length,
  };
}

type User = { username: string; idToken: string };
let alice: User = { username: '', idToken: '' };
let bob: User = { username: '', idToken: '' };
beforeAll(async () => {
  [alice, bob] = await Promise.all([createUser(), createUser()]);
});

async function saveProject(user: User, document: unknown = richDocument()): Promise<string> {
  const id = randomUUID();
  const response = await api('POST', `/projects/${id}`, { token: user.idToken, body: document });
  expect(response.status).toBe(200);
  return id;
}

const setShared = (user: User, projectId: string, shared: boolean) =>
  api('POST', `/community?shared=${shared}`, { token: user.idToken, body: { project_id: projectId } });

const entry = async (creator: string, id: string) => api('GET', `/community/${creator}/${id}`);

/** Every page of the community list in one order. */
async function walk(sort: string, limit: number): Promise<{ pages: Page[]; entries: Entry[] }> {
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `sort=${sort}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const response = await api('GET', `/community?${query}`);
    expect(response.status).toBe(200);
    const page = response.body as Page;
    pages.push(page);
    cursor = page.lastEvaluatedKey;
    expect(pages.length).toBeLessThan(1000);
  } while (cursor);
  return { pages, entries: pages.flatMap((p) => p.projects) };
}

describe('community: sharing', () => {
  it('shares a project, shows it in the list, the detail, the status and the project list', async () => {
    const document = richDocument('Shared with everyone');
    const id = await saveProject(alice, document);

    const shared = await setShared(alice, id, true);
    expect(shared.status).toBe(200);
    expect(shared.body).toEqual({ project_id: id, shared: 'true' });

    const detail = await entry(alice.username, id);
    expect(detail.status).toBe(200);
    const project = (detail.body as { project: Record<string, unknown> }).project;
    expect(project).toMatchObject({
      community_id: id,
      creator: alice.username,
      username: alice.username,
      votes: 0,
    });
    expect(Date.parse(String(project.date_shared))).not.toBeNaN();
    expect(content(project, ENTRY_FIELDS)).toStrictEqual(document);

    const { entries } = await walk('shared-desc', 100);
    const listed = entries.find((e) => e.creator === alice.username && e.community_id === id);
    expect(listed && Object.keys(listed).sort()).toEqual(LIST_FIELDS);
    expect(listed).toEqual({
      community_id: id,
      creator: alice.username,
      username: alice.username,
      projectName: 'Shared with everyone',
      scene: document.scene,
      ...summaryOf(document),
      votes: 0,
      date_shared: project.date_shared,
    });

    const status = await api('GET', `/community/${alice.username}`, { token: alice.idToken });
    expect(status.status).toBe(200);
    expect((status.body as { projects: unknown[] }).projects).toContainEqual({
      project_id: id,
      shared: 'true',
    });
    const mine = await api('GET', '/projects', { token: alice.idToken });
    const row = (mine.body as { projects: { project_id: string; shared: string }[] }).projects.find(
      (p) => p.project_id === id,
    );
    expect(row?.shared).toBe('true');
  });

  it('sharing again refreshes the content and keeps date and votes; saving keeps the shared flag', async () => {
    const id = await saveProject(alice, richDocument('Version 1'));
    await setShared(alice, id, true);
    const before = (await entry(alice.username, id)).body as { project: Entry };
    expect(
      (
        await api('POST', '/community/votes', {
          token: bob.idToken,
          body: { creator: alice.username, community_id: id },
        })
      ).status,
    ).toBe(200);

    const version2 = richDocument('Version 2');
    const resaved = await api('POST', `/projects/${id}`, {
      token: alice.idToken,
      body: { ...version2, version: 1 },
    });
    expect(resaved.status).toBe(200);
    const stillShared = await api('GET', `/projects/${id}`, { token: alice.idToken });
    expect((stillShared.body as { project: { shared: string } }).project.shared).toBe('true');
    expect(((await entry(alice.username, id)).body as { project: Entry }).project.projectName).toBe(
      'Version 1',
    );

    expect((await setShared(alice, id, true)).status).toBe(200);
    const after = ((await entry(alice.username, id)).body as { project: Entry & Record<string, unknown> })
      .project;
    expect(after.projectName).toBe('Version 2');
    expect(after.date_shared).toBe(before.project.date_shared);
    expect(after.votes).toBe(1);
    expect(content(after, ENTRY_FIELDS)).toStrictEqual(version2);
  });

  it('unsharing removes the entry but not the project; unsharing twice is harmless', async () => {
    const id = await saveProject(alice);
    await setShared(alice, id, true);
    const unshared = await setShared(alice, id, false);
    expect(unshared.status).toBe(200);
    expect(unshared.body).toEqual({ project_id: id, shared: 'false' });
    const gone = await entry(alice.username, id);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: 'Shared project not found.' });
    const project = await api('GET', `/projects/${id}`, { token: alice.idToken });
    expect((project.body as { project: { shared: string } }).project.shared).toBe('false');
    expect((await setShared(alice, id, false)).status).toBe(200);
  });

  it('deleting a shared project removes its community entry', async () => {
    const id = await saveProject(alice);
    await setShared(alice, id, true);
    expect((await entry(alice.username, id)).status).toBe(200);
    expect((await api('DELETE', `/projects/${id}`, { token: alice.idToken })).status).toBe(200);
    expect((await entry(alice.username, id)).status).toBe(404);
  });
});

describe('community: authorization', () => {
  let id = '';
  beforeAll(async () => {
    id = await saveProject(alice);
    await setShared(alice, id, true);
  });

  it("another user cannot share or unshare the owner's project (404) and it stays shared", async () => {
    const share = await setShared(bob, id, true);
    expect(share.status).toBe(404);
    expect(share.body).toEqual({ message: 'Project not found.' });
    expect((await setShared(bob, id, false)).status).toBe(404);
    expect((await entry(alice.username, id)).status).toBe(200);
  });

  it("another user's sharing status → 403; the user's own, in any letter case → 200", async () => {
    const other = await api('GET', `/community/${alice.username}`, { token: bob.idToken });
    expect(other.status).toBe(403);
    expect(typeof (other.body as { message: unknown }).message).toBe('string');
    const own = await api('GET', `/community/${alice.username.toUpperCase()}`, { token: alice.idToken });
    expect(own.status).toBe(200);
  });

  it('anonymous visitors read the list and the detail, but cannot share or see a status (401)', async () => {
    expect((await api('GET', '/community')).status).toBe(200);
    expect((await entry(alice.username, id)).status).toBe(200);
    const share = await api('POST', '/community?shared=true', { body: { project_id: id } });
    expect(share.status).toBe(401);
    expect(typeof (share.body as { message: unknown }).message).toBe('string');
    expect((await api('GET', `/community/${alice.username}`)).status).toBe(401);
  });
});

describe('community: paging walks the whole list', () => {
  const COUNT = 25;
  let pager: User = { username: '', idToken: '' };
  let ids: string[] = [];

  beforeAll(async () => {
    pager = await createUser();
    const voters = await Promise.all([createUser(), createUser(), createUser()]);
    ids = [];
    for (let i = 0; i < COUNT; i++) {
      const id = await saveProject(pager, { ...MINIMAL, projectName: `Page ${i}` });
      expect((await setShared(pager, id, true)).status).toBe(200);
      ids.push(id);
    }
    // The first three entries get 3, 2 and 1 votes.
    const votes = voters.flatMap((voter, v) =>
      ids.slice(0, 3 - v).map((id) =>
        api('POST', '/community/votes', {
          token: voter.idToken,
          body: { creator: pager.username, community_id: id },
        }),
      ),
    );
    for (const response of await Promise.all(votes)) expect(response.status).toBe(200);
  }, 60_000);

  const mine = (entries: Entry[]) =>
    entries.filter((e) => e.creator === pager.username).map((e) => e.community_id);
  // An entry shared again elsewhere meanwhile comes back with a new date: a new entry, not a duplicate.
  const keyOf = (e: Entry) => `${e.creator}/${e.community_id}/${e.date_shared}`;

  function checkPages(pages: Page[], limit: number): void {
    pages.forEach((page, index) => {
      if (index < pages.length - 1) expect(page.projects).toHaveLength(limit);
      else expect(page.projects.length).toBeLessThanOrEqual(limit);
    });
  }

  it.each([
    ['shared-desc', () => [...ids].reverse()],
    ['shared-asc', () => ids],
  ])('%s, 7 at a time: every entry once, in date order', async (sort, expected) => {
    const { pages, entries } = await walk(sort, 7);
    checkPages(pages, 7);
    expect(mine(entries)).toEqual(expected());
    const keys = entries.map(keyOf);
    expect(new Set(keys).size).toBe(keys.length);
    const dates = entries.map((e) => e.date_shared);
    const sorted = [...dates].sort();
    expect(dates).toEqual(sort === 'shared-asc' ? sorted : sorted.reverse());
  });

  it('votes, 7 at a time: every entry once, most votes first', async () => {
    const { pages, entries } = await walk('votes', 7);
    checkPages(pages, 7);
    const order = mine(entries);
    expect(order).toHaveLength(COUNT);
    expect(new Set(order)).toEqual(new Set(ids));
    expect(order.slice(0, 3)).toEqual(ids.slice(0, 3));
    const myVotes = entries.filter((e) => e.creator === pager.username).map((e) => e.votes);
    expect(myVotes.slice(0, 4)).toEqual([3, 2, 1, 0]);
  });

  it('default sort is shared-desc and default limit 20', async () => {
    const response = await api('GET', '/community');
    const page = response.body as Page;
    expect(page.projects).toHaveLength(20);
    expect(typeof page.lastEvaluatedKey).toBe('string');
    const dates = page.projects.map((e) => e.date_shared);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('a cursor of one order is refused by another (400)', async () => {
    const first = (await api('GET', '/community?sort=votes&limit=2')).body as Page;
    const response = await api('GET', `/community?sort=shared-desc&cursor=${first.lastEvaluatedKey}`);
    expect(response.status).toBe(400);
  });
});

describe('community: bad input', () => {
  it.each([
    ['/community?sort=random', /^sort must be one of shared-desc, shared-asc, votes/],
    ['/community?limit=0', /^limit must be a whole number from 1 to 100/],
    ['/community?limit=101', /^limit must be/],
    ['/community?limit=ten', /^limit must be/],
    ['/community?cursor=not-a-cursor', /^cursor is not valid/],
    [`/community?cursor=${Buffer.from('{"pk":"USER#x"}').toString('base64url')}`, /^cursor is not valid/],
  ])('GET %s → 400', async (path, message) => {
    const response = await api('GET', path);
    expect(response.status).toBe(400);
    expect((response.body as { message: string }).message).toMatch(message);
  });

  it.each([
    ['no shared flag', '/community', { body: { project_id: 'x' } }, /^shared must be 'true' or 'false'/],
    ['shared=yes', '/community?shared=yes', { body: { project_id: 'x' } }, /^shared must be/],
    ['no project_id', '/community?shared=true', { body: {} }, /^Project ID is required\.$/],
    [
      'project_id a number',
      '/community?shared=true',
      { body: { project_id: 42 } },
      /^Project ID is required\.$/,
    ],
    ['malformed JSON', '/community?shared=true', { rawBody: '{project_id:1}' }, /valid JSON/],
  ])('POST with %s → 400', async (_name, path, options, message) => {
    const response = await api('POST', path, { token: alice.idToken, ...options });
    expect(response.status).toBe(400);
    expect((response.body as { message: string }).message).toMatch(message);
  });

  it('an unknown community project → 404', async () => {
    const response = await entry(alice.username, 'no-such-entry');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Shared project not found.' });
  });
});

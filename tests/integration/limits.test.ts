/**
 * Sizes and rates: what does not fit in a DynamoDB item once stored is a 413 (never a 500), a project
 * is stored once per item, shared links are capped in size and counted per source address.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { PROBLEMS, SOLUTIONS } from '@plcsim/content';
import { beforeAll, describe, expect, it } from 'vitest';
import { itemSize, MAX_ITEM_BYTES } from '../../functions/src/data/itemSize.ts';
import { MINIMAL } from './projectFixtures.ts';
import { api, type ApiResponse } from './support/api.ts';
import { localStack } from './support/context.ts';
import { tableClient } from './support/table.ts';
import { createUser, type TestUser } from './support/users.ts';

const PROJECT_TOO_LARGE = 'The project is too large to save (at most 400 KB once stored).';
const SHARE_TOO_LARGE = 'The project is too large to share as a link (at most 300 KB once stored).';
const COMMUNITY_TOO_LARGE =
  'The project is too large to share with the community (at most 400 KB once stored).';
const SOLUTION_TOO_LARGE = 'The program is too large to store (at most 400 KB once stored).';
const TOO_MANY_SHARES = 'Too many shared links from this address: try again in a minute.';
/** PLCSIM_SHARE_RATE_LIMIT's default, which the test stack keeps. */
const SHARES_PER_MINUTE = 30;

/** Under the 350 KB body limit, over 400 KB once the schema's defaults are filled in (≈ 216 KB → 528 KB). */
const manySteps = (count = 8000) => ({
  ...MINIMAL,
  sequence: Array.from({ length: count }, () => ({ inputs: [], outputs: [] })),
});
/** ≈ 235 KB sent, ≈ 451 KB stored. */
function manyTags(count = 4000): Record<string, unknown> {
  const tagMap: Record<string, unknown> = {};
  for (let i = 0; i < count; i++) tagMap[`t${i}`] = { uuid: `t${i}`, name: `T${i}`, data_type: 'BOOL' };
  return tagMap;
}

/**
 * A large but realistic ladder program as the editor saves it (uuids for ids): `rungCount` rungs of
 * 10 instructions over 120 tags (every tenth a TIMER with its five members) and 40 test steps.
 * 100 rungs take about 240 KB stored.
 */
function largeLadder(rungCount = 100): Record<string, unknown> {
  const tagMap: Record<string, unknown> = {};
  const childTagMap: Record<string, unknown> = {};
  const tags: string[] = [];
  for (let i = 0; i < 120; i++) {
    const uuid = randomUUID();
    const timer = i % 10 === 9;
    const children = timer
      ? (['PRE', 'ACC', 'EN', 'TT', 'DN'] as const).map((name) => {
          const child = randomUUID();
          const dataType = name === 'PRE' || name === 'ACC' ? 'DINT' : 'BOOL';
          childTagMap[child] = {
            ...{ uuid: child, name, alias: '', data_type: dataType, value: name === 'PRE' ? 5000 : 0 },
            ...{ children: null, io_symbol: null, parent: uuid },
          };
          return child;
        })
      : null;
    tagMap[uuid] = {
      ...{ uuid, name: timer ? `T${i}` : `${i % 2 ? 'DI' : 'DO'}${i}`, alias: `ALIAS_${i}` },
      ...{ data_type: timer ? 'TIMER' : 'BOOL', value: 0, children },
      io_symbol: timer ? null : i % 2 ? 'NO_PUSHBUTTON' : 'INDICATOR',
    };
    tags.push(uuid);
  }
  const types = ['XIC', 'XIO', 'XIC', 'XIC', 'XIO', 'XIC', 'XIC', 'XIO', 'XIC', 'OTE'];
  const rungs: string[] = [];
  const rungMap: Record<string, unknown> = {};
  const instructionMap: Record<string, unknown> = {};
  for (let r = 0; r < rungCount; r++) {
    const uuid = randomUUID();
    const elements = types.map((type, k) => {
      const id = randomUUID();
      instructionMap[id] = { uuid: id, type, tag: tags[(r * types.length + k) % tags.length] };
      return id;
    });
    rungs.push(uuid);
    rungMap[uuid] = { uuid, elements };
  }
  const sequence = Array.from({ length: 40 }, (_, i) => ({
    description: `Step ${i}: press start and check the light.`,
    inputs: [0, 1, 0, 1],
    outputs: [1, 0, 0, 1],
  }));
  return {
    ...{ projectName: 'Bottling line', scene: 'CONVEYOR', description: 'Notes. '.repeat(300) },
    ...{ tagMap, childTagMap, rungs, rungMap, branchMap: {}, instructionMap, sequence },
  };
}

/** A 4xx with exactly `message`, answered within 3 s. */
async function expectRefusal(answer: Promise<ApiResponse>, status: number, message: string) {
  const started = performance.now();
  const response = await answer;
  expect(performance.now() - started).toBeLessThan(3000);
  expect(response.status).toBe(status);
  expect(response.body).toEqual({ message });
}

const storedItem = async (pk: string, sk: string) =>
  (await tableClient().send(new GetCommand({ TableName: localStack().tableName, Key: { pk, sk } }))).Item;

let alice: TestUser;
beforeAll(async () => {
  alice = await createUser();
});

describe('items over 400 KB once stored are a 413, never a 500', () => {
  it.each([
    ['8 000 minimal sequence steps', manySteps()],
    ['4 000 minimal tags', { ...MINIMAL, tagMap: manyTags() }],
  ])('saving a project of %s → 413, and the next save works', async (_name, body) => {
    const id = randomUUID();
    await expectRefusal(
      api('POST', `/projects/${id}`, { token: alice.idToken, body }),
      413,
      PROJECT_TOO_LARGE,
    );
    expect((await api('GET', `/projects/${id}`, { token: alice.idToken })).status).toBe(404);
    const saved = await api('POST', `/projects/${id}`, { token: alice.idToken, body: MINIMAL });
    expect(saved.status).toBe(200);
  });

  it('sharing a link of either → 413, and the next share works', async () => {
    await expectRefusal(api('POST', '/shared', { body: manySteps() }), 413, SHARE_TOO_LARGE);
    await expectRefusal(
      api('POST', '/shared', { body: { ...MINIMAL, tagMap: manyTags() } }),
      413,
      SHARE_TOO_LARGE,
    );
    expect((await api('POST', '/shared', { body: MINIMAL })).status).toBe(200);
  });

  it('submitting a solution whose program grows past 400 KB → 413, and the next submission works', async () => {
    const problem = PROBLEMS[0];
    const reference = SOLUTIONS.find((s) => s.problem_id === problem?.problem_id);
    if (!problem || !reference) throw new Error('no problem with a reference solution');
    const { tagMap, childTagMap, rungs, rungMap, branchMap, instructionMap } = reference;
    const program = { tagMap, childTagMap, rungs, rungMap, branchMap, instructionMap };
    const path = `/solutions/${problem.problem_id}`;
    await expectRefusal(
      api('POST', path, { token: alice.idToken, body: { ...program, tagMap: { ...tagMap, ...manyTags() } } }),
      413,
      SOLUTION_TOO_LARGE,
    );
    const graded = await api('POST', path, { token: alice.idToken, body: program });
    expect(graded.status).toBe(200);
    expect((graded.body as { solution: { solved: boolean } }).solution.solved).toBe(true);
  });

  it('sharing to the community a project whose entry would be over 400 KB → 413, nothing changed', async () => {
    // Only an item of an earlier version can be this close to the limit: put one in directly.
    const id = randomUUID();
    const now = new Date().toISOString();
    const item = {
      pk: `USER#${alice.sub}`,
      sk: `PROJECT#${id}`,
      entity: 'PROJECT',
      project_id: id,
      document: '',
      createdAt: now,
      updatedAt: now,
      shared: 'false',
    };
    const padding =
      MAX_ITEM_BYTES - 16 - itemSize({ ...item, document: JSON.stringify({ ...MINIMAL, pad: '' }) });
    item.document = JSON.stringify({ ...MINIMAL, pad: 'p'.repeat(padding) });
    expect(itemSize(item)).toBe(MAX_ITEM_BYTES - 16);
    await tableClient().send(new PutCommand({ TableName: localStack().tableName, Item: item }));

    await expectRefusal(
      api('POST', '/community?shared=true', { token: alice.idToken, body: { project_id: id } }),
      413,
      COMMUNITY_TOO_LARGE,
    );
    expect(await storedItem(`COMMUNITY#${alice.username}`, `ENTRY#${id}`)).toBeUndefined();
    const project = await api('GET', `/projects/${id}`, { token: alice.idToken });
    expect((project.body as { project: { shared: string } }).project.shared).toBe('false');
    const unshared = await api('POST', '/community?shared=false', {
      token: alice.idToken,
      body: { project_id: id },
    });
    expect(unshared.status).toBe(200);
  });
});

describe('a large but realistic project', () => {
  it('of 100 rungs of 10 instructions (about 240 KB) saves, shares as a link and to the community', async () => {
    const document = largeLadder();
    const id = randomUUID();
    const saved = await api('POST', `/projects/${id}`, { token: alice.idToken, body: document });
    expect(saved.status).toBe(200);
    const stored = await storedItem(`USER#${alice.sub}`, `PROJECT#${id}`);
    const size = itemSize(stored ?? {});
    expect(size).toBeGreaterThan(200 * 1024);
    expect(size).toBeLessThan(300 * 1024);

    const link = await api('POST', '/shared', { body: document });
    expect(link.status).toBe(200);
    const opened = await api('GET', `/shared/${(link.body as { shareId: string }).shareId}`);
    expect((opened.body as { project: { rungs: unknown } }).project.rungs).toEqual(document.rungs);

    const shared = await api('POST', '/community?shared=true', {
      token: alice.idToken,
      body: { project_id: id },
    });
    expect(shared.status).toBe(200);
  });
});

describe('a project is stored once per item', () => {
  it('keeps name and scene only in the document, and drops the copies earlier versions stored', async () => {
    const id = randomUUID();
    const document = { ...MINIMAL, projectName: 'Stored once', scene: 'WATER_TANK' };
    // An item as earlier versions wrote it, with its own copies of name and scene.
    await tableClient().send(
      new PutCommand({
        TableName: localStack().tableName,
        Item: {
          pk: `USER#${alice.sub}`,
          sk: `PROJECT#${id}`,
          entity: 'PROJECT',
          project_id: id,
          projectName: 'Old name',
          scene: 'EMPTY',
          document: JSON.stringify({ ...MINIMAL, projectName: 'Old name' }),
          createdAt: '2025-01-01T00:00:00.000Z',
          updatedAt: '2025-01-01T00:00:00.000Z',
          shared: 'false',
        },
      }),
    );
    // An item of before versions were kept is version 0: a save based on it replaces it.
    const resaved = await api('POST', `/projects/${id}`, {
      token: alice.idToken,
      body: { ...document, version: 0 },
    });
    expect(resaved.status).toBe(200);
    expect((resaved.body as { project: { version: number } }).project.version).toBe(1);
    expect(
      (await api('POST', '/community?shared=true', { token: alice.idToken, body: { project_id: id } }))
        .status,
    ).toBe(200);

    const project = await storedItem(`USER#${alice.sub}`, `PROJECT#${id}`);
    const entry = await storedItem(`COMMUNITY#${alice.username}`, `ENTRY#${id}`);
    for (const item of [project, entry]) {
      expect(item).toBeDefined();
      expect(item).not.toHaveProperty('projectName');
      expect(item).not.toHaveProperty('scene');
      expect(JSON.parse(String(item?.document))).toMatchObject({
        projectName: 'Stored once',
        scene: 'WATER_TANK',
      });
    }
    expect(project?.createdAt).toBe('2025-01-01T00:00:00.000Z');

    // The lists read both from the document.
    const list = (await api('GET', '/projects', { token: alice.idToken })).body as {
      projects: { project_id: string; projectName: string; scene: string }[];
    };
    expect(list.projects.find((p) => p.project_id === id)).toMatchObject({
      projectName: 'Stored once',
      scene: 'WATER_TANK',
    });
    let cursor: string | null = null;
    let listed: Record<string, unknown> | undefined;
    do {
      const page = (await api('GET', `/community?limit=100${cursor ? `&cursor=${cursor}` : ''}`)).body as {
        projects: Record<string, unknown>[];
        lastEvaluatedKey: string | null;
      };
      listed = page.projects.find((p) => p.community_id === id) ?? listed;
      cursor = page.lastEvaluatedKey;
    } while (cursor && !listed);
    expect(listed).toMatchObject({
      projectName: 'Stored once',
      scene: 'WATER_TANK',
      creator: alice.username,
    });
  });
});

/** POST /shared from `address` (a loopback address of its own, so other tests' shares do not count). */
function shareFrom(
  address: string,
  body: unknown,
  method = 'POST',
  path = '/shared',
): Promise<{ status: number; body: unknown; retryAfter: string | undefined }> {
  const url = new URL(path, localStack().apiUrl);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method,
        localAddress: address,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(text),
            retryAfter: response.headers['retry-after'],
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

describe('shared links per source address', () => {
  it(`allows ${SHARES_PER_MINUTE} a minute from one address, then 429; other addresses go on`, async () => {
    const address = `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
    // All in one minute: start with at least 20 s of it left.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 40_000) await new Promise((resolve) => setTimeout(resolve, 60_200 - intoMinute));

    for (let i = 0; i < SHARES_PER_MINUTE; i++) {
      const answer = await shareFrom(address, MINIMAL);
      expect(answer.status, `share ${i + 1}`).toBe(200);
    }
    const started = performance.now();
    const refused = await shareFrom(address, MINIMAL);
    expect(performance.now() - started).toBeLessThan(3000);
    const secondsLeft = Math.ceil((60_000 - (Date.now() % 60_000)) / 1000);
    expect(refused).toMatchObject({ status: 429, body: { message: TOO_MANY_SHARES } });
    // Retry-After: the whole seconds until this minute's window resets (the refusal came within 3 s).
    expect(refused.retryAfter).toMatch(/^\d+$/);
    const retryAfter = Number(refused.retryAfter);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(Math.abs(retryAfter - secondsLeft)).toBeLessThanOrEqual(4);
    // An update of a link from the address is refused the same way.
    const link = (await api('POST', '/shared', { body: MINIMAL })).body as {
      shareId: string;
      editKey: string;
    };
    const update = await shareFrom(
      address,
      { ...MINIMAL, editKey: link.editKey },
      'PUT',
      `/shared/${link.shareId}`,
    );
    expect(update.status).toBe(429);
    expect(Number(update.retryAfter)).toBeGreaterThanOrEqual(1);

    // Another address is not held back, and links still open.
    const other = await api('POST', '/shared', { body: MINIMAL });
    expect(other.status).toBe(200);
    const { shareId } = other.body as { shareId: string };
    expect((await api('GET', `/shared/${shareId}`)).status).toBe(200);

    // The counter expires; the link never does.
    const minute = new Date(Date.now() - (Date.now() % 60_000)).toISOString().slice(0, 16);
    const counter = await storedItem(`RATE#share#${address}`, minute);
    expect(counter?.count).toBe(SHARES_PER_MINUTE);
    expect(Number(counter?.expiresAt) * 1000).toBeGreaterThan(Date.now());
    expect(Number(counter?.expiresAt) * 1000).toBeLessThan(Date.now() + 3 * 60_000);
    expect(await storedItem(`SHARE#${shareId}`, 'SHARE')).not.toHaveProperty('expiresAt');
  });
});

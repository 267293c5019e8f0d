/**
 * Issue 23 item 8: list answers are bounded. Rows of GET /community and GET /projects are summaries
 * (never the whole tag and instruction maps), and every list is paged: one account holding 100
 * projects of the largest size a save accepts, all shared, never makes a list page reach 1 MB (the
 * probe measured 6.8 MB for 20 such projects, past Lambda's 6 MB response limit).
 */
import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { INPUT_SYMBOLS, INSTRUCTION_TYPES, OUTPUT_SYMBOLS } from '@plcsim/compiler';
import { beforeAll, describe, expect, it } from 'vitest';
import { itemSize, MAX_ITEM_BYTES } from '../../functions/src/data/itemSize.ts';
import { MAX_BODY_BYTES } from '../../functions/src/http/request.ts';
import { api } from './support/api.ts';
import { localStack } from './support/context.ts';
import { tableClient } from './support/table.ts';
import { createUser, type TestUser } from './support/users.ts';

const ONE_MB = 1_000_000;
/** GET /projects and GET /community answer at most this many rows a page. */
const MAX_PAGE = 100;
const PROJECTS = MAX_PAGE;
/** The longest project id (projectId.ts) and name (the schema's maxLength), with characters JSON escapes. */
const longId = () => `${randomUUID()}-${'x'.repeat(128 - 37)}`;
const LONG_NAME = '"\\✓'.repeat(33) + '"';

const SYMBOLS = [...INPUT_SYMBOLS, ...OUTPUT_SYMBOLS];

/**
 * A project as large as a save accepts (just under the 350 KB body limit, about as large stored): every
 * I/O symbol and every instruction type (the most a summary can hold), then tags to fill it.
 */
function largestProject(): Record<string, unknown> {
  const tagMap: Record<string, unknown> = {};
  const instructionMap: Record<string, unknown> = {};
  const tag = (i: number) => {
    const uuid = `${randomUUID()}`;
    tagMap[uuid] = {
      ...{ uuid, name: `DI${i}`, alias: `ALIAS_${i}`, data_type: 'BOOL', value: 0, children: null },
      io_symbol: SYMBOLS[i % SYMBOLS.length],
    };
    return uuid;
  };
  INSTRUCTION_TYPES.forEach((type, i) => {
    const uuid = randomUUID();
    instructionMap[uuid] = { uuid, type, tag: tag(i) };
  });
  const document = {
    projectName: LONG_NAME,
    scene: 'WATER_TANK',
    tagMap,
    rungs: [],
    rungMap: {},
    instructionMap,
    sceneVars: {},
    childTagMap: {},
    branchMap: {},
    description: '',
    sequence: [],
    stSource: '',
  };
  let i = INSTRUCTION_TYPES.length;
  const sample = JSON.stringify(tagMap[Object.keys(tagMap)[0] ?? '']).length + 40;
  while (JSON.stringify(document).length + sample < MAX_BODY_BYTES - 2_000) tag(i++);
  return document;
}

/** The raw answer of a GET: status, the exact bytes sent, and the parsed body. */
async function rawGet(path: string, token?: string) {
  const response = await fetch(`${localStack().apiUrl}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const bytes = Buffer.byteLength(await response.clone().text(), 'utf8');
  return { status: response.status, bytes, body: (await response.json()) as Record<string, unknown> };
}

interface Row {
  project_id?: string;
  community_id?: string;
  tagMap: Record<string, unknown>;
  instructionMap: Record<string, unknown>;
}

let owner: TestUser;
const ids: string[] = [];

beforeAll(async () => {
  owner = await createUser('biglists');
  const document = largestProject();
  // Save and share them, four at a time.
  const queue = Array.from({ length: PROJECTS }, () => longId());
  const worker = async () => {
    for (let id = queue.shift(); id; id = queue.shift()) {
      const saved = await api('POST', `/projects/${id}`, { token: owner.idToken, body: document });
      expect(saved.status, JSON.stringify(saved.body).slice(0, 200)).toBe(200);
      const shared = await api('POST', '/community?shared=true', {
        token: owner.idToken,
        body: { project_id: id },
      });
      expect(shared.status).toBe(200);
      ids.push(id);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
}, 600_000);

describe('list pages stay under 1 MB whatever the documents hold', () => {
  it('stores each project near the item limit (the worst case)', async () => {
    const id = ids[0] ?? '';
    const { Item } = await tableClient().send(
      new GetCommand({
        TableName: localStack().tableName,
        Key: { pk: `USER#${owner.sub}`, sk: `PROJECT#${id}` },
      }),
    );
    expect(itemSize(Item ?? {})).toBeGreaterThan(0.8 * MAX_ITEM_BYTES);
  });

  it('GET /projects answers summaries, under 1 MB a page, and pages through every project once', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let largest = 0;
    let largestRow = 0;
    do {
      const query: string = cursor ? `?cursor=${cursor}` : '';
      const page = await rawGet(`/projects${query}`, owner.idToken);
      expect(page.status).toBe(200);
      largest = Math.max(largest, page.bytes);
      expect(page.bytes).toBeLessThan(ONE_MB);
      const rows = page.body.projects as Row[];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.length).toBeLessThanOrEqual(MAX_PAGE);
      for (const row of rows) {
        largestRow = Math.max(largestRow, Buffer.byteLength(JSON.stringify(row), 'utf8'));
        seen.push(row.project_id ?? '');
        // The summary the filters need: each symbol and type once, never the 2 000-odd tags.
        expect(Object.keys(row.tagMap).sort()).toEqual([...SYMBOLS].sort());
        expect(Object.keys(row.instructionMap).sort()).toEqual([...INSTRUCTION_TYPES].sort());
      }
      cursor = page.body.lastEvaluatedKey as string | null;
      expect(seen.length).toBeLessThanOrEqual(PROJECTS);
    } while (cursor);
    expect(seen.sort()).toEqual([...ids].sort());
    // Even a page of the most rows a request may ask for stays far under 1 MB.
    expect(largestRow * MAX_PAGE).toBeLessThan(ONE_MB / 2);
    console.log(`GET /projects: largest page ${largest} bytes; largest row ${largestRow} bytes`);
  }, 120_000);

  it.each(['shared-desc', 'shared-asc', 'votes'])(
    'GET /community?sort=%s&limit=100 answers under 1 MB a page, through every entry',
    async (sort) => {
      const seen = new Set<string>();
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = `sort=${sort}&limit=${MAX_PAGE}${cursor ? `&cursor=${cursor}` : ''}`;
        const page = await rawGet(`/community?${query}`);
        expect(page.status).toBe(200);
        expect(page.bytes).toBeLessThan(ONE_MB);
        const rows = page.body.projects as Row[];
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.length).toBeLessThanOrEqual(MAX_PAGE);
        for (const row of rows) {
          if (ids.includes(row.community_id ?? '')) {
            expect(Object.keys(row.tagMap)).toHaveLength(SYMBOLS.length);
            seen.add(row.community_id ?? '');
          }
        }
        if (pages++ === 0)
          console.log(`GET /community?sort=${sort}: first page ${page.bytes} bytes, ${rows.length} rows`);
        cursor = page.body.lastEvaluatedKey as string | null;
      } while (cursor && pages < 500);
      expect(seen.size).toBe(PROJECTS);
    },
    120_000,
  );
});

describe('GET /projects paging', () => {
  it('follows limit and cursor, and refuses a cursor that is not one of its own', async () => {
    const first = await rawGet('/projects?limit=3', owner.idToken);
    expect(first.status).toBe(200);
    expect((first.body.projects as Row[]).length).toBe(3);
    const cursor = first.body.lastEvaluatedKey as string;
    expect(typeof cursor).toBe('string');
    const second = await rawGet(`/projects?limit=3&cursor=${cursor}`, owner.idToken);
    const firstIds = (first.body.projects as Row[]).map((r) => r.project_id);
    const secondIds = (second.body.projects as Row[]).map((r) => r.project_id);
    expect(secondIds).toHaveLength(3);
    expect(secondIds.filter((id) => firstIds.includes(id))).toEqual([]);

    // Another account cannot page with it (nor learn anything from it).
    const other = await createUser('otherlists');
    const refused = await rawGet(`/projects?cursor=${cursor}`, other.idToken);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      message: 'cursor is not valid: pass the lastEvaluatedKey of the previous page unchanged.',
    });
    for (const query of ['cursor=not-a-cursor!', 'limit=0', 'limit=101', 'limit=abc']) {
      expect((await rawGet(`/projects?${query}`, owner.idToken)).status, query).toBe(400);
    }
  });
});

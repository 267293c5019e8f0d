import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api.ts';
import { createUser } from './support/users.ts';

/** One malformed request and the 4xx it must get, always with a `{ message }`. */
interface BadRequestCase {
  name: string;
  method: string;
  path: string;
  /** Sign the request with the user's id token. */
  signed?: boolean;
  body?: unknown;
  /** A body sent as is (not JSON-encoded). */
  rawBody?: string;
  /** A bearer token sent as is (a forged or broken one). */
  token?: string;
  status: number;
  message?: string | RegExp;
}

const HUGE = 'x'.repeat(360_000);
const project = { projectName: 'P', scene: 'EMPTY', tagMap: {}, rungs: [], rungMap: {}, instructionMap: {} };
const NOT_AN_OBJECT = 'The request body must be a JSON object.';
/** A project with an unknown field holding arrays 10 000 deep (JSON.stringify cannot take it back). */
const DEEP = JSON.stringify(project).replace(/\}$/, `,"junk":${'['.repeat(10_000)}${']'.repeat(10_000)}}`);
const TOO_DEEP = 'The request body is nested too deeply (at most 64 levels).';
/** A `sort=votes` cursor whose vote count is no exact integer. */
const HUGE_VOTES_CURSOR = Buffer.from(
  JSON.stringify({ pk: 'COMMUNITY#a', sk: 'ENTRY#b', gsi2pk: 'COMMUNITY', gsi2sk: 1e20 }),
).toString('base64url');
/** Bodies the local gateway parses itself and hands over as non-strings. */
const PARSED_BODIES = ['false', '-0', '0.0', 'null', 'true', '0'];

const CASES: readonly BadRequestCase[] = [
  // bodies
  {
    name: 'save: malformed JSON',
    method: 'POST',
    path: '/projects/p1',
    signed: true,
    rawBody: '{"projectName":',
    status: 400,
  },
  { name: 'save: empty body', method: 'POST', path: '/projects/p1', signed: true, rawBody: '', status: 400 },
  {
    name: 'save: a JSON array',
    method: 'POST',
    path: '/projects/p1',
    signed: true,
    body: [1, 2],
    status: 400,
  },
  {
    name: 'save: a JSON string',
    method: 'POST',
    path: '/projects/p1',
    signed: true,
    body: 'project',
    status: 400,
  },
  {
    name: 'save: projectName a number',
    method: 'POST',
    path: '/projects/p1',
    signed: true,
    body: { ...project, projectName: 7 },
    status: 400,
  },
  {
    name: 'save: unknown scene',
    method: 'POST',
    path: '/projects/p1',
    signed: true,
    body: { ...project, scene: 'MOON_BASE' },
    status: 400,
  },
  {
    name: 'save: tagMap an array',
    method: 'POST',
    path: '/projects/p1',
    signed: true,
    body: { ...project, tagMap: [] },
    status: 400,
  },
  {
    name: 'save: rungs missing',
    method: 'POST',
    path: '/projects/p1',
    signed: true,
    body: { ...project, rungs: undefined },
    status: 400,
  },
  {
    name: 'save: a tag with a bad data type',
    method: 'POST',
    path: '/projects/p1',
    signed: true,
    body: { ...project, tagMap: { t: { uuid: 't', name: 'A', data_type: 'STRING' } } },
    status: 400,
  },
  {
    name: 'save: body over 350 KB',
    method: 'POST',
    path: '/projects/p1',
    signed: true,
    body: { ...project, description: HUGE },
    status: 413,
  },
  ...PARSED_BODIES.flatMap((rawBody): BadRequestCase[] => [
    {
      name: `save: the JSON body ${rawBody}`,
      method: 'POST',
      path: '/projects/p1',
      signed: true,
      rawBody,
      status: 400,
      message: rawBody === 'null' ? /^The request body must be (valid JSON|a JSON object)\.$/ : NOT_AN_OBJECT,
    },
    { name: `share: the JSON body ${rawBody}`, method: 'POST', path: '/shared', rawBody, status: 400 },
  ]),
  ...[
    ['community share', '/community?shared=true'],
    ['vote', '/community/votes'],
    ['solution submit', '/solutions/machine-running-light'],
  ].flatMap(([name, path]): BadRequestCase[] =>
    ['false', '-0', '0.0'].map((rawBody) => ({
      name: `${name}: the JSON body ${rawBody}`,
      method: 'POST',
      path: path ?? '',
      signed: true,
      rawBody,
      status: 400,
      message: NOT_AN_OBJECT,
    })),
  ),
  {
    name: 'save: arrays 10 000 deep in an unknown field',
    method: 'POST',
    path: '/projects/p1',
    signed: true,
    rawBody: DEEP,
    status: 400,
    message: TOO_DEEP,
  },
  {
    name: 'share: arrays 10 000 deep',
    method: 'POST',
    path: '/shared',
    rawBody: DEEP,
    status: 400,
    message: TOO_DEEP,
  },
  {
    name: 'save: a projectName of 205 KB',
    method: 'POST',
    path: '/projects/p1',
    signed: true,
    body: { ...project, projectName: 'n'.repeat(205_000) },
    status: 400,
    message: /projectName: must NOT have more than 100 characters/,
  },
  {
    name: 'share: a description over 20 000 characters',
    method: 'POST',
    path: '/shared',
    body: { ...project, description: 'd'.repeat(20_001) },
    status: 400,
    message: /description: must NOT have more than 20000 characters/,
  },
  { name: 'share: malformed JSON', method: 'POST', path: '/shared', rawBody: '{{', status: 400 },
  { name: 'share: not an object', method: 'POST', path: '/shared', body: 42, status: 400 },
  {
    name: 'share: body over 350 KB',
    method: 'POST',
    path: '/shared',
    body: { ...project, description: HUGE },
    status: 413,
  },
  {
    name: 'community share: no project_id',
    method: 'POST',
    path: '/community?shared=true',
    signed: true,
    body: {},
    status: 400,
  },
  {
    name: 'community share: project_id a number',
    method: 'POST',
    path: '/community?shared=true',
    signed: true,
    body: { project_id: 5 },
    status: 400,
  },
  {
    name: 'community share: shared=maybe',
    method: 'POST',
    path: '/community?shared=maybe',
    signed: true,
    body: { project_id: 'p1' },
    status: 400,
  },
  {
    name: 'community share: unknown project',
    method: 'POST',
    path: '/community?shared=true',
    signed: true,
    body: { project_id: 'nope' },
    status: 404,
  },
  {
    name: 'vote: no creator',
    method: 'POST',
    path: '/community/votes',
    signed: true,
    body: { community_id: 'c' },
    status: 400,
    message: 'Creator and community_id are required.',
  },
  {
    name: 'vote: no community_id',
    method: 'POST',
    path: '/community/votes',
    signed: true,
    body: { creator: 'a' },
    status: 400,
    message: 'Creator and community_id are required.',
  },
  {
    name: 'vote: empty strings',
    method: 'POST',
    path: '/community/votes',
    signed: true,
    body: { creator: '', community_id: '' },
    status: 400,
    message: 'Creator and community_id are required.',
  },
  {
    name: 'vote: malformed JSON',
    method: 'POST',
    path: '/community/votes',
    signed: true,
    rawBody: 'vote!',
    status: 400,
  },
  {
    name: 'vote: vote=perhaps',
    method: 'POST',
    path: '/community/votes?vote=perhaps',
    signed: true,
    body: { creator: 'a', community_id: 'c' },
    status: 400,
  },
  {
    name: 'vote: unknown project',
    method: 'POST',
    path: '/community/votes',
    signed: true,
    body: { creator: 'nobody', community_id: 'nothing' },
    status: 404,
  },
  { name: 'community list: unknown sort', method: 'GET', path: '/community?sort=random', status: 400 },
  { name: 'community list: limit 0', method: 'GET', path: '/community?limit=0', status: 400 },
  { name: 'community list: limit not a number', method: 'GET', path: '/community?limit=ten', status: 400 },
  {
    name: 'community list: a votes cursor with 1e20 votes',
    method: 'GET',
    path: `/community?sort=votes&cursor=${HUGE_VOTES_CURSOR}`,
    status: 400,
    message: 'cursor is not valid: pass the lastEvaluatedKey of the previous page unchanged.',
  },
  {
    name: 'community list: broken cursor',
    method: 'GET',
    path: '/community?cursor=%%%not-a-cursor',
    status: 400,
  },
  // ids
  { name: 'project: unknown id', method: 'GET', path: '/projects/does-not-exist', signed: true, status: 404 },
  {
    name: 'project delete: unknown id',
    method: 'DELETE',
    path: '/projects/does-not-exist',
    signed: true,
    status: 404,
  },
  { name: 'shared: unknown id', method: 'GET', path: '/shared/does-not-exist', status: 404 },
  { name: 'community project: unknown', method: 'GET', path: '/community/nobody/nothing', status: 404 },
  {
    name: 'example: unknown id',
    method: 'GET',
    path: '/examples/does-not-exist',
    status: 404,
    message: 'Example not found.',
  },
  {
    name: 'problem: unknown id',
    method: 'GET',
    path: '/problems/does-not-exist',
    status: 404,
    message: 'Problem not found.',
  },
  {
    name: 'solution submit: unknown problem',
    method: 'POST',
    path: '/solutions/does-not-exist',
    signed: true,
    body: project,
    status: 404,
  },
  {
    name: 'solution submit: malformed JSON',
    method: 'POST',
    path: '/solutions/p',
    signed: true,
    rawBody: '[',
    status: 400,
  },
  {
    name: 'solution submit: rungs a string',
    method: 'POST',
    path: '/solutions/p',
    signed: true,
    body: { ...project, rungs: 'all of them' },
    status: 400,
  },
  // tokens
  { name: 'projects: no token', method: 'GET', path: '/projects', status: 401 },
  {
    name: 'projects: a forged token',
    method: 'GET',
    path: '/projects',
    token: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl',
    status: 401,
  },
  { name: 'projects: garbage token', method: 'GET', path: '/projects', token: 'not-a-jwt', status: 401 },
  { name: 'solutions: no token', method: 'GET', path: '/solutions', status: 401 },
  { name: 'votes: no token', method: 'GET', path: '/community/votes', status: 401 },
  { name: 'save: no token', method: 'POST', path: '/projects/p1', body: project, status: 401 },
];

let token = '';
beforeAll(async () => {
  token = (await createUser()).idToken;
});

describe('bad input gets a 4xx with a message, never a 500', () => {
  it(`covers at least 30 malformed requests (${CASES.length})`, () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
  });

  for (const c of CASES) {
    it(`${c.name} → ${c.status}`, async () => {
      const started = performance.now();
      const response = await api(c.method, c.path, {
        token: c.token ?? (c.signed ? token : undefined),
        body: c.body,
        rawBody: c.rawBody,
      });
      expect(performance.now() - started).toBeLessThan(3000);
      expect(response.status).toBe(c.status);
      const body = response.body as { message?: unknown };
      expect(typeof body.message).toBe('string');
      expect(String(body.message)).not.toMatch(/\bat .*\(.*:\d+:\d+\)|Error:/);
      if (c.message) expect(body.message).toMatch(c.message);
    });
  }

  it('still answers a normal request afterwards', async () => {
    const saved = await api('POST', '/projects/p1', { token, body: project });
    expect(saved.status).toBe(200);
    expect((await api('POST', '/shared', { body: project })).status).toBe(200);
    expect((await api('GET', '/community?sort=votes&limit=1')).status).toBe(200);
  });
});

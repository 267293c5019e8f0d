import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { content, MINIMAL, richDocument } from './projectFixtures.ts';
import { api } from './support/api.ts';
import { createUser } from './support/users.ts';

const withoutServerFields = (project: unknown) =>
  content(project, ['project_id', 'createdAt', 'updatedAt', 'shared', 'version']);

interface Saved {
  project_id: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

let alice = { username: '', idToken: '' };
let bob = { username: '', idToken: '' };
beforeAll(async () => {
  [alice, bob] = await Promise.all([createUser(), createUser()]);
});

const save = (token: string, id: string, body: unknown) => api('POST', `/projects/${id}`, { token, body });

describe('projects: happy path', () => {
  it('saves, loads unchanged, lists, replaces and deletes a project', async () => {
    const id = randomUUID();
    const document = richDocument();

    const created = await save(alice.idToken, id, { ...document, projectId: id });
    expect(created.status).toBe(200);
    const first = (created.body as { project: Saved }).project;
    expect(first.project_id).toBe(id);
    expect(first.createdAt).toBe(first.updatedAt);
    expect(Date.parse(first.createdAt)).not.toBeNaN();

    const loaded = await api('GET', `/projects/${id}`, { token: alice.idToken });
    expect(loaded.status).toBe(200);
    const project = (loaded.body as { project: Record<string, unknown> }).project;
    expect(project).toMatchObject({ project_id: id, createdAt: first.createdAt, updatedAt: first.updatedAt });
    expect(project.shared).toBe('false');
    expect(withoutServerFields(project)).toStrictEqual(document);

    const listed = await api('GET', '/projects', { token: alice.idToken });
    expect(listed.status).toBe(200);
    const rows = (listed.body as { projects: Record<string, unknown>[] }).projects;
    const row = rows.find((p) => p.project_id === id);
    // A summary: one entry per distinct I/O symbol and instruction type, never the whole maps.
    const tags = Object.values(document.tagMap as Record<string, { io_symbol: string | null }>);
    const instructions = Object.values(document.instructionMap as Record<string, { type: string }>);
    const symbols = [...new Set(tags.map((t) => t.io_symbol).filter((s) => s !== null))];
    const types = [...new Set(instructions.map((i) => i.type))];
    expect(symbols.length).toBeGreaterThan(0);
    expect(symbols.length).toBeLessThan(tags.length);
    expect(row).toStrictEqual({
      project_id: id,
      projectName: document.projectName,
      scene: document.scene,
      tagMap: Object.fromEntries(symbols.map((s) => [s, { io_symbol: s }])),
      instructionMap: Object.fromEntries(types.map((t) => [t, { type: t }])),
      tagCount: tags.length,
      instructionCount: instructions.length,
      createdAt: first.createdAt,
      updatedAt: first.updatedAt,
      shared: 'false',
      version: 1,
    });
    expect(listed.body).toHaveProperty('lastEvaluatedKey', null);

    const renamed = { ...document, projectName: 'Renamed', rungs: [] };
    const replaced = await save(alice.idToken, id, { ...renamed, version: first.version });
    expect(replaced.status).toBe(200);
    const second = (replaced.body as { project: Saved }).project;
    expect(second.createdAt).toBe(first.createdAt);
    expect(second.updatedAt >= first.updatedAt).toBe(true);
    const reloaded = await api('GET', `/projects/${id}`, { token: alice.idToken });
    expect(
      withoutServerFields((reloaded.body as { project: Record<string, unknown> }).project),
    ).toStrictEqual(renamed);

    const deleted = await api('DELETE', `/projects/${id}`, { token: alice.idToken });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'Project deleted.' });
    const gone = await api('GET', `/projects/${id}`, { token: alice.idToken });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: 'Project not found.' });
    const again = await api('DELETE', `/projects/${id}`, { token: alice.idToken });
    expect(again.status).toBe(404);
  });

  it('fills the schema defaults of a minimal document and never stores server fields', async () => {
    const id = randomUUID();
    const minimal = { ...MINIMAL, projectName: 'Min' };
    const saved = await save(alice.idToken, id, {
      ...minimal,
      createdAt: '1999-01-01T00:00:00.000Z',
      shared: 'true',
      votes: 99,
    });
    expect(saved.status).toBe(200);
    const loaded = await api('GET', `/projects/${id}`, { token: alice.idToken });
    const project = (loaded.body as { project: Record<string, unknown> }).project;
    expect(project).toMatchObject({
      ...minimal,
      sceneVars: {},
      childTagMap: {},
      branchMap: {},
      description: '',
    });
    expect(project.shared).toBe('false');
    expect(project.votes).toBeUndefined();
    expect(project.createdAt).not.toBe('1999-01-01T00:00:00.000Z');
  });

  it("lists only the caller's own projects", async () => {
    const carol = await createUser();
    const empty = { projects: [], lastEvaluatedKey: null };
    expect((await api('GET', '/projects', { token: carol.idToken })).body).toEqual(empty);
    const id = randomUUID();
    await save(alice.idToken, id, richDocument());
    const listed = await api('GET', '/projects', { token: carol.idToken });
    expect(listed.body).toEqual(empty);
  });
});

describe('projects: authorization', () => {
  let id = '';
  let document: Record<string, unknown> = {};
  beforeAll(async () => {
    id = randomUUID();
    document = richDocument();
    expect((await save(alice.idToken, id, document)).status).toBe(200);
  });

  it('another user cannot read, list, delete or share the project (404, existence not revealed)', async () => {
    const read = await api('GET', `/projects/${id}`, { token: bob.idToken });
    expect(read.status).toBe(404);
    expect(read.body).toEqual({ message: 'Project not found.' });
    const list = await api('GET', '/projects', { token: bob.idToken });
    expect(
      (list.body as { projects: { project_id: string }[] }).projects.map((p) => p.project_id),
    ).not.toContain(id);
    expect((await api('DELETE', `/projects/${id}`, { token: bob.idToken })).status).toBe(404);
    const share = await api('POST', '/community?shared=true', {
      token: bob.idToken,
      body: { project_id: id },
    });
    expect(share.status).toBe(404);
    const status = await api('GET', `/community/${alice.username}`, { token: bob.idToken });
    expect(status.status).toBe(403);
  });

  it("another user saving under the same id writes their own project, never the owner's", async () => {
    const theirs = { ...document, projectName: 'Bob was here' };
    expect((await save(bob.idToken, id, theirs)).status).toBe(200);
    const owners = await api('GET', `/projects/${id}`, { token: alice.idToken });
    expect(withoutServerFields((owners.body as { project: Record<string, unknown> }).project)).toStrictEqual(
      document,
    );
    const bobs = await api('GET', `/projects/${id}`, { token: bob.idToken });
    expect((bobs.body as { project: { projectName: string } }).project.projectName).toBe('Bob was here');
    expect((await api('DELETE', `/projects/${id}`, { token: bob.idToken })).status).toBe(200);
    expect((await api('GET', `/projects/${id}`, { token: alice.idToken })).status).toBe(200);
  });

  it.each([
    ['GET', '/projects'],
    ['GET', '/projects/any-id'],
    ['POST', '/projects/any-id'],
    ['DELETE', '/projects/any-id'],
  ])('%s %s without a token → 401', async (method, path) => {
    const response = await api(method, path, method === 'POST' ? { body: document } : {});
    expect(response.status).toBe(401);
    expect(typeof (response.body as { message: unknown }).message).toBe('string');
  });

  it('a forged token → 401', async () => {
    const [header, payload] = alice.idToken.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    const response = await api('GET', `/projects/${id}`, { token: forged });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Unauthorized: Invalid or expired token.' });
  });
});

describe('projects: bad input', () => {
  const minimal = MINIMAL;

  it.each([
    ['malformed JSON', { rawBody: '{"projectName": ' }, 'The request body must be valid JSON.'],
    ['an array body', { body: [minimal] }, 'The request body must be a JSON object.'],
    ['projectName a number', { body: { ...minimal, projectName: 3 } }, /projectName: must be a string/],
    [
      'an unknown scene',
      { body: { ...minimal, scene: 'MARS' } },
      /^The project is not valid: scene: must be one of/,
    ],
    ['rungs not an array', { body: { ...minimal, rungs: 'r1' } }, /rungs: must be an array/],
    ['missing required fields', { body: { projectName: 'P' } }, /scene: is required/],
    ['a projectId of another project', { body: { ...minimal, projectId: 'other' } }, /does not match/],
  ])('save with %s → 400 with a message', async (_name, options, message) => {
    const response = await api('POST', `/projects/${randomUUID()}`, { token: alice.idToken, ...options });
    expect(response.status).toBe(400);
    expect((response.body as { message: string }).message).toMatch(message);
  });

  it('an id that could not be a key → 400', async () => {
    const response = await save(alice.idToken, 'a%23b', minimal);
    expect(response.status).toBe(400);
    expect((response.body as { message: string }).message).toMatch(/^Project ID may only hold/);
  });

  it('an unknown id → 404 on read and delete', async () => {
    expect((await api('GET', '/projects/no-such-project', { token: alice.idToken })).status).toBe(404);
    expect((await api('DELETE', '/projects/no-such-project', { token: alice.idToken })).status).toBe(404);
  });
});

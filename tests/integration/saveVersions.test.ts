/**
 * Issue 23 item 10: saves are conditional on the version the client loaded. Concurrent saves of one
 * project no longer overwrite each other silently: exactly one wins, the others answer 409 with
 * 'This project was changed in another tab or device.', and the stored project is the winner's.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MINIMAL } from './projectFixtures.ts';
import { api } from './support/api.ts';
import { createUser, type TestUser } from './support/users.ts';

const CHANGED = 'This project was changed in another tab or device.';
const BAD_VERSION =
  'version must be the whole number the project had when it was loaded (leave it out for a new project).';

interface Saved {
  project_id: string;
  version: number;
  updatedAt: string;
}

let alice: TestUser;
beforeAll(async () => {
  alice = await createUser('versions');
});

const save = (id: string, body: Record<string, unknown>) =>
  api('POST', `/projects/${id}`, { token: alice.idToken, body });

const load = async (id: string) => {
  const loaded = await api('GET', `/projects/${id}`, { token: alice.idToken });
  expect(loaded.status).toBe(200);
  return (loaded.body as { project: Record<string, unknown> & { version: number } }).project;
};

describe('saving with a version', () => {
  it('creates without a version (version 1) and refuses a second create of the same id', async () => {
    const id = randomUUID();
    const created = await save(id, { ...MINIMAL, projectName: 'First' });
    expect(created.status).toBe(200);
    expect((created.body as { project: Saved }).project).toMatchObject({ project_id: id, version: 1 });
    expect((await load(id)).version).toBe(1);

    const again = await save(id, { ...MINIMAL, projectName: 'Blind overwrite' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: CHANGED });
    expect((await load(id)).projectName).toBe('First');
  });

  it('20 parallel saves from the same version: exactly one 200, 19 × 409, and the winner is stored', async () => {
    const id = randomUUID();
    expect((await save(id, { ...MINIMAL, projectName: 'Base' })).status).toBe(200);
    const base = (await load(id)).version;

    const names = Array.from({ length: 20 }, (_, i) => `Tab ${i + 1}`);
    const answers = await Promise.all(
      names.map((projectName) => save(id, { ...MINIMAL, projectName, version: base })),
    );
    const won = answers.flatMap((answer, i) => (answer.status === 200 ? [i] : []));
    expect(won).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(19);
    for (const answer of refused) expect(answer.body).toEqual({ message: CHANGED });

    const winner = won[0] ?? -1;
    const saved = (answers[winner]?.body as { project: Saved }).project;
    expect(saved.version).toBe(base + 1);
    const stored = await load(id);
    expect(stored.projectName).toBe(names[winner]);
    expect(stored.version).toBe(base + 1);
    expect(stored.updatedAt).toBe(saved.updatedAt);

    // The stale version stays refused; the new one saves.
    expect((await save(id, { ...MINIMAL, projectName: 'Late', version: base })).status).toBe(409);
    const next = await save(id, { ...MINIMAL, projectName: 'Reloaded and saved', version: base + 1 });
    expect(next.status).toBe(200);
    expect((next.body as { project: Saved }).project.version).toBe(base + 2);
    expect((await load(id)).projectName).toBe('Reloaded and saved');
  });

  it('a save based on a deleted project is a 409 (Save as a copy is the way out)', async () => {
    const id = randomUUID();
    expect((await save(id, MINIMAL)).status).toBe(200);
    expect((await api('DELETE', `/projects/${id}`, { token: alice.idToken })).status).toBe(200);
    const stale = await save(id, { ...MINIMAL, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: CHANGED });
    expect((await api('GET', `/projects/${id}`, { token: alice.idToken })).status).toBe(404);
  });

  it.each([
    ['"1"', '1'],
    ['-1', -1],
    ['1.5', 1.5],
    ['true', true],
    ['an object', { v: 1 }],
  ])('a version of %s → 400', async (_name, version) => {
    const response = await save(randomUUID(), { ...MINIMAL, version });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: BAD_VERSION });
  });
});

/**
 * The handlers' JSON request log (functions/src/http/requestLog.ts) as the local stack writes it:
 * serverless-offline's output, kept in .test-results/local-stack.log by globalSetup.ts.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/lib/paths.ts';
import { MINIMAL } from './projectFixtures.ts';
import { api } from './support/api.ts';
import { createUser } from './support/users.ts';

const LOG_FILE = `${repoRoot}.test-results/local-stack.log`;

/** The request log lines in the stack's output so far, raw and parsed. */
function requestLines(): { raw: string; entry: Record<string, unknown> }[] {
  return readFileSync(LOG_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.includes('"msg":"request"'))
    .map((raw) => ({ raw, entry: JSON.parse(raw.slice(raw.indexOf('{'))) as Record<string, unknown> }));
}

describe('the request log of the local stack', () => {
  it('holds one JSON line per request with the route, status, latency and the verified sub', async () => {
    const user = await createUser('logs');
    const id = randomUUID();
    const body = { ...MINIMAL, projectName: 'Body text that must never be logged' };
    expect((await api('POST', `/projects/${id}`, { token: user.idToken, body })).status).toBe(200);
    expect((await api('GET', `/projects/${id}`, { token: user.idToken })).status).toBe(200);

    const mine = () => requestLines().filter(({ entry }) => entry.sub === user.sub);
    await expect.poll(() => mine().length, { timeout: 15_000 }).toBe(2);
    const [save, load] = mine().map(({ entry }) => entry);
    expect(save).toMatchObject({
      level: 'INFO',
      msg: 'request',
      route: 'POST /projects/{projectId}',
      status: 200,
    });
    expect(load).toMatchObject({ route: 'GET /projects/{projectId}', status: 200 });
    for (const entry of [save, load]) {
      expect(typeof entry?.latencyMs).toBe('number');
      expect(typeof entry?.requestId).toBe('string');
    }
    const raw = mine()
      .map((line) => line.raw)
      .join('\n');
    expect(raw).not.toContain(user.idToken);
    expect(raw).not.toMatch(/authorization|bearer/i);
    expect(raw).not.toContain('Body text that must never be logged');
  });

  it('logs an anonymous request to a public route with its status and no sub', async () => {
    // (A request without a token to a signed-in route never reaches a handler: the API's JWT
    // authorizer answers 401 itself, in AWS as in serverless-offline.)
    const id = `missing-${randomUUID()}`;
    expect((await api('GET', `/examples/${id}`)).status).toBe(404);
    await expect
      .poll(
        () =>
          requestLines().some(
            ({ entry }) =>
              entry.route === 'GET /examples/{exampleId}' && entry.status === 404 && entry.sub === null,
          ),
        { timeout: 15_000 },
      )
      .toBe(true);
  });
});

import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { badRequest } from './errors.ts';
import { handler } from './handler.ts';
import { noteCaller, type RequestLogLine } from './requestLog.ts';

const TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJzZWNyZXQtdG9rZW4tY2xhaW1zIn0.c2lnbmF0dXJlLXNlY3JldA';
const BODY = JSON.stringify({ projectName: 'My secret project body', tagMap: { Start: { type: 'BOOL' } } });

/** A signed-in save as API Gateway hands it over: a bearer token, a project body. */
function save(): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: 'POST /projects/{projectId}',
    rawPath: '/projects/p-123',
    rawQueryString: '',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json', cookie: 'a=b' },
    body: BODY,
    isBase64Encoded: false,
    pathParameters: { projectId: 'p-123' },
    requestContext: { requestId: 'req-42', http: { method: 'POST', path: '/projects/p-123' } },
  } as unknown as APIGatewayProxyEventV2;
}

/** The lines the handler wrote to stdout, parsed. */
function captureStdout() {
  const lines: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  return lines;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('one JSON log line per request', () => {
  it('holds the request id, route, status, latency and the verified sub, and nothing else', async () => {
    const lines = captureStdout();
    const main = handler(async (event) => {
      noteCaller(event, 'sub-0001');
      return { body: { ok: true } };
    });
    const answer = await main(save());
    expect(answer.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.endsWith('\n')).toBe(true);
    const line = JSON.parse(lines[0] ?? '') as RequestLogLine;
    expect(Object.keys(line).sort()).toEqual(
      ['latencyMs', 'level', 'msg', 'requestId', 'route', 'status', 'sub'].sort(),
    );
    expect(line).toMatchObject({
      level: 'INFO',
      msg: 'request',
      requestId: 'req-42',
      route: 'POST /projects/{projectId}',
      status: 200,
      sub: 'sub-0001',
    });
    expect(typeof line.latencyMs).toBe('number');
    expect(line.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('never writes the Authorization header, the token, other headers or the body', async () => {
    const lines = captureStdout();
    await handler(async (event) => {
      noteCaller(event, 'sub-0001');
      return { body: { saved: true } };
    })(save());
    const text = lines.join('');
    expect(text).not.toMatch(/authorization|bearer|cookie/i);
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain(TOKEN.split('.')[1]);
    expect(text).not.toContain('My secret project body');
    expect(text).not.toContain('tagMap');
  });

  it("logs a client's mistake with its status and an anonymous caller as null", async () => {
    const lines = captureStdout();
    const answer = await handler(async () => {
      throw badRequest('The request body must be a JSON object.');
    })(save());
    expect(answer.statusCode).toBe(400);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      status: 400,
      sub: null,
      route: 'POST /projects/{projectId}',
    });
  });

  it('logs a failure as 500, besides the error itself on stderr', async () => {
    const lines = captureStdout();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await handler(async () => {
      throw new Error('DynamoDB is down');
    })(save());
    expect(answer.statusCode).toBe(500);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ status: 500, requestId: 'req-42' });
    expect(error).toHaveBeenCalledOnce();
  });

  it('names the route by method and path when the event has no route key', async () => {
    const lines = captureStdout();
    const event = { ...save(), routeKey: undefined } as unknown as APIGatewayProxyEventV2;
    await handler(async () => ({ body: {} }))(event);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ route: 'POST /projects/p-123' });
  });
});

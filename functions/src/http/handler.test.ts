import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { optionalCaller, requireCaller } from '../auth/caller.ts';
import { badRequest, MESSAGES, notFound, unauthorized } from './errors.ts';
import { handler, logRouteFailure } from './handler.ts';

/** A request as API Gateway (or serverless-offline) hands it over, without an Authorization header. */
function anonymousGet(path: string): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: `GET ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers: { accept: 'application/json', host: '127.0.0.1' },
    isBase64Encoded: false,
    requestContext: { http: { method: 'GET', path } },
  } as unknown as APIGatewayProxyEventV2;
}

/** Every console method a route could log through, spied and silenced. */
function spyConsole() {
  return {
    error: vi.spyOn(console, 'error').mockImplementation(() => undefined),
    warn: vi.spyOn(console, 'warn').mockImplementation(() => undefined),
    log: vi.spyOn(console, 'log').mockImplementation(() => undefined),
    info: vi.spyOn(console, 'info').mockImplementation(() => undefined),
    debug: vi.spyOn(console, 'debug').mockImplementation(() => undefined),
    trace: vi.spyOn(console, 'trace').mockImplementation(() => undefined),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('logRouteFailure', () => {
  it("logs nothing for a client's mistake: 401 without or with a bad token, 400, 404", () => {
    const log = { error: vi.fn() };
    for (const error of [
      unauthorized(MESSAGES.signInRequired),
      unauthorized(MESSAGES.badToken),
      badRequest(MESSAGES.invalidJson),
      notFound('Example not found.'),
    ]) {
      logRouteFailure(error, log);
    }
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs a real error once, as the Error itself, so its stack trace is kept', () => {
    const log = { error: vi.fn() };
    const error = new TypeError("Cannot read properties of undefined (reading 'Items')");
    logRouteFailure(error, log);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith(error);
    expect((log.error.mock.calls[0]?.[0] as Error).stack).toContain('TypeError');
  });
});

describe('handler logging of anonymous requests', () => {
  it('answers an anonymous request to a public route without logging anything', async () => {
    const console = spyConsole();
    const main = handler(async (event) => ({ body: { caller: await optionalCaller(event) } }));
    const answer = await main(anonymousGet('/examples'));
    expect(answer.statusCode).toBe(200);
    for (const method of Object.values(console)) expect(method).not.toHaveBeenCalled();
  });

  it("answers an anonymous request to a signed-in route 401 'Sign in to do this.', logging nothing", async () => {
    const console = spyConsole();
    const main = handler(async (event) => ({ body: await requireCaller(event) }));
    const answer = await main(anonymousGet('/projects'));
    expect(answer.statusCode).toBe(401);
    expect(JSON.parse(answer.body)).toEqual({ message: MESSAGES.signInRequired });
    for (const method of Object.values(console)) expect(method).not.toHaveBeenCalled();
  });

  it('still logs a real failure with its stack, and answers 500 without it', async () => {
    const console = spyConsole();
    const failure = new Error('DynamoDB is down');
    const main = handler(async () => {
      throw failure;
    });
    const answer = await main(anonymousGet('/examples'));
    expect(answer.statusCode).toBe(500);
    expect(answer.body).not.toContain('at ');
    expect(JSON.parse(answer.body)).toEqual({ message: MESSAGES.internal });
    expect(console.error).toHaveBeenCalledExactlyOnceWith(failure);
  });
});

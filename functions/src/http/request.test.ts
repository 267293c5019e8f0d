import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { expectApiError } from './apiFailure.ts';
import { MESSAGES } from './errors.ts';
import { jsonBody, MAX_BODY_DEPTH, nestedDeeperThan, objectBody, sourceIp } from './request.ts';

/** An event with `body` as the gateway (or serverless-offline, which passes parsed values) hands it over. */
const event = (body: unknown, extra: Record<string, unknown> = {}) =>
  ({ body, isBase64Encoded: false, ...extra }) as unknown as APIGatewayProxyEventV2;

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('nestedDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(nestedDeeperThan('{"a":[1,{"b":[]}]}', 4)).toBe(false);
    expect(nestedDeeperThan('{"a":[1,{"b":[]}]}', 3)).toBe(true);
    expect(nestedDeeperThan('{"a":"[[[[[[{{{{"}', 1)).toBe(false);
    expect(nestedDeeperThan('{"a":"\\"[[[["}', 1)).toBe(false);
    expect(nestedDeeperThan('["\\\\",[[]]]', 2)).toBe(true);
  });

  it('checks a body of 350 000 brackets quickly, without recursion', () => {
    const started = performance.now();
    expect(nestedDeeperThan(nested(175_000), MAX_BODY_DEPTH)).toBe(true);
    expect(nestedDeeperThan('[1],'.repeat(80_000), MAX_BODY_DEPTH)).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('jsonBody', () => {
  it('parses a string body, and a base64 one', () => {
    expect(jsonBody(event('{"a":1}'))).toEqual({ a: 1 });
    expect(jsonBody(event(Buffer.from('[2]').toString('base64'), { isBase64Encoded: true }))).toEqual([2]);
  });

  it(`accepts nesting up to ${MAX_BODY_DEPTH} levels and refuses deeper with a 400`, () => {
    expect(jsonBody(event(nested(MAX_BODY_DEPTH)))).toBeInstanceOf(Array);
    const error = expectApiError(() => jsonBody(event(`{"x":${nested(10_000)}}`)));
    expect(error.status).toBe(400);
    expect(error.message).toBe(MESSAGES.bodyTooDeep);
  });

  it.each([
    ['no body', undefined],
    ['null', null],
    ['an empty string', ''],
    ['blanks', '  \n'],
    ['malformed JSON', '{"a":'],
  ])('answers 400 invalid JSON for %s', (_name, body) => {
    const error = expectApiError(() => jsonBody(event(body)));
    expect(error.status).toBe(400);
    expect(error.message).toBe(MESSAGES.invalidJson);
  });

  it.each([
    ['false', false],
    ['0', 0],
    ['-0', -0],
    ['true', true],
    ['a number', 12.5],
  ])('takes a value the local gateway parsed itself (%s) as that JSON value', (_name, body) => {
    expect(jsonBody(event(body))).toEqual(JSON.parse(JSON.stringify(body)));
    const error = expectApiError(() => objectBody(event(body)));
    expect(error.status).toBe(400);
    expect(error.message).toBe('The request body must be a JSON object.');
  });

  it('takes an object or a Buffer body as the JSON it stands for', () => {
    expect(objectBody(event({ a: [1] }))).toEqual({ a: [1] });
    expect(objectBody(event(Buffer.from('{"b":2}')))).toEqual({ b: 2 });
  });

  it('answers 413 above 350 KB, whatever the body type', () => {
    expect(expectApiError(() => jsonBody(event(`"${'x'.repeat(350_000)}"`))).status).toBe(413);
    expect(expectApiError(() => jsonBody(event({ d: 'x'.repeat(350_000) }))).status).toBe(413);
  });
});

describe('sourceIp', () => {
  it("is the gateway's source address, or 'unknown'", () => {
    expect(sourceIp(event('', { requestContext: { http: { sourceIp: '203.0.113.9' } } }))).toBe(
      '203.0.113.9',
    );
    expect(sourceIp(event('', { requestContext: {} }))).toBe('unknown');
    expect(sourceIp(event(''))).toBe('unknown');
  });
});

import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { badRequest, MESSAGES, tooLarge } from './errors.ts';

/** Largest body accepted: below DynamoDB's 400 KB item limit with room for keys and metadata. */
export const MAX_BODY_BYTES = 350_000;
/** Deepest nesting of arrays and objects accepted in a body (a project document needs fewer than 10). */
export const MAX_BODY_DEPTH = 64;

/**
 * Whether JSON text nests arrays and objects deeper than `limit`: one pass over the characters
 * (brackets inside strings do not count), no recursion, so any text is checked in linear time.
 */
export function nestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      // A backslash escapes the next character; a quote ends the string.
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}

/**
 * The body as text. API Gateway hands over a string (base64 for binary bodies); serverless-offline
 * also passes bodies it parsed itself (`false`, `0`, `null`) and may pass a Buffer: each becomes the
 * JSON text it came from, and no body is ''.
 */
function bodyText(event: APIGatewayProxyEventV2): string {
  const raw: unknown = event.body;
  if (raw === undefined || raw === null) return '';
  if (typeof raw === 'string')
    return event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
  if (raw instanceof Uint8Array) return Buffer.from(raw).toString('utf8');
  try {
    return JSON.stringify(raw) ?? '';
  } catch (error) {
    throw badRequest(error instanceof RangeError ? MESSAGES.bodyTooDeep : MESSAGES.invalidJson);
  }
}

/**
 * The request's JSON body (base64 bodies decoded); 400 for malformed JSON or nesting deeper than
 * MAX_BODY_DEPTH, 413 when larger than MAX_BODY_BYTES. Never throws anything but an ApiError.
 */
export function jsonBody(event: APIGatewayProxyEventV2): unknown {
  const text = bodyText(event);
  if (Buffer.byteLength(text, 'utf8') > MAX_BODY_BYTES) throw tooLarge(MESSAGES.bodyTooLarge);
  if (text.trim() === '') throw badRequest(MESSAGES.invalidJson);
  if (nestedDeeperThan(text, MAX_BODY_DEPTH)) throw badRequest(MESSAGES.bodyTooDeep);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest(MESSAGES.invalidJson);
  }
}

/** A JSON object body; 400 when the body is JSON but not an object. */
export function objectBody(event: APIGatewayProxyEventV2): Record<string, unknown> {
  const body = jsonBody(event);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('The request body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}

/** A path parameter, trimmed; 400 with `missing` (e.g. 'Project ID is required.') when absent or blank. */
export function pathParam(event: APIGatewayProxyEventV2, name: string, missing: string): string {
  const value = event.pathParameters?.[name];
  const decoded = value === undefined ? '' : safeDecode(value).trim();
  if (decoded === '' || decoded.length > 200) throw badRequest(missing);
  return decoded;
}

/** The client's address as the gateway saw it (the TCP peer); 'unknown' when absent. */
export function sourceIp(event: APIGatewayProxyEventV2): string {
  const address = (event.requestContext as { http?: { sourceIp?: unknown } } | undefined)?.http?.sourceIp;
  return typeof address === 'string' && address !== '' ? address : 'unknown';
}

export function queryParam(event: APIGatewayProxyEventV2, name: string): string | undefined {
  return event.queryStringParameters?.[name];
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { badRequest, MESSAGES, tooLarge } from './errors.ts';

/** Largest body accepted: below DynamoDB's 400 KB item limit with room for keys and metadata. */
export const MAX_BODY_BYTES = 350_000;

/** The request's JSON body (base64 bodies decoded); 400 for malformed JSON, 413 when too large. */
export function jsonBody(event: APIGatewayProxyEventV2): unknown {
  const raw = event.body ?? '';
  const text = event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
  if (Buffer.byteLength(text, 'utf8') > MAX_BODY_BYTES) throw tooLarge(MESSAGES.bodyTooLarge);
  if (text.trim() === '') throw badRequest(MESSAGES.invalidJson);
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

import { generateKeyPairSync, createSign, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The two AWS services a grading invocation calls, faked on one local port for the cold-start bench
 * (never for tests): a JWKS for the id token the bench signs, and DynamoDB's JSON API answering
 * GetItem with the problem and PutItem with nothing. The handler bundle runs unchanged against it.
 */
export interface FakeAws {
  endpoint: string;
  issuer: string;
  clientId: string;
  /** A signed id token for a bench user. */
  idToken: string;
  /** DynamoDB calls answered, by operation. */
  calls: Map<string, number>;
  close(): Promise<void>;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** A JSON value in DynamoDB's wire format (`{ S }`, `{ N }`, `{ M }`, …); undefined members are left out. */
export function toAttribute(value: unknown): Record<string, unknown> {
  if (value === null) return { NULL: true };
  if (typeof value === 'string') return { S: value };
  if (typeof value === 'number') return { N: String(value) };
  if (typeof value === 'boolean') return { BOOL: value };
  if (Array.isArray(value)) return { L: value.map(toAttribute) };
  if (typeof value === 'object') return { M: toItem(value as Record<string, unknown>) };
  throw new Error(`Cannot store ${typeof value} in DynamoDB.`);
}

function toItem(record: Record<string, unknown>): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) if (value !== undefined) item[key] = toAttribute(value);
  return item;
}

export async function startFakeAws(problemItem: Record<string, unknown>): Promise<FakeAws> {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = 'bench';
  const jwks = JSON.stringify({
    keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }],
  });
  const item = JSON.stringify({ Item: toItem(problemItem) });
  const calls = new Map<string, number>();

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url?.endsWith('/.well-known/jwks.json')) {
        response.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
        return;
      }
      const operation = String(request.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
      calls.set(operation, (calls.get(operation) ?? 0) + 1);
      const body = operation === 'GetItem' ? item : '{}';
      response.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issuer = `${endpoint}/bench-pool`;
  const clientId = 'benchclient';

  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'RS256', kid, typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({
      sub: randomUUID(),
      'cognito:username': 'bench',
      email: 'bench@example.com',
      aud: clientId,
      iss: issuer,
      token_use: 'id',
      iat: now,
      exp: now + 3600,
    }),
  );
  const signature = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(privateKey);
  const idToken = `${header}.${payload}.${base64url(signature)}`;

  return {
    endpoint,
    issuer,
    clientId,
    idToken,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';

const TARGET = 'AWSCognitoIdentityProviderService.';
const AMZ_JSON = 'application/x-amz-json-1.1';

interface LocalUser {
  Username?: string;
  Attributes?: { Name?: string; Value?: string }[];
}

function readBody(message: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    message.on('data', (chunk: Buffer) => chunks.push(chunk));
    message.on('end', () => resolve(Buffer.concat(chunks)));
    message.on('error', reject);
  });
}

/** The username whose e-mail is `email` (cognito-local lists every user; it has no filters). */
async function usernameForEmail(cognito: string, userPoolId: string, email: string): Promise<string | null> {
  const response = await fetch(cognito, {
    method: 'POST',
    headers: { 'content-type': AMZ_JSON, 'x-amz-target': `${TARGET}ListUsers` },
    body: JSON.stringify({ UserPoolId: userPoolId }),
  });
  const { Users = [] } = (await response.json()) as { Users?: LocalUser[] };
  const wanted = email.toLowerCase();
  const user = Users.find((candidate) =>
    candidate.Attributes?.some((a) => a.Name === 'email' && a.Value?.toLowerCase() === wanted),
  );
  return user?.Username ?? null;
}

/**
 * The request body to forward: an InitiateAuth whose USERNAME is an e-mail address gets the
 * username that e-mail belongs to; anything else goes through unchanged.
 */
async function withUsername(
  cognito: string,
  userPoolId: string,
  target: string,
  body: Buffer,
): Promise<Buffer> {
  if (target !== `${TARGET}InitiateAuth`) return body;
  let parsed: { AuthParameters?: Record<string, string> };
  try {
    parsed = JSON.parse(body.toString('utf8')) as typeof parsed;
  } catch {
    return body;
  }
  const given = parsed.AuthParameters?.USERNAME;
  if (!given?.includes('@') || !parsed.AuthParameters) return body;
  const username = await usernameForEmail(cognito, userPoolId, given);
  if (!username) return body;
  parsed.AuthParameters.USERNAME = username;
  return Buffer.from(JSON.stringify(parsed));
}

/**
 * Listens on `port` in front of cognito-local (at `cognitoPort`) and lets users sign in with their
 * e-mail as well as their username, as the AWS pool's e-mail alias does: cognito-local matches
 * usernames only. Everything else is passed through as is.
 */
export function startEmailSignIn(port: number, cognitoPort: number, userPoolId: string) {
  const cognito = `http://127.0.0.1:${cognitoPort}/`;
  const forward = async (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const target = String(incoming.headers['x-amz-target'] ?? '');
    const body = await withUsername(cognito, userPoolId, target, await readBody(incoming));
    const headers = { ...incoming.headers, host: `127.0.0.1:${cognitoPort}` };
    if (body.length > 0 || headers['content-length'] !== undefined)
      headers['content-length'] = String(body.length);
    const upstream = request(
      { host: '127.0.0.1', port: cognitoPort, method: incoming.method, path: incoming.url, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    upstream.end(body);
  };
  const server = createServer((incoming, outgoing) => {
    forward(incoming, outgoing).catch(() => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
  });
  return new Promise<{ close(): Promise<void> }>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}

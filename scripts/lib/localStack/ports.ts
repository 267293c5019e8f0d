import { createServer, type Server } from 'node:net';

/** The ports one local stack listens on (all on 127.0.0.1, DynamoDB Local on every interface). */
export interface StackPorts {
  /** serverless-offline's HTTP API (what the site's `/api` proxy points at). */
  api: number;
  /** serverless-offline's Lambda invoke endpoint: cognito-local calls the PreSignUp trigger there. */
  lambda: number;
  dynamoDb: number;
  cognito: number;
}

/** A port from the environment variable `name`, or `fallback` when it is unset or not a port. */
function envPort(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = Number(env[name]);
  return Number.isInteger(value) && value > 0 && value < 65536 ? value : fallback;
}

/** Where `npm start` serves the site by default. */
export const DEFAULT_SITE_PORT = 5173;

/** `npm start`'s site port: PORT, else 5173. */
export function sitePort(env: NodeJS.ProcessEnv = process.env): number {
  return envPort(env, 'PORT', DEFAULT_SITE_PORT);
}

/** `npm start`'s ports; each can be moved with an environment variable. */
export function startPorts(env: NodeJS.ProcessEnv = process.env): StackPorts {
  const port = (name: string, fallback: number) => envPort(env, name, fallback);
  return {
    api: port('PLCSIM_API_PORT', 3002),
    lambda: port('PLCSIM_LAMBDA_PORT', 3012),
    dynamoDb: port('PLCSIM_DYNAMODB_PORT', 8000),
    cognito: port('PLCSIM_COGNITO_PORT', 9229),
  };
}

function listen(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => resolve(server));
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

/** Ports the system says are free right now (all distinct), for a stack beside `npm start`'s. */
export async function freePorts(): Promise<StackPorts> {
  const servers = await Promise.all([0, 0, 0, 0].map(() => listen(0)));
  const [api, lambda, dynamoDb, cognito] = servers.map((server) => {
    const address = server.address();
    return typeof address === 'object' && address ? address.port : 0;
  });
  await Promise.all(servers.map(close));
  if (!api || !lambda || !dynamoDb || !cognito) throw new Error('Could not find free ports.');
  return { api, lambda, dynamoDb, cognito };
}

/** One port the system says is free right now. */
export async function freePort(): Promise<number> {
  const server = await listen(0);
  const address = server.address();
  await close(server);
  if (typeof address !== 'object' || !address) throw new Error('Could not find a free port.');
  return address.port;
}

/** Fails with a clear message when one of the ports is taken (another `npm start` still running?). */
export async function assertPortsFree(ports: StackPorts): Promise<void> {
  for (const [name, port] of Object.entries(ports)) {
    try {
      await close(await listen(port));
    } catch {
      throw new Error(
        `Port ${port} (${name}) is already in use: is another \`npm start\` running? ` +
          'Stop it, or move this one with PLCSIM_API_PORT, PLCSIM_LAMBDA_PORT, PLCSIM_DYNAMODB_PORT, PLCSIM_COGNITO_PORT.',
      );
    }
  }
}

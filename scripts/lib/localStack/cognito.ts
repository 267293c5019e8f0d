import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { repoRoot } from '../paths.ts';
import { startService, stopService } from '../processes.ts';
import { startEmailSignIn } from './cognitoEmailSignIn.ts';
import { confirmationCodeReader, type ConfirmationCode } from './confirmationCodes.ts';
import { ServiceOutput } from './output.ts';
import { freePort } from './ports.ts';
import { answersHttp, waitFor } from './waitFor.ts';

/** The local user pool and app client: fixed, so the site's development config can name them. */
export const LOCAL_USER_POOL_ID = 'local_plcsim01';
export const LOCAL_CLIENT_ID = 'plcsimlocalwebclient000001';
/**
 * The PreSignUp trigger as serverless-offline names it (`<service>-<stage>-<function>`, stage `dev`):
 * functions/routes/auth.yml's `preSignUp`.
 */
export const LOCAL_PRE_SIGN_UP_FUNCTION = 'plcsim-dev-preSignUp';
/** The PostConfirmation trigger (functions/routes/auth.yml's `postConfirmation`), named the same way. */
export const LOCAL_POST_CONFIRMATION_FUNCTION = 'plcsim-dev-postConfirmation';

/** cognito-local's issuer and JWKS for the pool when it listens on `port`. */
export function localIssuer(port: number): string {
  return `http://127.0.0.1:${port}/${LOCAL_USER_POOL_ID}`;
}

function readJson(file: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Writes cognito-local's `.cognito/` in `dir` with the fixed pool and client (keeping any users
 * already there). The pool's options come from `UserPoolDefaults`: usernames are kept (no
 * `UsernameAttributes`), e-mail is an alias as in serverless.yml (cognito-local matches usernames
 * only: cognitoEmailSignIn.ts adds sign-in by e-mail). Tokens name the public `port` as issuer.
 * cognito-local does not enforce the password policy; AWS does. With `lambdaPort`, SignUp runs the
 * PreSignUp trigger through serverless-offline's Lambda invoke API on that port, as the AWS pool
 * does (serverless.yml's LambdaConfig); cognito-local calls it only at sign-up, so it may start first.
 */
export function writeCognitoFiles(dir: string, port: number, lambdaPort?: number): void {
  const cognito = `${dir}/.cognito`;
  mkdirSync(`${cognito}/db`, { recursive: true });
  writeFileSync(
    `${cognito}/config.json`,
    JSON.stringify(
      {
        UserPoolDefaults: {
          Name: 'plcsim-local',
          UsernameAttributes: [],
          AliasAttributes: ['email'],
          AutoVerifiedAttributes: ['email'],
        },
        TokenConfig: { IssuerDomain: `http://127.0.0.1:${port}` },
        ...(lambdaPort === undefined
          ? {}
          : {
              LambdaClient: {
                endpoint: `http://127.0.0.1:${lambdaPort}`,
                region: 'local',
                credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
              },
              TriggerFunctions: {
                PreSignUp: LOCAL_PRE_SIGN_UP_FUNCTION,
                PostConfirmation: LOCAL_POST_CONFIRMATION_FUNCTION,
              },
            }),
      },
      null,
      2,
    ),
  );
  const pool = `${cognito}/db/${LOCAL_USER_POOL_ID}.json`;
  if (!existsSync(pool)) writeFileSync(pool, JSON.stringify({ Users: {} }, null, 2));

  const clientsFile = `${cognito}/db/clients.json`;
  const clients = readJson(clientsFile);
  const existing = (clients.Clients ?? {}) as Record<string, unknown>;
  const now = new Date().toISOString();
  existing[LOCAL_CLIENT_ID] = {
    ClientId: LOCAL_CLIENT_ID,
    ClientName: 'plcsim-local-web',
    UserPoolId: LOCAL_USER_POOL_ID,
    CreationDate: now,
    LastModifiedDate: now,
    ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    TokenValidityUnits: { AccessToken: 'hours', IdToken: 'minutes', RefreshToken: 'days' },
  };
  writeFileSync(clientsFile, JSON.stringify({ ...clients, Clients: existing }, null, 2));
}

/**
 * Starts cognito-local in `dir` (which holds `.cognito/`) behind the e-mail sign-in shim on
 * 127.0.0.1:`port`, and reports every confirmation code it "sends" to `onCode`. `lambdaPort` is
 * serverless-offline's, for the PreSignUp trigger (see writeCognitoFiles).
 */
export async function startCognitoLocal(
  dir: string,
  port: number,
  {
    onCode,
    logFile,
    lambdaPort,
  }: { onCode?: (code: ConfirmationCode) => void; logFile?: string; lambdaPort?: number } = {},
): Promise<{ stop(): Promise<void> }> {
  writeCognitoFiles(dir, port, lambdaPort);
  const innerPort = await freePort();
  const child = startService(process.execPath, [`${repoRoot}node_modules/cognito-local/lib/bin/start.js`], {
    cwd: dir,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(innerPort), NODE_NO_WARNINGS: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = new ServiceOutput('cognito', logFile);
  output.follow(child, onCode ? confirmationCodeReader(onCode) : undefined);
  let shim: { close(): Promise<void> } | null = null;
  const stop = async () => {
    await shim?.close();
    await stopService(child);
  };
  try {
    shim = await startEmailSignIn(port, innerPort, LOCAL_USER_POOL_ID);
    await waitFor(
      'cognito-local',
      () => answersHttp(`${localIssuer(port)}/.well-known/jwks.json`, { ok: true }),
      {
        timeoutMs: 30_000,
        child,
      },
    );
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output.lastLines()}`, { cause: error });
  }
  return { stop };
}

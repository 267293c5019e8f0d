import { repoRoot } from '../paths.ts';
import { startService, stopService } from '../processes.ts';
import { ServiceOutput, type LineRewriter } from './output.ts';
import { answersHttp, waitFor } from './waitFor.ts';

export interface OfflineOptions {
  /** serverless.yml's PLCSIM_* overrides: ports, table, endpoints, issuer, client id. */
  env: Record<string, string>;
  apiPort: number;
  logFile?: string;
  /** Each line serverless-offline prints once it is ready (requests, handler logs). */
  onLine?: (line: string) => void;
  /** More `serverless offline start` flags (the load test's `--useInProcess`). */
  extraArgs?: string[];
}

/** Variables that must not reach serverless: real AWS credentials or profiles. */
const AWS_ACCOUNT_VARIABLES = ['AWS_PROFILE', 'AWS_SESSION_TOKEN', 'AWS_DEFAULT_PROFILE'];

/**
 * serverless-offline's JWT authorizer logs the whole error, stack trace and all, for each request to
 * an authorized route without a token or with a malformed one (createJWTAuthScheme.js `log.error`;
 * no setting turns it off). This keeps one line of it, `× JWTInvalid: <message>`, and drops the
 * trace up to the error's closing `code: '…' }` line.
 */
export function condenseJwtErrors(): LineRewriter {
  let inError = false;
  return (line) => {
    const start = /^× \{ ((?:JWT|JOSE|JWS)\w*): (.*)$/.exec(line);
    if (start) {
      inError = true;
      return `× ${start[1]}: ${start[2]}`;
    }
    if (inError) {
      if (/^\s+at /.test(line)) return null;
      inError = false;
      if (/^\s+code: '\w+' \}$/.test(line)) return null;
    }
    return line;
  };
}

/**
 * Starts `serverless offline start` (serverless-esbuild bundles every handler first) with the
 * handlers pointed at the local services, and resolves once its HTTP API answers.
 */
export async function startServerlessOffline({
  env,
  apiPort,
  logFile,
  onLine,
  extraArgs = [],
}: OfflineOptions) {
  const inherited = Object.entries(process.env).filter(([name]) => !AWS_ACCOUNT_VARIABLES.includes(name));
  const childEnv: NodeJS.ProcessEnv = {
    ...Object.fromEntries(inherited),
    SLS_TELEMETRY_DISABLED: '1',
    SLS_NOTIFICATIONS_MODE: 'off',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    FORCE_COLOR: '0',
    ...env,
  };
  const child = startService(
    process.execPath,
    [`${repoRoot}node_modules/serverless/bin/serverless.js`, 'offline', 'start', ...extraArgs],
    { cwd: repoRoot, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let ready = false;
  const output = new ServiceOutput('api', logFile);
  output.follow(
    child,
    (line) => {
      if (ready) onLine?.(line);
    },
    condenseJwtErrors,
  );
  try {
    await waitFor('serverless-offline', () => answersHttp(`http://127.0.0.1:${apiPort}/`), {
      timeoutMs: 120_000,
      child,
      intervalMs: 250,
    });
  } catch (error) {
    await stopService(child);
    throw new Error(`${(error as Error).message}\n${output.lastLines()}`, { cause: error });
  }
  ready = true;
  return child;
}

/**
 * `npm start`: builds what must be built, starts the local backend (DynamoDB Local, cognito-local,
 * serverless-offline; table created and content seeded) and the site's dev server on 127.0.0.1,
 * prints the address and every sign-up confirmation code, and stops everything on Ctrl-C.
 *
 * `npm start -- --persist` (or PLCSIM_PERSIST=1) keeps the database and the users in `.local/`.
 */
import { createServer, type ViteDevServer } from 'vite';
import { repoRoot } from './lib/paths.ts';
import { run, stopAll } from './lib/processes.ts';
import { assertPortsFree, sitePort, startPorts } from './lib/localStack/ports.ts';
import { localSiteOrigin, startLocalStack, type LocalStack } from './lib/localStack/stack.ts';

function wantsPersistence(): boolean {
  return process.argv.includes('--persist') || ['1', 'true'].includes(process.env.PLCSIM_PERSIST ?? '');
}

async function main(): Promise<void> {
  const generated = await run('npm', ['run', '--silent', 'generate'], { cwd: repoRoot });
  if (generated !== 0) {
    console.error('npm start: building the generated sources failed (see above).');
    process.exit(generated);
  }

  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const ports = startPorts();
  await assertPortsFree(ports);
  // The site's port (PORT, else 5173) is also the origin GET /oembed answers links for.
  const port = sitePort();
  const persist = wantsPersistence();
  let stack: LocalStack | null = null;
  let server: ViteDevServer | null = null;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the dev server and the local services…`);
    await Promise.all([server?.close(), stack?.stop()]);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('Ctrl-C'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('exit', stopAll);

  console.log('Starting the local backend (DynamoDB Local, cognito-local, serverless-offline)…');
  stack = await startLocalStack({
    ports,
    dataDir: persist ? `${repoRoot}.local` : undefined,
    onCode: ({ username, destination, code }) =>
      console.log(`\n  Confirmation code for ${username} (${destination}): ${code}\n`),
    onApiLine: (line) => console.log(`[api] ${line}`),
    siteOrigin: localSiteOrigin(port),
  });
  if (stopping) return;

  // The dev server proxies `/api` and `/cognito` to the stack (vite.config.ts); the site's default auth
  // settings are the local pool's fixed ids behind `/cognito` (web/src/auth/config.ts), as in the e2e tests.
  process.env.PLCSIM_API_URL = stack.apiUrl;
  process.env.PLCSIM_COGNITO_URL = stack.cognitoEndpoint;
  server = await createServer({
    configFile: `${repoRoot}vite.config.ts`,
    // strictPort: on another port the handlers' site origin (oEmbed links) would be wrong.
    server: { host: '127.0.0.1', port, strictPort: true },
  });
  await server.listen();

  const { timings, seeded } = stack;
  console.log(
    `Local backend ready in ${timings.total} s (DynamoDB ${timings.dynamoDb} s, table and content ` +
      `${timings.table} s, cognito-local ${timings.cognito} s, handlers bundled ${timings.bundle} s, ` +
      `API ${timings.api} s); ` +
      `${seeded.examples} examples and ${seeded.problems} problems seeded; ` +
      (persist ? 'data kept in .local/.' : 'data in memory (npm start -- --persist keeps it).'),
  );
  const address = server.resolvedUrls?.local[0] ?? `${localSiteOrigin(port)}/`;
  console.log(
    `\n  PLC IO Simulator is running at ${address}\n` +
      '  Sign-up confirmation codes appear here. Press Ctrl-C to stop.\n',
  );
}

main().catch((error: unknown) => {
  stopAll();
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

/**
 * `npm start`: builds what must be built, starts the local backend stack and the site's dev server
 * on 127.0.0.1, prints the address, and stops everything it started on Ctrl-C.
 */
import { createServer } from 'vite';
import { repoRoot } from './lib/paths.ts';
import { run, stopAll } from './lib/processes.ts';

const DEFAULT_PORT = 5173;

async function main(): Promise<void> {
  const generated = await run('npm', ['run', '--silent', 'generate'], { cwd: repoRoot });
  if (generated !== 0) {
    console.error('npm start: building the generated sources failed (see above).');
    process.exit(generated);
  }

  const server = await createServer({
    configFile: `${repoRoot}vite.config.ts`,
    server: { host: '127.0.0.1', port: Number(process.env.PORT ?? DEFAULT_PORT) },
  });
  await server.listen();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the dev server and local services…`);
    stopAll();
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('Ctrl-C'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('exit', stopAll);

  const address = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${DEFAULT_PORT}/`;
  console.log(`\n  PLC IO Simulator is running at ${address}\n  Press Ctrl-C to stop.\n`);
}

main().catch((error: unknown) => {
  stopAll();
  console.error(error);
  process.exit(1);
});

import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';
import { E2E_PORT, STORYBOOK_PORT } from './server.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Serves the built site (dist/web, from `vite build`) and the built Storybook (dist/storybook, from
 * `npm run build-storybook`) on 127.0.0.1 for the whole run and stops them afterwards. Started
 * in-process: a spawned `vite` child can outlive the run.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(`${repoRoot}dist/web/index.html`)) {
    throw new Error('dist/web is missing: run `npm run build` (npm test does) before the end-to-end tests.');
  }
  const server = await preview({
    configFile: `${repoRoot}vite.config.ts`,
    preview: { host: '127.0.0.1', port: E2E_PORT, strictPort: true, open: false },
    logLevel: 'warn',
  });
  if (!existsSync(`${repoRoot}dist/storybook/iframe.html`)) {
    await server.close();
    throw new Error('dist/storybook is missing: run `npm run build-storybook` (npm test does) first.');
  }
  const storybook = await preview({
    configFile: false,
    root: repoRoot,
    build: { outDir: 'dist/storybook' },
    preview: { host: '127.0.0.1', port: STORYBOOK_PORT, strictPort: true, open: false },
    logLevel: 'warn',
  });
  return async () => {
    await Promise.all([server.close(), storybook.close()]);
  };
}

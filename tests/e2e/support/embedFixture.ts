import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';
import { test as base } from './test.ts';

const fixtureDir = fileURLToPath(new URL('../../embed-fixture/', import.meta.url));
const fixtureDist = `${fixtureDir}dist/`;

/**
 * The `test` of the embed specs: `embedUrl` is the built embed fixture (tests/embed-fixture/dist: the
 * npm app at `/`, the script-tag page at `/script/`), served by `vite preview` on a free 127.0.0.1
 * port for the worker's lifetime. Build it first: `npm run build:package -w @plcsim/widget && node
 * --import tsx tests/embed-fixture/build.ts` (npm test does).
 */
export const test = base.extend<object, { embedUrl: string }>({
  embedUrl: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring pattern.
    async ({}, use) => {
      if (!existsSync(`${fixtureDist}index.html`) || !existsSync(`${fixtureDist}script/index.html`)) {
        throw new Error(
          'tests/embed-fixture/dist is missing: run `npm run build:package -w @plcsim/widget` and ' +
            '`node --import tsx tests/embed-fixture/build.ts` (npm test does) first.',
        );
      }
      const server = await preview({
        configFile: false,
        root: fixtureDir,
        build: { outDir: 'dist' },
        preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
        logLevel: 'warn',
      });
      const { port } = server.httpServer.address() as AddressInfo;
      await use(`http://127.0.0.1:${port}`);
      await server.close();
    },
    { scope: 'worker' },
  ],
});

export { expect } from './test.ts';

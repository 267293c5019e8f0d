import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const fixtureDir = fileURLToPath(new URL('.', import.meta.url));
const examples = fileURLToPath(new URL('../../content/build/examples.json', import.meta.url));

/** The canonical start/stop seal-in example, as `npm run generate` built it (content/examples/02-…). */
function startStopExample(): string {
  const all = JSON.parse(readFileSync(examples, 'utf8')) as { example_id: string }[];
  const found = all.find((example) => example.example_id === 'start-stop-seal-in');
  if (!found) throw new Error('content/build/examples.json has no start-stop-seal-in example');
  return JSON.stringify(found);
}

const VIRTUAL_EXAMPLE = 'virtual:start-stop-example';

/** `import startStop from 'virtual:start-stop-example'`: the example document, for the app page. */
function exampleModule(): Plugin {
  return {
    name: 'embed-fixture:start-stop-example',
    resolveId: (id) => (id === VIRTUAL_EXAMPLE ? `\0${VIRTUAL_EXAMPLE}` : undefined),
    load: (id) => (id === `\0${VIRTUAL_EXAMPLE}` ? `export default ${startStopExample()};` : undefined),
  };
}

/**
 * The script-tag page beside the app: `script/index.html` with the project file next to it, and the
 * package's standalone folder in `vendor/` (another folder, as a course site would keep it), copied from
 * the installed package.
 */
function scriptTagPage(): Plugin {
  return {
    name: 'embed-fixture:script-tag-page',
    generateBundle() {
      const installed = createRequire(join(fixtureDir, 'package.json')).resolve(
        '@plcsim/widget/package.json',
      );
      const standalone = join(dirname(installed), 'standalone');
      const files: [string, string][] = [
        ['script/index.html', join(fixtureDir, 'script.html')],
        // The whole folder, as docs/embedding.md says: plc-simulator.js, its modules and engine.wasm.
        ...readdirSync(standalone).map((name): [string, string] => [
          `vendor/${name}`,
          join(standalone, name),
        ]),
      ];
      for (const [fileName, from] of files)
        this.emitFile({ type: 'asset', fileName, source: readFileSync(from) });
      this.emitFile({ type: 'asset', fileName: 'script/start-stop.json', source: startStopExample() });
    },
  };
}

/** The embed fixture (build.ts builds it into dist/ after installing the packed package). */
export default defineConfig({
  root: fixtureDir,
  base: './',
  publicDir: false,
  plugins: [react(), exampleModule(), scriptTagPage()],
  // One chunk holds React, paper.js and the widget: that is the point of the fixture, not a warning.
  build: { outDir: join(fixtureDir, 'dist'), emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  preview: { host: '127.0.0.1' },
});

import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { CORE_GROUP, SCENE_GROUP } from './chunkGroups.ts';
import { EXTERNAL_PACKAGES } from './scripts/packageShape.ts';

const widgetDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * `react`, `react/jsx-runtime`, `paper/dist/paper-core`, …: imported from the consumer's node_modules.
 * Their CSS (uPlot's) is bundled into style.css instead.
 */
const externalRE = new RegExp(
  `^(${EXTERNAL_PACKAGES.map((name) => name.replace('/', '\\/')).join('|')})(\\/|$)`,
);
const isExternal = (id: string) => externalRE.test(id) && !id.endsWith('.css');

/**
 * Vite writes the emitted .wasm's address as `new URL(new URL("../engine.wasm", import.meta.url).href, "" +
 * import.meta.url)`; this leaves the plain `new URL("../engine.wasm", import.meta.url)` consumers' bundlers
 * look for, and fails the build if no chunk references the .wasm that way.
 */
function plainWasmUrl(): Plugin {
  const built =
    /new URL\(new URL\((["'])((?:\.\.?\/)*engine\.wasm)\1, import\.meta\.url\)\.href, "" \+ import\.meta\.url\)/g;
  let found = false;
  return {
    name: 'plcsim:plain-wasm-url',
    buildStart() {
      found = false;
    },
    renderChunk(code) {
      if (!built.test(code)) return null;
      built.lastIndex = 0;
      found = true;
      const plain = code.replace(built, (_whole, _quote: string, path: string) => {
        const relative = path.startsWith('.') ? path : `./${path}`;
        return `new URL(${JSON.stringify(relative)}, import.meta.url)`;
      });
      return { code: plain, map: null };
    },
    generateBundle() {
      if (!found) this.error('The engine.wasm address was not found in any library chunk.');
    },
  };
}

/**
 * The npm package (`npm run build:lib -w @plcsim/widget`): `dist/index.js`, `dist/editor.js` and
 * `dist/ladder.js` (ESM entries; shared and on-demand code in `dist/chunks/`), `style.css` (every component's CSS) and
 * `engine.wasm`, found beside the chunks through `new URL(…, import.meta.url)` (src/engineAsset.ts). React, react-dom and the packages of EXTERNAL_PACKAGES stay
 * imports; the private workspace packages (`@plcsim/compiler`, `@plcsim/engine-wasm`) are bundled in.
 * widget/scripts/buildLib.ts then writes the types and `dist/package.json`.
 */
export default defineConfig({
  root: widgetDir,
  // Relative: assets are addressed from `import.meta.url`, so they resolve wherever the package is.
  base: './',
  publicDir: false,
  plugins: [react(), plainWasmUrl()],
  resolve: {
    alias: [
      // <PlcSimulator>'s default loader: the .wasm beside the module, not Vite's `?url` (inlined in lib mode).
      { find: /^@plcsim\/engine-wasm\/browser$/, replacement: `${widgetDir}src/engineAsset.ts` },
    ],
  },
  build: {
    outDir: `${widgetDir}dist`,
    emptyOutDir: true,
    target: 'es2022',
    copyPublicDir: false,
    lib: {
      entry: {
        index: `${widgetDir}src/index.ts`,
        editor: `${widgetDir}src/editorIndex.ts`,
        ladder: `${widgetDir}src/ladderIndex.ts`,
      },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
      cssFileName: 'style',
    },
    rolldownOptions: {
      external: isExternal,
      output: {
        // Split, so the parts loaded on demand (the scene drawings, the editor of mode="edit", the ladder
        // view, the engine loader) stay dynamic imports a consumer's bundler can split in turn.
        chunkFileNames: 'chunks/[name]-[hash].js',
        codeSplitting: { groups: [CORE_GROUP, SCENE_GROUP] },
        assetFileNames: (asset) =>
          asset.names.some((n) => n.endsWith('.wasm')) ? 'engine.wasm' : '[name][extname]',
      },
    },
  },
});

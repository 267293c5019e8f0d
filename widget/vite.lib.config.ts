import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
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
 * Vite writes the emitted .wasm's address as `new URL(new URL("engine.wasm", import.meta.url).href, "" +
 * import.meta.url)`; this leaves the plain `new URL("./engine.wasm", import.meta.url)` consumers' bundlers
 * look for, and fails the build if the .wasm is not referenced that way.
 */
function plainWasmUrl(): Plugin {
  const built =
    /new URL\(new URL\((["'])engine\.wasm\1, import\.meta\.url\)\.href, "" \+ import\.meta\.url\)/g;
  return {
    name: 'plcsim:plain-wasm-url',
    renderChunk(code) {
      if (!built.test(code)) this.error('The engine.wasm address was not found in the library chunk.');
      built.lastIndex = 0;
      return { code: code.replace(built, 'new URL("./engine.wasm", import.meta.url)'), map: null };
    },
  };
}

/**
 * The npm package (`npm run build:lib -w @plcsim/widget`): `dist/index.js` (ESM, one file), `style.css`
 * (every component's CSS) and `engine.wasm`, found beside `index.js` through `new URL(…,
 * import.meta.url)` (src/engineAsset.ts). React, react-dom and the packages of EXTERNAL_PACKAGES stay
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
      entry: `${widgetDir}src/index.ts`,
      formats: ['es'],
      fileName: () => 'index.js',
      cssFileName: 'style',
    },
    rolldownOptions: {
      external: isExternal,
      output: {
        // One index.js: the engine loader and the lazy parts are small, and a consumer's bundler splits.
        codeSplitting: false,
        assetFileNames: (asset) =>
          asset.names.some((n) => n.endsWith('.wasm')) ? 'engine.wasm' : '[name][extname]',
      },
    },
  },
});

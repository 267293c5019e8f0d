import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { CORE_GROUP, SCENE_GROUP } from './chunkGroups.ts';

const widgetDir = fileURLToPath(new URL('.', import.meta.url));
const CSS_TOKEN = '__PLC_SIMULATOR_CSS__';
/** The module plc-simulator.js loads; its chunks sit beside it. */
const MODULE_NAME = 'plc-simulator.module.js';

/**
 * plc-simulator.js itself: a classic script (so `<script src>` and `defer` keep working, and
 * `document.currentScript` names it) that imports the element's module from beside itself.
 */
const LOADER = `/* <plc-simulator>: loads ${MODULE_NAME} and its chunks from this script's folder. */
(function () {
  var script = document.currentScript;
  var base = script && script.src ? script.src : document.baseURI;
  import(new URL('./${MODULE_NAME}', base).href).catch(function (error) {
    console.error('plc-simulator.js could not load ${MODULE_NAME}:', error);
  });
})();
`;

/** Text that may stand inside a '…', "…" or `…` literal. */
function literalText(text: string): string {
  return JSON.stringify(text).slice(1, -1).replace(/'/g, "\\'").replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
}

/**
 * Moves the bundle's CSS into the script (in place of src/element/styles.ts' token), writes the loader
 * as plc-simulator.js and the VM as `engine.wasm` beside it, where src/element/scriptEngine.ts fetches it.
 */
function scriptWithItsModules(): Plugin {
  return {
    name: 'plcsim:standalone',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const styles = Object.values(bundle).filter(
        (file) => file.type === 'asset' && file.fileName.endsWith('.css'),
      );
      const css = styles.map((file) => (file.type === 'asset' ? String(file.source) : '')).join('\n');
      for (const file of styles) Reflect.deleteProperty(bundle, file.fileName);
      const withToken = Object.values(bundle).filter(
        (file) => file.type === 'chunk' && file.code.includes(CSS_TOKEN),
      );
      const chunk = withToken[0];
      if (withToken.length !== 1 || chunk?.type !== 'chunk') this.error(`${CSS_TOKEN} is not in one chunk.`);
      chunk.code = chunk.code.split(CSS_TOKEN).join(literalText(css));
      this.emitFile({ type: 'asset', fileName: 'plc-simulator.js', source: LOADER });
      this.emitFile({
        type: 'asset',
        fileName: 'engine.wasm',
        source: readFileSync(`${widgetDir}../engine-wasm/build/engine.wasm`),
      });
    },
  };
}

/**
 * The script-tag embed (`npm run build:standalone -w @plcsim/widget`), in dist/standalone/:
 * plc-simulator.js (the classic script a page includes), plc-simulator.module.js (React, the widget and
 * its CSS; defines `<plc-simulator>`), the chunks it loads on demand (the scene drawings with paper.js,
 * the editor of mode="edit", uPlot with the trend panel) and engine.wasm. A page copies the whole folder.
 */
export default defineConfig({
  root: widgetDir,
  publicDir: false,
  plugins: [react(), scriptWithItsModules()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  resolve: {
    alias: [
      // <PlcSimulator>'s default loader: the engine.wasm next to plc-simulator.js.
      { find: /^@plcsim\/engine-wasm\/browser$/, replacement: `${widgetDir}src/element/scriptEngine.ts` },
    ],
  },
  build: {
    outDir: `${widgetDir}dist/standalone`,
    emptyOutDir: true,
    target: 'es2022',
    copyPublicDir: false,
    minify: true,
    lib: {
      entry: `${widgetDir}src/element/index.ts`,
      formats: ['es'],
      fileName: () => MODULE_NAME,
      cssFileName: 'plc-simulator',
    },
    rolldownOptions: {
      // Vite's library mode keeps the whitespace of ES output; a page loads these files as they are.
      output: {
        chunkFileNames: 'plc-simulator-[name]-[hash].js',
        minify: true,
        codeSplitting: { groups: [CORE_GROUP, SCENE_GROUP] },
      },
    },
  },
});

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const widgetDir = fileURLToPath(new URL('.', import.meta.url));
const CSS_TOKEN = '__PLC_SIMULATOR_CSS__';

/** Text that may stand inside a '…', "…" or `…` literal. */
function literalText(text: string): string {
  return JSON.stringify(text).slice(1, -1).replace(/'/g, "\\'").replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
}

/**
 * Moves the bundle's CSS into the script (in place of src/element/styles.ts' token) and writes the VM
 * as `engine.wasm` beside it, where src/element/scriptEngine.ts fetches it.
 */
function oneScriptWithItsWasm(): Plugin {
  return {
    name: 'plcsim:standalone',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const styles = Object.values(bundle).filter(
        (file) => file.type === 'asset' && file.fileName.endsWith('.css'),
      );
      const css = styles.map((file) => (file.type === 'asset' ? String(file.source) : '')).join('\n');
      for (const file of styles) Reflect.deleteProperty(bundle, file.fileName);
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      if (chunks.length !== 1 || chunks[0]?.type !== 'chunk') this.error('Expected one script.');
      const chunk = chunks[0];
      if (!chunk.code.includes(CSS_TOKEN)) this.error(`${CSS_TOKEN} is not in the script.`);
      chunk.code = chunk.code.split(CSS_TOKEN).join(literalText(css));
      this.emitFile({
        type: 'asset',
        fileName: 'engine.wasm',
        source: readFileSync(`${widgetDir}../engine-wasm/build/engine.wasm`),
      });
    },
  };
}

/**
 * The script-tag embed (`npm run build:standalone -w @plcsim/widget`): dist/standalone/plc-simulator.js
 * (one classic script: React, the widget, its CSS; defines `<plc-simulator>`) and engine.wasm beside it.
 */
export default defineConfig({
  root: widgetDir,
  publicDir: false,
  plugins: [react(), oneScriptWithItsWasm()],
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
      formats: ['iife'],
      name: 'PlcSimulatorEmbed',
      fileName: () => 'plc-simulator.js',
      cssFileName: 'plc-simulator',
    },
  },
});

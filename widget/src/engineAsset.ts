/**
 * `<PlcSimulator>`'s default engine loader in the published package (widget/vite.lib.config.ts aliases
 * `@plcsim/engine-wasm/browser` here). The .wasm stays a separate file: the library build emits it as
 * `engine.wasm` beside `index.js` and leaves `new URL("./engine.wasm", import.meta.url)` in the code,
 * the form Vite, webpack 5 and Rollup recognise, so a consumer's build copies the file and the widget
 * fetches it from wherever that build put it. In the workspace the line points at the VM's build.
 */
import type { Engine } from '@plcsim/engine-wasm';
import { loadEngineFrom } from './engineLoader.ts';

/** The VM; `?no-inline` keeps library mode from turning it into a data URL. */
export const ENGINE_WASM_URL: URL = new URL('../../engine-wasm/build/engine.wasm?no-inline', import.meta.url);

/** A fresh Engine from the VM beside this module. */
export function loadEngine(): Promise<Engine> {
  return loadEngineFrom(ENGINE_WASM_URL);
}

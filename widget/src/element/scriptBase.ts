/**
 * Where the standalone embed's files are: plc-simulator.js, the module it loads (this one, or a chunk
 * beside it) and engine.wasm all sit in one folder (vite.standalone.config.ts), so this module's own
 * address locates them wherever a page keeps that folder.
 */

/** The URL of `file` next to plc-simulator.js. */
export function besideScript(file: string): URL {
  return new URL(file, import.meta.url);
}

/**
 * Loads the VM from a URL in the browser: compiled while it streams when the server sends
 * `application/wasm`, else from the downloaded bytes. Used by the published package's default loader
 * (engineAsset.ts) and by the standalone `<plc-simulator>` (element/scriptEngine.ts).
 */
import { Engine } from '@plcsim/engine-wasm';

const compiled = new Map<string, Promise<WebAssembly.Module>>();

/** Compiles the VM at `url` once per address (a failed download is tried again next time). */
export function compileEngine(url: string | URL): Promise<WebAssembly.Module> {
  const key = String(url);
  let module = compiled.get(key);
  if (!module) {
    module = compileFrom(key);
    compiled.set(key, module);
    module.catch(() => compiled.delete(key));
  }
  return module;
}

async function compileFrom(url: string): Promise<WebAssembly.Module> {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`The simulator engine ${url} could not be loaded (HTTP ${response.status}).`);
  }
  const type = response.headers.get('content-type')?.split(';')[0]?.trim();
  if (type === 'application/wasm' && typeof WebAssembly.compileStreaming === 'function') {
    try {
      return await WebAssembly.compileStreaming(response.clone());
    } catch {
      // A proxy may have changed the body's encoding; the bytes themselves may still compile.
    }
  }
  return WebAssembly.compile(await response.arrayBuffer());
}

/** A fresh Engine from the VM at `url` (compiled once, instantiated per call). */
export async function loadEngineFrom(url: string | URL): Promise<Engine> {
  return Engine.instantiate(await compileEngine(url));
}

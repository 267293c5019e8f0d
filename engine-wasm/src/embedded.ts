import { ENGINE_WASM_BASE64 } from '../build/engineBase64.ts';
import { Engine } from './engine.ts';

let compiled: Promise<WebAssembly.Module> | null = null;

/** The release VM's bytes, decoded from the module `npm run generate` writes (build/engineBase64.ts). */
export function embeddedEngineBytes(): Uint8Array<ArrayBuffer> {
  const binary = atob(ENGINE_WASM_BASE64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Loads the release VM from bytes compiled into the JavaScript itself: for bundles (the Lambda
 * handlers built by serverless-esbuild) where `build/engine.wasm` is not beside the code. Decodes and
 * compiles once; each call instantiates a fresh Engine from the cached module.
 */
export async function loadEmbeddedEngine(): Promise<Engine> {
  compiled ??= WebAssembly.compile(embeddedEngineBytes());
  return Engine.instantiate(await compiled);
}

import wasmUrl from '../build/engine.wasm?url';
import { Engine } from './engine.ts';

let compiled: Promise<WebAssembly.Module> | null = null;

/** Loads the VM in the browser: the .wasm is a separate asset, compiled while it streams. */
export async function loadEngine(): Promise<Engine> {
  compiled ??= WebAssembly.compileStreaming(fetch(wasmUrl));
  return Engine.instantiate(await compiled);
}

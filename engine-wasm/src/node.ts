import { readFile } from 'node:fs/promises';
import { Engine } from './engine.ts';

let compiled: Promise<WebAssembly.Module> | null = null;

/** Loads the release VM from `build/engine.wasm` with `fs` (Node, Vitest, the CLI, Lambda). */
export async function loadEngine(): Promise<Engine> {
  compiled ??= readFile(new URL('../build/engine.wasm', import.meta.url)).then((bytes) =>
    WebAssembly.compile(bytes),
  );
  return Engine.instantiate(await compiled);
}

/**
 * `<PlcSimulator>`'s default engine loader in the standalone bundle (vite.standalone.config.ts aliases
 * `@plcsim/engine-wasm/browser` here): the `engine.wasm` next to plc-simulator.js.
 */
import type { Engine } from '@plcsim/engine-wasm';
import { loadEngineFrom } from '../engineLoader.ts';
import { besideScript } from './scriptBase.ts';

/** The file name the standalone build gives the VM, next to plc-simulator.js. */
export const STANDALONE_WASM_NAME = 'engine.wasm';

export function loadEngine(): Promise<Engine> {
  return loadEngineFrom(besideScript(STANDALONE_WASM_NAME));
}

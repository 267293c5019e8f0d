/**
 * Whether the VM this checkout builds runs the REAL opcodes: a one-instruction ADDF3 program
 * (1.5 + 2.25) must leave 3.75 in its destination. Tests of REAL on the VM skip themselves until it does.
 */
import { Op, bitsToReal, realToBits } from '@plcsim/engine-wasm';
import { loadEngine } from '@plcsim/engine-wasm/node';

/** True when the real VM computes ADDF3 as the opcode's doc comment says. */
export async function vmHasReal(): Promise<boolean> {
  const engine = await loadEngine();
  const loaded = engine.load({
    code: Int32Array.from([Op.ADDF3, 0, 1, 2, Op.END]),
    initial: Int32Array.from([realToBits(1.5), realToBits(2.25), 0]),
    symbols: [{ name: 'R', slot: 2, type: 'REAL' }],
  });
  if (!loaded.ok || !engine.scan(0).ok) return false;
  return bitsToReal(engine.slots()[2] ?? 0) === 3.75;
}

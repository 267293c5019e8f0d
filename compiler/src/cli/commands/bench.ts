import { FULL, QUICK } from '../../bench/protocol.ts';
import { benchLadder, loadB1 } from '../../bench/runBench.ts';
import { EXIT_ERROR, EXIT_OK, type Output } from '../io.ts';

const fixed = (n: number, digits: number) => n.toFixed(digits);

/** `plcsim bench`: the fixed benchmarks (../shared/bench) on the VM and the reference interpreter. */
export async function benchCommand(options: { quick: boolean }, output: Output): Promise<number> {
  const protocol = options.quick ? QUICK : FULL;
  output.out(
    `Protocol: 100 ms scans, input toggled every 10 scans, ${protocol.warmup} warm-up scans, ` +
      `${protocol.runs} timed runs of ${protocol.scansPerRun} scans; median µs per scan.`,
  );
  try {
    const b1 = await benchLadder('B1 ladder mix (200 rungs)', await loadB1(), 'I0', protocol);
    const same = b1.vmChecksum === b1.referenceChecksum;
    output.out('');
    output.out(`${b1.name}`);
    output.out(
      `  VM (WebAssembly)        ${fixed(b1.vmMicrosPerScan, 3)} µs/scan   checksum ${b1.vmChecksum}`,
    );
    output.out(
      `  reference interpreter   ${fixed(b1.referenceMicrosPerScan, 3)} µs/scan   checksum ${b1.referenceChecksum}`,
    );
    output.out(
      `  speed-up                ${fixed(b1.referenceMicrosPerScan / b1.vmMicrosPerScan, 1)}×   checksums ${same ? 'match' : 'DIFFER'}`,
    );
    output.out(`  one hour of plant time  ${fixed(b1.hourMillis, 1)} ms (36 000 scans in one runScans call)`);
    output.out('');
    output.out('B2 ST loop: not run — it needs the Structured Text compiler, which is not built yet.');
    return same ? EXIT_OK : EXIT_ERROR;
  } catch (error) {
    output.err(`plcsim bench: ${(error as Error).message}`);
    return EXIT_ERROR;
  }
}

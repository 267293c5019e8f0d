import { SEQUENCE_WORK_BUDGET } from '@plcsim/compiler';
import {
  benchProject,
  benchScenes,
  benchTankStepCost,
  benchWatchdog,
  compileMillis,
  FULL,
  loadB1,
  loadB2,
  loadB3Instructions,
  loadB3Ladder,
  loadB3St,
  QUICK,
  type BenchFigures,
} from '@plcsim/compiler/bench';
import { WATCHDOG_BUDGET } from '@plcsim/engine-wasm';
import { EXIT_ERROR, EXIT_OK, type Output } from '../io.ts';

const fixed = (n: number, digits: number) => n.toFixed(digits);

function report(r: BenchFigures, output: Output): void {
  const same = r.vmChecksum === r.referenceChecksum;
  output.out('');
  output.out(r.name);
  output.out(`  VM (WebAssembly)        ${fixed(r.vmMicrosPerScan, 3)} µs/scan   checksum ${r.vmChecksum}`);
  output.out(
    `  reference interpreter   ${fixed(r.referenceMicrosPerScan, 3)} µs/scan   checksum ${r.referenceChecksum}`,
  );
  output.out(
    `  speed-up                ${fixed(r.referenceMicrosPerScan / r.vmMicrosPerScan, 1)}×   checksums ${same ? 'match' : 'DIFFER'}`,
  );
  output.out(`  one hour of plant time  ${fixed(r.hourMillis, 1)} ms (36 000 scans in one runScans call)`);
}

/** `plcsim bench`: the fixed benchmarks (../shared/bench) on the VM and the reference interpreter. */
export async function benchCommand(options: { quick: boolean }, output: Output): Promise<number> {
  const protocol = options.quick ? QUICK : FULL;
  output.out(
    `Protocol: 100 ms scans, input toggled every 10 scans, ${protocol.warmup} warm-up scans, ` +
      `${protocol.runs} timed runs of ${protocol.scansPerRun} scans; median µs per scan.`,
  );
  try {
    const results = [
      await benchProject('B1 ladder mix (200 rungs)', await loadB1(), 'I0', protocol),
      await benchProject('B2 ST loop (FOR 100, IF, CASE, 20 TON)', await loadB2(), 'IN0', protocol),
      await benchProject(
        'B3 ladder data (100 rungs: REAL scaling, indexed ring buffers, moving averages)',
        await loadB3Ladder(),
        'I0',
        protocol,
      ),
      await benchProject(
        'B3 ST data (328 lines: a scaling FUNCTION, moving-average and alarm FUNCTION_BLOCKs, arrays)',
        await loadB3St(),
        'IN0',
        protocol,
      ),
      await benchProject(
        'B3 ladder instructions (issue 25: SCP, PID, CPT, LIM, BSL, FFL/FFU, COP, JSR to a subroutine)',
        await loadB3Instructions(),
        'I0',
        protocol,
      ),
    ];
    results.forEach((r) => report(r, output));
    output.out('');
    output.out('Structured Text compile time (generated programs; first compile, then steady state)');
    for (const lines of options.quick ? [1000] : [1000, 10000]) {
      const { cold, steady, bytes } = compileMillis(lines);
      output.out(
        `  ${String(lines).padStart(6)} lines (${Math.round(bytes / 1024)} KB)   first ${fixed(cold, 1)} ms   ` +
          `steady ${fixed(steady, 2)} ms   (${fixed((steady * 1000) / lines, 2)} ms per 1 000 lines)`,
      );
    }
    output.out('');
    output.out('Scenes: one hour of plant time with the demo program and the scene physics (best of 3)');
    for (const figure of await benchScenes(options.quick ? 1 : 3)) {
      output.out(
        `  ${figure.scene.padEnd(18)} ${fixed(figure.hourMillis, 1).padStart(6)} ms   ` +
          `(${fixed(figure.microsPerScan, 3)} µs/scan)`,
      );
    }
    const tank = await benchTankStepCost(options.quick ? 1 : 3);
    output.out(
      `  Water Tank step cost: discrete demo ${fixed(tank.discreteMicrosPerScan, 3)} µs/scan, ` +
        `PI level loop in ST with the analog physics ${fixed(tank.analogMicrosPerScan, 3)} µs/scan`,
    );
    output.out('');
    output.out(
      `Watchdog (${WATCHDOG_BUDGET} instructions a scan) and sequence work budget (${SEQUENCE_WORK_BUDGET})`,
    );
    const [b1, b2] = [await loadB1(), await loadB2()];
    const watchdog = await benchWatchdog(
      [
        { name: 'B1', project: b1, input: 'I0' },
        { name: 'B2', project: b2, input: 'IN0' },
      ],
      options.quick ? 5 : 20,
    );
    const { median: faultMedian, max: faultMax } = watchdog.faultScanMillis;
    output.out(
      `  a scan the watchdog ends (nested loops)   ${fixed(faultMedian, 2)} ms median, ${fixed(faultMax, 2)} ms slowest`,
    );
    for (const { name, work } of watchdog.correctWorkPerScan) {
      output.out(
        `  ${name}: most work in one scan               ${work} (${fixed((100 * work) / WATCHDOG_BUDGET, 3)}% of the watchdog)`,
      );
    }
    output.out(`  a sequence run that spends the budget     ${fixed(watchdog.budgetRunMillis, 0)} ms`);
    return results.every((r) => r.vmChecksum === r.referenceChecksum) ? EXIT_OK : EXIT_ERROR;
  } catch (error) {
    output.err(`plcsim bench: ${(error as Error).message}`);
    return EXIT_ERROR;
  }
}

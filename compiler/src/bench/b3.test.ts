import { describe, expect, it } from 'vitest';
import { compileProject } from '../compile.ts';
import { benchProject, loadB3Instructions, loadB3Ladder, loadB3St } from './runBench.ts';

describe('B3 ladder data', () => {
  it('compiles without a diagnostic: REAL scaling, ring buffers written through an index, moving averages', async () => {
    const project = await loadB3Ladder();
    expect(project.rungs).toHaveLength(100);
    expect(compileProject(project).diagnostics).toEqual([]);
  });

  it('ends with the same tag values on the VM and the reference interpreter', async () => {
    const figures = await benchProject('B3', await loadB3Ladder(), 'I0', {
      warmup: 50,
      runs: 1,
      scansPerRun: 300,
    });
    expect(figures.vmChecksum).toBe(figures.referenceChecksum);
  });
});

describe('B3 ST data', () => {
  it('compiles without a diagnostic: a user FUNCTION, two FUNCTION_BLOCKs with an ARRAY and a TON, REAL math', async () => {
    const project = await loadB3St();
    expect(project.stSource.split('\n').length).toBeGreaterThanOrEqual(300);
    expect(compileProject(project).diagnostics).toEqual([]);
  });

  it('ends with the same tag values on the VM and the reference interpreter', async () => {
    const figures = await benchProject('B3 ST', await loadB3St(), 'IN0', {
      warmup: 50,
      runs: 1,
      scansPerRun: 300,
    });
    expect(figures.vmChecksum).toBe(figures.referenceChecksum);
  });
});

describe('B3 ladder instructions (issue 25)', () => {
  it('compiles without a diagnostic: SCP, PID, CPT, LIM, BSL, FFL/FFU, COP and a JSR to a subroutine', async () => {
    const project = await loadB3Instructions();
    expect(project.rungs).toHaveLength(101);
    expect(project.routines?.map((r) => [r.name, r.rungs.length])).toEqual([['Totals', 6]]);
    const types = new Set(Object.values(project.instructionMap).map((i) => i.type));
    for (const type of ['SCP', 'PID', 'CPT', 'LIM', 'BSL', 'FFL', 'FFU', 'COP', 'JSR', 'SBR', 'RET']) {
      expect([type, types.has(type)]).toEqual([type, true]);
    }
    expect(compileProject(project).diagnostics).toEqual([]);
  });

  it(
    'ends with the same tag values on the VM and the reference interpreter',
    { timeout: 30_000 },
    async () => {
      const figures = await benchProject('B3 instructions', await loadB3Instructions(), 'I0', {
        warmup: 50,
        runs: 1,
        scansPerRun: 300,
      });
      expect(figures.vmChecksum).toBe(figures.referenceChecksum);
    },
  );
});

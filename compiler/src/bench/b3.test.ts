import { describe, expect, it } from 'vitest';
import { compileProject } from '../compile.ts';
import { benchProject, loadB3Ladder } from './runBench.ts';

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

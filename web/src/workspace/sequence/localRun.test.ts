import { importNeutralText, type Project } from '@plcsim/compiler';
import { parseProjectDocument } from '@plcsim/compiler/document';
import { PROBLEMS, SOLUTIONS } from '@plcsim/content';
import { loadEmbeddedEngine as loadEngine } from '@plcsim/engine-wasm/embedded';
import { SimulatorController } from '@plcsim/widget';
import { describe, expect, it } from 'vitest';
import { solutionOverProblem } from './useLastSolution.ts';
import { programCompiles, replayOnSimulator, runLocally, trendTagsFor } from './localRun.ts';
import type { StoredSolution } from '../../api/solutions.ts';

const problem = (): Project => {
  const found = PROBLEMS.find((p) => p.problem_id === 'machine-running-light');
  const { project } = parseProjectDocument(found);
  if (!project) throw new Error('problem 1 is not a project');
  return project;
};

const reference = () =>
  SOLUTIONS.find((s) => s.problem_id === 'machine-running-light') as unknown as StoredSolution;

/** Problem 1 with the reference program, then with the seal-in leg an XIO (GREEN never stays on). */
const solved = () => solutionOverProblem(problem(), { ...reference(), solved: true }) as Project;
function wrong(): Project {
  const { project, diagnostics } = importNeutralText(
    '[XIC(START),XIO(GREEN)]XIC(STOP)OTE(GREEN);\nXIO(GREEN)OTE(RED);\n',
    { project: problem() },
  );
  if (diagnostics.length > 0) throw new Error(diagnostics[0]?.message);
  return { ...project, programMode: 'LADDER' };
}

describe('running a sequence in the browser', () => {
  it('loads a solution over the problem', () => {
    expect(programCompiles(problem())).toBe(true);
    expect(solved().rungs).toEqual(reference().rungs);
    expect(solved().rungs).toHaveLength(2);
    expect(solved().sequence).toHaveLength(7);
  });

  it("passes the reference solution with the problem's sequence and required tags", async () => {
    const outcome = await runLocally(solved(), { problem: problem() }, loadEngine);
    expect(outcome).toMatchObject({ passed: true, message: 'All steps passed.' });
    expect(outcome?.steps.every((s) => s.status === 'pass')).toBe(true);
  });

  it('names the problem’s alias even when the submission dropped it', async () => {
    const project = wrong();
    const tagMap = structuredClone(project.tagMap);
    for (const tag of Object.values(tagMap)) tag.alias = '';
    const outcome = await runLocally({ ...project, tagMap }, { problem: problem() }, loadEngine);
    expect(outcome?.steps.find((s) => s.status === 'fail')?.message).toBe(
      'Step 1 expected RED (DO0) to be 1 at 0.3 s but got 0.',
    );
  });

  it('fails a wrong program at its first mismatch, and Show me replays to the same values', async () => {
    const project = wrong();
    const outcome = await runLocally(project, { problem: problem() }, loadEngine);
    expect(outcome?.message).toBe('Some steps failed.');
    const failed = outcome?.steps.find((s) => s.status === 'fail');
    // The verdict names the alias with the address; step 1 holds for 200 ms, so it says when it looked.
    expect(failed?.message).toBe('Step 1 expected RED (DO0) to be 1 at 0.3 s but got 0.');

    const controller = SimulatorController.create(await loadEngine());
    const trend = trendTagsFor(project, failed?.tagName);
    expect(trend[0]).toBe(failed?.tagName);
    expect(await replayOnSimulator(controller, project, project.sequence, failed?.index ?? 0, trend)).toBe(
      true,
    );
    const state = controller.getSnapshot();
    expect(state.mode).toBe('RUN');
    expect(state.paused).toBe(true);
    expect(state.trended).toEqual(trend);
    expect(controller.live.value(failed?.tagName ?? '')).toBe(failed?.actual);
    expect(controller.trend().length).toBeGreaterThan(0);
    controller.dispose();
  });

  it('reports a precheck failure for a project missing required tags', async () => {
    const project = { ...solved(), tagMap: {} };
    const outcome = await runLocally(
      { ...project, rungs: [], rungMap: {}, branchMap: {}, instructionMap: {} },
      { problem: problem() },
      loadEngine,
    );
    expect(outcome?.message).toBe('Error during sequence precheck');
    expect(outcome?.precheckErrors.some((e) => e.includes('expected data type BOOL'))).toBe(true);
  });
});

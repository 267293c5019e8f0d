import { compileProject, type Project, type SequenceStep } from '@plcsim/compiler';
import type { Engine } from '@plcsim/engine-wasm';
import { loadEngine } from '@plcsim/engine-wasm/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { addTimer, ladder, step, structuredText, tinyProject } from '../mutation/fixtures.ts';
import { checkSlacks, describeSlack, leastSlack } from './slack.ts';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

/** DO0 comes on 500 ms after DI0 (a TON); DO1 follows DI1 at once. */
function timerProject(): Project {
  const project = tinyProject();
  addTimer(project, 'T', 500);
  return ladder(project, [
    [
      ['XIC', 'DI0'],
      ['TON', 'T'],
    ],
    [
      ['XIC', 'T.DN'],
      ['OTE', 'DO0'],
    ],
    [
      ['XIC', 'DI1'],
      ['OTE', 'DO1'],
    ],
  ]);
}

function slacks(steps: SequenceStep[]) {
  const project = timerProject();
  const { program } = compileProject(project);
  if (!program) throw new Error('no program');
  return checkSlacks(engine, project, program, steps);
}

// DI0 is pressed in the first scan of step 2 (scan 3 of the run); T reaches 500 ms and DO0 comes on in
// scan 7, at 700 ms.
const press = step([1, 0], [0, 0]);

describe('checkSlacks', () => {
  it('gives a check in the scan its tag changes by time no slack, and counts scans from the check', () => {
    const at = (fastForward: number, out: 0 | 1) =>
      slacks([
        step([0, 0], [0, 0]),
        press,
        step([1, 0], [out, 0], fastForward),
        step([1, 0], [1, 0], 1000),
      ]).find((s) => s.step === 3);
    // Step 3 runs ceil(ff / 100) + 1 scans after scan 4: with 200 ms it checks after scan 7.
    expect(at(200, 1)).toEqual({ step: 3, tag: 'DO0', slack: 0, checkMs: 700, transitionMs: 700 });
    expect(at(300, 1)?.slack).toBe(1);
    expect(at(400, 1)?.slack).toBe(2);
    // A check in the scan before the change (both run 2 scans) has none either: one scan early fails it.
    expect(at(100, 0)?.slack).toBe(0);
    expect(at(0, 0)?.slack).toBe(0);
    expect(describeSlack(at(400, 1))).toBe('200 ms (step 3 DO0)');
  });

  it('does not count what a step changes in reaction to its own inputs', () => {
    // DO1 follows DI1 the moment it is pressed: no timed transition, so its checks have no slack entry.
    const result = slacks([step([0, 0], [0, 0]), step([0, 1], [0, 1]), step([0, 0], [0, 0])]);
    expect(result.filter((s) => s.tag === 'DO1')).toEqual([]);
    expect(leastSlack(result)).toBeUndefined();
  });

  it('counts a timed change that only coincides with a press', () => {
    // DI1 is pressed in scan 7, the scan the timer ends: DO0's change there is still timed.
    const result = slacks([step([0, 0], [0, 0]), press, step([1, 0], [0, 0], 100), step([1, 1], [1, 1])]);
    expect(result.find((s) => s.step === 4 && s.tag === 'DO0')).toMatchObject({
      slack: 1,
      transitionMs: 700,
    });
    expect(leastSlack(result)).toMatchObject({ step: 3, tag: 'DO0', slack: 0 });
  });

  it('watches a REAL checked with a tolerance leave its band, not change on every scan', () => {
    // Level climbs 1 a scan while DI0 is held: 10 after step 2's ten scans, 14 four scans later.
    const project: Project = {
      ...tinyProject(),
      programMode: 'ST',
      stSource: 'IF DI0 THEN Level := Level + 1.0; END_IF;',
    };
    project.tagMap['tag-Level'] = {
      uuid: 'tag-Level',
      name: 'Level',
      alias: '',
      data_type: 'REAL',
      value: 0,
      children: null,
      io_symbol: null,
    };
    const { program } = compileProject(project);
    if (!program) throw new Error('no program');
    const levelSlack = (tolerance: number | undefined) =>
      checkSlacks(engine, project, program, [
        step([0, 0], [0, 0]),
        { ...step([1, 0], [0, 0], 900), checks: [{ tagName: 'Level', value: 10, tolerance }] },
        step([1, 0], [0, 0], 1000),
      ]).find((s) => s.step === 2 && s.tag === 'Level');
    // Exact: the value the check reads changes on that very scan.
    expect(levelSlack(undefined)?.slack).toBe(0);
    // 10 ± 3.5: inside the band from Level 7 (three scans before the check) to 13 (three after).
    expect(levelSlack(3.5)).toMatchObject({ slack: 3, checkMs: 1200 });
  });
  it('judges a REAL checked within a band by the moves into and out of the band only', () => {
    // PV climbs 0.1 every scan: a raw value that changes in every scan, by time.
    const project = structuredText(tinyProject(), 'VAR PV : REAL; END_VAR\nPV := PV + 0.1;');
    const { program } = compileProject(project);
    if (!program) throw new Error('no program');
    const check = (tolerance: number) => ({ tagName: 'PV', value: 5, tolerance });
    // Step 2 ends after the 50th scan, PV at 5.0: it stays inside 5 ± 2 for twenty more scans.
    const run = (tolerance: number) =>
      checkSlacks(engine, project, program, [
        step([0, 0], [0, 0]),
        { ...step([0, 0], [0, 0], 4800), checks: [check(tolerance)] },
      ]).find((s) => s.tag === 'PV');
    expect(run(2)).toMatchObject({ step: 2, slack: 20 });
    // Exact (no tolerance): every scan's change counts, as for any other tag.
    expect(run(0)).toMatchObject({ step: 2, slack: 0 });
  });
});

import { applyScene, importNeutralText, type Project } from '@plcsim/compiler';
import { Op } from '@plcsim/engine-wasm';
import { loadEmbeddedEngine } from '@plcsim/engine-wasm/embedded';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeClock } from './fakeClock.ts';
import { SimulatorController } from './simulatorController.ts';

function ladder(text: string): Project {
  const { project, diagnostics } = importNeutralText(text, {});
  expect(diagnostics.filter((d) => d.severity !== 'warning')).toEqual([]);
  return project;
}

/** Start (DI0) lights DO0; DO0 runs a 500 ms on-delay T1 whose DN lights DO1. */
const lamp = () => ladder('XIC(DI0)OTE(DO0);XIC(DO0)TON(T1,500,0);XIC(T1.DN)OTE(DO1);');

let clock: FakeClock;
let sim: SimulatorController;
beforeEach(async () => {
  clock = new FakeClock();
  sim = new SimulatorController(await loadEmbeddedEngine(), clock);
});

describe('SimulatorController: RUN and PROG', () => {
  it('starts in PROG, runs a scan every 100 ms after a pre-scan, and stops', () => {
    sim.load(lamp());
    expect(sim.getSnapshot().status.text).toBe('PLC is in Program mode');
    expect(sim.run()).toBe(true);
    expect(sim.getSnapshot()).toMatchObject({ mode: 'RUN', status: { text: 'Program running...' } });
    clock.advance(1000);
    expect(sim.live.scanCount()).toBe(10);
    expect(sim.live.plantTime()).toBe(1000);
    sim.stop();
    clock.advance(1000);
    expect(sim.live.scanCount()).toBe(10);
    expect(sim.getSnapshot().status.text).toBe('PLC is in Program mode');
  });

  it('times with the real elapsed time of late callbacks and does not drift', () => {
    sim.load(lamp());
    clock.lateness = 13;
    sim.run();
    expect(sim.toggle('DI0')).toBeNull();
    clock.advance(60_000);
    // 600 scans' worth of plant time, whatever the lateness of each callback.
    expect(sim.live.scanCount()).toBeGreaterThanOrEqual(599);
    expect(Math.abs(sim.live.plantTime() - 60_000)).toBeLessThanOrEqual(113);
    expect(sim.live.value('T1.ACC')).toBe(500);
    expect(sim.live.value('DO1')).toBe(1);
  });

  it('keeps PROG when validation finds errors, reporting them', () => {
    const project = ladder('XIC(DI0)OTE(DO0);');
    const contact = Object.values(project.instructionMap)[0];
    if (contact) contact.tag = null;
    sim.load(project);
    expect(sim.getSnapshot().status.text).toBe('Program contains Errors');
    expect(sim.run()).toBe(false);
    const state = sim.getSnapshot();
    expect(state.mode).toBe('PROG');
    expect(state.diagnostics.map((d) => d.message)).toEqual([
      'Missing or invalid tag for instruction XIC (rung 0)',
    ]);
    expect(state.log.at(-1)?.text).toBe('RUN refused: the program has 1 error. See the Errors tab.');
  });

  it('refuses RUN of an empty Structured Text program while the ladder has rungs, offering Ladder', () => {
    sim.load({ ...lamp(), programMode: 'ST', stSource: '  (* nothing yet *)\n' });
    expect(sim.run()).toBe(false);
    expect(sim.runRefusal).toEqual({ kind: 'emptyLanguage', switchTo: 'LADDER' });
    const state = sim.getSnapshot();
    expect(state).toMatchObject({ mode: 'PROG', status: { text: 'PLC is in Program mode' } });
    expect(state.log.at(-1)).toMatchObject({
      text: 'RUN refused: the project runs Structured Text and its Structured Text program is empty, but the Ladder program has 3 rungs.',
      switchTo: 'LADDER',
    });
    // Switched, the ladder runs.
    sim.load({ ...lamp(), programMode: 'LADDER', stSource: '' });
    expect(sim.run()).toBe(true);
    expect(sim.runRefusal).toBeNull();
  });

  it('refuses RUN of an empty ladder while the Structured Text has code, offering Structured Text', () => {
    sim.load({ ...ladder(''), programMode: 'LADDER', stSource: 'DO0 := DI0;' });
    expect(sim.run()).toBe(false);
    expect(sim.getSnapshot().log.at(-1)).toMatchObject({
      text: 'RUN refused: the project runs Ladder and its Ladder program is empty, but the Structured Text program has code.',
      switchTo: 'ST',
    });
    expect(sim.step()).toBe(false);
    expect(sim.getSnapshot().mode).toBe('PROG');
  });

  it('catches up a background tab with at most ten scans', () => {
    sim.load(lamp());
    sim.run();
    clock.advance(100);
    clock.lateness = 60_000;
    clock.advance(61_000);
    expect(sim.live.scanCount()).toBeLessThanOrEqual(1 + 10 + 10);
  });

  it('does not change its snapshot per scan', () => {
    sim.load(lamp());
    sim.run();
    const before = sim.getSnapshot();
    let scans = 0;
    sim.subscribeScan(() => scans++);
    clock.advance(500);
    expect(sim.getSnapshot()).toBe(before);
    expect(scans).toBe(5);
  });
});

describe('SimulatorController: pause, step, speed, fast-forward', () => {
  it('pauses the clock; Step runs exactly n scans of 100 ms; Resume goes on', () => {
    sim.load(lamp());
    sim.run();
    clock.advance(300);
    sim.pause();
    clock.advance(5000);
    expect(sim.live.scanCount()).toBe(3);
    expect(sim.step(3)).toBe(true);
    expect(sim.live.scanCount()).toBe(6);
    expect(sim.live.plantTime()).toBe(600);
    sim.resume();
    clock.advance(200);
    expect(sim.live.scanCount()).toBe(8);
    expect(sim.step(1)).toBe(false);
  });

  it('RUN while paused resumes: scans go on from where they were, no new pre-scan', () => {
    sim.load(lamp());
    sim.run();
    clock.advance(300);
    sim.pause();
    clock.advance(1000);
    expect(sim.run()).toBe(true);
    expect(sim.getSnapshot()).toMatchObject({
      mode: 'RUN',
      paused: false,
      status: { text: 'Program running...' },
    });
    clock.advance(200);
    expect(sim.live.scanCount()).toBe(5);
    expect(sim.live.plantTime()).toBe(500);
  });

  it('Step from PROG validates, pre-scans and holds RUN at scan 0 before stepping', () => {
    sim.load(lamp());
    expect(sim.step(3)).toBe(true);
    expect(sim.getSnapshot()).toMatchObject({ mode: 'RUN', paused: true });
    expect(sim.live.scanCount()).toBe(3);
    clock.advance(1000);
    expect(sim.live.scanCount()).toBe(3);
  });

  it('runs 2× faster or 4× slower in wall time, with 100 ms scans', () => {
    sim.load(lamp());
    sim.setSpeed(2);
    sim.run();
    clock.advance(1000);
    expect(sim.live.scanCount()).toBe(20);
    sim.setSpeed(0.25);
    clock.advance(1000);
    expect(sim.live.scanCount()).toBe(22);
    expect(sim.live.plantTime()).toBe(2200);
    expect(sim.getSnapshot().speed).toBe(0.25);
  });

  it('fast-forwards inside the VM', () => {
    sim.load(lamp());
    sim.run();
    sim.toggle('DI0');
    expect(sim.fastForward(60_000)).toBe(true);
    expect(sim.live.scanCount()).toBe(600);
    expect(sim.live.value('DO1')).toBe(1);
    clock.advance(100);
    expect(sim.live.scanCount()).toBe(601);
  });
});

describe('SimulatorController: inputs', () => {
  it('toggles BOOL inputs in RUN only, and never an input the scene drives', () => {
    let n = 0;
    const door = applyScene(ladder('XIC(DI0)OTE(DO0);'), 'GARAGE_DOOR', () => `scene-tag-${++n}`);
    if (!door) throw new Error('no such scene');
    sim.load(door);
    expect(sim.toggle('DI0')).toBe('Switch to RUN to operate the inputs.');
    sim.run();
    expect(sim.toggle('DI0')).toBeNull();
    expect(sim.live.value('DI0')).toBe(1);
    expect(sim.toggle('DI2')).toBe(
      'DI2 is driven by the Garage Door scene: it follows what happens in the scene.',
    );
  });

  it('writes once (the program may change it) and forces (held every scan)', () => {
    sim.load(lamp());
    sim.run();
    expect(sim.write('DO0', 1)).toBeNull();
    clock.advance(100);
    expect(sim.live.value('DO0')).toBe(0);
    expect(sim.force('DO0', 1)).toBeNull();
    clock.advance(300);
    expect(sim.live.value('DO0')).toBe(1);
    expect([...sim.getSnapshot().forced]).toEqual([['DO0', 1]]);
    sim.unforce('DO0');
    clock.advance(100);
    expect(sim.live.value('DO0')).toBe(0);
    // A forced input holds inside a fast-forward too, and against a toggle.
    expect(sim.force('DI0', 1)).toBeNull();
    sim.fastForward(1000);
    expect(sim.live.value('DO1')).toBe(1);
    sim.toggle('DI0');
    clock.advance(100);
    expect(sim.live.value('DI0')).toBe(1);
    expect(sim.force('Nope', 1)).toBe('Unknown tag "Nope".');
  });
});

describe('SimulatorController: the output log and faults', () => {
  const st = (source: string): Project => ({
    ...ladder('XIC(DI0)OTE(DO0);'),
    programMode: 'ST',
    stSource: `VAR i, j, n : DINT; END_VAR\n${source}`,
  });

  it('logs a loop-cap warning once however many scans hit it', () => {
    sim.load(st('WHILE TRUE DO\n  n := n + 1;\nEND_WHILE;'));
    sim.run();
    clock.advance(1000);
    const warnings = sim.getSnapshot().log.filter((e) => e.level === 'warning');
    expect(warnings.map((e) => e.text)).toEqual(['Line 2: loop stopped after 10000 iterations.']);
  });

  it('a watchdog fault stops the run and says where', () => {
    sim.load(st('FOR i := 1 TO 999 DO\n  FOR j := 1 TO 999 DO\n    n := n + 1;\n  END_FOR;\nEND_FOR;'));
    sim.run();
    clock.advance(200);
    const state = sim.getSnapshot();
    expect(state.mode).toBe('PROG');
    expect(state.status.text).toBe('PLC is in Program mode');
    expect(state.fault).toMatch(/^Watchdog timeout: .* \(line [2-4]\)\. The PLC stopped\.$/);
    expect(state.log.at(-1)).toMatchObject({ level: 'error', text: state.fault });
    expect(sim.live.scanCount()).toBe(1);
  });
});

describe('SimulatorController: trend', () => {
  it('samples the chosen tags every scan', () => {
    sim.load(lamp());
    sim.setTrended(['DO0', 'T1.ACC']);
    sim.run();
    sim.toggle('DI0');
    clock.advance(300);
    const trend = sim.trend();
    expect(trend.length).toBe(3);
    expect(Array.from(trend.time)).toEqual([100, 200, 300]);
    expect(Array.from(trend.values[0] ?? [])).toEqual([1, 1, 1]);
    expect(Array.from(trend.values[1] ?? [])).toEqual([100, 200, 300]);
  });

  it('keeps one sample per scan through a fast-forward, so the response shows as it happened', () => {
    sim.load(lamp());
    sim.setTrended(['T1.ACC']);
    sim.run();
    sim.toggle('DI0');
    expect(sim.fastForward(1000)).toBe(true);
    const trend = sim.trend();
    expect(Array.from(trend.time)).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]);
    // T1 (preset 500 ms) times for five scans, then holds its ACC at the preset.
    expect(Array.from(trend.values[0] ?? [])).toEqual([100, 200, 300, 400, 500, 500, 500, 500, 500, 500]);
    expect(sim.live.scanCount()).toBe(10);
  });
});

describe('SimulatorController: REAL tags and minor faults', () => {
  /** `lamp`'s ladder plus REAL tags Ratio = 1.5, Zero = 0 and Out, and a DINT Count. */
  const withReals = (): Project => {
    const project = ladder('XIC(DI0)OTE(DO0);');
    const tag = (name: string, data_type: 'REAL' | 'DINT', value: number) => ({
      uuid: `tag-${name}`,
      name,
      alias: '',
      data_type,
      value,
      children: null,
      io_symbol: null,
    });
    for (const t of [
      tag('Ratio', 'REAL', 1.5),
      tag('Zero', 'REAL', 0),
      tag('Out', 'REAL', 0),
      tag('Count', 'DINT', 0),
    ])
      project.tagMap[t.uuid] = t;
    return project;
  };

  /**
   * A controller whose engine runs, in place of the compiled program's code (the compilers do not
   * emit REAL operations yet): rung 0 `XIC DI0, SKIP, DIVF3 Ratio / Zero → Out`; rung 1 `FTOI Out → Count`.
   */
  async function realController(): Promise<SimulatorController> {
    const engine = await loadEmbeddedEngine();
    const load = engine.load.bind(engine);
    engine.load = (program) => {
      const slot = (name: string) => program.symbols.find((s) => s.name === name)?.slot ?? -1;
      const [di0, ratio, zero, out, count] = ['DI0', 'Ratio', 'Zero', 'Out', 'Count'].map(slot);
      const code = [Op.RUNG, Op.XIC, di0, Op.SKIP, 9, Op.DIVF3, ratio, zero, out];
      return load({ ...program, code: Int32Array.from([...code, Op.RUNG, Op.FTOI, out, count, Op.END]) });
    };
    return new SimulatorController(engine, clock);
  }

  const warnings = () =>
    sim
      .getSnapshot()
      .log.filter((e) => e.level === 'warning')
      .map((e) => e.text);
  const divideByZero =
    'Minor fault at rung 0: division by zero in REAL math; the result is ±∞ or NaN and the scan went on.';
  const conversion =
    'Minor fault at rung 1: a REAL value did not fit in a DINT; it was limited to the DINT range (NaN gives 0).';

  it('logs each minor fault once per run, with its rung', async () => {
    sim = await realController();
    sim.load(withReals());
    expect(sim.run()).toBe(true);
    clock.advance(500);
    expect(warnings()).toEqual([]);
    expect(sim.toggle('DI0')).toBeNull();
    clock.advance(1000);
    expect(sim.live.value('Out')).toBe(Infinity);
    expect(sim.live.value('Count')).toBe(2147483647);
    expect(warnings()).toEqual([divideByZero, conversion]);
    sim.fastForward(5000);
    expect(warnings()).toEqual([divideByZero, conversion]);
    // A new run logs them again, once; rung 1 (no SKIP) converts Out = ∞ already in the pre-scan.
    sim.stop();
    sim.run();
    clock.advance(1000);
    expect(warnings()).toEqual([divideByZero, conversion, conversion, divideByZero]);
  });

  it('reads REAL tags by value in live views and the trend', async () => {
    sim = await realController();
    const project = withReals();
    sim.load(project);
    sim.setTrended(['Ratio']);
    sim.run();
    clock.advance(300);
    expect(sim.live.valueOfId('tag-Ratio')).toBe(1.5);
    expect(sim.live.value('Ratio')).toBe(1.5);
    expect(Array.from(sim.trend().values[0] ?? [])).toEqual([1.5, 1.5, 1.5]);
  });
});

/**
 * What each example's description promises, checked on the VM with its scene running: the example is
 * compiled and loaded like a sequence run (fresh load, pre-scan), then driven scan by scan (100 ms
 * each) through its pushbuttons while the scene's physics moves and reports the sensors.
 */
import { compileProject, SCENE_CATALOGUE } from '@plcsim/compiler';
import { parseProjectDocument } from '@plcsim/compiler/document';
import { ITEM_FIELDS, type Engine } from '@plcsim/engine-wasm';
import { loadEngine } from '@plcsim/engine-wasm/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLES } from './index.ts';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

interface Rig {
  /** Writes tags by name or alias. */
  set(values: Record<string, number>): void;
  /** Runs `n` scans of 100 ms. */
  scan(n?: number): void;
  /** Scans until `done` holds (checked after each scan); the scans taken. Fails after `limit` scans. */
  until(done: () => boolean, limit?: number): number;
  get(name: string): number;
  on(name: string): boolean;
  /** A scene variable by its catalogue name. */
  variable(name: string): number;
  /** The scene's items (boxes, bottles, cars), oldest first. */
  items(): { pos: number; value: number; flags: number }[];
}

/** Example `id` loaded into the engine, pre-scanned, with its scene attached. */
function rig(id: string): Rig {
  const example = EXAMPLES.find((e) => e.example_id === id);
  if (!example) throw new Error(`no example ${id}`);
  const { project } = parseProjectDocument(example);
  if (!project) throw new Error(`${id} is not a project document`);
  const { program, diagnostics } = compileProject(project);
  expect(diagnostics).toEqual([]);
  if (!program) throw new Error(`${id} does not compile`);
  expect(engine.load(program).ok).toBe(true);
  expect(engine.prescan().ok).toBe(true);
  const varNames = SCENE_CATALOGUE[project.scene].vars.map(([name]) => name);
  const get = (name: string) => {
    const value = engine.get(name);
    if (value === undefined) throw new Error(`${id}: no tag ${name}`);
    return value;
  };
  const scan = (n = 1) => {
    const status = engine.runScans(n, 100);
    if (!status.ok) throw new Error(status.message ?? 'scan failed');
  };
  return {
    set(values) {
      for (const [name, value] of Object.entries(values)) expect(engine.set(name, value), name).toBe(true);
    },
    scan,
    until(done, limit = 10_000) {
      for (let n = 1; n <= limit; n++) {
        scan();
        if (done()) return n;
      }
      throw new Error(`${id}: condition not reached in ${limit} scans`);
    },
    get,
    on: (name) => get(name) !== 0,
    variable(name) {
      const index = varNames.indexOf(name);
      if (index < 0) throw new Error(`no scene variable ${name}`);
      return engine.sceneVars()[index] ?? NaN;
    },
    items() {
      const { count, fields } = engine.sceneItems();
      return Array.from({ length: count }, (_, i) => ({
        pos: fields[i * ITEM_FIELDS] ?? NaN,
        value: fields[i * ITEM_FIELDS + 1] ?? NaN,
        flags: fields[i * ITEM_FIELDS + 2] ?? NaN,
      }));
    },
  };
}

/** Which of `names` are on. */
const lit = (r: Rig, names: readonly string[]) => names.filter((n) => r.on(n));

describe('every example', () => {
  it('ends its description with a "Try this:" change for the learner', () => {
    for (const example of EXAMPLES)
      expect(example.description, example.example_id).toMatch(/Try this: [^]+\.$/);
  });

  it('is numbered from 1 in list order, with every scene and enough Structured Text', () => {
    expect(EXAMPLES.map((e) => e.exampleNumber)).toEqual(EXAMPLES.map((_, i) => i + 1));
    const scenes = new Set(EXAMPLES.map((e) => e.scene));
    for (const scene of Object.keys(SCENE_CATALOGUE).filter((s) => s !== 'EMPTY'))
      expect(scenes).toContain(scene);
    expect(EXAMPLES.filter((e) => e.programMode === 'ST').length).toBeGreaterThanOrEqual(8);
    expect(EXAMPLES.length).toBeGreaterThanOrEqual(24);
  });
});

describe('example behaviour with the scene running', () => {
  it('contacts-and-coils: XIC lights GREEN while START is held, XIO lights RED while it is not', () => {
    const r = rig('contacts-and-coils');
    const lamps = ['RED', 'YELLOW', 'GREEN', 'BLUE'];
    r.scan();
    expect(lit(r, lamps)).toEqual(['RED']);
    r.set({ START: 1 });
    r.scan(10);
    expect(lit(r, lamps)).toEqual(['GREEN']);
    r.set({ START: 0 });
    r.scan();
    expect(lit(r, lamps)).toEqual(['RED']);
  });

  it('start-stop-seal-in: START seals the belt in, STOP drops it, and boxes ride the belt', () => {
    const r = rig('start-stop-seal-in');
    r.scan(5);
    expect(r.on('MOTOR')).toBe(false);
    r.set({ START: 1 });
    r.scan();
    r.set({ START: 0 });
    r.scan(50);
    expect(r.on('MOTOR')).toBe(true);
    const boxes = r.items();
    expect(boxes.length).toBeGreaterThanOrEqual(2);
    // The gate only releases onto a clear start of the belt: boxes are at least 50 apart.
    for (let i = 1; i < boxes.length; i++)
      expect((boxes[i - 1]?.pos ?? 0) - (boxes[i]?.pos ?? 0)).toBeGreaterThanOrEqual(50);
    r.set({ STOP: 0 });
    r.scan();
    r.set({ STOP: 1 });
    const stopped = r.items().map((b) => b.pos);
    r.scan(20);
    expect(r.on('MOTOR')).toBe(false);
    expect(r.items().map((b) => b.pos)).toEqual(stopped);
  });

  it('hold-to-run-door: the door moves only while its button is held, and stops at its limit switch', () => {
    const r = rig('hold-to-run-door');
    expect(r.variable('position')).toBe(60);
    r.set({ START: 1 });
    r.scan(20);
    const raised = r.variable('position');
    expect(raised).toBeLessThan(45);
    r.set({ START: 0 });
    r.scan(20);
    expect(r.variable('position')).toBe(raised);
    r.set({ START: 1 });
    r.scan(100);
    expect(r.variable('position')).toBe(0);
    expect([r.on('UP'), r.on('FWD')]).toEqual([true, false]);
    r.set({ START: 0, STOP: 0 });
    r.scan(100);
    expect(r.variable('position')).toBe(60);
    expect([r.on('DOWN'), r.on('REV')]).toEqual([true, false]);
  });

  it('latch-and-unlatch: a tap on START keeps FILL open until HIGH or STOP unlatches it', () => {
    const r = rig('latch-and-unlatch');
    r.set({ START: 1 });
    r.scan();
    r.set({ START: 0 });
    r.scan(10);
    expect(r.on('FILL')).toBe(true);
    r.set({ STOP: 0 });
    r.scan();
    r.set({ STOP: 1 });
    const level = r.variable('level');
    r.scan(10);
    expect(r.on('FILL')).toBe(false);
    expect(r.variable('level')).toBe(level);
    r.set({ START: 1 });
    r.scan();
    r.set({ START: 0 });
    r.until(() => !r.on('FILL'), 100);
    expect(r.on('HIGH')).toBe(true);
    r.scan(50);
    expect(r.variable('level')).toBeLessThanOrEqual(51);
  });

  it('on-delay-timer: YELLOW while timing, GREEN after 2 s held, RED at once on release', () => {
    const r = rig('on-delay-timer');
    const lamps = ['RED', 'YELLOW', 'GREEN'];
    r.scan();
    expect(lit(r, lamps)).toEqual(['RED']);
    r.set({ START: 1 });
    r.scan(19);
    expect(lit(r, lamps)).toEqual(['YELLOW']);
    r.scan();
    expect(lit(r, lamps)).toEqual(['GREEN']);
    r.scan(30);
    expect(lit(r, lamps)).toEqual(['GREEN']);
    r.set({ START: 0 });
    r.scan();
    expect(lit(r, lamps)).toEqual(['RED']);
  });

  it('off-delay-crossing: closes as a train arrives and opens 5 s after it has gone', () => {
    const r = rig('off-delay-crossing');
    r.scan(5);
    expect(lit(r, ['FWD', 'REV', 'LIGHT1', 'LIGHT2'])).toEqual([]);
    r.set({ TRAIN: 1 });
    r.scan();
    expect(lit(r, ['LIGHT1', 'LIGHT2'])).toEqual(['LIGHT1', 'LIGHT2']);
    r.until(() => r.on('DOWN'), 120);
    r.scan(20);
    expect(r.variable('rotation')).toBeLessThanOrEqual(1);
    r.set({ TRAIN: 0 });
    r.scan(49);
    expect(lit(r, ['REV', 'LIGHT1', 'LIGHT2'])).toEqual(['LIGHT1', 'LIGHT2']);
    r.scan(2);
    expect(lit(r, ['REV', 'LIGHT1', 'LIGHT2'])).toEqual(['REV']);
    r.until(() => r.on('UP'), 120);
    r.scan(5);
    expect(r.on('REV')).toBe(false);
  });

  it('water-tank-st: cycles between the LOW and HIGH switches while running', () => {
    const r = rig('water-tank-st');
    r.set({ START: 1 });
    r.scan();
    r.set({ START: 0 });
    let switches = 0;
    let last = r.on('FILL');
    const levels: number[] = [];
    for (let i = 0; i < 400; i++) {
      r.scan();
      levels.push(r.variable('level'));
      expect(r.on('FILL') && r.on('DRAIN')).toBe(false);
      if (r.on('FILL') !== last) switches++;
      last = r.on('FILL');
    }
    expect(switches).toBeGreaterThanOrEqual(4);
    expect(Math.min(...levels)).toBeGreaterThanOrEqual(7);
    expect(Math.max(...levels)).toBeLessThanOrEqual(51);
    r.set({ STOP: 0 });
    r.scan();
    expect(lit(r, ['FILL', 'DRAIN'])).toEqual([]);
  });

  it('car-wash-stations: each station works exactly while a car is in front of it, and every car gets all five', () => {
    const r = rig('car-wash-stations');
    const pairs = [
      ['PRE_RINSE', 'S1'],
      ['SOAP', 'S2'],
      ['SCRUB', 'S3'],
      ['RINSE', 'S4'],
      ['DRY', 'S5'],
    ] as const;
    r.set({ START: 1 });
    r.scan();
    r.set({ START: 0 });
    let finished = 0;
    for (let i = 0; i < 600; i++) {
      // Outputs are written from the inputs the scan read, so compare with the sensors of the scan before.
      const sensors = pairs.map(([, s]) => r.on(s));
      r.scan();
      expect(pairs.map(([o]) => r.on(o))).toEqual(sensors);
      for (const car of r.items()) if (car.pos >= 280 && car.flags === 0b11111) finished++;
    }
    expect(finished).toBeGreaterThan(0);
    for (const car of r.items().filter((c) => c.pos > 270)) expect(car.flags).toBe(0b11111);
  });

  it('parts-counter: counts START presses, YELLOW during a batch, GREEN at three, STOP resets', () => {
    const r = rig('parts-counter');
    const press = () => {
      r.set({ START: 1 });
      r.scan(3);
      r.set({ START: 0 });
      r.scan(3);
    };
    press();
    expect([r.get('Parts.ACC'), r.on('YELLOW'), r.on('GREEN')]).toEqual([1, true, false]);
    press();
    press();
    expect([r.get('Parts.ACC'), r.on('YELLOW'), r.on('GREEN')]).toEqual([3, false, true]);
    r.set({ STOP: 0 });
    r.scan();
    r.set({ STOP: 1 });
    r.scan();
    expect([r.get('Parts.ACC'), r.on('YELLOW'), r.on('GREEN')]).toEqual([0, false, false]);
  });

  it('one-shot-toggle: each press of START toggles the mixer, however long it is held', () => {
    const r = rig('one-shot-toggle');
    r.scan(3);
    expect(r.on('MIXER')).toBe(false);
    for (const expected of [true, false, true]) {
      r.set({ START: 1 });
      r.scan(25);
      expect(r.on('MIXER')).toBe(expected);
      r.set({ START: 0 });
      r.scan(5);
      expect(r.on('MIXER')).toBe(expected);
    }
    const angle = r.variable('angle');
    r.scan();
    expect(r.variable('angle')).not.toBe(angle);
  });
  it('flashing-light: YELLOW flips every half second while running, RED when switched off', () => {
    const r = rig('flashing-light');
    r.scan();
    expect(lit(r, ['RED', 'YELLOW', 'GREEN'])).toEqual(['RED']);
    r.set({ START: 1 });
    r.scan();
    r.set({ START: 0 });
    const states: boolean[] = [];
    for (let i = 0; i < 60; i++) {
      r.scan();
      expect(r.on('RED')).toBe(false);
      states.push(r.on('YELLOW'));
    }
    const inner = runLengths(states).slice(1, -1);
    expect(inner.length).toBeGreaterThanOrEqual(10);
    expect(inner.every((n) => n === 5)).toBe(true);
    r.set({ STOP: 0 });
    r.scan();
    expect(lit(r, ['RED', 'YELLOW', 'GREEN'])).toEqual(['RED']);
  });

  it('compressor-run-meter: the RTO totals motor time across stops, locks out at 10 s and RESET clears it', () => {
    const r = rig('compressor-run-meter');
    r.set({ START: 1 });
    r.scan();
    r.set({ START: 0 });
    r.scan(39);
    expect(r.get('RunMeter.ACC')).toBe(4000);
    expect(r.get('RunSeconds')).toBe(4);
    r.set({ STOP: 0 });
    r.scan();
    r.set({ STOP: 1 });
    r.scan(50);
    expect([r.on('MOTOR'), r.get('RunMeter.ACC')]).toEqual([false, 4000]);
    r.set({ START: 1 });
    r.scan();
    r.set({ START: 0 });
    const scans = r.until(() => r.on('SERVICE'), 100);
    expect(scans).toBe(59);
    r.scan();
    const pressure = r.variable('pressure');
    r.scan(50);
    expect([r.on('MOTOR'), r.on('SERVICE'), r.get('RunSeconds')]).toEqual([false, true, 10]);
    expect(r.variable('pressure')).toBe(pressure);
    r.set({ RESET: 1 });
    r.scan(2);
    r.set({ RESET: 0 });
    r.scan(10);
    expect([r.on('MOTOR'), r.on('SERVICE')]).toEqual([true, false]);
    expect(r.get('RunMeter.ACC')).toBe(1000);
  });

  it('cylinder-speed-mov: extends at 2 per scan, returns at 10 per scan, back and forth while running', () => {
    const r = rig('cylinder-speed-mov');
    r.set({ START: 1 });
    r.scan();
    r.set({ START: 0 });
    let before = r.variable('position');
    const speeds = new Set<number>();
    let strokes = 0;
    for (let i = 0; i < 400; i++) {
      r.scan();
      const now = r.variable('position');
      if (now > -15 && now < 100 && before > -15 && before < 100) speeds.add(now - before);
      if (r.on('LS2') && before <= 95) strokes++;
      before = now;
    }
    expect([...speeds].sort((a, b) => a - b)).toEqual([-10, 2]);
    expect(strokes).toBeGreaterThanOrEqual(4);
    r.set({ STOP: 0 });
    r.scan();
    const stopped = r.variable('position');
    r.scan(20);
    expect(r.variable('position')).toBe(stopped);
  });

  it('bottle-fill-st: every bottle stops under the nozzle and leaves full', () => {
    const r = rig('bottle-fill-st');
    r.set({ START: 1 });
    r.scan();
    r.set({ START: 0 });
    let filled = 0;
    for (let i = 0; i < 1500; i++) {
      r.scan();
      expect(r.on('NOZZLE') && r.on('MOTOR')).toBe(false);
      for (const bottle of r.items()) {
        if (bottle.pos > 196) expect(bottle.value).toBe(15);
        if (bottle.pos === 197) filled++;
      }
    }
    expect(filled).toBeGreaterThanOrEqual(5);
  });

  it('boxes-on-belt: OnBelt follows the boxes on the belt, one count per box, never more than three', () => {
    const r = rig('boxes-on-belt');
    r.set({ START: 1 });
    r.scan();
    r.set({ START: 0 });
    let boxes = r.items().length;
    let gone = 0;
    for (let i = 0; i < 800; i++) {
      const positions = r.items().map((b) => b.pos);
      r.scan();
      // Sensors read at the start of a scan report the belt as the last scan left it.
      expect(r.get('OnBelt')).toBe(boxes);
      boxes = r.items().length;
      if (positions.some((p) => p > 306) && boxes <= positions.length) gone++;
      expect(boxes).toBeLessThanOrEqual(3);
    }
    expect(gone).toBeGreaterThanOrEqual(3);
  });

  it('cars-in-wash: InWash.ACC counts the cars between S1 and the dryer and closes the entrance at two', () => {
    const r = rig('cars-in-wash');
    r.set({ START: 1 });
    r.scan();
    r.set({ START: 0 });
    let expected = 0;
    let full = 0;
    for (let i = 0; i < 1000; i++) {
      // The ENTER rung runs before the counter rungs, so it sees the count of the scan before.
      const before = r.get('InWash.ACC');
      r.scan();
      expect(r.get('InWash.ACC')).toBe(expected);
      expect(r.on('ENTER')).toBe(before < 2);
      if (expected === 2) full++;
      expected = r.items().filter((car) => car.pos >= 10 && car.pos < 220).length;
    }
    expect(full).toBeGreaterThan(100);
  });

  it('intersection-one-timer: green 4 s, yellow 1 s, red while the other road goes, in a 10 s cycle', () => {
    const r = rig('intersection-one-timer');
    const lamps = ['NS_RED', 'NS_YELLOW', 'NS_GREEN', 'EW_RED', 'EW_YELLOW', 'EW_GREEN'];
    r.scan();
    expect(lit(r, lamps)).toEqual(['NS_RED', 'EW_RED']);
    r.set({ START: 1 });
    r.scan();
    r.set({ START: 0 });
    const states: string[] = [];
    for (let i = 0; i < 404; i++) {
      states.push(lit(r, lamps).join(' '));
      r.scan();
    }
    const runs = runsOf(states);
    // Scans of 100 ms; the first green scan was the START scan; the timer's reset scan adds one to yellow.
    expect(runs.slice(0, 5)).toEqual([
      ['NS_GREEN EW_RED', 39],
      ['NS_YELLOW EW_RED', 10],
      ['NS_RED EW_GREEN', 40],
      ['NS_RED EW_YELLOW', 11],
      ['NS_GREEN EW_RED', 40],
    ]);
    r.set({ STOP: 0 });
    r.scan();
    expect(lit(r, lamps)).toEqual(['NS_RED', 'EW_RED']);
  });
  it('elevator-compares: the car runs toward Target and stops where Target equals Floor', () => {
    const r = rig('elevator-compares');
    const call = (name: string) => {
      r.set({ [name]: 1 });
      r.scan();
      r.set({ [name]: 0 });
    };
    r.scan(5);
    expect(lit(r, ['UP', 'DOWN'])).toEqual([]);
    call('CALL3');
    r.until(() => !r.on('UP'), 200);
    expect([r.on('FLOOR3'), r.get('Floor')]).toEqual([true, 3]);
    r.scan(20);
    expect(r.variable('position')).toBeLessThan(54);
    call('CALL2');
    r.until(() => !r.on('DOWN'), 200);
    r.scan(20);
    expect([r.on('FLOOR2'), r.get('Floor')]).toEqual([true, 2]);
    call('CALL1');
    r.until(() => !r.on('DOWN'), 200);
    expect(r.variable('position')).toBe(119);
    // The "Try this": a call to floor 2 while the car is on its way to floor 3 stops it at floor 2.
    call('CALL3');
    r.scan(20);
    call('CALL2');
    r.until(() => !r.on('UP'), 200);
    r.scan(20);
    expect(r.on('FLOOR2')).toBe(true);
    expect(lit(r, ['UP', 'DOWN'])).toEqual([]);
    // STOP (normally closed) holds the car while pressed.
    r.set({ STOP: 0 });
    call('CALL1');
    r.scan(20);
    expect(r.on('FLOOR2')).toBe(true);
    r.set({ STOP: 1 });
    r.scan();
    expect(r.on('DOWN')).toBe(true);
  });

  it('stack-light-steps: one lamp at a time, a second each, RED after BLUE', () => {
    const r = rig('stack-light-steps');
    const lamps = ['RED', 'YELLOW', 'GREEN', 'BLUE'];
    r.set({ START: 1 });
    r.scan();
    r.set({ START: 0 });
    const states: string[] = [];
    for (let i = 0; i < 100; i++) {
      r.scan();
      expect(lit(r, lamps)).toHaveLength(1);
      states.push(lit(r, lamps).join());
    }
    const runs = runsOf(states);
    expect(runs.map(([lamp]) => lamp).slice(0, 6)).toEqual([
      'RED',
      'YELLOW',
      'GREEN',
      'BLUE',
      'RED',
      'YELLOW',
    ]);
    expect(runs.slice(1, -1).every(([, n]) => n === 10)).toBe(true);
  });

  it('traffic-light-presets: red 3 s, green 3 s, yellow 1 s, round again', () => {
    const r = rig('traffic-light-presets');
    const lamps = ['RED', 'YELLOW', 'GREEN'];
    r.set({ START: 1 });
    r.scan();
    r.set({ START: 0 });
    const states: string[] = [];
    for (let i = 0; i < 300; i++) {
      r.scan();
      expect(lit(r, lamps)).toHaveLength(1);
      states.push(lit(r, lamps).join());
    }
    // 100 ms scans; the scan on which the timer restarts adds one to each step.
    expect(runsOf(states).slice(1, 7)).toEqual([
      ['GREEN', 31],
      ['YELLOW', 11],
      ['RED', 31],
      ['GREEN', 31],
      ['YELLOW', 11],
      ['RED', 31],
    ]);
  });

  it('compressor-cycles-st: pumps up to HIGH three times, using the air down to LOW between, then stops', () => {
    const r = rig('compressor-cycles-st');
    r.set({ START: 1 });
    r.scan();
    r.set({ START: 0 });
    let highs = 0;
    let wasHigh = false;
    const pressures: number[] = [];
    for (let i = 0; i < 800; i++) {
      r.scan();
      expect(r.on('MOTOR') && r.on('VALVE')).toBe(false);
      if (r.on('HIGH') && !wasHigh) highs++;
      wasHigh = r.on('HIGH');
      if (i > 200) pressures.push(r.variable('pressure'));
    }
    expect(highs).toBe(3);
    expect(r.get('Cycles.ACC')).toBe(3);
    expect(lit(r, ['MOTOR', 'VALVE'])).toEqual([]);
    expect(Math.min(...pressures)).toBeGreaterThanOrEqual(88);
    expect(Math.max(...pressures)).toBeLessThanOrEqual(181);
    r.set({ STOP: 0 });
    r.scan();
    expect(r.get('Cycles.ACC')).toBe(0);
  });

  it('cylinder-speed-ramp: the stroke speed doubles at each end, 1, 2, 4, 8 per scan, then starts again at 1', () => {
    const r = rig('cylinder-speed-ramp');
    r.set({ START: 1 });
    r.scan();
    r.set({ START: 0 });
    const speeds: number[] = [];
    let before = r.variable('position');
    for (let i = 0; i < 700; i++) {
      r.scan();
      const now = r.variable('position');
      const step = Math.abs(now - before);
      if (now > -15 && now < 100 && before > -15 && before < 100 && step !== speeds[speeds.length - 1])
        speeds.push(step);
      before = now;
    }
    expect(speeds.slice(0, 6)).toEqual([1, 2, 4, 8, 1, 2]);
  });

  it('mixing-batch-st: fills A to MID, B to HIGH, mixes 5 s, empties, one stage at a time', () => {
    const r = rig('mixing-batch-st');
    const outputs = ['VALVE_A', 'VALVE_B', 'MIXER', 'DISCHARGE'];
    r.set({ START: 1 });
    r.scan();
    r.set({ START: 0 });
    const states: string[] = [];
    for (let i = 0; i < 650; i++) {
      r.scan();
      expect(lit(r, outputs)).toHaveLength(1);
      states.push(lit(r, outputs).join());
      if (r.on('MIXER')) {
        // Full, about half and half (the emptied tank keeps a trace below LOW).
        expect(r.variable('liquidA') + r.variable('liquidB')).toBe(80);
        expect(Math.abs(r.variable('liquidA') - 40)).toBeLessThanOrEqual(2);
      }
    }
    const runs = runsOf(states);
    expect(runs.map(([stage]) => stage).slice(0, 6)).toEqual([...outputs, 'VALVE_A', 'VALVE_B']);
    expect(runs[2]).toEqual(['MIXER', 50]);
    r.set({ STOP: 0 });
    r.scan();
    expect(lit(r, outputs)).toEqual([]);
  });

  it('injection-mold-cycle: close, inject until PRESSURE, open, eject; stages never overlap and parts are counted', () => {
    const r = rig('injection-mold-cycle');
    const stages = ['SOL_A', 'MOTOR', 'SOL_B', 'EJECT'];
    r.set({ START: 1 });
    r.scan();
    r.set({ START: 0 });
    let fullShots = 0;
    let wasFull = false;
    for (let i = 0; i < 1200; i++) {
      r.scan();
      expect(lit(r, stages).length).toBeLessThanOrEqual(1);
      if (r.on('MOTOR')) expect([r.on('HEATER'), r.on('PROX2')]).toEqual([true, true]);
      if (r.on('PRESSURE') && !wasFull) fullShots++;
      wasFull = r.on('PRESSURE');
    }
    expect(fullShots).toBeGreaterThanOrEqual(3);
    expect(r.get('Parts')).toBeGreaterThanOrEqual(fullShots - 1);
    expect(r.get('Parts')).toBeLessThanOrEqual(fullShots);
    expect(r.get('Parts')).toBeGreaterThanOrEqual(3);
  });

  it('oven-pi-loop: reaches 180 °C without overshoot, holds it, and recovers from an open door', () => {
    const r = rig('oven-pi-loop');
    expect(r.get('TEMP')).toBeCloseTo(20, 1);
    r.set({ START: 1 });
    r.scan();
    r.set({ START: 0 });
    let peak = 0;
    r.until(() => {
      peak = Math.max(peak, r.get('TEMP'));
      return Math.abs(r.get('TEMP') - 180) < 1;
    }, 3000);
    for (let i = 0; i < 600; i++) {
      r.scan();
      peak = Math.max(peak, r.get('TEMP'));
      expect(Math.abs(r.get('TEMP') - 180)).toBeLessThan(1);
    }
    expect(peak).toBeLessThan(181);
    r.set({ DOOR: 1 });
    r.scan(300);
    expect(r.get('TEMP')).toBeLessThan(176);
    expect(r.get('POWER')).toBeGreaterThan(70);
    r.set({ DOOR: 0 });
    r.scan(1800);
    expect(Math.abs(r.get('TEMP') - 180)).toBeLessThan(1);
    r.set({ STOP: 0 });
    r.scan();
    expect([r.on('HEATER'), r.get('POWER')]).toEqual([false, 0]);
  });
});

/** Lengths of the runs of equal values. */
function runLengths<T>(values: readonly T[]): number[] {
  return runsOf(values).map(([, n]) => n);
}

/** Runs of equal values as [value, length]. */
function runsOf<T>(values: readonly T[]): [T, number][] {
  const out: [T, number][] = [];
  for (const value of values) {
    const last = out[out.length - 1];
    if (last && last[0] === value) last[1]++;
    else out.push([value, 1]);
  }
  return out;
}

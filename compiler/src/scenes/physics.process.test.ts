import { loadEngine } from '@plcsim/engine-wasm/node';
import type { Engine } from '@plcsim/engine-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCENE_CATALOGUE } from './catalogue.ts';
import { sceneRig } from './sceneRig.ts';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

describe('mixing tank', () => {
  it('starts with 20 + 20: LOW and MID on, HIGH off', () => {
    const rig = sceneRig(engine, 'MIXING_TANK');
    expect([rig.variable('liquidA'), rig.variable('liquidB')]).toEqual([20, 20]);
    expect([rig.get('LOW'), rig.get('MID'), rig.get('HIGH')]).toEqual([1, 1, 0]);
  });

  it('a valve adds 0.5 per scan up to a total of 80 (HIGH), then shifts the other liquid out', () => {
    const rig = sceneRig(engine, 'MIXING_TANK');
    rig.set({ VALVE_A: 1 });
    rig.scan();
    expect(rig.variable('liquidA')).toBe(20.5);
    rig.scan(78);
    expect(rig.variable('liquidA') + rig.variable('liquidB')).toBe(79.5);
    expect(rig.get('HIGH')).toBe(0);
    rig.scan();
    expect([rig.variable('liquidA'), rig.variable('liquidB')]).toEqual([60, 20]);
    expect(rig.get('HIGH')).toBe(1);
    rig.scan(2);
    expect([rig.variable('liquidA'), rig.variable('liquidB')]).toEqual([61, 19]);
    rig.scan(100);
    expect([rig.variable('liquidA'), rig.variable('liquidB')]).toEqual([80, 0]);
  });

  it('valve B works the same way; both valves together fill 1 per scan', () => {
    const rig = sceneRig(engine, 'MIXING_TANK');
    rig.set({ VALVE_B: 1 });
    rig.scan(4);
    expect(rig.variable('liquidB')).toBe(22);
    rig.set({ VALVE_A: 1 });
    rig.scan(4);
    expect([rig.variable('liquidA'), rig.variable('liquidB')]).toEqual([22, 24]);
  });

  it('discharge drains 1 per scan in proportion; LOW off below 2, MID below 40', () => {
    const rig = sceneRig(engine, 'MIXING_TANK', (p) => {
      p.sceneVars = { liquidA: 60, liquidB: 20 };
    });
    rig.set({ DISCHARGE: 1 });
    rig.scan();
    expect(rig.variable('liquidA')).toBeCloseTo(59.25, 12);
    expect(rig.variable('liquidB')).toBeCloseTo(19.75, 12);
    expect(rig.variable('liquidA') / rig.variable('liquidB')).toBeCloseTo(3, 12);
    expect(rig.get('HIGH')).toBe(0);
    rig.scan(40);
    expect(rig.variable('liquidA') + rig.variable('liquidB')).toBeCloseTo(39, 9);
    expect(rig.get('MID')).toBe(0);
    rig.scan(36);
    expect(rig.variable('liquidA') + rig.variable('liquidB')).toBeCloseTo(3, 9);
    expect(rig.get('LOW')).toBe(1);
    rig.scan(2);
    expect(rig.variable('liquidA') + rig.variable('liquidB')).toBeCloseTo(1, 9);
    expect(rig.get('LOW')).toBe(0);
    rig.scan();
    expect([rig.variable('liquidA'), rig.variable('liquidB')]).toEqual([0, 0]);
  });

  it('the mixer turns the stirrer 15° per scan', () => {
    const rig = sceneRig(engine, 'MIXING_TANK');
    rig.set({ MIXER: 1 });
    rig.scan(25);
    expect(rig.variable('angle')).toBe(15);
  });
});

describe('injection mold', () => {
  function closedAndHot() {
    const rig = sceneRig(engine, 'INJECTION_MOLD');
    expect([rig.get('PROX1'), rig.get('PROX2')]).toEqual([1, 0]);
    rig.set({ SOL_A: 1 });
    rig.scan(74);
    expect([rig.variable('mold'), rig.get('PROX2')]).toEqual([74, 0]);
    rig.scan();
    expect([rig.variable('mold'), rig.get('PROX2')]).toEqual([75, 1]);
    rig.set({ SOL_A: 0, MOTOR: 1, HEATER: 1 });
    return rig;
  }

  it('the mold closes 1 per scan to 75 and opens back; PROX1 at 1 or less', () => {
    const rig = closedAndHot();
    rig.set({ MOTOR: 0, HEATER: 0, SOL_B: 1 });
    rig.scan(73);
    expect([rig.variable('mold'), rig.get('PROX1')]).toEqual([2, 0]);
    rig.scan();
    expect([rig.variable('mold'), rig.get('PROX1')]).toEqual([1, 1]);
    rig.scan(5);
    expect(rig.variable('mold')).toBe(0);
  });

  it('closed, motor and heater on: fill rises 0.25 per scan to 50, then PRESSURE is on', () => {
    const rig = closedAndHot();
    rig.scan();
    expect(rig.variable('fill')).toBe(0.25);
    rig.scan(198);
    expect(rig.variable('fill')).toBe(49.75);
    expect(rig.get('PRESSURE')).toBe(0);
    rig.scan();
    expect(rig.variable('fill')).toBe(50);
    expect(rig.get('PRESSURE')).toBe(1);
    rig.scan(10);
    expect(rig.variable('fill')).toBe(50);
  });

  it('no fill without the heater, without the motor, with the mold open or while EJECT is on', () => {
    for (const off of [{ HEATER: 0 }, { MOTOR: 0 }, { EJECT: 1 }] as Record<string, number>[]) {
      const rig = closedAndHot();
      rig.set(off);
      rig.scan(10);
      expect(rig.variable('fill'), JSON.stringify(off)).toBe(0);
    }
    const open = sceneRig(engine, 'INJECTION_MOLD');
    open.set({ MOTOR: 1, HEATER: 1 });
    open.scan(10);
    expect(open.variable('fill')).toBe(0);
  });

  it('TEMP follows the heater', () => {
    const rig = sceneRig(engine, 'INJECTION_MOLD');
    expect(rig.get('TEMP')).toBe(0);
    rig.set({ HEATER: 1 });
    rig.scan();
    expect(rig.get('TEMP')).toBe(1);
    rig.set({ HEATER: 0 });
    rig.scan();
    expect(rig.get('TEMP')).toBe(0);
  });

  it('EJECT with the mold open runs a 40-scan eject: PRESSURE off at once, then the fill resets', () => {
    const rig = closedAndHot();
    rig.scan(200);
    rig.set({ MOTOR: 0, HEATER: 0, SOL_B: 1 });
    rig.scan(75);
    expect([rig.get('PROX1'), rig.get('PRESSURE')]).toEqual([1, 1]);
    rig.set({ SOL_B: 0, EJECT: 1 });
    rig.scan();
    expect(rig.variable('ejecting')).toBe(1);
    expect(rig.get('PRESSURE')).toBe(0);
    rig.set({ EJECT: 0 });
    rig.scan(39);
    expect(rig.variable('ejecting')).toBe(40);
    expect(rig.variable('fill')).toBe(50);
    rig.scan();
    expect([rig.variable('ejecting'), rig.variable('fill')]).toEqual([0, 0]);
  });

  it('EJECT with the mold closed does nothing', () => {
    const rig = closedAndHot();
    rig.set({ EJECT: 1 });
    rig.scan(5);
    expect(rig.variable('ejecting')).toBe(0);
  });
});

describe('lamp scenes mirror their outputs', () => {
  for (const scene of ['STOPLIGHT', 'STACK_LIGHT', 'INTERSECTION'] as const) {
    it(scene, () => {
      const rig = sceneRig(engine, scene);
      for (const lamp of SCENE_CATALOGUE[scene].required) {
        expect(engine.scenePort(lamp.port)).toBe(0);
        rig.set({ [lamp.alias]: 1 });
        rig.scan();
        expect(engine.scenePort(lamp.port), lamp.alias).toBe(1);
        rig.set({ [lamp.alias]: 0 });
      }
    });
  }
});

describe('scene failures', () => {
  it('a variable that is not a number is reset and reported once; the scan goes on', () => {
    const rig = sceneRig(engine, 'WATER_TANK');
    rig.set({ FILL: 1 });
    rig.scan(3);
    engine.sceneVars()[0] = NaN;
    rig.scan();
    expect(rig.variable('level')).toBe(51);
    expect(engine.sceneFaults()).toEqual([
      'Scene simulation failure: a scene variable was not a number and was reset.',
    ]);
    engine.sceneVars()[0] = Infinity;
    rig.scan(2);
    expect(engine.sceneFaults()).toHaveLength(1);
    expect(engine.scanCount).toBe(6);
  });

  it('EMPTY attaches no scene', () => {
    const rig = sceneRig(engine, 'EMPTY');
    rig.scan(3);
    expect(engine.sceneCode).toBe(0);
    expect(engine.sceneItems().count).toBe(0);
  });
});

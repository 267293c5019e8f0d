/**
 * Mixing Tank heat and Air Compressor transmitter (issue 26) against the closed form of their models
 * (engine-wasm/assembly/scene/mixingTankHeat.ts, airCompressor.ts).
 */
import { loadEngine } from '@plcsim/engine-wasm/node';
import type { Engine } from '@plcsim/engine-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '../model/project.ts';
import { sceneRig, type SceneRig } from './sceneRig.ts';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

const AMBIENT = 20;
const GAIN = 70;
const SENSOR_TAU = 4;

/** Closed form from rest (liquid and sensor at ambient) for power `u` % and liquid amount `m`. */
function closedForm(u: number, m: number, t: number): { liquid: number; sensor: number } {
  const target = AMBIENT + (GAIN * u) / 100;
  const tau = m;
  const d = AMBIENT - target;
  return {
    liquid: target + d * Math.exp(-t / tau),
    sensor:
      target + (d * (tau * Math.exp(-t / tau) - SENSOR_TAU * Math.exp(-t / SENSOR_TAU))) / (tau - SENSOR_TAU),
  };
}

/** Within 1 % of the rise over ambient. */
function expectWithinOnePercent(actual: number, expected: number, rise: number): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(0.01 * rise);
}

function st(source: string, vars?: Record<string, number>) {
  return (p: Project) => {
    p.programMode = 'ST';
    p.stSource = source;
    if (vars) p.sceneVars = vars;
  };
}

function withoutTags(...names: string[]) {
  return (p: Project) => {
    p.tagMap = Object.fromEntries(Object.entries(p.tagMap).filter(([, tag]) => !names.includes(tag.name)));
  };
}

describe('mixing tank heat', () => {
  it('holds no heat model without its tags: temperature stays 20, the flag 0, the liquids as before', () => {
    const rig = sceneRig(engine, 'MIXING_TANK', withoutTags('AI0', 'AI0_Raw', 'DO4', 'AO0'));
    rig.set({ VALVE_A: 1, MIXER: 1 });
    rig.scan(30);
    expect([rig.variable('liquidA'), rig.variable('liquidB'), rig.variable('angle')]).toEqual([35, 20, 90]);
    expect(['temperature', 'sensor', 'heat', 'thermal'].map((v) => rig.variable(v))).toEqual([20, 20, 0, 0]);
  });

  it('50 % power on 40 units: liquid and transmitter follow the two-stage closed form (τ 40 s, τs 4 s)', () => {
    const rig = sceneRig(engine, 'MIXING_TANK');
    expect(rig.variable('thermal')).toBe(1);
    rig.set({ HEATER_POWER: 50 });
    let elapsed = 0;
    for (const seconds of [2, 10, 40, 80, 400]) {
      rig.scan(seconds * 10 - elapsed);
      elapsed = seconds * 10;
      const want = closedForm(50, 40, seconds);
      expectWithinOnePercent(rig.variable('temperature'), want.liquid, 35);
      expectWithinOnePercent(rig.variable('sensor'), want.sensor, 35);
      expect(rig.get('TEMPERATURE')).toBeCloseTo(rig.variable('sensor'), 4);
    }
    expectWithinOnePercent(rig.variable('temperature'), 55, 35);
    expect(rig.variable('heat')).toBe(50);
  });

  it('reaches the steady state 20 + 0.7 × power, and the time constant grows with the liquid (80 units: 80 s)', () => {
    const full = sceneRig(engine, 'MIXING_TANK', (p) => (p.sceneVars = { liquidA: 40, liquidB: 40 }));
    full.set({ HEATER: 1 });
    full.scan(800);
    expectWithinOnePercent(full.variable('temperature'), AMBIENT + 70 * (1 - Math.exp(-1)), 70);
    full.scan(8000);
    expectWithinOnePercent(full.variable('temperature'), 90, 70);
    expectWithinOnePercent(full.get('TEMPERATURE') ?? NaN, 90, 70);
    expect(full.variable('heat')).toBe(100);
  });

  it('an empty tank does not heat: below LOW (2 units) the heater is dry', () => {
    const rig = sceneRig(engine, 'MIXING_TANK', (p) => (p.sceneVars = { liquidA: 0, liquidB: 1.5 }));
    rig.set({ HEATER: 1 });
    rig.scan(600);
    expect(rig.variable('temperature')).toBe(20);
    expect(rig.variable('heat')).toBe(0);
  });

  it('liquid poured in arrives at 20 °C and mixes', () => {
    const rig = sceneRig(engine, 'MIXING_TANK', (p) => (p.sceneVars = { temperature: 60, sensor: 60 }));
    rig.set({ VALVE_A: 1 });
    rig.scan();
    const mixed = 60 + ((20 - 60) * 0.5) / 40.5;
    expect(rig.variable('temperature')).toBeCloseTo(20 + (mixed - 20) * Math.exp(-0.1 / 40.5), 12);
  });

  it('writes the transmitter in °C (REAL) and raw counts 0–100 °C → 0–32767', () => {
    const rig = sceneRig(engine, 'MIXING_TANK');
    expect(rig.get('TEMPERATURE_RAW')).toBe(6553);
    rig.set({ HEATER: 1 });
    rig.scan(300);
    const sensor = rig.variable('sensor');
    expect(sensor).toBeGreaterThan(50);
    expect(rig.get('TEMPERATURE')).toBe(Math.fround(sensor));
    expect(rig.get('TEMPERATURE_RAW')).toBe(Math.round((sensor / 100) * 32767));
  });

  it('on/off control with hysteresis (ST) cycles between its bands, overshooting by the lag', () => {
    const rig = sceneRig(
      engine,
      'MIXING_TANK',
      st(`IF TEMPERATURE < 48.0 THEN HEATER := TRUE; ELSIF TEMPERATURE > 52.0 THEN HEATER := FALSE; END_IF;`),
    );
    rig.scan(600);
    let low = Infinity;
    let high = -Infinity;
    let switches = 0;
    let last = rig.get('HEATER');
    for (let i = 0; i < 1200; i++) {
      rig.scan();
      const t = rig.get('TEMPERATURE') ?? NaN;
      low = Math.min(low, t);
      high = Math.max(high, t);
      if (rig.get('HEATER') !== last) switches++;
      last = rig.get('HEATER');
    }
    // The transmitter lags the liquid, so it passes each band edge by about 0.6–1 °C before turning.
    expect(low).toBeLessThan(48);
    expect(low).toBeGreaterThan(46.5);
    expect(high).toBeGreaterThan(52);
    expect(high).toBeLessThan(54);
    // About 24 s per cycle at 40 units: 10 switches in 120 s.
    expect(switches).toBeGreaterThanOrEqual(8);
  });

  it('a PI controller in ST on HEATER_POWER holds 50 °C without offset', () => {
    const rig = sceneRig(
      engine,
      'MIXING_TANK',
      st(`VAR Integral : REAL; Err : REAL; Out : REAL; END_VAR
Err := 50.0 - TEMPERATURE;
Integral := Integral + 0.2 * Err * 0.1;
IF Integral > 100.0 THEN Integral := 100.0; ELSIF Integral < 0.0 THEN Integral := 0.0; END_IF;
Out := 4.0 * Err + Integral;
IF Out > 100.0 THEN Out := 100.0; ELSIF Out < 0.0 THEN Out := 0.0; END_IF;
HEATER_POWER := Out;`),
    );
    rig.scan(6000);
    expect(Math.abs((rig.get('TEMPERATURE') ?? NaN) - 50)).toBeLessThan(0.05);
    expect(rig.get('HEATER_POWER')).toBeCloseTo((50 - 20) / 0.7, 0);
  });

  it('fast-forward equals stepped scans bit for bit', () => {
    const program = st(
      `IF TEMPERATURE < 45.0 THEN HEATER := TRUE; ELSIF TEMPERATURE > 55.0 THEN HEATER := FALSE; END_IF;
VALVE_A := NOT HIGH AND TEMPERATURE > 50.0;`,
    );
    const fast = sceneRig(engine, 'MIXING_TANK', program);
    fast.scan(1500);
    const jumped = [...fast.engine.sceneVars()];
    const rawJumped = fast.get('TEMPERATURE_RAW');
    const stepped: SceneRig = sceneRig(engine, 'MIXING_TANK', program);
    for (let i = 0; i < 1500; i++) expect(stepped.engine.scan(100).ok).toBe(true);
    expect([...stepped.engine.sceneVars()]).toEqual(jumped);
    expect(stepped.get('TEMPERATURE_RAW')).toBe(rawJumped);
    expect(jumped[3]).not.toBe(20);
  });
});

describe('air compressor pressure transmitter', () => {
  it('reads pressure / 27 in bar and raw counts over 0–10 bar', () => {
    const rig = sceneRig(engine, 'AIR_COMPRESSOR');
    expect(rig.variable('transmitter')).toBe(1);
    rig.set({ MOTOR: 1 });
    rig.scan(135);
    expect(rig.variable('pressure')).toBe(135);
    expect(rig.get('PRESSURE')).toBe(Math.fround(5));
    expect(rig.get('PRESSURE_RAW')).toBe(16384);
    rig.scan(200);
    expect(rig.get('PRESSURE')).toBe(Math.fround(10));
    expect(rig.get('PRESSURE_RAW')).toBe(32767);
    rig.set({ MOTOR: 0, VALVE: 1 });
    rig.scan(27 * 7);
    expect(rig.get('PRESSURE')).toBe(Math.fround(81 / 27));
    expect(rig.get('PRESSURE_RAW')).toBe(Math.round((81 / 270) * 32767));
    expect([rig.get('LOW'), rig.get('HIGH')]).toEqual([0, 0]);
  });

  it('without the transmitter tags the scene is as before and the flag stays 0', () => {
    const rig = sceneRig(engine, 'AIR_COMPRESSOR', withoutTags('AI0', 'AI0_Raw'));
    rig.set({ MOTOR: 1 });
    rig.scan(100);
    expect([rig.variable('pressure'), rig.variable('transmitter')]).toEqual([100, 0]);
  });
});

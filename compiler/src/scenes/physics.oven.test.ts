/**
 * The Oven scene's physics (engine-wasm/assembly/scene/oven.ts) against the model's closed form, the
 * exactness of fast-forward, and the scene under a PI controller (its demo program, Structured Text).
 */
import { loadEngine } from '@plcsim/engine-wasm/node';
import type { Engine } from '@plcsim/engine-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileProject } from '../compile.ts';
import { rawCounts } from '../model/analog.ts';
import { importNeutralText } from '../neutral/import.ts';
import { counterIds } from '../neutral/testing.ts';
import { applyScene } from './applyScene.ts';
import { demoProject } from './demoProject.ts';
import { sceneRig } from './sceneRig.ts';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

// The model's constants (oven.ts): room 20 °C, 3 °C of element per %, τ1 8 s, τ2 30 s, τL 270 s, τD 60 s.
const TA = 20;
const G = 3;
const T1 = 8;
const T2 = 30;
const TL = 270;
const TD = 60;

/** Chamber temperature t s after a step to `power` % from rest, door closed (or held open). */
function closedForm(power: number, t: number, door = false): number {
  const a = 1 / T2 + 1 / TL + (door ? 1 / TD : 0);
  const tc = 1 / a;
  const k = 1 / (T2 * a);
  const rise = (T1 * Math.exp(-t / T1) - tc * Math.exp(-t / tc)) / (T1 - tc);
  return TA + k * G * power * (1 - rise);
}

/** Within 1 % of the temperature rise the closed form predicts. */
function expectWithinOnePercent(measured: number, expected: number): void {
  expect(Math.abs(measured - expected)).toBeLessThanOrEqual(0.01 * Math.abs(expected - TA));
}

describe('oven physics', () => {
  it('starts at the room temperature: TEMP 20 °C, AI0_Raw 2184 counts', () => {
    const rig = sceneRig(engine, 'OVEN');
    expect(rig.get('TEMP')).toBe(20);
    expect(rig.get('AI0_Raw')).toBe(2184);
    expect(rig.get('Setpoint')).toBe(180);
    rig.scan(100);
    expect([rig.variable('element'), rig.variable('chamber')]).toEqual([20, 20]);
  });

  it('follows the closed form of two lags for a power step (door closed), within 1 %', () => {
    const rig = sceneRig(engine, 'OVEN');
    rig.set({ HEATER: 1, POWER: 50 });
    let scans = 0;
    for (const t of [5, 10, 30, 60, 120, 300]) {
      rig.scan(t * 10 - scans);
      scans = t * 10;
      expectWithinOnePercent(rig.variable('chamber'), closedForm(50, t));
    }
  });

  it('settles at 20 + 2.7 °C per % (290 °C at 100 %), the element at 20 + 3 °C per %', () => {
    const rig = sceneRig(engine, 'OVEN');
    rig.set({ HEATER: 1, POWER: 100 });
    rig.scan(6000);
    expectWithinOnePercent(rig.variable('chamber'), 290);
    expectWithinOnePercent(rig.variable('element'), 320);
    const temp = rig.get('TEMP') ?? NaN;
    expect(temp).toBeCloseTo(rig.variable('chamber'), 4);
    expect(rig.get('AI0_Raw')).toBe(rawCounts(temp, { min: 0, max: 300, unit: '°C' }));
  });

  it('the element has an 8 s time constant: 63.2 % of its rise after 80 scans', () => {
    const rig = sceneRig(engine, 'OVEN');
    rig.set({ HEATER: 1, POWER: 60 });
    rig.scan(80);
    expectWithinOnePercent(rig.variable('element'), TA + G * 60 * (1 - Math.exp(-1)));
  });

  it('the door held open adds heat loss: the closed form with τD, settling at 206 °C at 100 %', () => {
    const rig = sceneRig(engine, 'OVEN');
    rig.set({ HEATER: 1, POWER: 100, DOOR: 1 });
    rig.scan(300);
    expectWithinOnePercent(rig.variable('chamber'), closedForm(100, 30, true));
    rig.scan(5700);
    expectWithinOnePercent(rig.variable('chamber'), closedForm(100, 1e6, true));
    expect(closedForm(100, 1e6, true)).toBeCloseTo(206.2, 1);
  });

  it('heats only while the HEATER contactor is on; POWER is clamped to 0–100 %', () => {
    const off = sceneRig(engine, 'OVEN');
    off.set({ HEATER: 0, POWER: 100 });
    off.scan(600);
    expect(off.get('TEMP')).toBe(20);
    const over = sceneRig(engine, 'OVEN');
    over.set({ HEATER: 1, POWER: 250 });
    over.scan(600);
    expectWithinOnePercent(over.variable('chamber'), closedForm(100, 60));
    const under = sceneRig(engine, 'OVEN');
    under.set({ HEATER: 1, POWER: -40 });
    under.scan(600);
    expect(under.variable('chamber')).toBe(20);
  });

  it('fast-forward equals scan-by-scan bit for bit, door included', () => {
    const run = (stepped: boolean) => {
      const rig = sceneRig(engine, 'OVEN');
      const advance = (n: number) => {
        if (stepped) for (let i = 0; i < n; i++) rig.scan(1);
        else rig.scan(n);
      };
      rig.set({ HEATER: 1, POWER: 73.5 });
      advance(1234);
      rig.set({ DOOR: 1 });
      advance(321);
      rig.set({ DOOR: 0, POWER: 12.25 });
      advance(777);
      return [rig.variable('element'), rig.variable('chamber'), rig.get('TEMP'), rig.get('AI0_Raw')];
    };
    expect(run(false)).toEqual(run(true));
  });
});

describe('oven under the PI controller of its demo program', () => {
  function run() {
    const { program, diagnostics } = compileProject(demoProject('OVEN'));
    expect(diagnostics).toEqual([]);
    if (!program) throw new Error('no program');
    expect(engine.load(program).ok).toBe(true);
    engine.prescan();
    const temp = () => engine.get('TEMP') ?? NaN;
    engine.set('START', 1);
    engine.runScans(1, 100);
    engine.set('START', 0);
    return { temp, scan: (n: number) => engine.runScans(n, 100) };
  }

  it('holds 180 °C within ±1 °C once settled, without overshooting past 181 °C', () => {
    const oven = run();
    let peak = 0;
    for (let i = 0; i < 2000; i++) {
      oven.scan(1);
      peak = Math.max(peak, oven.temp());
    }
    expect(peak).toBeLessThan(181);
    for (let i = 0; i < 1000; i++) {
      oven.scan(1);
      expect(Math.abs(oven.temp() - 180)).toBeLessThanOrEqual(1);
    }
    expect(engine.get('POWER')).toBeCloseTo(160 / 2.7, 0);
  });

  it('the door drops the temperature by more than 10 °C; the controller brings it back within ±1 °C', () => {
    const oven = run();
    oven.scan(3000);
    engine.set('DOOR', 1);
    let low = 180;
    for (let i = 0; i < 300; i++) {
      oven.scan(1);
      low = Math.min(low, oven.temp());
    }
    engine.set('DOOR', 0);
    for (let i = 0; i < 300; i++) {
      oven.scan(1);
      low = Math.min(low, oven.temp());
    }
    expect(low).toBeLessThan(170);
    oven.scan(1400);
    for (let i = 0; i < 500; i++) {
      oven.scan(1);
      expect(Math.abs(oven.temp() - 180)).toBeLessThanOrEqual(1);
    }
  });
});

describe('oven under the Logix PID instruction (ladder)', () => {
  it('PID(Loop1,AI0,0,AO0,0,0,0) with KP 1.5, KI 0.05 /s holds the Setpoint and recovers from the door', () => {
    const text = [
      'TAG',
      '  Loop1 : PID := (KP := 1.5, KI := 0.05, MAXO := 100.0);',
      '  AI0 : REAL := 20.0;',
      '  AO0 : REAL := 0.0;',
      '  Setpoint : REAL := 180.0;',
      '  DO0 : BOOL := 0;',
      '  DI0 : BOOL := 0;',
      'END_TAG',
      'XIC(DI0)OTE(DO0);',
      'MOV(Setpoint,Loop1.SP);',
      'PID(Loop1,AI0,0,AO0,0,0,0);',
      '',
    ].join('\n');
    const imported = importNeutralText(text, { newId: counterIds() });
    expect(imported.diagnostics).toEqual([]);
    let next = 0;
    const project = applyScene(imported.project, 'OVEN', () => `oven-${next++}`);
    if (!project) throw new Error('no scene');
    const { program, diagnostics } = compileProject(project);
    expect(diagnostics).toEqual([]);
    if (!program) throw new Error('no program');
    expect(engine.load(program).ok).toBe(true);
    engine.prescan();
    engine.set('DI0', 1);
    const temp = () => engine.get('TEMP') ?? NaN;
    engine.runScans(2500, 100);
    for (let i = 0; i < 500; i++) {
      engine.runScans(1, 100);
      expect(Math.abs(temp() - 180)).toBeLessThanOrEqual(1);
    }
    engine.set('DOOR', 1);
    let low = 180;
    for (let i = 0; i < 600; i++) {
      if (i === 300) engine.set('DOOR', 0);
      engine.runScans(1, 100);
      low = Math.min(low, temp());
    }
    expect(low).toBeLessThan(170);
    engine.runScans(1400, 100);
    for (let i = 0; i < 500; i++) {
      engine.runScans(1, 100);
      expect(Math.abs(temp() - 180)).toBeLessThanOrEqual(1);
    }
  });
});

/**
 * Water Tank analog channels (issue 26): the proportional inlet AO0 and the open outlet against the
 * closed form of engine-wasm/assembly/scene/waterTankAnalog.ts, fast-forward against stepped scans,
 * and the "Done when" test: P-only and PI level controllers in Structured Text.
 */
import { loadEngine } from '@plcsim/engine-wasm/node';
import type { Engine } from '@plcsim/engine-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileProject } from '../compile.ts';
import type { Project } from '../model/project.ts';
import { sceneRig } from './sceneRig.ts';
import {
  TANK_KP,
  TANK_P_ONLY_ST,
  TANK_PI_ST,
  TANK_SETPOINT,
  waterTankStProject,
} from './waterTankControllers.ts';

/** The model's constants (waterTankAnalog.ts): tank units per scan, full valve; outlet coefficient. */
const INLET_MAX = 0.4;
const OUTLET_K = 0.04;

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

const analogRig = (level: number) =>
  sceneRig(
    engine,
    'WATER_TANK',
    (p) => {
      p.sceneVars = { level };
    },
    { analog: true },
  );

describe('water tank: proportional inlet and open outlet', () => {
  it('settles at the closed-form steady state h* = (Qin / k)² within 1 %', () => {
    for (const opening of [30, 50, 70]) {
      const rig = analogRig(0);
      rig.set({ INLET_CV: opening });
      rig.scan(6000);
      const expected = (((opening / 100) * INLET_MAX) / OUTLET_K) ** 2;
      expect(Math.abs(rig.variable('level') - expected) / expected, `valve ${opening} %`).toBeLessThan(0.01);
      const percent = rig.get('LEVEL_PV') ?? NaN;
      expect(percent).toBeCloseTo((rig.variable('level') / 60) * 100, 3);
      expect(rig.get('LEVEL_RAW')).toBe(Math.round((percent / 100) * 32767));
    }
  });

  it('returns to the steady state with the time constant τ = 2√h* / k scans within 1 %', () => {
    // Valve 50 %: h* = 25, τ = 250 scans. Start 2 % above h* and count scans to 1/e of the deviation.
    const steady = 25;
    const tau = (2 * Math.sqrt(steady)) / OUTLET_K;
    const start = steady * 1.02;
    const rig = analogRig(start);
    rig.set({ INLET_CV: 50 });
    let scans = 0;
    while (rig.variable('level') - steady > (start - steady) / Math.E) {
      rig.scan();
      scans++;
      if (scans > 10 * tau) break;
    }
    expect(Math.abs(scans - tau) / tau).toBeLessThan(0.01);
  });

  it('fills to the clamp at 60 with the valve wide open; FILL and DRAIN still act on top', () => {
    const full = analogRig(0);
    full.set({ INLET_CV: 150 });
    full.scan(6000);
    expect(full.variable('level')).toBe(60);
    expect(full.get('LEVEL_PV')).toBe(100);
    expect(full.get('LEVEL_RAW')).toBe(32767);

    const closed = analogRig(49.5);
    closed.set({ FILL: 1 });
    closed.scan();
    expect(closed.variable('level')).toBeCloseTo(49.5 + 1 - OUTLET_K * Math.sqrt(49.5), 12);
    expect(closed.get('HIGH')).toBe(1);
    closed.set({ FILL: 0, DRAIN: 1 });
    closed.scan(100);
    expect(closed.variable('level')).toBe(0);
    expect([closed.get('LOW'), closed.get('LEVEL_PV'), closed.get('LEVEL_RAW')]).toEqual([0, 0, 0]);
  });

  it('a project without the analog channels keeps the closed discrete tank', () => {
    const rig = sceneRig(engine, 'WATER_TANK');
    expect(rig.get('INLET_CV')).toBeUndefined();
    rig.scan(500);
    expect(rig.variable('level')).toBe(50);
  });
});

function load(project: Project): void {
  const { program, diagnostics } = compileProject(project);
  expect(diagnostics).toEqual([]);
  if (!program) throw new Error('no program');
  expect(engine.load(program).ok).toBe(true);
  expect(engine.prescan().ok).toBe(true);
}

const stTank = waterTankStProject;
const [SETPOINT, KP, P_ONLY, PI] = [TANK_SETPOINT, TANK_KP, TANK_P_ONLY_ST, TANK_PI_ST];

/**
 * P-only steady state from the closed form: Kp (SP − PV) = u and u / 100 × Qmax = k √h with
 * h = PV × 60 / 100, solved by bisection for PV.
 */
function pOnlySteadyPercent(): number {
  const gap = (pv: number) =>
    (KP * (SETPOINT - pv) * INLET_MAX) / 100 - OUTLET_K * Math.sqrt((pv * 60) / 100);
  let [lo, hi] = [0, SETPOINT];
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (gap(mid) > 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

describe('Structured Text controllers on the Water Tank (issue 26, Done when)', () => {
  it('P-only settles with a clear offset below the setpoint, where the closed form puts it', () => {
    for (const start of [0, 50]) {
      load(stTank(P_ONLY, start));
      expect(engine.runScans(3000, 100).ok).toBe(true);
      const pv = engine.get('LEVEL_PV') ?? NaN;
      expect(pv).toBeGreaterThan(30);
      expect(pv).toBeLessThan(40);
      expect(SETPOINT - pv).toBeGreaterThan(10);
      expect(Math.abs(pv - pOnlySteadyPercent())).toBeLessThan(0.25);
      expect(engine.get('INLET_CV')).toBeCloseTo(KP * (SETPOINT - pv), 3);
    }
  });

  it('PI removes the offset: at the setpoint within 0.5 % after three minutes, and it stays', () => {
    for (const start of [0, 50]) {
      load(stTank(PI, start));
      expect(engine.runScans(1800, 100).ok).toBe(true);
      let [low, high] = [Infinity, -Infinity];
      for (let i = 0; i < 600; i++) {
        engine.runScans(1, 100);
        const pv = engine.get('LEVEL_PV') ?? NaN;
        [low, high] = [Math.min(low, pv), Math.max(high, pv)];
      }
      expect(Math.abs(low - SETPOINT), `from level ${start}`).toBeLessThan(0.5);
      expect(Math.abs(high - SETPOINT), `from level ${start}`).toBeLessThan(0.5);
      // The valve holds the flow the outlet lets out at half a tank: 100 × k √30 / Qmax.
      const holding = (100 * OUTLET_K * Math.sqrt(30)) / INLET_MAX;
      expect(Math.abs((engine.get('INLET_CV') ?? NaN) - holding)).toBeLessThan(1);
    }
  });

  it('fast-forward equals scan-by-scan stepping bit for bit', () => {
    const project = stTank(PI, 10);
    load(project);
    expect(engine.runScans(2500, 100).ok).toBe(true);
    const fast = [...engine.sceneVars()];
    const fastTags = [engine.get('LEVEL_PV'), engine.get('LEVEL_RAW'), engine.get('INLET_CV')];
    load(project);
    for (let i = 0; i < 2500; i++) expect(engine.scan(100).ok).toBe(true);
    expect([...engine.sceneVars()]).toEqual(fast);
    expect([engine.get('LEVEL_PV'), engine.get('LEVEL_RAW'), engine.get('INLET_CV')]).toEqual(fastTags);
  });
});

import { loadEngine } from '@plcsim/engine-wasm/node';
import type { Engine } from '@plcsim/engine-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileProject } from '../compile.ts';
import type { SceneId } from '../model/project.ts';
import { SCENE_CATALOGUE, SCENE_PICKER } from './catalogue.ts';
import { demoProject } from './demoProject.ts';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

/**
 * Runs a scene's demo: press `buttons` for one scan (or keep them held), then `scans` recorded scans.
 */
function runDemo(
  scene: SceneId,
  scans: number,
  buttons: Record<string, number> = { START: 1 },
  hold = false,
) {
  const { program, diagnostics } = compileProject(demoProject(scene));
  expect(diagnostics).toEqual([]);
  if (!program) throw new Error('no program');
  expect(engine.load(program).ok).toBe(true);
  engine.prescan();
  const definition = SCENE_CATALOGUE[scene];
  const seen = new Map<string, Set<number>>();
  const range = new Map<string, [number, number]>();
  let maxItems = 0;
  const record = () => {
    for (const tag of definition.required) {
      const set = seen.get(tag.alias) ?? new Set<number>();
      set.add(engine.get(tag.alias) ?? -1);
      seen.set(tag.alias, set);
    }
    definition.vars.forEach(([name], i) => {
      const v = engine.sceneVars()[i] ?? NaN;
      const [lo, hi] = range.get(name) ?? [v, v];
      range.set(name, [Math.min(lo, v), Math.max(hi, v)]);
    });
    maxItems = Math.max(maxItems, engine.sceneItems().count);
  };
  for (const [alias, value] of Object.entries(buttons)) engine.set(alias, value);
  engine.scan(100);
  if (!hold) for (const alias of Object.keys(buttons)) engine.set(alias, alias === 'STOP' ? 1 : 0);
  for (let i = 0; i < scans; i++) {
    expect(engine.scan(100).ok).toBe(true);
    record();
  }
  const bothStates = (alias: string) => seen.get(alias)?.size === 2;
  return { seen, range, maxItems, bothStates };
}

describe('scene demo programs compile and make their scene move', () => {
  it('cover every scene of the picker', () => {
    for (const scene of SCENE_PICKER) expect(demoProject(scene.id).stSource).not.toBe('');
  });

  it('air compressor cycles between LOW and HIGH', () => {
    const run = runDemo('AIR_COMPRESSOR', 600);
    expect(run.range.get('pressure')).toEqual([2, 180]);
    expect(['MOTOR', 'VALVE', 'LOW', 'HIGH'].every(run.bothStates)).toBe(true);
  });

  it('bottle fill fills bottles and moves them on', () => {
    const run = runDemo('BOTTLE_FILL', 600);
    expect(['MOTOR', 'NOZZLE', 'PROX', 'FULL'].every(run.bothStates)).toBe(true);
    expect(run.maxItems).toBeGreaterThanOrEqual(3);
  });

  it('car wash runs every station', () => {
    const run = runDemo('CAR_WASH', 400);
    expect(['PRE_RINSE', 'SOAP', 'SCRUB', 'RINSE', 'DRY', 'S1', 'S5'].every(run.bothStates)).toBe(true);
    expect(run.maxItems).toBeGreaterThanOrEqual(3);
  });

  it('conveyor carries boxes to the end', () => {
    const run = runDemo('CONVEYOR', 300);
    expect(['PROX1', 'PROX2'].every(run.bothStates)).toBe(true);
  });

  it('cylinder strokes end to end', () => {
    const run = runDemo('CYLINDER', 120);
    expect(run.range.get('position')).toEqual([-15, 100]);
    expect(['LS1', 'LS2'].every(run.bothStates)).toBe(true);
  });

  it('elevator goes to the called floor', () => {
    const up = runDemo('ELEVATOR', 200, { CALL3: 1 });
    expect(up.range.get('position')?.[0]).toBe(53.5);
    const middle = runDemo('ELEVATOR', 200, { CALL2: 1 });
    expect(middle.range.get('position')?.[0]).toBe(86.5);
  });

  it('garage door opens on START', () => {
    const run = runDemo('GARAGE_DOOR', 100);
    expect(run.range.get('position')).toEqual([0, 58]);
    expect(run.seen.get('UP')).toEqual(new Set([0, 1]));
  });

  it('injection mold makes and ejects parts', () => {
    const run = runDemo('INJECTION_MOLD', 800);
    expect(run.range.get('fill')).toEqual([0, 50]);
    expect(run.range.get('ejecting')?.[1]).toBe(40);
    expect(['PRESSURE', 'PROX1', 'PROX2', 'TEMP'].every(run.bothStates)).toBe(true);
  });

  it('intersection gives each direction green, yellow and red', () => {
    const run = runDemo('INTERSECTION', 120);
    expect(['NS_RED', 'NS_YELLOW', 'NS_GREEN', 'EW_RED', 'EW_YELLOW', 'EW_GREEN'].every(run.bothStates)).toBe(
      true,
    );
  });

  it('mixing tank fills, mixes and empties', () => {
    const run = runDemo('MIXING_TANK', 400);
    expect(run.range.get('liquidB')?.[1]).toBe(60);
    expect(['VALVE_A', 'VALVE_B', 'MIXER', 'DISCHARGE', 'HIGH', 'LOW'].every(run.bothStates)).toBe(true);
  });

  it('railroad crossing lowers the arm and flashes while a train comes', () => {
    const run = runDemo('RAILROAD_CROSSING', 60, {});
    expect(run.range.get('rotation')).toEqual([2, 61]);
    expect(run.seen.get('LIGHT1')).toEqual(new Set([0]));
    const train = runDemo('RAILROAD_CROSSING', 60, { START: 1 }, true);
    expect(train.range.get('rotation')).toEqual([0, 0]);
    expect(['LIGHT1', 'LIGHT2'].every(train.bothStates)).toBe(true);
  });

  it('stack light and stoplight step through their lamps', () => {
    expect(['RED', 'YELLOW', 'GREEN', 'BLUE'].every(runDemo('STACK_LIGHT', 60).bothStates)).toBe(true);
    expect(['RED', 'YELLOW', 'GREEN'].every(runDemo('STOPLIGHT', 100).bothStates)).toBe(true);
  });

  it('water tank cycles between LOW and HIGH', () => {
    const run = runDemo('WATER_TANK', 200);
    expect(run.range.get('level')).toEqual([8, 50]);
  });
});

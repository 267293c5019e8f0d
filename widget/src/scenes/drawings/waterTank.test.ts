import 'vitest-canvas-mock';
import { describe, expect, it } from 'vitest';
import { drawWaterTank } from './waterTank.ts';
import { drawScene, frameOf, itDrawsTheBasics, named, texts } from './sceneTestKit.ts';

const atLevel = (level: number) => frameOf('WATER_TANK', { vars: { level } });

describe('drawWaterTank', () => {
  itDrawsTheBasics('WATER_TANK', drawWaterTank, { low: { level: 0 }, high: { level: 60 }, lamps: true });

  it('raises the water surface with the level and hides the water when empty', () => {
    const { scope, drawing } = drawScene(drawWaterTank);
    const water = named(scope, 'water');
    const surfaceAt = (level: number) => {
      drawing.update(atLevel(level), 0);
      return water.bounds.top;
    };
    const full = surfaceAt(60);
    const half = surfaceAt(30);
    const low = surfaceAt(10);
    expect(full).toBeLessThan(half);
    expect(half).toBeLessThan(low);
    expect(low - full).toBeGreaterThan(60);
    drawing.update(atLevel(0), 16);
    expect(water.visible).toBe(false);
  });

  it('shows the level number', () => {
    const { scope, drawing } = drawScene(drawWaterTank);
    drawing.update(atLevel(37), 0);
    expect(texts(scope).includes('37')).toBe(true);
  });
});

describe('drawWaterTank: analog channels (issue 26)', () => {
  const shown = (scope: ReturnType<typeof drawScene>['scope'], name: string) => named(scope, name).visible;

  it('shows the transmitter reading and the inlet valve opening from the VM values', () => {
    const { scope, drawing } = drawScene(drawWaterTank);
    drawing.update(
      frameOf('WATER_TANK', { vars: { level: 31.4 }, io: { LEVEL_PV: 52.3333, INLET_CV: 54.77 } }),
      0,
    );
    expect(texts(scope)).toEqual(expect.arrayContaining(['LT 52.3 %', 'CV 54.8 %']));
    expect(shown(scope, 'level-transmitter')).toBe(true);
    const bar = named(scope, 'inlet-opening');
    const half = bar.bounds.width;
    drawing.update(frameOf('WATER_TANK', { io: { LEVEL_PV: 10, INLET_CV: 100 } }), 16);
    expect(texts(scope)).toEqual(expect.arrayContaining(['LT 10.0 %', 'CV 100.0 %']));
    expect(bar.bounds.width).toBeGreaterThan(half * 1.5);
    drawing.update(frameOf('WATER_TANK', { io: { LEVEL_PV: 10, INLET_CV: 0 } }), 32);
    expect(bar.visible).toBe(false);
  });

  it('shows neither when the project lacks the channels (every discrete problem)', () => {
    const { scope, drawing } = drawScene(drawWaterTank);
    drawing.update(atLevel(30), 0);
    expect(shown(scope, 'level-transmitter')).toBe(false);
    expect(shown(scope, 'inlet-opening-text')).toBe(false);
    expect(texts(scope).some((t) => t.startsWith('LT ') || t.startsWith('CV '))).toBe(false);
  });
});

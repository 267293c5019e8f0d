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

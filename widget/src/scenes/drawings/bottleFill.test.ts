import 'vitest-canvas-mock';
import { describe, expect, it } from 'vitest';
import type { SceneItem } from '../frame.ts';
import { drawBottleFill } from './bottleFill.ts';
import { drawScene, frameOf, itDrawsTheBasics, named, shownCount } from './sceneTestKit.ts';

const bottles = (count: number): SceneItem[] =>
  Array.from({ length: count }, (_, i) => ({ pos: 315 - i * 15, value: i % 16, flags: 0 }));

describe('drawBottleFill', () => {
  itDrawsTheBasics('BOTTLE_FILL', drawBottleFill, { low: {}, high: {}, items: bottles(16) });

  it('shows one bottle per item', () => {
    const { scope, drawing } = drawScene(drawBottleFill);
    for (const count of [0, 3, 16, 1]) {
      drawing.update(frameOf('BOTTLE_FILL', { items: bottles(count) }), 0);
      expect(shownCount(scope, 'bottle')).toBe(count);
    }
  });

  it('puts each bottle at its position and raises its liquid with its fill', () => {
    const { scope, drawing } = drawScene(drawBottleFill);
    const liquidAt = (value: number) => {
      drawing.update(frameOf('BOTTLE_FILL', { items: [{ pos: 195, value, flags: 0 }] }), 0);
      const bottle = named(scope, 'bottle');
      expect(bottle.bounds.center.x).toBeCloseTo(195, 0);
      const liquid = named(scope, 'liquid');
      return liquid.visible ? liquid.bounds.height : 0;
    };
    expect(liquidAt(0)).toBe(0);
    const half = liquidAt(7);
    const full = liquidAt(15);
    expect(half).toBeGreaterThan(5);
    expect(full).toBeGreaterThan(half * 1.8);
  });

  it('pours from the nozzle into the bottle under it while NOZZLE is on', () => {
    const { scope, drawing } = drawScene(drawBottleFill);
    const stream = named(scope, 'stream');
    const items = [{ pos: 195, value: 5, flags: 0 }];
    drawing.update(frameOf('BOTTLE_FILL', { items }), 0);
    expect(stream.visible).toBe(false);
    drawing.update(frameOf('BOTTLE_FILL', { io: { NOZZLE: 1 }, items }), 16);
    expect(stream.visible).toBe(true);
    const liquid = named(scope, 'liquid');
    const surface = liquid.parent.localToGlobal(liquid.bounds.topCenter).y;
    expect(stream.bounds.bottom).toBeCloseTo(surface, 0);
    expect(surface).toBeGreaterThan(110);
  });
});

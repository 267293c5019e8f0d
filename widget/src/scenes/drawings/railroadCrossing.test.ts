import 'vitest-canvas-mock';
import { describe, expect, it } from 'vitest';
import { palette } from './palette.ts';
import { drawRailroadCrossing } from './railroadCrossing.ts';
import { drawScene, fillOf, frameOf, itDrawsTheBasics, named } from './sceneTestKit.ts';

describe('drawRailroadCrossing', () => {
  itDrawsTheBasics('RAILROAD_CROSSING', drawRailroadCrossing, {
    low: { rotation: 0 },
    high: { rotation: 90 },
  });

  it('lies the arm across the road at rotation 0 and stands it up at 90', () => {
    const { scope, drawing } = drawScene(drawRailroadCrossing);
    const arm = named(scope, 'arm');
    const sizeAt = (rotation: number) => {
      drawing.update(frameOf('RAILROAD_CROSSING', { vars: { rotation } }), 0);
      return { width: arm.bounds.width, height: arm.bounds.height, top: arm.bounds.top };
    };
    const down = sizeAt(0);
    const half = sizeAt(45);
    const up = sizeAt(90);
    expect(down.width).toBeGreaterThan(120);
    expect(down.height).toBeLessThan(20);
    expect(half.top).toBeGreaterThan(up.top);
    expect(half.top).toBeLessThan(down.top);
    expect(up.height).toBeGreaterThan(120);
    expect(up.width).toBeLessThan(20);
  });

  it('lights each red lamp from its own output', () => {
    const { scope, drawing } = drawScene(drawRailroadCrossing);
    drawing.update(frameOf('RAILROAD_CROSSING', { io: { LIGHT1: 1, LIGHT2: 0 } }), 0);
    expect(fillOf(named(scope, 'LIGHT1'))).toBe(palette.red);
    expect(fillOf(named(scope, 'LIGHT2'))).toBe(palette.lampOff);
    drawing.update(frameOf('RAILROAD_CROSSING', { io: { LIGHT1: 0, LIGHT2: 1 } }), 16);
    expect(fillOf(named(scope, 'LIGHT1'))).toBe(palette.lampOff);
    expect(fillOf(named(scope, 'LIGHT2'))).toBe(palette.red);
  });
});

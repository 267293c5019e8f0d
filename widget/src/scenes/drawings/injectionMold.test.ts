import 'vitest-canvas-mock';
import { describe, expect, it } from 'vitest';
import { drawInjectionMold } from './injectionMold.ts';
import { palette } from './palette.ts';
import { drawScene, fillOf, frameOf, itDrawsTheBasics, named } from './sceneTestKit.ts';

const mold = (vars: Record<string, number>, io: Record<string, number> = {}) =>
  frameOf('INJECTION_MOLD', { vars: { mold: 0, fill: 0, ejecting: 0, ...vars }, io });

describe('drawInjectionMold', () => {
  itDrawsTheBasics('INJECTION_MOLD', drawInjectionMold, {
    low: { mold: 0, fill: 0, ejecting: 0 },
    high: { mold: 75, fill: 50, ejecting: 40 },
  });

  it('closes the moving half onto the fixed half as mold goes from 0 to 75', () => {
    const { scope, drawing } = drawScene(drawInjectionMold);
    const half = named(scope, 'moving half');
    drawing.update(mold({ mold: 0 }), 0);
    const open = half.bounds.right;
    drawing.update(mold({ mold: 75 }), 16);
    expect(half.bounds.right - open).toBeCloseTo(75, 5);
  });

  it('grows the part with the fill and drops it into the bin while ejecting', () => {
    const { scope, drawing } = drawScene(drawInjectionMold);
    const part = named(scope, 'part');
    drawing.update(mold({ mold: 75, fill: 0 }), 0);
    expect(part.visible).toBe(false);
    drawing.update(mold({ mold: 75, fill: 25 }), 16);
    const half = part.bounds.height;
    drawing.update(mold({ mold: 75, fill: 50 }), 32);
    expect(part.visible).toBe(true);
    expect(part.bounds.height).toBeCloseTo(half * 2, 5);
    drawing.update(mold({ fill: 50 }), 48);
    const opened = part.bounds.clone();
    drawing.update(mold({ fill: 50, ejecting: 10 }), 64);
    expect(part.bounds.left).toBeGreaterThan(opened.left + 5);
    drawing.update(mold({ fill: 50, ejecting: 40 }), 80);
    expect(part.bounds.top).toBeGreaterThan(opened.bottom);
    expect(part.bounds.bottom).toBeLessThanOrEqual(200);
  });

  it('glows the heater bands while HEATER is on', () => {
    const { scope, drawing } = drawScene(drawInjectionMold);
    const band = named(scope, 'HEATER');
    drawing.update(mold({}), 0);
    expect(fillOf(band)).not.toBe(palette.hot);
    drawing.update(mold({}, { HEATER: 1 }), 16);
    expect(fillOf(band)).toBe(palette.hot);
  });
});

import 'vitest-canvas-mock';
import { describe, expect, it } from 'vitest';
import { drawMixingTank } from './mixingTank.ts';
import { palette } from './palette.ts';
import { drawScene, fillOf, frameOf, itDrawsTheBasics, named, picture } from './sceneTestKit.ts';

const levels = (liquidA: number, liquidB: number, mixer = 0, angle = 0) =>
  frameOf('MIXING_TANK', { vars: { liquidA, liquidB, angle }, io: { MIXER: mixer } });

describe('drawMixingTank', () => {
  itDrawsTheBasics('MIXING_TANK', drawMixingTank, {
    low: { liquidA: 0, liquidB: 0, angle: 0 },
    high: { liquidA: 40, liquidB: 40, angle: 345 },
  });

  it('stays inside the tank even when the amounts exceed the cap', () => {
    const { scope, drawing } = drawScene(drawMixingTank);
    drawing.update(levels(80, 80), 0);
    const top = named(scope, 'liquid B').bounds.top;
    drawing.update(levels(40, 40), 16);
    expect(named(scope, 'liquid B').bounds.top).toBeCloseTo(top, 5);
  });

  it('layers A under B in proportion while the mixer is off', () => {
    const { scope, drawing } = drawScene(drawMixingTank);
    drawing.update(levels(30, 10), 0);
    const a = named(scope, 'liquid A');
    const b = named(scope, 'liquid B');
    expect(a.bounds.top).toBeCloseTo(b.bounds.bottom, 5);
    expect(a.bounds.height / b.bounds.height).toBeCloseTo(3, 5);
    expect(fillOf(a)).toBe(palette.liquidA);
    expect(fillOf(b)).toBe(palette.liquidB);
    drawing.update(levels(60, 20), 16);
    expect(a.bounds.height + b.bounds.height).toBeCloseTo(2 * 40 * 1.5, 5);
  });

  it('blends the colours while the mixer runs, by proportion', () => {
    const { scope, drawing } = drawScene(drawMixingTank);
    drawing.update(levels(30, 10, 1), 0);
    const mostlyA = fillOf(named(scope, 'liquid A'));
    expect(fillOf(named(scope, 'liquid B'))).toBe(mostlyA);
    expect(mostlyA).not.toBe(palette.liquidA);
    drawing.update(levels(10, 30, 1), 16);
    expect(fillOf(named(scope, 'liquid A'))).not.toBe(mostlyA);
  });

  it('turns the stirrer with the angle', () => {
    const { scope, drawing } = drawScene(drawMixingTank);
    drawing.update(levels(20, 20, 0, 0), 0);
    const at0 = picture(scope);
    drawing.update(levels(20, 20, 0, 30), 0);
    expect(picture(scope) === at0).toBe(false);
    drawing.update(levels(20, 20, 0, 360), 0);
    expect(picture(scope) === at0).toBe(true);
  });
});

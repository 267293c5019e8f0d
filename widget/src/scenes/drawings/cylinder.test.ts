import 'vitest-canvas-mock';
import { describe, expect, it } from 'vitest';
import { drawCylinder } from './cylinder.ts';
import { palette } from './palette.ts';
import { drawScene, fillOf, frameOf, itDrawsTheBasics, named } from './sceneTestKit.ts';

describe('drawCylinder', () => {
  itDrawsTheBasics('CYLINDER', drawCylinder, { low: { position: -15 }, high: { position: 100 } });

  it('extends the piston rod with the position', () => {
    const { scope, drawing } = drawScene(drawCylinder);
    const piston = named(scope, 'piston');
    const tipAt = (position: number) => {
      drawing.update(frameOf('CYLINDER', { vars: { position } }), 0);
      return piston.bounds.right;
    };
    const retracted = tipAt(-15);
    const middle = tipAt(40);
    const extended = tipAt(100);
    expect(retracted).toBeLessThan(middle);
    expect(middle).toBeLessThan(extended);
    expect(extended - retracted).toBeGreaterThan(100);
    expect(extended).toBeLessThanOrEqual(400);
  });

  it('fills the chamber each solenoid pressurises', () => {
    const { scope, drawing } = drawScene(drawCylinder);
    const cap = named(scope, 'cap chamber');
    const rod = named(scope, 'rod chamber');
    drawing.update(frameOf('CYLINDER', { io: { SOL_A: 1 }, vars: { position: 40 } }), 0);
    expect(fillOf(cap)).toBe(palette.air);
    expect(fillOf(rod)).not.toBe(palette.air);
    const capWidth = cap.bounds.width;
    drawing.update(frameOf('CYLINDER', { io: { SOL_B: 1 }, vars: { position: 90 } }), 16);
    expect(fillOf(cap)).not.toBe(palette.air);
    expect(fillOf(rod)).toBe(palette.air);
    expect(cap.bounds.width).toBeGreaterThan(capWidth);
  });
});

import 'vitest-canvas-mock';
import { describe, expect, it } from 'vitest';
import { drawElevator } from './elevator.ts';
import { drawScene, frameOf, itDrawsTheBasics, named } from './sceneTestKit.ts';

describe('drawElevator', () => {
  itDrawsTheBasics('ELEVATOR', drawElevator, { low: { position: 119 }, high: { position: 53 }, lamps: true });

  it.each([119, 86, 53])('puts the car top at y %i', (position) => {
    const { scope, drawing } = drawScene(drawElevator);
    drawing.update(frameOf('ELEVATOR', { vars: { position } }), 0);
    expect(named(scope, 'car').bounds.top).toBeCloseTo(position, 0);
  });
});

import 'vitest-canvas-mock';
import { describe, expect, it } from 'vitest';
import { initialSceneFrame } from '../frame.ts';
import { drawStackLight } from './stackLight.ts';
import { aliasesOf, drawScene, frameOf, itDrawsTheBasics, named, sameColour } from './sceneTestKit.ts';

describe('drawStackLight', () => {
  itDrawsTheBasics('STACK_LIGHT', drawStackLight, { low: {}, high: {}, lamps: true });

  it('lights a tier without changing the others', () => {
    const { scope, drawing } = drawScene(drawStackLight);
    drawing.update(initialSceneFrame('STACK_LIGHT'), 0);
    const colours = () =>
      aliasesOf('STACK_LIGHT').map((alias) => named(scope, alias).fillColor?.clone() ?? null);
    const before = colours();
    drawing.update(frameOf('STACK_LIGHT', { io: { GREEN: 1 } }), 16);
    const after = colours();
    expect(after.map((colour, i) => sameColour(colour, before[i] ?? null))).toEqual([
      true,
      true,
      false,
      true,
    ]);
  });
});

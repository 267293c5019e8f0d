import 'vitest-canvas-mock';
import { describe, expect, it } from 'vitest';
import { drawAirCompressor } from './airCompressor.ts';
import { drawScene, frameOf, itDrawsTheBasics, named, texts } from './sceneTestKit.ts';

describe('drawAirCompressor', () => {
  itDrawsTheBasics('AIR_COMPRESSOR', drawAirCompressor, {
    low: { pressure: 0 },
    high: { pressure: 270 },
    lamps: true,
    motion: { io: { MOTOR: 1 }, what: 'the flywheel' },
  });

  it('turns the gauge needle one degree per unit of pressure', () => {
    const { scope, drawing } = drawScene(drawAirCompressor);
    const needle = named(scope, 'needle');
    const at = (pressure: number) => frameOf('AIR_COMPRESSOR', { vars: { pressure } });
    drawing.update(at(0), 0);
    const empty = needle.rotation;
    drawing.update(at(90), 16);
    expect(needle.rotation - empty).toBeCloseTo(90);
    drawing.update(at(180), 32);
    expect(needle.rotation - empty).toBeCloseTo(180);
    expect(texts(scope).includes('180')).toBe(true);
  });
});

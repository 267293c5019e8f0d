import 'vitest-canvas-mock';
import type paper from 'paper/dist/paper-core';
import { describe, expect, it } from 'vitest';
import { drawAirCompressor } from './airCompressor.ts';
import { drawMixingTank } from './mixingTank.ts';
import { drawScene, frameOf, named } from './sceneTestKit.ts';

const tank = (vars: Record<string, number>) => frameOf('MIXING_TANK', { vars });

describe('mixing tank heat drawing', () => {
  it('shows no heater or thermometer without the heat channels', () => {
    const { scope, drawing } = drawScene(drawMixingTank);
    drawing.update(tank({ thermal: 0, heat: 100, sensor: 80 }), 0);
    expect(named(scope, 'heater').visible).toBe(false);
    expect(named(scope, 'thermometer').visible).toBe(false);
    expect(named(scope, 'temperature reading').visible).toBe(false);
  });

  it('reads the transmitter in °C and fills the thermometer in proportion', () => {
    const { scope, drawing } = drawScene(drawMixingTank);
    drawing.update(tank({ thermal: 1, sensor: 48.26 }), 0);
    const reading = named(scope, 'temperature reading') as paper.PointText;
    expect(reading.visible).toBe(true);
    expect(reading.content).toBe('48.3 °C');
    const at48 = named(scope, 'thermometer').bounds.height;
    drawing.update(tank({ thermal: 1, sensor: 96.52 }), 16);
    expect(reading.content).toBe('96.5 °C');
    expect(named(scope, 'thermometer').bounds.height - 4).toBeCloseTo(2 * (at48 - 4), 5);
  });

  it('makes the heater glow with the power applied', () => {
    const { scope, drawing } = drawScene(drawMixingTank);
    const heater = named(scope, 'heater');
    drawing.update(tank({ thermal: 1, heat: 0 }), 0);
    const cold = heater.strokeColor?.toCSS(true);
    drawing.update(tank({ thermal: 1, heat: 50 }), 16);
    const warm = heater.strokeColor?.toCSS(true);
    drawing.update(tank({ thermal: 1, heat: 100 }), 32);
    const hot = heater.strokeColor?.toCSS(true);
    expect(new Set([cold, warm, hot]).size).toBe(3);
    expect(hot).toBe('#ff7043');
  });
});

describe('air compressor transmitter drawing', () => {
  it('reads the pressure in bar only while the transmitter is present', () => {
    const { scope, drawing } = drawScene(drawAirCompressor);
    const reading = named(scope, 'pressure reading') as paper.PointText;
    drawing.update(frameOf('AIR_COMPRESSOR', { vars: { pressure: 135, transmitter: 0 } }), 0);
    expect(reading.visible).toBe(false);
    drawing.update(frameOf('AIR_COMPRESSOR', { vars: { pressure: 135, transmitter: 1 } }), 16);
    expect(reading.visible).toBe(true);
    expect(reading.content).toBe('5.00 bar');
    drawing.update(frameOf('AIR_COMPRESSOR', { vars: { pressure: 270, transmitter: 1 } }), 32);
    expect(reading.content).toBe('10.00 bar');
  });
});

import 'vitest-canvas-mock';
import { describe, expect, it } from 'vitest';
import { drawOven } from './oven.ts';
import { columnY } from './ovenParts.ts';
import { drawScene, fillOf, frameOf, itDrawsTheBasics, named, texts } from './sceneTestKit.ts';

const at = (io: Record<string, number>, vars: Record<string, number> = {}) =>
  frameOf('OVEN', { io: { HEATER: 1, POWER: 60, Setpoint: 180, TEMP: 20, ...io }, vars });

describe('drawOven', () => {
  itDrawsTheBasics('OVEN', drawOven, {
    low: { element: 20, chamber: 20 },
    high: { element: 320, chamber: 290 },
    motion: { io: { DOOR: 1 }, what: 'the heat escaping the open door' },
  });

  it('shows the transmitter reading, the setpoint and the power as numbers', () => {
    const { scope, drawing } = drawScene(drawOven);
    drawing.update(at({ TEMP: 123.44, Setpoint: 180, POWER: 59.26 }, { chamber: 150 }), 0);
    expect(texts(scope)).toEqual(expect.arrayContaining(['123.4 °C', '180.0 °C', '59.3 %']));
  });

  it('draws the setpoint as a dashed line at its height on the 0–300 °C column', () => {
    const { scope, drawing } = drawScene(drawOven);
    const setpoint = named(scope, 'setpoint');
    expect(setpoint.dashArray.length).toBeGreaterThan(0);
    drawing.update(at({ Setpoint: 180 }), 0);
    expect(setpoint.position.y).toBeCloseTo(columnY(180));
    drawing.update(at({ Setpoint: 90 }), 16);
    expect(setpoint.position.y).toBeCloseTo(columnY(90));
    expect(columnY(90) - columnY(180)).toBeCloseTo((90 / 300) * (columnY(0) - columnY(300)));
  });

  it('fills the column to the temperature and the power bar to the power', () => {
    const { scope, drawing } = drawScene(drawOven);
    drawing.update(at({ TEMP: 150, POWER: 25 }), 0);
    expect(named(scope, 'temperature').bounds.top).toBeCloseTo(columnY(150));
    const quarter = named(scope, 'power').bounds.width;
    drawing.update(at({ TEMP: 150, POWER: 100 }), 16);
    expect(named(scope, 'power').bounds.width).toBeCloseTo(quarter * 4);
  });

  it('the element glows and the window brightens as they heat', () => {
    const { scope, drawing } = drawScene(drawOven);
    drawing.update(at({}, { element: 20, chamber: 20 }), 0);
    const coldElement = named(scope, 'element').strokeColor?.toCSS(true);
    const coldWindow = fillOf(named(scope, 'chamber'));
    drawing.update(at({}, { element: 300, chamber: 180 }), 16);
    expect(named(scope, 'element').strokeColor?.toCSS(true)).not.toBe(coldElement);
    expect(fillOf(named(scope, 'chamber'))).not.toBe(coldWindow);
  });
});

import 'vitest-canvas-mock';
import type paper from 'paper/dist/paper-core';
import { describe, expect, it } from 'vitest';
import type { SceneItem } from '../frame.ts';
import { drawCarWash } from './carWash.ts';
import { drawScene, fillOf, frameOf, itDrawsTheBasics, named, shownCount } from './sceneTestKit.ts';

const cars = (count: number): SceneItem[] =>
  Array.from({ length: count }, (_, i) => ({ pos: 290 - i * 19, value: i % 3, flags: i % 32 }));

/** Draws one car with `flags` and returns its parts. */
function carWith(flags: number, value = 0) {
  const { scope, drawing } = drawScene(drawCarWash);
  drawing.update(frameOf('CAR_WASH', { items: [{ pos: 100, value, flags }] }), 0);
  const part = (name: string) => named(scope, name);
  return { scope, part };
}

describe('drawCarWash', () => {
  itDrawsTheBasics('CAR_WASH', drawCarWash, { low: {}, high: {}, items: cars(16) });

  it('shows one car per item, at its position', () => {
    const { scope, drawing } = drawScene(drawCarWash);
    for (const count of [0, 4, 16, 2]) {
      drawing.update(frameOf('CAR_WASH', { items: cars(count) }), 0);
      expect(shownCount(scope, 'car')).toBe(count);
    }
    expect(named(scope, 'car').bounds.center.x).toBeCloseTo(290, 0);
  });

  it('paints the cars in three colours by value', () => {
    const colours = [0, 1, 2].map((value) => fillOf(carWith(0, value).part('body')));
    expect(new Set(colours).size).toBe(3);
  });

  it('washes the dirt off as the car passes the stations, with foam until rinsed and a shine when done', () => {
    const dirt = (flags: number) => {
      const item: paper.Item = carWith(flags).part('dirt');
      return item.visible ? item.opacity : 0;
    };
    expect(dirt(0)).toBeGreaterThan(dirt(0b1));
    expect(dirt(0b1)).toBeGreaterThan(dirt(0b11));
    expect(dirt(0b111)).toBe(0);
    expect(carWith(0b11).part('foam').visible).toBe(true);
    expect(carWith(0b1111).part('foam').visible).toBe(false);
    expect(carWith(0b1111).part('water').visible).toBe(true);
    expect(carWith(0b11111).part('water').visible).toBe(false);
    expect(carWith(0b01111).part('shine').visible).toBe(false);
    expect(carWith(0b11111).part('shine').visible).toBe(true);
  });

  it('sprays at a station only while its output is on', () => {
    const { scope, drawing } = drawScene(drawCarWash);
    const jets = () => named(scope, 'SOAP machine').children.filter((child) => child.visible).length;
    drawing.update(frameOf('CAR_WASH'), 0);
    const idle = jets();
    drawing.update(frameOf('CAR_WASH', { io: { SOAP: 1 } }), 16);
    expect(jets()).toBeGreaterThan(idle);
  });
});

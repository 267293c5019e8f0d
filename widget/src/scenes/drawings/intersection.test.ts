import 'vitest-canvas-mock';
import { describe, expect, it } from 'vitest';
import { drawIntersection } from './intersection.ts';
import { palette } from './palette.ts';
import { aliasesOf, drawScene, fillOf, frameOf, itDrawsTheBasics, named } from './sceneTestKit.ts';

const COLOURS: Record<string, string> = { RED: palette.red, YELLOW: palette.yellow, GREEN: palette.green };

describe('drawIntersection', () => {
  itDrawsTheBasics('INTERSECTION', drawIntersection, { low: {}, high: {} });

  it.each(aliasesOf('INTERSECTION'))('lights %s in its colour and darkens it when off', (alias) => {
    const { scope, drawing } = drawScene(drawIntersection);
    const lens = named(scope, alias);
    drawing.update(frameOf('INTERSECTION', { io: { [alias]: 1 } }), 0);
    expect(fillOf(lens)).toBe(COLOURS[alias.split('_')[1] ?? '']);
    drawing.update(frameOf('INTERSECTION'), 16);
    expect(fillOf(lens)).toBe(palette.lampOff);
  });

  it('drives the cars on green and holds them at the stop line on red', () => {
    const { scope, drawing } = drawScene(drawIntersection);
    const ns = named(scope, 'NS car');
    const ew = named(scope, 'EW car');
    const nsGreen = frameOf('INTERSECTION', { io: { NS_GREEN: 1, EW_RED: 1 } });
    drawing.update(nsGreen, 0);
    const nsStart = ns.position.y;
    const ewStart = ew.position.x;
    for (let t = 16; t <= 400; t += 16) drawing.update(nsGreen, t);
    expect(ns.position.y).toBeGreaterThan(nsStart + 10);
    expect(ew.position.x).toBe(ewStart);

    const stopped = { ...nsGreen, running: false };
    const held = ns.position.y;
    drawing.update(stopped, 800);
    drawing.update(stopped, 900);
    expect(ns.position.y).toBe(held);
  });
});

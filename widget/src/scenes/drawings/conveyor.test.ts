import 'vitest-canvas-mock';
import { describe, expect, it } from 'vitest';
import { initialSceneFrame, type SceneItem } from '../frame.ts';
import { drawConveyor } from './conveyor.ts';
import { allIo, drawScene, frameOf, itDrawsTheBasics, shownCount } from './sceneTestKit.ts';

const items = (positions: number[]): SceneItem[] => positions.map((pos) => ({ pos, value: 0, flags: 0 }));
const fullBelt = () => items(Array.from({ length: 16 }, (_, i) => 310 - i * 16));

describe('drawConveyor', () => {
  itDrawsTheBasics('CONVEYOR', drawConveyor, {
    low: {},
    high: {},
    items: fullBelt(),
    lamps: true,
    motion: { io: { MOTOR: 1 }, what: 'the belt' },
  });

  it('shows no box at first and all sixteen on a full belt', () => {
    const { scope, drawing } = drawScene(drawConveyor);
    drawing.update(initialSceneFrame('CONVEYOR'), 0);
    expect(shownCount(scope, 'box')).toBe(0);
    drawing.update(frameOf('CONVEYOR', { io: allIo('CONVEYOR', 1), items: fullBelt() }), 16);
    expect(shownCount(scope, 'box')).toBe(16);
  });

  it('shows one box per item, centred on its position', () => {
    const { scope, drawing } = drawScene(drawConveyor);
    const visibleBoxes = () => scope.project.getItems({ name: 'box' }).filter((box) => box.visible);
    drawing.update({ ...initialSceneFrame('CONVEYOR'), items: items([300, 180, 60]) }, 0);
    expect(visibleBoxes().map((box) => Math.round(box.bounds.center.x))).toEqual([300, 180, 60]);
    drawing.update({ ...initialSceneFrame('CONVEYOR'), items: items([200]) }, 16);
    expect(shownCount(scope, 'box')).toBe(1);
  });
});

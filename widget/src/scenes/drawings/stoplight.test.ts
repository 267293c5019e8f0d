import 'vitest-canvas-mock';
import { describe, expect, it } from 'vitest';
import { drawStoplight } from './stoplight.ts';
import { drawScene, itDrawsTheBasics, texts } from './sceneTestKit.ts';

describe('drawStoplight', () => {
  itDrawsTheBasics('STOPLIGHT', drawStoplight, { low: {}, high: {}, lamps: true });

  it('labels each lamp with its alias', () => {
    const { scope } = drawScene(drawStoplight);
    expect(texts(scope)).toEqual(expect.arrayContaining(['RED', 'YELLOW', 'GREEN']));
  });
});

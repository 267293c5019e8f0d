import 'vitest-canvas-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { createSceneScope, disposeSceneScope } from './paperScope.ts';

describe('createSceneScope', () => {
  const ratio = window.devicePixelRatio;
  afterEach(() => {
    window.devicePixelRatio = ratio;
  });

  it('keeps the size the page gives the canvas on a high-density screen (the scene scales, no clipping)', () => {
    window.devicePixelRatio = 3;
    const canvas = document.createElement('canvas');
    canvas.style.width = '100%';
    canvas.style.height = 'auto';
    const scope = createSceneScope(canvas);
    expect(canvas.style.width).toBe('100%');
    expect(canvas.style.height).toBe('auto');
    // Drawn sharp: three device pixels per CSS pixel of the 400 × 200 scene.
    expect([canvas.width, canvas.height]).toEqual([1200, 600]);
    disposeSceneScope(scope);
  });
});

import paper from 'paper/dist/paper-core';
import { SCENE_HEIGHT, SCENE_WIDTH } from './drawings/types.ts';

/**
 * A PaperScope of its own on `canvas` (never the global one: a page may show many scenes), sized to
 * the 400 × 200 scene and redrawn only when asked (`view.update()`), not on paper's own timer.
 */
export function createSceneScope(canvas: HTMLCanvasElement): paper.PaperScope {
  canvas.width = SCENE_WIDTH;
  canvas.height = SCENE_HEIGHT;
  // On a high-density screen (a phone) paper.js fixes the element at 400 × 200 CSS pixels, which clips
  // the scene in a narrower panel: the element keeps the size its page gives it (the drawing scales).
  const { width, height } = canvas.style;
  const scope = new paper.PaperScope();
  scope.setup(canvas);
  scope.view.viewSize = new scope.Size(SCENE_WIDTH, SCENE_HEIGHT);
  scope.view.autoUpdate = false;
  canvas.style.width = width;
  canvas.style.height = height;
  return scope;
}

/** Frees a scope made by createSceneScope. */
export function disposeSceneScope(scope: paper.PaperScope): void {
  // PaperScope#remove (clear its projects, forget the scope) exists in paper.js but not in its typings.
  (scope as paper.PaperScope & { remove(): void }).remove();
}

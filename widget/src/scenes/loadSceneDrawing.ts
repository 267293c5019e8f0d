import type * as SceneDrawing from './sceneDrawing.ts';

/** The scene-drawing module, loaded once on first use (a failed load is tried again next time). */
let pending: Promise<typeof SceneDrawing> | null = null;

export function loadSceneDrawing(): Promise<typeof SceneDrawing> {
  if (!pending) {
    const loading = import('./sceneDrawing.ts');
    pending = loading;
    loading.catch(() => {
      if (pending === loading) pending = null;
    });
  }
  return pending;
}

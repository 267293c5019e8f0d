import type { SceneId } from '@plcsim/compiler';
import { SCENE_DRAWING_LOADERS } from './drawings/loaders.ts';
import type { SceneRenderer } from './drawings/types.ts';
import type * as SceneDrawing from './sceneDrawing.ts';

/** paper.js and what every drawing shares, with one scene's drawing. */
export type LoadedSceneDrawing = typeof SceneDrawing & { draw: SceneRenderer };

/** A module loaded once on first use; a failed load is tried again next time. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    if (!pending) {
      const loading = load();
      pending = loading;
      loading.catch(() => {
        if (pending === loading) pending = null;
      });
    }
    return pending;
  };
}

const loadShared = once(() => import('./sceneDrawing.ts'));
const loadDrawing = new Map<SceneId, () => Promise<SceneRenderer>>();

/** paper.js, the shared parts and the drawing of `scene` (and of no other scene). */
export function loadSceneDrawing(scene: SceneId): Promise<LoadedSceneDrawing> {
  let load = loadDrawing.get(scene);
  if (!load) {
    load = once(SCENE_DRAWING_LOADERS[scene]);
    loadDrawing.set(scene, load);
  }
  return Promise.all([loadShared(), load()]).then(([shared, draw]) => ({ ...shared, draw }));
}

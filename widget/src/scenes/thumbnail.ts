import { SCENE_CATALOGUE, type SceneId } from '@plcsim/compiler';
import type { SceneRenderer } from './drawings/types.ts';
import { initialSceneFrame } from './frame.ts';
import { createSceneScope, disposeSceneScope } from './paperScope.ts';

const cache = new Map<SceneId, string>();

/**
 * A PNG data URL of a scene at rest, for list cards, drawn by `draw` (the scene's drawing, loaded with
 * loadSceneDrawing) once per scene and cached. Null for EMPTY, an unknown id, or where the page cannot
 * draw (the card then shows the placeholder icon).
 */
export function sceneThumbnailUrl(scene: string | null | undefined, draw: SceneRenderer): string | null {
  if (!scene || scene === 'EMPTY' || !(scene in SCENE_CATALOGUE)) return null;
  const id = scene as SceneId;
  const cached = cache.get(id);
  if (cached) return cached;
  try {
    const canvas = document.createElement('canvas');
    const scope = createSceneScope(canvas);
    scope.activate();
    draw(scope).update(initialSceneFrame(id), 0);
    scope.view.update();
    const url = canvas.toDataURL('image/png');
    disposeSceneScope(scope);
    cache.set(id, url);
    return url;
  } catch (error) {
    console.error('Scene thumbnail failed', error);
    return null;
  }
}

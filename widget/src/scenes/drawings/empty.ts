import type { SceneRenderer } from './types.ts';
import { SCENE_HEIGHT, SCENE_WIDTH } from './types.ts';

/** EMPTY: a plain panel saying there is no scene (the editor shows its scene picker beside it). */
export const drawEmpty: SceneRenderer = (scope) => {
  new scope.Path.Rectangle({
    point: [0, 0],
    size: [SCENE_WIDTH, SCENE_HEIGHT],
    fillColor: '#eceff1',
  });
  new scope.PointText({
    point: [SCENE_WIDTH / 2, SCENE_HEIGHT / 2 + 5],
    content: 'No scene',
    justification: 'center',
    fillColor: '#78909c',
    fontSize: 16,
    fontFamily: 'system-ui, sans-serif',
  });
  return { update() {} };
};

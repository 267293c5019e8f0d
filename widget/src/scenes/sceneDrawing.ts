/**
 * Everything that draws scenes: paper.js, the fourteen drawings and the thumbnails. Loaded on demand
 * (loadSceneDrawing.ts), so a page that shows no scene, or shows it a moment later, starts without
 * paper.js (about 70 KB gzip) and the drawings.
 */
export { SCENE_RENDERERS } from './drawings/index.ts';
export { createSceneScope, disposeSceneScope } from './paperScope.ts';
export { sceneThumbnailUrl } from './thumbnail.ts';

/**
 * What every scene's drawing needs: paper.js, the scope on a canvas and the thumbnails. Loaded on demand
 * (loadSceneDrawing.ts) with the one scene drawing a page shows (drawings/loaders.ts), so a page that
 * shows no scene, or shows it a moment later, starts without paper.js (about 70 KB gzip) and the drawings.
 * The parts the drawings share (sceneKit, deviceParts, palette, pipeParts) share its chunk (chunkGroups.ts).
 */
export { createSceneScope, disposeSceneScope } from './paperScope.ts';
export { sceneThumbnailUrl } from './thumbnail.ts';

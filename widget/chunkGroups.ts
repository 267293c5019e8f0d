/** How the widget's builds (library and standalone script) group modules into chunks. */

/**
 * The compiler's and the engine's shared modules (the model, the tag layout, the engine host), which the
 * module and several on-demand chunks use: one chunk instead of a dozen small ones, each of which a page
 * fetched and gzip compressed on its own (3 KB more in all). The document validator stays apart: only a
 * `src` loads it.
 */
export const CORE_GROUP = {
  name: 'core',
  test: new RegExp(
    [
      String.raw`compiler[\\/]src[\\/](model[\\/](?!generated|schema)|layout[\\/]|scenes[\\/])`,
      String.raw`compiler[\\/]src[\\/]iec[\\/](declareTags|literals)\.ts`,
      String.raw`compiler[\\/]src[\\/]routines[\\/](names|messages)\.ts`,
      String.raw`engine-wasm[\\/](src|shared)[\\/]`,
      String.raw`widget[\\/]src[\\/](tags[\\/]formatValue|simulator[\\/]useRunning|scenes[\\/]frame|scenes[\\/]drawings[\\/]types)\.ts`,
      String.raw`node_modules[\\/]react[\\/]`,
    ].join('|'),
  ),
};

/**
 * What every scene drawing needs (paper.js where it is bundled, the scope, the thumbnails, the parts the
 * drawings share): one on-demand chunk, `sceneDrawing`. Each scene's own drawing (widget/src/scenes/
 * drawings/loaders.ts) stays a chunk of its own, so a page loads only the scene it shows. drawings/types.ts is
 * in CORE_GROUP: the package exports its SCENE_WIDTH and SCENE_HEIGHT, and in this chunk (where the shared
 * parts would pull it) it would bring the chunk, paper.js with it, into every page up front.
 */
export const SCENE_GROUP = {
  name: 'sceneDrawing',
  test: new RegExp(
    [
      String.raw`node_modules[\\/]paper[\\/]`,
      String.raw`widget[\\/]src[\\/]scenes[\\/](sceneDrawing|paperScope|thumbnail)\.ts`,
      String.raw`widget[\\/]src[\\/]scenes[\\/]drawings[\\/](sceneKit|deviceParts|palette|pipeParts)\.ts`,
    ].join('|'),
  ),
};

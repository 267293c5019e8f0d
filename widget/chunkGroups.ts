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
      String.raw`widget[\\/]src[\\/](tags[\\/]formatValue|simulator[\\/]useRunning|scenes[\\/]frame)\.ts`,
      String.raw`node_modules[\\/]react[\\/]`,
    ].join('|'),
  ),
};

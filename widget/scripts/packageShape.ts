/**
 * The published shape of `@plcsim/widget` (widget/dist, packed by `npm run pack:lib`). In the workspace
 * the package's `exports` point at its sources (the site, Storybook and the tests import those); the
 * build writes this manifest into dist/ instead of changing widget/package.json.
 */

/** Imported from the consumer's node_modules, never bundled into dist/index.js. */
export const PEER_PACKAGES = ['react', 'react-dom'] as const;
/** Installed with the package as its dependencies (paper.js draws the scenes; uPlot the trend chart). */
export const DEPENDENCY_PACKAGES = ['paper', 'uplot'] as const;
export const EXTERNAL_PACKAGES = [...PEER_PACKAGES, ...DEPENDENCY_PACKAGES] as const;

interface WorkspaceManifest {
  name: string;
  version: string;
  description?: string;
  dependencies?: Record<string, string>;
}

/** `~19.3` → `^19.3.0`: any React 19 from the one the widget is built and tested with. */
function peerRange(range: string): string {
  const match = /(\d+)\.(\d+)/.exec(range);
  return match ? `^${match[1]}.${match[2]}.0` : range;
}

/** dist/package.json: the ESM entries (the simulator; the editor; the ladder view) with types, the CSS and the .wasm as subpaths, the standalone script. */
export function publishedManifest(workspace: WorkspaceManifest, license: string): Record<string, unknown> {
  const range = (name: string) => {
    const found = workspace.dependencies?.[name];
    if (!found) throw new Error(`widget/package.json has no dependency on ${name}.`);
    return found;
  };
  return {
    name: workspace.name,
    version: workspace.version,
    description: workspace.description,
    license,
    type: 'module',
    main: './index.js',
    module: './index.js',
    types: './index.d.ts',
    exports: {
      '.': { types: './index.d.ts', default: './index.js' },
      './editor': { types: './editor.d.ts', default: './editor.js' },
      './ladder': { types: './ladder.d.ts', default: './ladder.js' },
      './style.css': './style.css',
      './engine.wasm': './engine.wasm',
      './standalone/*': './standalone/*',
      './package.json': './package.json',
    },
    sideEffects: ['*.css', './standalone/*'],
    peerDependencies: Object.fromEntries(PEER_PACKAGES.map((name) => [name, peerRange(range(name))])),
    dependencies: Object.fromEntries(DEPENDENCY_PACKAGES.map((name) => [name, range(name)])),
  };
}

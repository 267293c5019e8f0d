/**
 * Bundles the CLI (main.ts and everything it imports: the compiler, the content package and the VM's
 * loader) into cli/build/ with esbuild, so `plcsim` starts without compiling TypeScript through tsx:
 * this package's `generate` script runs it, after the compiler's (parser, validator), since the
 * root's `npm run generate` (at postinstall) runs the workspaces in their listed order.
 * bin/plcsim.js loads cli/build/main.js while it is newer than every input listed in
 * cli/build/manifest.json, and falls back to the sources through tsx otherwise.
 *
 * Code splitting keeps each command in its own chunk, so `plcsim --help` loads only main.js.
 * `new URL('relative', import.meta.url)` (the VM's engine.wasm, the benchmark programs) is rewritten
 * to be relative to the output folder, where every chunk lives, so the assets still resolve.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** Where bin/plcsim.js looks for the bundle. */
export const CLI_BUNDLE_DIR = resolve(root, 'cli/build');
const entry = resolve(root, 'cli/src/main.ts');

/** `new URL('…', import.meta.url)` with a plain string literal. */
const ASSET_URL = /new URL\((['"])([^'"`]+)\1,\s*import\.meta\.url\)/g;

const assetUrls = (outdir: string): Plugin => ({
  name: 'asset-urls',
  setup(bundle) {
    bundle.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes('node_modules')) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const contents = source.replace(ASSET_URL, (_, quote: string, path: string) => {
        const target = resolve(dirname(args.path), path);
        let moved = relative(outdir, target).split('\\').join('/');
        if (path.endsWith('/')) moved += '/';
        return `new URL(${quote}${moved}${quote}, import.meta.url)`;
      });
      return { contents, loader: 'ts' };
    });
  },
});

/** Builds the bundle into `outdir` (emptied first); resolves to the number of output files. */
export async function bundleCli(outdir: string = CLI_BUNDLE_DIR): Promise<number> {
  const startedAt = Date.now();
  await rm(outdir, { recursive: true, force: true });
  const result = await build({
    entryPoints: { main: entry },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    chunkNames: '[name]-[hash]',
    metafile: true,
    logLevel: 'warning',
    plugins: [assetUrls(outdir)],
    // CommonJS packages in the bundle (yaml, read by `plcsim content check`) call require('process'):
    // an ES module has no require, so every chunk gets one.
    banner: {
      js: "import { createRequire as __plcsimRequire } from 'node:module'; const require = __plcsimRequire(import.meta.url);",
    },
  });
  const inputs = Object.keys(result.metafile.inputs)
    .map((input) => relative(root, resolve(process.cwd(), input)).split('\\').join('/'))
    .filter((input) => !input.startsWith('node_modules/') && !input.includes('/node_modules/'))
    .sort();
  const manifest = { builtAt: startedAt, inputs };
  await writeFile(resolve(outdir, 'manifest.json'), `${JSON.stringify(manifest, null, 1)}\n`);
  return Object.keys(result.metafile.outputs).length;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // An install must not fail for want of the bundle: bin/plcsim.js then runs the sources through tsx.
  try {
    const outputs = await bundleCli();
    console.log(`CLI bundle: ${outputs} files in ${relative(process.cwd(), CLI_BUNDLE_DIR) || '.'}`);
  } catch (error) {
    console.warn(`CLI bundle not built (plcsim will run through tsx): ${(error as Error).message}`);
  }
}

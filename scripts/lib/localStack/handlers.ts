import { readdirSync } from 'node:fs';
import { build } from 'esbuild';
import { repoRoot } from '../paths.ts';

const HANDLERS = 'functions/src/handlers';

/** Every handler module (functions/src/handlers/<domain>/<route>.ts), relative to the repository. */
export function handlerEntries(): string[] {
  return readdirSync(`${repoRoot}${HANDLERS}`, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => `${HANDLERS}/${file}`)
    .sort();
}

/**
 * Bundles every handler in one esbuild run into `outDir` (`<handler path>.mjs` plus shared chunks),
 * where serverless-offline loads them (PLCSIM_HANDLERS_DIR). Same format as serverless.yml's
 * `custom.esbuild` (ESM with a real `require` for CommonJS dependencies); sharing the chunks makes
 * this a second instead of serverless-esbuild's one build per function.
 */
export async function bundleHandlers(outDir: string): Promise<number> {
  const entryPoints = handlerEntries();
  await build({
    absWorkingDir: repoRoot,
    entryPoints,
    outdir: outDir,
    outbase: '.',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outExtension: { '.js': '.mjs' },
    banner: {
      js: "import { createRequire as __plcsimCreateRequire } from 'node:module'; const require = __plcsimCreateRequire(import.meta.url);",
    },
    logLevel: 'error',
  });
  return entryPoints.length;
}

import { readFileSync } from 'node:fs';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import yaml from 'js-yaml';
import { repoRoot } from '../paths.ts';

/** The grading handler (POST /solutions/{problemId}): compiles and runs a whole sequence. */
export const GRADING_HANDLER = 'functions/src/handlers/solutions/submit.ts';

/** serverless.yml's custom.esbuild options that shape the bundle (the rest are serverless-esbuild's own). */
const BUNDLE_KEYS = ['bundle', 'minify', 'sourcemap', 'target', 'platform', 'format', 'banner', 'mainFields'];

/** serverless.yml's `custom.esbuild`, as esbuild options (its `${…}` variables are left out). */
export function serverlessEsbuildOptions(): BuildOptions {
  const text = readFileSync(`${repoRoot}serverless.yml`, 'utf8');
  const config = yaml.load(text) as { custom: { esbuild: Record<string, unknown> } };
  const options: Record<string, unknown> = {};
  for (const key of BUNDLE_KEYS) {
    if (config.custom.esbuild[key] !== undefined) options[key] = config.custom.esbuild[key];
  }
  return options as BuildOptions;
}

/**
 * Bundles the grading handler the way `serverless package` does (custom.esbuild) into `outFile`;
 * the metafile tells which inputs weigh what.
 */
export async function buildGradingBundle(outFile: string, overrides: BuildOptions = {}): Promise<Metafile> {
  const result = await build({
    ...serverlessEsbuildOptions(),
    ...overrides,
    absWorkingDir: repoRoot,
    entryPoints: [GRADING_HANDLER],
    outfile: outFile,
    metafile: true,
    logLevel: 'error',
  });
  return result.metafile;
}

/** The heaviest inputs of a bundle, grouped by package (or workspace folder), in bytes of output. */
export function heaviestInputs(metafile: Metafile, count = 8): [string, number][] {
  const totals = new Map<string, number>();
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
      const group = match?.[1] ?? input.split('/').slice(0, 2).join('/');
      totals.set(group, (totals.get(group) ?? 0) + bytesInOutput);
    }
  }
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, count);
}

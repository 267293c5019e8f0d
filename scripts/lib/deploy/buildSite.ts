/**
 * Builds what the site bucket holds: the site (vite.config.ts) with the stack's outputs injected at
 * build time, and the script-tag embed (widget/vite.standalone.config.ts: plc-simulator.js, its module
 * and chunks, engine.wasm) at the site's root, so course pages load it from the site (docs/embedding.md).
 * A build of the same sources with the same settings is reused (the dry run in `npm test` is then fast).
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { build } from 'vite';
import { repoRoot } from '../paths.ts';
import type { StackOutputs } from './stack.ts';

/** The build-time settings of a deployed site (web/src/auth/config.ts, web/src/api/http.ts). */
export function siteBuildEnv(outputs: StackOutputs): Record<string, string> {
  return {
    VITE_PLCSIM_USER_POOL_ID: outputs.UserPoolId,
    VITE_PLCSIM_CLIENT_ID: outputs.UserPoolClientId,
    VITE_PLCSIM_API_URL: '/api',
  };
}

/** Sources that go into the built site (everything else cannot change it). */
const SOURCES = [
  'web/',
  'widget/',
  'compiler/',
  'engine-wasm/',
  'content/',
  'vite.config.ts',
  'package-lock.json',
];

/** A fingerprint of the settings and of every source file's size and modification time. */
function buildStamp(env: Record<string, string>): string {
  const hash = createHash('sha256').update(JSON.stringify(env));
  const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '--', ...SOURCES], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 50_000_000,
  });
  const files = [...listed.split('\n').filter(Boolean), 'engine-wasm/build/engine.wasm'];
  for (const file of files.sort()) {
    const path = `${repoRoot}${file}`;
    if (!existsSync(path)) continue;
    const { size, mtimeMs } = statSync(path);
    hash.update(`${file}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest('hex');
}

/** Builds into `outDir` unless the build there is of the same sources and settings. Returns true if built. */
export async function buildSite(outDir: string, env: Record<string, string>): Promise<boolean> {
  const stampFile = `${outDir}.stamp`;
  const stamp = buildStamp(env);
  if (
    existsSync(`${outDir}/index.html`) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === stamp
  ) {
    return false;
  }
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  try {
    await build({
      configFile: `${repoRoot}vite.config.ts`,
      build: { outDir, emptyOutDir: true },
      logLevel: 'warn',
    });
    await build({
      configFile: `${repoRoot}widget/vite.standalone.config.ts`,
      build: { outDir, emptyOutDir: false },
      logLevel: 'warn',
    });
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) Reflect.deleteProperty(process.env, name);
      else process.env[name] = value;
    }
  }
  writeFileSync(stampFile, stamp);
  return true;
}

/**
 * `npm run build:lib -w @plcsim/widget`: the npm package in widget/dist.
 *
 * 1. Vite library mode (vite.lib.config.ts): index.js, editor.js, ladder.js, chunks/, style.css, engine.wasm.
 * 2. tsc (tsconfig.lib.json) emits declarations into build/types, the bundled workspace packages
 *    included; they are copied into dist/types keeping only what index.d.ts and editor.d.ts reach, with the
 *    `@plcsim/*` imports made relative, `.ts` imports ending in `.js`, AssemblyScript's `i32` spelled
 *    `number` and paper.js's global namespace referenced where it is used. The build fails if a declaration imports a package the consumer will not have.
 * 3. dist/index.d.ts, dist/editor.d.ts, dist/ladder.d.ts, dist/package.json (packageShape.ts) and dist/README.md (docs/embedding.md).
 *
 * `npm run build:standalone` then adds dist/standalone/, and `npm run pack:lib` packs dist/.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { EXTERNAL_PACKAGES, publishedManifest } from './packageShape.ts';

const widgetDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = join(widgetDir, '..');
const distDir = join(widgetDir, 'dist');
/** tsconfig.lib.json's outDir. */
const emittedDir = join(widgetDir, 'build', 'types');

/** Where each bundled workspace import lives among the declarations (relative to dist/types). */
const WORKSPACE_TYPES: Record<string, string> = {
  '@plcsim/compiler': 'compiler/src/index.js',
  '@plcsim/engine-wasm': 'engine-wasm/src/index.js',
  '@plcsim/engine-wasm/browser': 'engine-wasm/src/browser.js',
};

function runTsc(): Promise<void> {
  rmSync(emittedDir, { recursive: true, force: true });
  return new Promise((resolve, reject) => {
    const child = spawn(
      join(repoRoot, 'node_modules/.bin/tsc'),
      ['-p', join(widgetDir, 'tsconfig.lib.json')],
      { stdio: 'inherit' },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`tsc (tsconfig.lib.json) exited with ${code}.`)),
    );
  });
}

const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\2/g;

/** Rewrites one declaration file (path relative to dist/types); returns it and the files it imports. */
function rewrite(file: string, text: string): { text: string; imports: string[]; packages: string[] } {
  const imports: string[] = [];
  const packages: string[] = [];
  const here = posix.dirname(file);
  // tsc keeps side-effect imports; the CSS is in style.css.
  const withoutCss = text.replace(/^import\s+(['"])[^'"]+\.css\1;?\n/gm, '');
  let out = withoutCss.replace(SPECIFIER, (whole, lead: string, quote: string, specifier: string) => {
    let target: string;
    if (specifier in WORKSPACE_TYPES) {
      const mapped = WORKSPACE_TYPES[specifier] as string;
      target = posix.relative(here, mapped);
      if (!target.startsWith('.')) target = `./${target}`;
    } else if (specifier.startsWith('.')) {
      target = specifier.replace(/\.tsx?$/, '.js');
    } else {
      packages.push(specifier);
      return whole;
    }
    imports.push(posix.normalize(posix.join(here, target)).replace(/\.js$/, '.d.ts'));
    return `${lead}${quote}${target}${quote}`;
  });
  // engine-wasm/shared is also AssemblyScript: its `i32` is a plain number on the host.
  if (file.startsWith('engine-wasm/')) out = out.replace(/\bi32\b/g, 'number');
  // paper.js types its classes as the global namespace `paper`; tsc drops the type-only import.
  if (/\bpaper\.[A-Z]/.test(out) && !/from 'paper[/']/.test(out)) {
    out = `/// <reference types="paper" />\n${out}`;
  }
  return { text: out, imports, packages };
}

/** The package's entries: dist/<name>.js and its declarations' start in build/types. */
const ENTRIES = {
  index: 'widget/src/index',
  editor: 'widget/src/editorIndex',
  ladder: 'widget/src/ladderIndex',
} as const;

/** Copies the declarations the entries reach into dist/types; fails on imports of missing packages. */
function copyReachableTypes(): number {
  const seen = new Set<string>();
  const queue: string[] = Object.values(ENTRIES).map((start) => `${start}.d.ts`);
  const foreign = new Map<string, string>();
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const { text, imports, packages } = rewrite(file, readFileSync(join(emittedDir, file), 'utf8'));
    for (const name of packages) {
      const root = name.startsWith('@')
        ? name.split('/').slice(0, 2).join('/')
        : (name.split('/')[0] as string);
      if (!(EXTERNAL_PACKAGES as readonly string[]).includes(root)) foreign.set(name, file);
    }
    const out = join(distDir, 'types', file);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, text);
    queue.push(...imports);
  }
  if (foreign.size > 0) {
    const list = [...foreign].map(([name, file]) => `${name} (in ${file})`).join(', ');
    throw new Error(`The package's types import packages it does not depend on: ${list}.`);
  }
  return seen.size;
}

async function main(): Promise<void> {
  const started = performance.now();
  const types = runTsc();
  await build({ configFile: join(widgetDir, 'vite.lib.config.ts'), logLevel: 'warn' });
  await types;
  const files = copyReachableTypes();
  for (const [name, start] of Object.entries(ENTRIES))
    writeFileSync(join(distDir, `${name}.d.ts`), `export * from './types/${start}.js';\n`);
  const workspace = JSON.parse(readFileSync(join(widgetDir, 'package.json'), 'utf8'));
  const root = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
  writeFileSync(
    join(distDir, 'package.json'),
    `${JSON.stringify(publishedManifest(workspace, root.license ?? 'UNLICENSED'), null, 2)}\n`,
  );
  copyFileSync(join(repoRoot, 'docs/embedding.md'), join(distDir, 'README.md'));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${relative(repoRoot, distDir)}: index.js, editor.js, ladder.js, chunks/, style.css, engine.wasm, ${files} declaration files (${seconds} s)`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

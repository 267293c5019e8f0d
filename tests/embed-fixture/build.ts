/**
 * Installs the packed `@plcsim/widget` (widget/build/plcsim-widget-<version>.tgz, from `npm run
 * build:package`) into this fixture's node_modules, exactly the files the tarball holds, then builds the
 * fixture as a consumer would: typecheck (tsconfig.json: the package's declarations included), then Vite
 * into dist/: the React app (index.html) and the script-tag page (script/index.html,
 * vendor/plc-simulator.js). The package's own dependencies (react, react-dom, paper, uplot) resolve from
 * the repository's node_modules, so this needs no registry; it checks they satisfy the package's ranges.
 *
 * Run: `node --import tsx tests/embed-fixture/build.ts` (npm test does, before the end-to-end tests).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const fixtureDir = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = join(fixtureDir, '../..');
const installDir = join(fixtureDir, 'node_modules/@plcsim/widget');

interface Manifest {
  version: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** `^19.3.0` / `~1.6.32` / `^0.12.20` against an installed version (the forms packageShape.ts writes). */
function satisfies(version: string, range: string): boolean {
  const match = /^([~^]?)(\d+)\.(\d+)(?:\.(\d+))?$/.exec(range.trim());
  if (!match) return true;
  const [, op, ...wanted] = match;
  const want = wanted.map((part) => Number(part ?? 0));
  const have = version.split(/[.+-]/).slice(0, 3).map(Number);
  const [major = 0, minor = 0, patch = 0] = have;
  const [wMajor = 0, wMinor = 0, wPatch = 0] = want;
  const atLeast = major !== wMajor ? major > wMajor : minor !== wMinor ? minor > wMinor : patch >= wPatch;
  if (!atLeast) return false;
  if (op === '~') return major === wMajor && minor === wMinor;
  if (op === '^') return major === wMajor && (wMajor !== 0 || minor === wMinor);
  return major === wMajor && minor === wMinor && patch === wPatch;
}

function install(): Manifest {
  const { version } = readJson<Manifest>(join(repoRoot, 'widget/package.json'));
  const tarball = join(repoRoot, `widget/build/plcsim-widget-${version}.tgz`);
  if (!existsSync(tarball)) {
    throw new Error(`${tarball} is missing: run \`npm run build:package -w @plcsim/widget\` first.`);
  }
  rmSync(installDir, { recursive: true, force: true });
  mkdirSync(installDir, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', installDir, '--strip-components=1']);
  const manifest = readJson<Manifest>(join(installDir, 'package.json'));
  const resolveFrom = createRequire(join(installDir, 'package.json'));
  const wanted = { ...manifest.dependencies, ...manifest.peerDependencies };
  for (const [name, range] of Object.entries(wanted)) {
    const found = readJson<{ version: string }>(resolveFrom.resolve(`${name}/package.json`));
    if (!satisfies(found.version, range)) {
      throw new Error(`@plcsim/widget wants ${name}@${range}; ${found.version} is installed.`);
    }
  }
  return manifest;
}

/** tsc over the app and the package's declarations, as the consumer's editor and CI would. */
function typecheck(): void {
  try {
    execFileSync(join(repoRoot, 'node_modules/.bin/tsc'), ['-p', join(fixtureDir, 'tsconfig.json')], {
      stdio: 'pipe',
    });
  } catch (error) {
    const output = (error as { stdout?: Buffer }).stdout?.toString() ?? '';
    throw new Error(`The fixture does not typecheck against the packed package:\n${output}`, {
      cause: error,
    });
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  const manifest = install();
  typecheck();
  await build({ configFile: join(fixtureDir, 'vite.config.ts'), logLevel: 'warn' });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `tests/embed-fixture/dist: typechecked and built with @plcsim/widget ${manifest.version} from its tarball (${seconds} s)`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

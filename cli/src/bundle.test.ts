import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROBLEMS, SOLUTIONS } from '@plcsim/content';
import { describe, expect, it } from 'vitest';
import { bundleCli } from './bundle.ts';
import { USAGE } from './main.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Writes `document` (a problem or solution the build made) as a file the CLI reads; its path. */
function writeDocument(dir: string, name: string, document: object | undefined): string {
  if (!document) throw new Error(`no document for ${name}`);
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(document));
  return path;
}

/** Runs the bundle's main() in a fresh Node (no tsx) from the repository root. */
function runBundle(outdir: string, ...argv: string[]): { code: number; out: string } {
  const script =
    `const { main } = await import(${JSON.stringify(join(outdir, 'main.js'))});` +
    `process.exitCode = await main(${JSON.stringify(argv)});`;
  try {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { code: 0, out };
  } catch (error) {
    const failed = error as { status: number; stdout: string };
    return { code: failed.status, out: failed.stdout };
  }
}

describe('the CLI bundle (npm run generate)', () => {
  const outdir = mkdtempSync(join(tmpdir(), 'plcsim-bundle-'));

  it('builds main.js, one chunk per command and a manifest of its sources', async () => {
    expect(await bundleCli(outdir)).toBeGreaterThan(5);
    expect(existsSync(join(outdir, 'main.js'))).toBe(true);
    const manifest = JSON.parse(readFileSync(join(outdir, 'manifest.json'), 'utf8')) as {
      builtAt: number;
      inputs: string[];
    };
    expect(manifest.inputs).toContain('cli/src/main.ts');
    expect(manifest.inputs).toContain('engine-wasm/src/node.ts');
    expect(manifest.inputs).toContain('content/build/problems.json');
    expect(manifest.inputs.every((input) => existsSync(join(root, input)))).toBe(true);
    // --help loads main.js alone: the commands are in chunks of their own.
    expect(readFileSync(join(outdir, 'main.js'), 'utf8')).not.toContain('function compileProject');
  }, 30_000);

  it('runs without tsx: --help, and grading on the VM (engine.wasm found from the bundle)', () => {
    const help = runBundle(outdir, '--help');
    expect(help).toEqual({ code: 0, out: `${USAGE}\n` });
    const graded = runBundle(
      outdir,
      'grade',
      '--json',
      '--problem',
      'batch-counter',
      writeDocument(
        outdir,
        'solution.json',
        SOLUTIONS.find((s) => s.problem_id === 'batch-counter'),
      ),
      writeDocument(
        outdir,
        'problem.json',
        PROBLEMS.find((p) => p.problem_id === 'batch-counter'),
      ),
    );
    expect(graded.code).toBe(1);
    // The content check bundles CommonJS packages (yaml), which need a require in an ES module.
    const checked = runBundle(outdir, 'content', 'check', 'content/problems/26-hand-signal');
    expect(checked).toEqual({ code: 0, out: '1 problem, 2 reference solutions, 0 examples: no faults\n' });
    expect(JSON.parse(graded.out)).toMatchObject({ total: 2, passed: 1, failed: 1 });
  }, 30_000);

  it('grades against a problem folder (its front matter read by the bundled yaml)', () => {
    const graded = runBundle(
      outdir,
      'grade',
      '--json',
      '--problem',
      join(root, 'content/problems/03-batch-counter'),
      writeDocument(
        outdir,
        'folder-solution.json',
        SOLUTIONS.find((s) => s.problem_id === 'batch-counter'),
      ),
    );
    expect(graded.code).toBe(0);
    expect(JSON.parse(graded.out)).toMatchObject({ total: 1, passed: 1 });
  }, 30_000);
});

/**
 * Writes problems 26–48 and their reference solutions as JSON, and the list module that loads them:
 *
 *   node --import tsx content/src/authoring/problemsB/generate.ts [--dry]
 *
 * Each problem is checked before it is written (solutions pass, the empty program fails); a problem
 * that fails is reported and neither written nor listed. Sensor inputs of each step (values the scene
 * writes every scan, so the step's own value never matters) are filled in from the main solution's
 * run, so the Sequence tab shows what the learner will see. Trace one problem with trace.ts; measure
 * its grader with `npm run content:report -- --problem N`.
 */
import { writeFileSync } from 'node:fs';
import { loadEngine } from '@plcsim/engine-wasm/node';
import * as prettier from 'prettier';
import type { ProblemDocument, SolutionDocument } from '../../index.ts';
import { grade, problemFaults } from './check.ts';
import { DEFINITIONS } from './definitions.ts';
import {
  baseProject,
  fileStem,
  inputLayout,
  problemOf,
  sequenceOf,
  solutionOf,
  type ProblemDef,
} from './framework.ts';

const contentDir = new URL('../../../', import.meta.url);

export interface Built {
  def: ProblemDef;
  problem: ProblemDocument;
  solutions: SolutionDocument[];
}

/** Builds a definition's documents (sensor inputs filled in from the main solution's run). */
export function build(engine: Awaited<ReturnType<typeof loadEngine>>, def: ProblemDef): Built {
  const { project } = baseProject(def);
  const sequence = sequenceOf(def, project);
  const problem = problemOf(def, sequence);
  const solutions = [solutionOf(def, def.solution, false)];
  if (def.alt) solutions.push(solutionOf(def, def.alt, true));
  const { result } = grade(engine, problem, solutions[0] as SolutionDocument, true);
  const layout = inputLayout(project);
  result?.steps.forEach((step, i) => {
    const target = sequence[i];
    if (!target || !step.values) return;
    layout.forEach((input, k) => {
      if (input.sensor) target.inputs[k] = step.values?.[input.name] ?? 0;
    });
  });
  return { def, problem, solutions };
}

async function formatted(value: unknown, file: URL): Promise<string> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(JSON.stringify(value), { ...options, filepath: file.pathname });
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dry = args.includes('--dry');
  const engine = await loadEngine();
  const written: ProblemDef[] = [];
  let failed = 0;
  for (const def of DEFINITIONS) {
    const built = build(engine, def);
    const faults = problemFaults(engine, built.problem, built.solutions);
    if (faults.length > 0) {
      failed += 1;
      console.log(`✗ ${def.n} ${def.slug}\n  ${faults.join('\n  ')}`);
      continue;
    }
    written.push(def);
    console.log(`✓ ${def.n} ${def.slug}`);
    if (dry) continue;
    const stem = fileStem(def);
    const problemFile = new URL(`problems/${stem}.json`, contentDir);
    writeFileSync(problemFile, await formatted(built.problem, problemFile));
    for (const [i, solution] of built.solutions.entries()) {
      const file = new URL(`solutions/${stem}${i === 0 ? '' : '.alt'}.json`, contentDir);
      writeFileSync(file, await formatted(solution, file));
    }
  }
  if (!dry) await writeList(written);
  console.log(`${written.length} written, ${failed} failing`);
  if (failed > 0) process.exitCode = 1;
}

/** content/src/problemListMore.ts for the problems written. */
async function writeList(defs: readonly ProblemDef[]): Promise<void> {
  const lines: string[] = [
    '/**',
    ' * The second half of the problems (numbers after those in `problemList.ts`), with their reference',
    ' * solutions, in problemNumber order. Written by authoring/problemsB/generate.ts.',
    ' */',
  ];
  const problems: string[] = [];
  const solutions: string[] = [];
  for (const def of defs) {
    const stem = fileStem(def);
    const n = String(def.n).padStart(2, '0');
    lines.push(`import problem${n} from '../problems/${stem}.json' with { type: 'json' };`);
    lines.push(`import solution${n} from '../solutions/${stem}.json' with { type: 'json' };`);
    problems.push(`problem${n}`);
    solutions.push(`solution${n}`);
    if (def.alt) {
      lines.push(`import solution${n}alt from '../solutions/${stem}.alt.json' with { type: 'json' };`);
      solutions.push(`solution${n}alt`);
    }
  }
  lines.push('');
  lines.push(`export const MORE_PROBLEM_FILES: readonly unknown[] = [${problems.join(', ')}];`);
  lines.push(`export const MORE_SOLUTION_FILES: readonly unknown[] = [${solutions.join(', ')}];`);
  const file = new URL('src/problemListMore.ts', contentDir);
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(lines.join('\n'), { ...options, filepath: file.pathname }));
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

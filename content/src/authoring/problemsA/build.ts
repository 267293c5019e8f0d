/**
 * Builds problems 4 to 25 and their reference solutions from `defs*.ts`, checks every reference
 * solution (and the second one, in the other language) against its sequence and the empty program
 * against it, and writes `content/problems/NN-slug.json`, `content/solutions/NN-slug[.alt].json` and
 * `content/src/problemList.ts`.
 *
 *   node --import tsx content/src/authoring/problemsA/build.ts [--check]
 *
 * With `--check` nothing is written. Exit code 1 when some check fails.
 */
import { writeFileSync } from 'node:fs';
import {
  applyScene,
  compileProject,
  createEmptyProject,
  importNeutralText,
  ioTags,
  runSequence,
  SCENE_CATALOGUE,
  type Project,
  type SequenceStep,
} from '@plcsim/compiler';
import type { Engine } from '@plcsim/engine-wasm';
import { loadEngine } from '@plcsim/engine-wasm/node';
import * as prettier from 'prettier';
import type { ProblemDocument, SolutionDocument } from '../../index.ts';
import { DEFS } from './defs.ts';
import type { ProblemDef, Program } from './model.ts';

const root = new URL('../../../', import.meta.url);
const pad = (n: number) => String(n).padStart(2, '0');

interface Built {
  def: ProblemDef;
  file: string;
  problem: ProblemDocument;
  solutions: { suffix: string; doc: SolutionDocument }[];
}

/** The problem's starting project: the scene's tags on an empty program. */
function baseProject(def: ProblemDef, newId: () => string): Project {
  const project = applyScene(createEmptyProject(def.name), def.scene, newId);
  if (!project) throw new Error(`unknown scene ${def.scene}`);
  return project;
}

function solutionProject(def: ProblemDef, base: Project, program: Program, newId: () => string): Project {
  if ('st' in program) return { ...base, stSource: program.st, programMode: 'ST' };
  const { project, diagnostics } = importNeutralText(program.ladder, { project: base, newId });
  if (diagnostics.length > 0)
    throw new Error(`${def.slug}: neutral text: ${diagnostics.map((d) => d.message).join('; ')}`);
  return { ...project, stSource: '', programMode: 'LADDER' };
}

function solutionDocument(def: ProblemDef, project: Project): SolutionDocument {
  return {
    problem_id: def.slug,
    projectName: `${def.name} (reference solution)`,
    scene: def.scene,
    sceneVars: project.sceneVars,
    tagMap: project.tagMap,
    childTagMap: project.childTagMap,
    rungs: project.rungs,
    rungMap: project.rungMap,
    branchMap: project.branchMap,
    instructionMap: project.instructionMap,
    description: '',
    sequence: [],
    stSource: project.stSource,
    programMode: project.programMode ?? 'LADDER',
  };
}

/** Names (upper case) of the inputs the scene writes. */
function sceneInputs(def: ProblemDef): Set<string> {
  return new Set(
    SCENE_CATALOGUE[def.scene].required
      .filter((t) => t.name.startsWith('DI'))
      .map((t) => t.name.toUpperCase()),
  );
}

/** The steps with pushbutton inputs from the definition and the scene inputs left at 0. */
function rawSteps(def: ProblemDef, project: Project): SequenceStep[] {
  const inputs = ioTags(project, 'DI');
  const outputs = ioTags(project, 'DO');
  return def.steps.map((step, i) => {
    if (step.out.length !== outputs.length)
      throw new Error(`${def.slug} step ${i + 1}: ${outputs.length} outputs expected, got '${step.out}'`);
    const press = step.press ?? {};
    for (const alias of Object.keys(press)) {
      if (!inputs.some((t) => t.alias === alias))
        throw new Error(`${def.slug} step ${i + 1}: no input ${alias}`);
    }
    return {
      description: step.d,
      inputs: inputs.map((tag) => press[tag.alias] ?? tag.value),
      outputs: [...step.out].map((c) => (c === '1' ? 1 : 0)),
      sets: [],
      checks: (step.checks ?? []).map((c) => ({
        tagName: c.tagName,
        child: c.child ?? null,
        value: c.value,
      })),
      fastForward: step.ff ?? 0,
    };
  });
}

function compiled(project: Project, strict: boolean, label: string) {
  const { program, diagnostics } = compileProject(project);
  const shown = strict ? diagnostics : diagnostics.filter((d) => d.severity !== 'warning');
  if (shown.length > 0 || !program)
    throw new Error(`${label}: ${shown.map((d) => `${d.message} (line ${d.line ?? d.rung})`).join('; ')}`);
  return program;
}

/**
 * Fills each step's scene-driven inputs with the value the scene holds when the step starts (they are
 * overwritten by the scene before every scan, so this is for the reader of the sequence only).
 */
function fillSceneInputs(engine: Engine, def: ProblemDef, project: Project, steps: SequenceStep[]): void {
  const program = compiled(project, false, def.slug);
  const result = runSequence(engine, project, program, { steps, snapshot: true, keepGoing: true });
  engine.load(program);
  engine.prescan();
  const driven = sceneInputs(def);
  const inputs = ioTags(project, 'DI');
  let before = (name: string) => engine.get(name) ?? 0;
  const initial = new Map(inputs.map((t) => [t.name, before(t.name)]));
  before = (name) => initial.get(name) ?? 0;
  steps.forEach((step, i) => {
    inputs.forEach((tag, k) => {
      if (driven.has(tag.name.toUpperCase())) step.inputs[k] = before(tag.name);
    });
    const values = result.steps[i]?.values ?? {};
    before = (name) => values[name] ?? 0;
  });
}

function check(engine: Engine, built: Built): string[] {
  const problems: string[] = [];
  const { problem } = built;
  const requiredTags = Object.values(problem.tagMap).map(({ name, data_type }) => ({ name, data_type }));
  for (const { suffix, doc } of built.solutions) {
    const project: Project = { ...doc, scene: problem.scene, sequence: problem.sequence };
    const label = `${built.file}${suffix}`;
    try {
      const result = runSequence(engine, project, compiled(project, true, label), {
        requiredTags,
        keepGoing: true,
        snapshot: true,
      });
      if (result.precheckErrors.length > 0) problems.push(`${label}: ${result.precheckErrors.join('; ')}`);
      for (const step of result.steps) {
        if (step.status === 'pass') continue;
        const outs = ioTags(project, 'DO')
          .map((t) => step.values?.[t.name] ?? '?')
          .join('');
        problems.push(`${label} step ${step.index + 1}: ${step.message ?? step.status} (outputs ${outs})`);
      }
      if (result.traps.length > 0) problems.push(`${label}: traps ${result.traps.join('; ')}`);
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  const empty = runSequence(engine, problem, compiled(problem, false, built.file), { requiredTags });
  if (empty.passed) problems.push(`${built.file}: the empty program passes`);
  return problems;
}

/** Prints what the reference solution does in each step: DI values, DO values, plant time. */
function trace(engine: Engine, built: Built): void {
  const first = built.solutions[0];
  if (!first) return;
  const project: Project = { ...first.doc, scene: built.problem.scene, sequence: built.problem.sequence };
  const result = runSequence(engine, project, compiled(project, false, built.file), {
    keepGoing: true,
    snapshot: true,
  });
  let time = 0;
  result.steps.forEach((step, i) => {
    const def = built.def.steps[i];
    time += step.scans * 100;
    const values = step.values ?? {};
    const dis = ioTags(project, 'DI')
      .map((t) => values[t.name] ?? '?')
      .join('');
    const dos = ioTags(project, 'DO')
      .map((t) => values[t.name] ?? '?')
      .join('');
    const extra = Object.entries(values)
      .filter(([k]) => !/^D[IO]\d+$/.test(k) && !k.endsWith('.PRE'))
      .map(([k, v]) => `${k}=${v}`)
      .join(' ');
    console.log(
      `  ${String(i + 1).padStart(2)} t=${time} DI ${dis} DO ${dos} want ${def?.out ?? ''} ${step.status} ${extra}`,
    );
  });
}

function build(engine: Engine, def: ProblemDef): Built {
  let next = 0;
  const newId = () => `pr${pad(def.n)}-${next++}`;
  const base = baseProject(def, newId);
  const steps = rawSteps(def, base);
  const main = solutionProject(def, base, def.solution, newId);
  fillSceneInputs(engine, def, { ...main, sequence: steps }, steps);
  const problem: ProblemDocument = {
    problem_id: def.slug,
    problemNumber: def.n,
    problemName: def.name,
    projectName: def.name,
    description: def.description,
    difficulty: def.difficulty,
    scene: def.scene,
    createdAt: new Date(Date.UTC(2025, 1, 17 + 7 * (def.n - 3), 9)).toISOString(),
    sceneVars: base.sceneVars,
    tagMap: base.tagMap,
    childTagMap: {},
    rungs: [],
    rungMap: {},
    branchMap: {},
    instructionMap: {},
    sequence: steps,
    stSource: '',
    programMode: 'LADDER',
  };
  const solutions = [{ suffix: '', doc: solutionDocument(def, main) }];
  if (def.alt)
    solutions.push({
      suffix: '.alt',
      doc: solutionDocument(def, solutionProject(def, base, def.alt, newId)),
    });
  return { def, file: `${pad(def.n)}-${def.slug}`, problem, solutions };
}

async function writeJson(path: URL, value: unknown): Promise<void> {
  const options = (await prettier.resolveConfig(path)) ?? {};
  writeFileSync(path, await prettier.format(JSON.stringify(value), { ...options, parser: 'json' }));
}

function problemList(all: readonly Built[]): string {
  const files = [
    { n: 1, file: '01-machine-running-light', alt: false },
    { n: 2, file: '02-start-up-warning', alt: false },
    { n: 3, file: '03-batch-counter', alt: false },
    ...all.map((b) => ({ n: b.def.n, file: b.file, alt: b.solutions.length > 1 })),
  ];
  const lines = [
    '/**',
    ' * Every problem document and its reference solution, in problemNumber order (one JSON file per problem',
    ' * in `../problems`, its solution under the same name in `../solutions`, and for some a second solution',
    ' * in the other language, `NN-slug.alt.json`). Problems 4 to 25 are generated by',
    ' * `authoring/problemsA/build.ts`.',
    ' */',
  ];
  for (const f of files)
    lines.push(`import problem${pad(f.n)} from '../problems/${f.file}.json' with { type: 'json' };`);
  for (const f of files) {
    lines.push(`import solution${pad(f.n)} from '../solutions/${f.file}.json' with { type: 'json' };`);
    if (f.alt)
      lines.push(
        `import solution${pad(f.n)}alt from '../solutions/${f.file}.alt.json' with { type: 'json' };`,
      );
  }
  lines.push('');
  lines.push(
    `export const PROBLEM_FILES: readonly unknown[] = [${files.map((f) => `problem${pad(f.n)}`).join(', ')}];`,
  );
  const solutions = files.flatMap((f) => [
    `solution${pad(f.n)}`,
    ...(f.alt ? [`solution${pad(f.n)}alt`] : []),
  ]);
  lines.push(`export const SOLUTION_FILES: readonly unknown[] = [${solutions.join(', ')}];`);
  return `${lines.join('\n')}\n`;
}

async function main(): Promise<void> {
  const write = !process.argv.includes('--check');
  const only = process.argv.find((a) => /^\d+$/.test(a));
  const engine = await loadEngine();
  const all: Built[] = [];
  let failures = 0;
  for (const def of DEFS) {
    if (only !== undefined && def.n !== Number(only)) continue;
    try {
      const built = build(engine, def);
      const problems = check(engine, built);
      failures += problems.length;
      for (const p of problems) console.log(`FAIL ${p}`);
      if (problems.length === 0)
        console.log(`ok   ${built.file}${built.solutions.length > 1 ? ' (+alt)' : ''}`);
      if (process.argv.includes('--trace')) trace(engine, built);
      all.push(built);
    } catch (error) {
      failures += 1;
      console.log(`FAIL ${def.slug}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (write && only === undefined) {
    for (const built of all) {
      await writeJson(new URL(`problems/${built.file}.json`, root), built.problem);
      for (const { suffix, doc } of built.solutions)
        await writeJson(new URL(`solutions/${built.file}${suffix}.json`, root), doc);
    }
    const path = new URL('src/problemList.ts', root);
    const options = (await prettier.resolveConfig(path)) ?? {};
    writeFileSync(path, await prettier.format(problemList(all), { ...options, parser: 'typescript' }));
  }
  process.exitCode = failures > 0 ? 1 : 0;
}

await main();

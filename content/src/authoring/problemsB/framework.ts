/**
 * Authoring kit for problems 26–48: a problem is written as a compact definition (scene, extra I/O,
 * steps as 0/1 strings, reference programs as neutral rung text or Structured Text) and turned into
 * the project documents the content package seeds. Scene tags come from the compiler's `applyScene`,
 * ladder from its neutral-text importer, so the documents are exactly what the site would make.
 */
import {
  applyScene,
  createEmptyProject,
  importNeutralText,
  type IoSymbol,
  type Project,
  type SceneId,
  type SequenceCheck,
  type SequenceStep,
  type Tag,
} from '@plcsim/compiler';
import { SCENE_CATALOGUE } from '@plcsim/compiler';
import type { Difficulty, ProblemDocument, SolutionDocument } from '../../index.ts';

/** An I/O tag a problem adds to its scene's tags (a train detector, a selector switch, a lamp). */
export interface ExtraTag {
  name: string;
  alias: string;
  io_symbol: IoSymbol;
  /** Initial value (1 for a normally closed contact). */
  value?: number;
}

/** A reference program: neutral rung text (ladder) or Structured Text. */
export type Program = { ladder: string } | { st: string };

/** One step: DI values in DI order ('-' for a scene sensor, filled in from a run), DO values expected. */
export interface StepDef {
  d: string;
  in: string;
  out: string;
  ff?: number;
  checks?: SequenceCheck[];
}

export interface ProblemDef {
  n: number;
  slug: string;
  name: string;
  scene: SceneId;
  difficulty: Difficulty;
  description: string;
  extra?: readonly ExtraTag[];
  steps: readonly StepDef[];
  solution: Program;
  /** A second reference solution in the other language. */
  alt?: Program;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The file stem of a problem: `26-lamp-test`. */
export const fileStem = (def: ProblemDef) => `${pad(def.n)}-${def.slug}`;

/** The starting project of a problem: its scene's tags plus its extra I/O, no program. */
export function baseProject(def: ProblemDef): { project: Project; newId: () => string } {
  let next = 0;
  const newId = () => `pr${pad(def.n)}-${next++}`;
  const applied = applyScene(createEmptyProject(def.name), def.scene, newId);
  if (!applied) throw new Error(`unknown scene ${def.scene}`);
  const tagMap: Record<string, Tag> = { ...applied.tagMap };
  for (const extra of def.extra ?? []) {
    const uuid = newId();
    tagMap[uuid] = {
      uuid,
      name: extra.name,
      alias: extra.alias,
      data_type: 'BOOL',
      value: extra.value ?? 0,
      children: null,
      io_symbol: extra.io_symbol,
    };
  }
  return { project: { ...applied, tagMap }, newId };
}

/** DI tag names of a project in number order, and which of them the scene drives. */
export function inputLayout(project: Project): { name: string; sensor: boolean }[] {
  const scene = SCENE_CATALOGUE[project.scene];
  const sensors = new Set(
    scene.required.filter((t) => t.name.startsWith('DI')).map((t) => t.name.toUpperCase()),
  );
  return Object.values(project.tagMap)
    .map((tag) => ({ tag, n: /^DI(\d+)$/i.exec(tag.name)?.[1] }))
    .filter((x): x is { tag: Tag; n: string } => x.n !== undefined)
    .sort((a, b) => Number(a.n) - Number(b.n))
    .map(({ tag }) => ({ name: tag.name, sensor: sensors.has(tag.name.toUpperCase()) }));
}

const bits = (s: string) => [...s].map((c) => (c === '1' ? 1 : 0));

/** The sequence of a definition; sensor inputs are 0 until `fillSensors` sets them from a run. */
export function sequenceOf(def: ProblemDef, project: Project): SequenceStep[] {
  const layout = inputLayout(project);
  return def.steps.map((step, i) => {
    if (step.in.length !== layout.length)
      throw new Error(`${def.slug} step ${i + 1}: ${step.in.length} inputs, want ${layout.length}`);
    layout.forEach((input, k) => {
      const c = step.in[k];
      if (input.sensor !== (c === '-'))
        throw new Error(
          `${def.slug} step ${i + 1}: input ${input.name} must be ${input.sensor ? '-' : '0/1'}`,
        );
    });
    return {
      description: step.d,
      inputs: bits(step.in),
      outputs: bits(step.out),
      sets: [],
      checks: step.checks ?? [],
      fastForward: step.ff ?? 0,
    };
  });
}

/** The reference solution document of `program`, built on the problem's starting project. */
export function solutionOf(def: ProblemDef, program: Program, alt: boolean): SolutionDocument {
  const { project, newId } = baseProject(def);
  const language = 'st' in program ? 'Structured Text' : 'ladder';
  const projectName = alt
    ? `${def.name} (reference solution, ${language})`
    : `${def.name} (reference solution)`;
  let built: Project;
  if ('ladder' in program) {
    const imported = importNeutralText(program.ladder, { project, newId });
    if (imported.diagnostics.length > 0)
      throw new Error(`${def.slug}: ${JSON.stringify(imported.diagnostics)}`);
    built = { ...imported.project, programMode: 'LADDER', stSource: '' };
  } else {
    built = { ...project, programMode: 'ST', stSource: program.st };
  }
  return {
    problem_id: def.slug,
    projectName,
    scene: built.scene,
    sceneVars: built.sceneVars,
    tagMap: built.tagMap,
    childTagMap: built.childTagMap,
    rungs: built.rungs,
    rungMap: built.rungMap,
    branchMap: built.branchMap,
    instructionMap: built.instructionMap,
    description: '',
    sequence: [],
    stSource: built.stSource,
    programMode: built.programMode ?? 'LADDER',
  };
}

/** The problem document (its starting project, statement and sequence). */
export function problemOf(def: ProblemDef, sequence: SequenceStep[]): ProblemDocument {
  const { project } = baseProject(def);
  const day = def.n - 25;
  return {
    problem_id: def.slug,
    problemNumber: def.n,
    problemName: def.name,
    projectName: def.name,
    description: def.description,
    difficulty: def.difficulty,
    scene: def.scene,
    createdAt: new Date(Date.UTC(2025, 3, day, 9)).toISOString(),
    sceneVars: project.sceneVars,
    tagMap: project.tagMap,
    childTagMap: {},
    rungs: [],
    rungMap: {},
    branchMap: {},
    instructionMap: {},
    sequence,
    stSource: '',
    programMode: 'LADDER',
  };
}

/**
 * Authoring kit for the examples: an example is a compact definition (scene, extra I/O, the program as
 * Rockwell neutral rung text or Structured Text, steps naming inputs and lit outputs by alias) turned
 * into the project document the content package seeds. Scene tags come from the compiler's
 * `applyScene`, ladder from its neutral-text importer, so the documents are what the site would make.
 * The four examples the site first shipped keep their stored program (ids other tests use) and get
 * only their number, description and sequence from here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import {
  applyScene,
  createEmptyProject,
  importNeutralText,
  ioTags,
  SCENE_CATALOGUE,
  type IoSymbol,
  type Project,
  type SceneId,
  type SequenceStep,
  type Tag,
} from '@plcsim/compiler';
import type { ExampleDocument } from '../../index.ts';

/** An I/O tag an example adds to its scene's tags (a reset button, a selector switch). */
export interface ExtraTag {
  name: string;
  alias: string;
  io_symbol: IoSymbol;
  /** Initial value (1 for a normally closed contact). */
  value?: number;
}

/** A program: neutral rung text (ladder), Structured Text, or the stored program of a first example. */
export type ProgramDef = { ladder: string } | { st: string } | { stored: true };

/**
 * One step. `in` changes inputs by alias (or name); inputs not named keep their last value (initially
 * the tag's value, so STOP starts at 1). `on` lists the outputs expected on; every other output must be
 * off. `checks` compares tags or members (`Counter.ACC`) after the step.
 */
export interface StepDef {
  d: string;
  in?: Record<string, number>;
  on?: readonly string[];
  ff?: number;
  checks?: Record<string, number>;
  /** Analog checks after the step: tag → [value, tolerance] (passes within value ± tolerance). */
  near?: Record<string, readonly [number, number]>;
}

export interface ExampleDef {
  /** example_id and file slug. */
  id: string;
  name: string;
  scene: SceneId;
  /** Teaches one idea; ends with a "Try this:" change. */
  description: string;
  program: ProgramDef;
  steps: readonly StepDef[];
  extra?: readonly ExtraTag[];
  sceneVars?: Record<string, number>;
  /** Initial values of tags by alias or name (e.g. the cylinder's Pressure). */
  values?: Record<string, number>;
  /** ISO date; default one per example number. */
  createdAt?: string;
}

const contentDir = new URL('../../../', import.meta.url);
const pad = (n: number) => String(n).padStart(2, '0');

/** The file stem of example `n`: `07-off-delay-crossing`. */
export const fileStem = (n: number, def: ExampleDef) => `${pad(n)}-${def.id}`;

/** The stored document with `example_id` `id`, if any file in content/examples holds it. */
function storedExample(id: string): ExampleDocument | undefined {
  const dir = new URL('examples/', contentDir);
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const document = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as ExampleDocument;
    if (document.example_id === id) return document;
  }
  return undefined;
}

/** The scene's tags plus the extra I/O, no program. */
function baseProject(def: ExampleDef, newId: () => string): Project {
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
  return { ...applied, tagMap, sceneVars: { ...applied.sceneVars, ...def.sceneVars } };
}

/** `project` with the definition's initial tag values. */
function withValues(def: ExampleDef, project: Project): Project {
  const tagMap = { ...project.tagMap };
  for (const [key, value] of Object.entries(def.values ?? {})) {
    const tag = findTag(Object.values(tagMap), key);
    if (!tag) throw new Error(`${def.id}: no tag ${key} to give a value`);
    tagMap[tag.uuid] = { ...tag, value };
  }
  return { ...project, tagMap };
}

/** The program part of the document: stored, imported ladder, or Structured Text. */
function programOf(def: ExampleDef, n: number): Project {
  if ('stored' in def.program) {
    const stored = storedExample(def.id);
    if (!stored) throw new Error(`${def.id}: no stored document`);
    return stored;
  }
  let next = 0;
  const newId = () => `ex${pad(n)}-${next++}`;
  const project = withValues(def, baseProject(def, newId));
  if ('st' in def.program) return { ...project, programMode: 'ST', stSource: def.program.st };
  const imported = importNeutralText(def.program.ladder, { project, newId });
  if (imported.diagnostics.length > 0) throw new Error(`${def.id}: ${JSON.stringify(imported.diagnostics)}`);
  return { ...imported.project, programMode: 'LADDER', stSource: '' };
}

/** Finds a tag by alias, then by name (case-insensitive). */
function findTag(tags: readonly Tag[], key: string): Tag | undefined {
  const upper = key.toUpperCase();
  return (
    tags.find((t) => t.alias !== '' && t.alias.toUpperCase() === upper) ??
    tags.find((t) => t.name.toUpperCase() === upper)
  );
}

/** The sequence of a definition, inputs and outputs in DI/DO number order. */
export function sequenceOf(def: ExampleDef, project: Project): SequenceStep[] {
  const inputs = ioTags(project, 'DI');
  const outputs = ioTags(project, 'DO');
  const state = new Map(inputs.map((t) => [t.name, t.value]));
  const known = (tags: readonly Tag[], key: string, what: string, step: number) => {
    const tag = findTag(tags, key);
    if (!tag) throw new Error(`${def.id} step ${step}: no ${what} ${key}`);
    return tag;
  };
  return def.steps.map((step, i) => {
    for (const [key, value] of Object.entries(step.in ?? {}))
      state.set(known(inputs, key, 'input', i + 1).name, value);
    const lit = new Set((step.on ?? []).map((key) => known(outputs, key, 'output', i + 1).name));
    return {
      description: step.d,
      inputs: inputs.map((t) => state.get(t.name) ?? 0),
      outputs: outputs.map((t) => (lit.has(t.name) ? 1 : 0)),
      sets: [],
      checks: [
        ...Object.entries(step.checks ?? {}).map(([key, value]) => {
          const [tagName = key, child] = key.split('.');
          return child ? { tagName, child, value } : { tagName, value };
        }),
        ...Object.entries(step.near ?? {}).map(([tagName, [value, tolerance]]) => ({
          tagName,
          value,
          tolerance,
        })),
      ],
      fastForward: step.ff ?? 0,
    };
  });
}

/** Names of the DI tags the scene drives (their step values are overwritten by the scene each scan). */
export function sensorNames(project: Project): Set<string> {
  const scene = SCENE_CATALOGUE[project.scene];
  return new Set(scene.required.filter((t) => /^DI/i.test(t.name)).map((t) => t.name.toUpperCase()));
}

/** The example document numbered `n`. */
export function exampleOf(def: ExampleDef, n: number): ExampleDocument {
  const program = programOf(def, n);
  const createdAt = def.createdAt ?? new Date(Date.UTC(2025, 1, 2 + n, 9)).toISOString();
  return {
    example_id: def.id,
    exampleNumber: n,
    exampleName: def.name,
    projectName: def.name,
    description: def.description,
    scene: def.scene,
    createdAt,
    sceneVars: program.sceneVars,
    tagMap: program.tagMap,
    childTagMap: program.childTagMap,
    rungs: program.rungs,
    rungMap: program.rungMap,
    branchMap: program.branchMap,
    instructionMap: program.instructionMap,
    // A stored example with no steps here keeps its stored sequence.
    sequence: 'stored' in def.program && def.steps.length === 0 ? program.sequence : sequenceOf(def, program),
    stSource: program.stSource,
    programMode: program.programMode ?? 'LADDER',
  };
}

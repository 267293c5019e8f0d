import { SCENE_CATALOGUE, type Project, type Tag } from '@plcsim/compiler';
import type { Engine } from '@plcsim/engine-wasm';
import { withoutStComments } from './programLanguage.ts';
import type { InputRefusal, RunMode } from './types.ts';

/** The catalogue entry of the project's scene (own keys only: a scene id is never `constructor`). */
const sceneOf = (project: Project) =>
  Object.hasOwn(SCENE_CATALOGUE, project.scene) ? SCENE_CATALOGUE[project.scene] : undefined;

/**
 * Names (upper-cased) of the project's tags its scene writes: the scene's sensor inputs, digital (DI{n})
 * and analog (AI{n}, issue 26).
 */
export function sceneDrivenInputs(project: Project): Set<string> {
  const scene = sceneOf(project);
  const driven = new Set<string>();
  if (!scene) return driven;
  const tags = Object.values(project.tagMap);
  for (const sensor of [...scene.required, ...scene.supporting]) {
    if (sensor.port === undefined || sensor.operated || !/^[DA]I\d+$/i.test(sensor.name)) continue;
    const tag =
      tags.find((t) => t.name.toUpperCase() === sensor.name.toUpperCase()) ??
      tags.find((t) => sensor.alias !== '' && t.alias.toUpperCase() === sensor.alias.toUpperCase());
    if (tag) driven.add(tag.name.toUpperCase());
  }
  return driven;
}

/**
 * Why `name` cannot be toggled (BOOL only, only in RUN, never an input the scene drives), or null.
 */
export function toggleRefusal(
  engine: Engine,
  project: Project | null,
  mode: RunMode,
  driven: ReadonlySet<string>,
  name: string,
): InputRefusal {
  const symbol = project ? engine.symbol(name) : undefined;
  if (!project || !symbol) return `Unknown tag "${name}".`;
  if (symbol.type !== 'BOOL') return `${symbol.name} is a DINT: only BOOL tags can be toggled.`;
  return drivenRefusal(project, driven, symbol.name) ?? runRefusal(mode);
}

/** Why `name` (as the engine spells it) cannot be written: the scene drives it; else null. */
export function drivenRefusal(project: Project, driven: ReadonlySet<string>, name: string): InputRefusal {
  const base = name.split('.')[0]?.toUpperCase() ?? '';
  if (!driven.has(base)) return null;
  const scene = sceneOf(project)?.name ?? 'scene';
  return `${name} is driven by the ${scene} scene: it follows what happens in the scene.`;
}

/** Inputs are operated in RUN only. */
const runRefusal = (mode: RunMode): InputRefusal =>
  mode === 'RUN' ? null : 'Switch to RUN to operate the inputs.';

/**
 * Why the analog input `name` cannot be set from the I/O panel now (issue 26): a REAL tag only, never
 * one the scene drives, in RUN only (as the digital inputs); else null.
 */
export function analogRefusal(
  engine: Engine,
  project: Project | null,
  mode: RunMode,
  driven: ReadonlySet<string>,
  name: string,
): InputRefusal {
  const symbol = project ? engine.symbol(name) : undefined;
  if (!project || !symbol) return `Unknown tag "${name}".`;
  if (symbol.type !== 'REAL') return `${symbol.name} is not a REAL: an analog input is a REAL tag.`;
  return drivenRefusal(project, driven, symbol.name) ?? runRefusal(mode);
}

/** DI{n} and DO{n}: the I/O tags; every other top-level tag is internal. */
const IO_NAME = /^D[IO]\d+$/i;
/** Instructions whose `tag` is a bit they read, and operand slots that are read. */
const READS_TAG = new Set(['XIC', 'XIO']);
const READ_SLOTS = ['SrcA', 'SrcB', 'Src', 'Bit', 'Test', 'LowLimit', 'HighLimit'] as const;

/**
 * Ids of the tags the ladder reads: contacts, math, compare and shift sources, and the arguments of
 * an Add-On Instruction's Input and InOut parameters.
 */
function ladderReads(project: Project): Set<string> {
  const read = new Set<string>();
  const addOns = new Map((project.addOnInstructions ?? []).map((aoi) => [aoi.name.toUpperCase(), aoi]));
  for (const ins of Object.values(project.instructionMap ?? {})) {
    if (READS_TAG.has(ins.type) && typeof ins.tag === 'string') read.add(ins.tag);
    for (const slot of READ_SLOTS) {
      const operand = ins.ref?.[slot];
      if (typeof operand === 'string') read.add(operand);
    }
    const aoi = ins.params ? addOns.get(ins.type.toUpperCase()) : undefined;
    for (const tag of aoi ? Object.values(aoi.tagMap) : []) {
      const operand = ins.params?.[tag.name];
      if ((tag.usage === 'Input' || tag.usage === 'InOut') && typeof operand === 'string') read.add(operand);
    }
  }
  return read;
}

/**
 * Upper-cased words the Structured Text reads: every identifier outside comments and strings, except
 * where it is only the target of an assignment (`X :=`).
 */
function stReads(source: string): Set<string> {
  const code = withoutStComments(source).replace(/'[^']*'/g, ' ');
  const read = new Set<string>();
  for (const match of code.matchAll(/[A-Za-z_][A-Za-z0-9_]*(?![A-Za-z0-9_])(?!\s*:=)/g)) {
    read.add(match[0].toUpperCase());
  }
  return read;
}

/**
 * The internal BOOL tags a learner may toggle while running (issue 22 item 8; spec 000 §4 "Running":
 * the toggle of inputs applies to any BOOL the program reads that no scene drives): top-level BOOL
 * tags that are not DI/DO and that the program in the language that runs reads, sorted by name.
 */
export function toggleableInternals(project: Project): Tag[] {
  const internals = Object.values(project.tagMap).filter(
    (tag) => tag.data_type === 'BOOL' && !IO_NAME.test(tag.name),
  );
  if (internals.length === 0) return [];
  let reads: (tag: Tag) => boolean;
  if ((project.programMode ?? 'LADDER') === 'ST') {
    const words = stReads(typeof project.stSource === 'string' ? project.stSource : '');
    reads = (tag) =>
      words.has(tag.name.toUpperCase()) || (tag.alias !== '' && words.has(tag.alias.toUpperCase()));
  } else {
    const ids = ladderReads(project);
    reads = (tag) => ids.has(tag.uuid);
  }
  return internals.filter(reads).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Edits of a project's test sequence (spec 000 §2 "Sequence tab", §3 "Sequence step"): each returns a
 * new document for `setProject` (one undo step each) and never changes the one it is given.
 */
import {
  hasMemberValues,
  ioTags,
  TypeTable,
  type PathSegment,
  type Project,
  type SequenceCheck,
  type SequenceSet,
  type SequenceStep,
  type TagType,
} from '@plcsim/compiler';
import { nextValue } from './values.ts';

/** Numbers of DI and DO tags: the lengths of a step's inputs and outputs. */
export function ioCounts(project: Project): { inputs: number; outputs: number } {
  return { inputs: ioTags(project, 'DI').length, outputs: ioTags(project, 'DO').length };
}

/** A new step: empty description, every input and output 0, no sets, no checks, no fast-forward. */
export function newStep(project: Project): SequenceStep {
  const { inputs, outputs } = ioCounts(project);
  return {
    description: '',
    inputs: new Array<number>(inputs).fill(0),
    outputs: new Array<number>(outputs).fill(0),
    sets: [],
    checks: [],
    fastForward: 0,
  };
}

function withSteps(project: Project, steps: SequenceStep[]): Project {
  return { ...project, sequence: steps };
}

function editStep(project: Project, index: number, edit: (step: SequenceStep) => SequenceStep): Project {
  const step = project.sequence[index];
  if (!step) return project;
  const edited = edit(step);
  if (edited === step) return project;
  return withSteps(
    project,
    project.sequence.map((s, i) => (i === index ? edited : s)),
  );
}

/** Add Step: a new step at the end. */
export function addStep(project: Project): Project {
  return withSteps(project, [...project.sequence, newStep(project)]);
}

/** Clear all: no steps. */
export function clearSteps(project: Project): Project {
  return project.sequence.length === 0 ? project : withSteps(project, []);
}

export function deleteStep(project: Project, index: number): Project {
  if (!project.sequence[index]) return project;
  return withSteps(
    project,
    project.sequence.filter((_, i) => i !== index),
  );
}

/** `bits` as long as `length` (missing cells 0), with cell `cell` flipped between 0 and 1. */
function toggled(bits: readonly number[], length: number, cell: number): number[] {
  const next = Array.from({ length: Math.max(length, bits.length, cell + 1) }, (_, i) => (bits[i] ? 1 : 0));
  next[cell] = next[cell] ? 0 : 1;
  return next;
}

/** Flips input cell `cell` (DI{cell} in number order) of step `index` between 0 and 1. */
export function toggleInput(project: Project, index: number, cell: number): Project {
  const { inputs } = ioCounts(project);
  return editStep(project, index, (step) => ({ ...step, inputs: toggled(step.inputs ?? [], inputs, cell) }));
}

/** Flips expected output cell `cell` (DO{cell}) of step `index` between 0 and 1. */
export function toggleOutput(project: Project, index: number, cell: number): Project {
  const { outputs } = ioCounts(project);
  return editStep(project, index, (step) => ({
    ...step,
    outputs: toggled(step.outputs ?? [], outputs, cell),
  }));
}

export function setDescription(project: Project, index: number, description: string): Project {
  return editStep(project, index, (step) =>
    step.description === description ? step : { ...step, description },
  );
}

/** The fast-forward in ms: a number sets it, empty means none (0), anything else is ignored. */
export function setFastForward(project: Project, index: number, entry: unknown): Project {
  return editStep(project, index, (step) => {
    const value = nextValue(step.fastForward ?? 0, entry) ?? 0;
    return value === (step.fastForward ?? 0) ? step : { ...step, fastForward: value };
  });
}

/** Adds a check (tag, child, value): an empty one, or `check`. */
export function addCheck(
  project: Project,
  index: number,
  check: SequenceCheck = { tagName: '', child: '', value: 0 },
): Project {
  return editStep(project, index, (step) => ({ ...step, checks: [...(step.checks ?? []), check] }));
}

export function removeCheck(project: Project, index: number, checkIndex: number): Project {
  return editStep(project, index, (step) =>
    step.checks?.[checkIndex] ? { ...step, checks: step.checks.filter((_, i) => i !== checkIndex) } : step,
  );
}

/** Adds a set (tag, value) to step `index`: an empty one, or `set` (issue 26: e.g. an analog input). */
export function addSet(
  project: Project,
  index: number,
  set: SequenceSet = { tag: '', child: '', value: 0 },
): Project {
  return editStep(project, index, (step) => ({ ...step, sets: [...(step.sets ?? []), set] }));
}

export function removeSet(project: Project, index: number, setIndex: number): Project {
  return editStep(project, index, (step) =>
    step.sets?.[setIndex] ? { ...step, sets: step.sets.filter((_, i) => i !== setIndex) } : step,
  );
}

/**
 * Changes a set's tag or child (a name) or its value (a number; empty means 0, anything else is
 * ignored). A value written to a REAL tag is kept as the single it rounds to, as a check's is.
 */
export function editSet(
  project: Project,
  index: number,
  setIndex: number,
  field: 'tag' | 'child' | 'value',
  entry: unknown,
): Project {
  return editStep(project, index, (step) => {
    const set = step.sets?.[setIndex];
    if (!set) return step;
    let edited: SequenceSet;
    if (field === 'value') {
      const entered = nextValue(set.value, entry) ?? 0;
      const real = checkType(project, { tagName: set.tag, child: set.child ?? '' }) === 'REAL';
      const value = real ? Math.fround(entered) : entered;
      if (value === set.value) return step;
      edited = { ...set, value };
    } else {
      const text = typeof entry === 'string' ? entry.trim() : '';
      if ((set[field] ?? '') === text) return step;
      edited = { ...set, [field]: text };
    }
    return { ...step, sets: step.sets.map((x, i) => (i === setIndex ? edited : x)) };
  });
}

/**
 * Makes check `checkIndex` of step `index` a hold check (its value must stay in its band after every
 * scan of the step, issue 26) or an end-of-step one again.
 */
export function setHold(project: Project, index: number, checkIndex: number, hold: boolean): Project {
  return editStep(project, index, (step) => {
    const check = step.checks?.[checkIndex];
    if (!check || (check.hold === true) === hold) return step;
    const edited: SequenceCheck = { ...check };
    if (hold) edited.hold = true;
    else delete edited.hold;
    return { ...step, checks: step.checks.map((c, i) => (i === checkIndex ? edited : c)) };
  });
}

/** `Data[3]`: an array's name (or alias) and an element index, as a check names an element. */
const ELEMENT_NAME = /^(.+?)\s*\[\s*(-?\d+)\s*\]$/;

/** `Pump1.Speed`, `Pumps[2].Delay.PRE`: a tag name followed by members and constant indexes. */
const MEMBER_PATH = /^([^.[\]\s]+)((?:\s*(?:\.\s*[A-Za-z_][A-Za-z0-9_]*|\[\s*-?\d+\s*\]))+)$/;
const PATH_STEP = /\.\s*([A-Za-z_][A-Za-z0-9_]*)|\[\s*(-?\d+)\s*\]/g;

/**
 * The data type of what a check reads: the tag named (or aliased) `check.tagName`, case-insensitively,
 * or its member `check.child`, or the element `Data[3]` of an array (issue 24; an index within its
 * bounds), or a one-value member of a structure or of an array of timers, counters or structures
 * (`Pump1.Speed`, `Pumps[2].Delay.PRE`); undefined when there is none (an array or a structure without
 * a member reads nothing).
 */
export function checkType(project: Project, check: SequenceCheck): TagType | undefined {
  const key = check.tagName.trim().toUpperCase();
  if (key === '') return undefined;
  const tags = Object.values(project.tagMap);
  const named = (name: string) =>
    tags.find((t) => t.name.toUpperCase() === name) ??
    tags.find((t) => t.alias !== '' && t.alias.toUpperCase() === name);
  const path = MEMBER_PATH.exec(key);
  const root = path ? named(path[1] ?? '') : undefined;
  if (path && root && hasMemberValues(root)) {
    if ((check.child ?? '').trim() !== '') return undefined;
    const segments: PathSegment[] = [...(path[2] ?? '').matchAll(PATH_STEP)].map((m) =>
      m[1] !== undefined ? { kind: 'member', name: m[1] } : { kind: 'index', index: Number(m[2]) },
    );
    const walked = new TypeTable(project.dataTypes, project.addOnInstructions).walk(root, segments);
    if (!('access' in walked)) return undefined;
    const { ref } = walked.access;
    return ref.dimension === undefined && ['BOOL', 'DINT', 'REAL'].includes(ref.data_type)
      ? ref.data_type
      : undefined;
  }
  const element = ELEMENT_NAME.exec(key);
  if (element) {
    const array = named(element[1] ?? '');
    const index = Number(element[2]);
    const lower = array?.lower ?? 0;
    const inside = array?.dimension !== undefined && index >= lower && index < lower + array.dimension;
    return inside && (check.child ?? '').trim() === '' ? array.data_type : undefined;
  }
  const tag = named(key);
  const child = (check.child ?? '').trim().toUpperCase();
  if (tag?.dimension !== undefined || tag?.data_type === 'STRUCT') return undefined;
  if (!tag || child === '') return tag?.data_type;
  const member = (tag.children ?? [])
    .map((id) => (Object.hasOwn(project.childTagMap, id) ? project.childTagMap[id] : undefined))
    .find((c) => c?.name.toUpperCase() === child);
  return member?.data_type;
}

/**
 * Changes a check's tag or child (a name), its value (by the §5 rules: empty clears, default 0) or its
 * tolerance (a REAL check's "± 0.5": a number from 0, empty clears it). A value checked on a REAL tag
 * or element is kept as the single it rounds to (`Math.fround`), so `0.1` matches the 0.1 the PLC
 * holds.
 */
export function editCheck(
  project: Project,
  index: number,
  checkIndex: number,
  field: 'tagName' | 'child' | 'value' | 'tolerance',
  entry: unknown,
): Project {
  return editStep(project, index, (step) => {
    const check = step.checks?.[checkIndex];
    if (!check) return step;
    let edited: SequenceCheck;
    if (field === 'tolerance') {
      const entered = nextValue(check.tolerance, entry);
      const kept = typeof entered === 'number' && entered < 0 ? check.tolerance : entered;
      const tolerance = typeof kept === 'number' && kept > 0 ? kept : undefined;
      if (tolerance === (check.tolerance ?? undefined)) return step;
      edited = { ...check };
      if (tolerance === undefined) delete edited.tolerance;
      else edited.tolerance = tolerance;
    } else if (field === 'value') {
      const entered = nextValue(check.value, entry);
      const value =
        typeof entered === 'number' && checkType(project, check) === 'REAL' ? Math.fround(entered) : entered;
      if (value === check.value) return step;
      edited = { ...check };
      if (value === undefined || value === null) delete edited.value;
      else edited.value = value;
    } else {
      const text = typeof entry === 'string' ? entry.trim() : '';
      if ((check[field] ?? '') === text) return step;
      edited = { ...check, [field]: text };
    }
    return { ...step, checks: step.checks.map((c, i) => (i === checkIndex ? edited : c)) };
  });
}

/** Most members of one tag the Tag field suggests (a big array of structures lists its first ones). */
const MAX_MEMBER_TARGETS = 1000;

/**
 * What a check or set may name, for the Tag field's suggestions: every BOOL, DINT and REAL tag, each
 * TIMER and COUNTER (its member goes in the Child field), every element of an array (`Data[3]`) and
 * every one-value member of a structure or of an array of timers, counters or structures
 * (`Pump1.Speed`, `Pumps[2].Delay.PRE`; issue 24), sorted by name.
 */
export function sequenceTargets(project: Project): string[] {
  const names: string[] = [];
  const types = new TypeTable(project.dataTypes, project.addOnInstructions);
  for (const tag of Object.values(project.tagMap)) {
    if (hasMemberValues(tag)) {
      // A structure's or block array's one-value members, by the names the PLC gives them.
      for (const leaf of types.leaves(tag).slice(0, MAX_MEMBER_TARGETS)) names.push(tag.name + leaf.path);
      continue;
    }
    if (tag.dimension === undefined) {
      names.push(tag.name);
      continue;
    }
    const lower = tag.lower ?? 0;
    for (let i = 0; i < tag.dimension; i++) names.push(`${tag.name}[${lower + i}]`);
  }
  return names.sort((a, b) => a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' }));
}

/**
 * Where things sit in a project's ladder: each reachable leg's branch, main rung and nesting level,
 * each element's leg and position. One walk from the main rungs, memoised per document object
 * (documents are immutable), so the actions' look-ups cost a map read.
 */
import { COMPUTE_INPUTS, type Project } from '@plcsim/compiler';
import { PROGRAM_CONTROL_CONDITIONS } from '../ladder/programControlKinds.ts';
import { SEQUENCER_CONDITIONS } from '../ladder/sequencerKinds.ts';
import type { Selection } from './types.ts';

/** Where a leg (a main rung or a branch leg) sits. */
export interface LegInfo {
  /** The branch it is a leg of; null for a main rung. */
  branchId: string | null;
  /** The main rung it is in (itself for a main rung). */
  mainId: string;
  /** Branches above it: 0 for a main rung, 1 for a leg of a branch on a main rung. */
  level: number;
}

/** Where an element (instruction or branch) sits. */
export interface ElementPlace {
  legId: string;
  index: number;
}

export interface LadderIndex {
  legs: ReadonlyMap<string, LegInfo>;
  elements: ReadonlyMap<string, ElementPlace>;
}

/** `map[id]` when `id` is an own key (never an inherited `constructor` or `__proto__`). */
export function own<T>(map: Readonly<Record<string, T>>, id: unknown): T | undefined {
  return typeof id === 'string' && Object.hasOwn(map, id) ? map[id] : undefined;
}

const cache = new WeakMap<Project, LadderIndex>();

/** The index of a document's ladder (memoised per document object). */
export function ladderIndex(project: Project): LadderIndex {
  const cached = cache.get(project);
  if (cached) return cached;
  const legs = new Map<string, LegInfo>();
  const elements = new Map<string, ElementPlace>();
  const visitLeg = (legId: string, info: LegInfo) => {
    const rung = own(project.rungMap, legId);
    if (!rung || legs.has(legId)) return;
    legs.set(legId, info);
    rung.elements.forEach((id, index) => {
      if (elements.has(id)) return;
      elements.set(id, { legId, index });
      const branch = own(project.branchMap, id);
      if (!branch) return;
      for (const leg of branch.rungs)
        visitLeg(leg, { branchId: id, mainId: info.mainId, level: info.level + 1 });
    });
  };
  for (const id of project.rungs) visitLeg(id, { branchId: null, mainId: id, level: 0 });
  const index = { legs, elements };
  cache.set(project, index);
  return index;
}

/** Condition-only instructions (spec 000 §4): kept ahead of the others in a rung or leg. */
export const CONDITION_TYPES: ReadonlySet<string> = new Set([
  'XIC',
  'XIO',
  'ONS',
  'EQU',
  'NEQ',
  'GRT',
  'GEQ',
  'LES',
  'LEQ',
  ...PROGRAM_CONTROL_CONDITIONS,
  ...COMPUTE_INPUTS,
  ...SEQUENCER_CONDITIONS,
]);

/** True for a condition-only instruction type. */
export function isConditionType(type: string): boolean {
  return CONDITION_TYPES.has(type.toUpperCase());
}

/** 'condition' or 'output' for an instruction id; 'other' for a branch or an unknown id (placed freely). */
export function elementRole(project: Project, id: string): 'condition' | 'output' | 'other' {
  const instruction = own(project.instructionMap, id);
  if (!instruction) return 'other';
  return isConditionType(instruction.type) ? 'condition' : 'output';
}

/** True when no condition instruction comes after an output instruction in `elements`. */
export function conditionsAhead(project: Project, elements: readonly string[]): boolean {
  let seenOutput = false;
  for (const id of elements) {
    const role = elementRole(project, id);
    if (role === 'output') seenOutput = true;
    else if (role === 'condition' && seenOutput) return false;
  }
  return true;
}

/**
 * `elements` with its instructions stably reordered so conditions come before outputs; branches and
 * unknown ids keep their positions. The same array when already in order.
 */
export function conditionsFirst(project: Project, elements: readonly string[]): readonly string[] {
  if (conditionsAhead(project, elements)) return elements;
  const slots: number[] = [];
  const instructions: string[] = [];
  elements.forEach((id, i) => {
    if (elementRole(project, id) === 'other') return;
    slots.push(i);
    instructions.push(id);
  });
  const ordered = [
    ...instructions.filter((id) => elementRole(project, id) === 'condition'),
    ...instructions.filter((id) => elementRole(project, id) === 'output'),
  ];
  const result = [...elements];
  slots.forEach((slot, i) => (result[slot] = ordered[i] as string));
  return result;
}

/**
 * Where an element of `role` goes when asked for position `wanted` in `elements`: a condition no
 * later than the first output, an output no earlier than just after the last condition.
 */
export function orderedPosition(
  project: Project,
  elements: readonly string[],
  wanted: number,
  role: 'condition' | 'output' | 'other',
): number {
  if (role === 'condition') {
    const firstOutput = elements.findIndex((id) => elementRole(project, id) === 'output');
    return firstOutput === -1 ? wanted : Math.min(wanted, firstOutput);
  }
  if (role === 'output') {
    let lastCondition = -1;
    elements.forEach((id, i) => {
      if (elementRole(project, id) === 'condition') lastCondition = i;
    });
    return Math.max(wanted, lastCondition + 1);
  }
  return wanted;
}

/** Everything an element holds, itself included: instruction, branch and leg ids to delete with it. */
export function subtree(
  project: Project,
  elementId: string,
): { instructions: string[]; branches: string[]; rungs: string[] } {
  const found = { instructions: [] as string[], branches: [] as string[], rungs: [] as string[] };
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    if (own(project.instructionMap, id)) {
      found.instructions.push(id);
      return;
    }
    const branch = own(project.branchMap, id);
    if (!branch) return;
    found.branches.push(id);
    for (const leg of branch.rungs) visitRung(leg);
  };
  const visitRung = (legId: string) => {
    const rung = own(project.rungMap, legId);
    if (!rung || seen.has(`rung:${legId}`)) return;
    seen.add(`rung:${legId}`);
    found.rungs.push(legId);
    rung.elements.forEach(visit);
  };
  visit(elementId);
  return found;
}

/** Everything a main rung holds, itself included. */
export function rungSubtree(
  project: Project,
  rungId: string,
): { instructions: string[]; branches: string[]; rungs: string[] } {
  const found = { instructions: [] as string[], branches: [] as string[], rungs: [rungId] };
  for (const id of own(project.rungMap, rungId)?.elements ?? []) {
    const part = subtree(project, id);
    found.instructions.push(...part.instructions);
    found.branches.push(...part.branches);
    found.rungs.push(...part.rungs);
  }
  return found;
}

/** Deepest branch nesting inside an element: 0 for an instruction, 1 for a branch of plain legs. */
export function branchHeight(project: Project, elementId: string, depth = 0): number {
  const branch = own(project.branchMap, elementId);
  if (!branch || depth > 64) return 0;
  let height = 1;
  for (const leg of branch.rungs) {
    for (const id of own(project.rungMap, leg)?.elements ?? []) {
      height = Math.max(height, 1 + branchHeight(project, id, depth + 1));
    }
  }
  return height;
}

/** A place to insert at: a leg and a position in its elements. */
export interface InsertPoint {
  legId: string;
  index: number;
  mainId: string;
}

/**
 * Where the selection points in the ladder: the insertion point after it (after the selected element,
 * at the selected wire, at the end of the selected leg), or the reason there is none.
 */
export function insertPoint(project: Project, selection: Selection | null): InsertPoint | string {
  if (!selection) return 'Select a rung, an element or a wire first.';
  const index = ladderIndex(project);
  if (selection.kind === 'rung') {
    const leg = index.legs.get(selection.id);
    const rung = own(project.rungMap, selection.id);
    if (!leg || !rung) return 'The selected rung is not in the ladder.';
    return { legId: selection.id, index: rung.elements.length, mainId: leg.mainId };
  }
  if (selection.kind === 'wire') {
    const match = /^wire:(.+):([^:]+)$/.exec(selection.id);
    const legId = match?.[1] ?? '';
    const left = match?.[2] ?? '';
    const leg = index.legs.get(legId);
    if (!leg) return 'The selected wire is not in the ladder.';
    if (left === 'start') return { legId, index: 0, mainId: leg.mainId };
    const place = index.elements.get(left);
    if (!place || place.legId !== legId) return 'The selected wire is not in the ladder.';
    return { legId, index: place.index + 1, mainId: leg.mainId };
  }
  const place = selectedElement(project, selection);
  if (!place) return `The selected ${selection.kind} is not in the ladder.`;
  return { legId: place.legId, index: place.index + 1, mainId: place.mainId };
}

/** The main rung holding the selection, or undefined. */
export function selectedMainRung(project: Project, selection: Selection | null): string | undefined {
  if (!selection) return undefined;
  const point = insertPoint(project, selection);
  return typeof point === 'string' ? undefined : point.mainId;
}

/** True when the selection still names something in the ladder. */
export function selectionExists(project: Project, selection: Selection | null): boolean {
  return selection !== null && typeof insertPoint(project, selection) !== 'string';
}

/** Where the selected instruction or branch sits (its kind checked), with its main rung; else undefined. */
export function selectedElement(
  project: Project,
  selection: Selection | null,
): (ElementPlace & { mainId: string }) | undefined {
  if (selection?.kind !== 'instruction' && selection?.kind !== 'branch') return undefined;
  const known =
    selection.kind === 'branch'
      ? own(project.branchMap, selection.id) !== undefined
      : own(project.instructionMap, selection.id) !== undefined;
  const index = ladderIndex(project);
  const place = known ? index.elements.get(selection.id) : undefined;
  const leg = place && index.legs.get(place.legId);
  return place && leg ? { ...place, mainId: leg.mainId } : undefined;
}

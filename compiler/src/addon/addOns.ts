/**
 * Reading a project's Add-On Instructions (issue 25; docs/decisions.md "Add-On Instructions"): the
 * definitions, their parameters in box and call order, and which of them a call must give. Small and
 * free of the compilers, so the workspace (the Add-On toolset, the box drawing) can use it too.
 */
import type { AddOnInstruction, AddOnTag, Project } from '../model/project.ts';

/** The project's Add-On Instruction definitions that are well formed enough to read, in list order. */
export function addOnsOf(project: Pick<Project, 'addOnInstructions'> | null | undefined): AddOnInstruction[] {
  const list: unknown = project?.addOnInstructions;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (a): a is AddOnInstruction =>
      typeof a === 'object' &&
      a !== null &&
      typeof (a as AddOnInstruction).name === 'string' &&
      typeof (a as AddOnInstruction).tagMap === 'object' &&
      (a as AddOnInstruction).tagMap !== null &&
      Array.isArray((a as AddOnInstruction).tagOrder) &&
      typeof (a as AddOnInstruction).logic === 'object' &&
      (a as AddOnInstruction).logic !== null,
  );
}

/** True when the project defines at least one Add-On Instruction. */
export function hasAddOns(project: Pick<Project, 'addOnInstructions'> | null | undefined): boolean {
  return addOnsOf(project).length > 0;
}

/** The definition named `name` (case-insensitive), if any. */
export function findAddOn(
  project: Pick<Project, 'addOnInstructions'> | null | undefined,
  name: unknown,
): AddOnInstruction | undefined {
  if (typeof name !== 'string') return undefined;
  const key = name.toUpperCase();
  return addOnsOf(project).find((a) => a.name.toUpperCase() === key);
}

/** The AOI's tags in `tagOrder` (ids that name no tag are skipped). */
export function addOnTags(aoi: AddOnInstruction): AddOnTag[] {
  const out: AddOnTag[] = [];
  for (const id of aoi.tagOrder) {
    const tag = Object.hasOwn(aoi.tagMap, id) ? aoi.tagMap[id] : undefined;
    if (tag) out.push(tag);
  }
  return out;
}

/** Its Input, Output and InOut parameters in order (EnableIn and EnableOut are implicit). */
export function addOnParameters(aoi: AddOnInstruction): AddOnTag[] {
  return addOnTags(aoi).filter((t) => t.usage !== 'Local');
}

/** True when a call must give `tag` an argument: an InOut always, an Input or Output marked required. */
export function isRequiredParameter(tag: AddOnTag): boolean {
  if (tag.usage === 'InOut') return true;
  if (tag.usage === 'Local') return false;
  return tag.required === true;
}

/**
 * The parameters the ladder box shows, in order (Logix: required and visible ones; an InOut is always
 * required). A neutral-text and L5X call gives the arguments of exactly these, after the instance.
 */
export function boxParameters(aoi: AddOnInstruction): AddOnTag[] {
  return addOnParameters(aoi).filter((t) => isRequiredParameter(t) || t.visible === true);
}

/**
 * The values a new instance starts with (Logix: the definition's defaults): each Input, Output and Local
 * tag's value, and its TIMER/COUNTER/CONTROL members' (`Delay.PRE`), by member path; zeros left out.
 */
export function addOnDefaults(aoi: AddOnInstruction): Record<string, number> {
  const out: Record<string, number> = {};
  for (const tag of addOnTags(aoi)) {
    if (tag.usage === 'InOut' || tag.dimension !== undefined) continue;
    if (typeof tag.value === 'number' && tag.value !== 0) out[tag.name] = tag.value;
    for (const id of tag.children ?? []) {
      const child = Object.hasOwn(aoi.childTagMap ?? {}, id) ? aoi.childTagMap[id] : undefined;
      if (child && child.value !== 0) out[`${tag.name}.${child.name}`] = child.value;
    }
  }
  return out;
}

/** The argument of parameter `name` in a box's `params` (case-insensitive), or undefined. */
export function argument(params: unknown, name: string): unknown {
  if (typeof params !== 'object' || params === null) return undefined;
  const key = Object.keys(params).find((k) => k.toUpperCase() === name.toUpperCase());
  return key === undefined ? undefined : (params as Record<string, unknown>)[key];
}

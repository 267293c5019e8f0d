/**
 * An Add-On Instruction's routine as the editors see it (issue 25). The editor store names the routine it
 * edits by an id; an AOI's Logic and EnableInFalse routines have ids `addon:logic:<aoi uuid>` and
 * `addon:enableInFalse:<aoi uuid>`. Their view is the project with the routine's rungs as `rungs` and
 * the AOI's own tags as `tagMap` / `childTagMap` (so the operand picker offers only its parameters and
 * locals, and a tag created there is the AOI's); what an action makes of the view is written back into
 * the AOI, the project's own rungs and tags untouched. A tag new in the view becomes a Local tag.
 */
import type { AddOnInstruction, AddOnRoutine, AddOnTag, Project } from '@plcsim/compiler';

/** The two routines an AOI may have. */
export type AddOnPart = 'logic' | 'enableInFalse';

const PREFIX = 'addon:';

/** The editor id of `aoi`'s routine `part`. */
export function addOnRoutineId(aoiId: string, part: AddOnPart): string {
  return `${PREFIX}${part}:${aoiId}`;
}

/** The AOI id and part an editor id names, or null when it names no AOI routine. */
export function parseAddOnRoutineId(
  id: string | null | undefined,
): { aoiId: string; part: AddOnPart } | null {
  if (typeof id !== 'string' || !id.startsWith(PREFIX)) return null;
  const rest = id.slice(PREFIX.length);
  const colon = rest.indexOf(':');
  const part = rest.slice(0, colon);
  if (part !== 'logic' && part !== 'enableInFalse') return null;
  return { aoiId: rest.slice(colon + 1), part };
}

/** The project's AOIs in list order (none when absent). */
export function addOnsOf(project: Project): readonly AddOnInstruction[] {
  return project.addOnInstructions ?? [];
}

/** The AOI with uuid `id`, or undefined. */
export function findAddOn(project: Project, id: string | null | undefined): AddOnInstruction | undefined {
  return addOnsOf(project).find((aoi) => aoi.uuid === id);
}

/** An AOI routine the id names, with its AOI; undefined when the AOI or the routine is gone. */
export interface FoundAddOnRoutine {
  aoi: AddOnInstruction;
  part: AddOnPart;
  routine: AddOnRoutine;
}

/** The AOI routine editor id `id` names, or undefined. */
export function findAddOnRoutine(
  project: Project,
  id: string | null | undefined,
): FoundAddOnRoutine | undefined {
  const parsed = parseAddOnRoutineId(id);
  if (!parsed) return undefined;
  const aoi = findAddOn(project, parsed.aoiId);
  const routine = aoi?.[parsed.part];
  return aoi && routine ? { aoi, part: parsed.part, routine } : undefined;
}

const views = new WeakMap<Project, Map<string, Project>>();

/** The project as an editor shows AOI routine `id`: its rungs as `rungs`, the AOI's tags as the tags. */
export function addOnView(project: Project, id: string): Project {
  const found = findAddOnRoutine(project, id);
  if (!found) return project;
  let made = views.get(project);
  if (!made) {
    made = new Map();
    views.set(project, made);
  }
  const known = made.get(id);
  if (known) return known;
  const view: Project = {
    ...project,
    rungs: found.routine.rungs,
    tagMap: found.aoi.tagMap,
    childTagMap: found.aoi.childTagMap,
  };
  made.set(id, view);
  return view;
}

/**
 * The project after an action turned `view` (addOnView(project, id)) into `edited`: the AOI (as the
 * action left it) gets the edited rungs and tags, the project keeps its own. `project` when nothing
 * changed.
 */
export function writeAddOnView(project: Project, id: string, view: Project, edited: Project): Project {
  if (edited === view) return project;
  if (view === project) return edited;
  const parsed = parseAddOnRoutineId(id);
  const before = findAddOn(view, parsed?.aoiId);
  if (!parsed || !before) return edited;
  const aois = (edited.addOnInstructions ?? []).map((aoi) => {
    if (aoi.uuid !== parsed.aoiId) return aoi;
    let next = aoi;
    if (edited.tagMap !== view.tagMap) next = { ...next, ...scopeTags(next, edited.tagMap) };
    if (edited.childTagMap !== view.childTagMap) next = { ...next, childTagMap: edited.childTagMap };
    const routine = next[parsed.part];
    if (routine && edited.rungs !== view.rungs)
      next = { ...next, [parsed.part]: { ...routine, rungs: edited.rungs } };
    return next;
  });
  return {
    ...edited,
    rungs: project.rungs,
    tagMap: project.tagMap,
    childTagMap: project.childTagMap,
    addOnInstructions: aois,
  };
}

/** `aoi`'s tagMap and tagOrder for the edited tags: new tags are Local (last), removed ones leave the order. */
function scopeTags(
  aoi: AddOnInstruction,
  tags: Project['tagMap'],
): Pick<AddOnInstruction, 'tagMap' | 'tagOrder'> {
  const tagMap: Record<string, AddOnTag> = {};
  const tagOrder = aoi.tagOrder.filter((id) => Object.hasOwn(tags, id));
  for (const [id, tag] of Object.entries(tags)) {
    const old = aoi.tagMap[id];
    tagMap[id] = { ...tag, usage: (tag as Partial<AddOnTag>).usage ?? old?.usage ?? 'Local' };
    if (!tagOrder.includes(id)) tagOrder.push(id);
  }
  return { tagMap, tagOrder };
}

/** Runs `edit` on the scope of `aoiId` (its tags; its Logic rungs) and writes the result back. */
export function inAddOnScope(project: Project, aoiId: string, edit: (view: Project) => Project): Project {
  const id = addOnRoutineId(aoiId, 'logic');
  const view = addOnView(project, id);
  if (view === project) return project;
  return writeAddOnView(project, id, view, edit(view));
}

/**
 * The AOIs a ladder may call: all of them, but in an AOI's own routine (its view shares the routine's
 * rung list) not that AOI itself (Logix refuses an AOI that calls itself).
 */
export function callableAddOns(view: Project): readonly AddOnInstruction[] {
  return addOnsOf(view).filter(
    (aoi) => aoi.logic.rungs !== view.rungs && aoi.enableInFalse?.rungs !== view.rungs,
  );
}

/**
 * The Add-On Instruction parameter and local tag actions (issue 25): add, change (name, usage, type,
 * Req, Vis, default value, description), delete and reorder. The tags live in the AOI's own scope;
 * the Tags tab's actions (createTag, setTagValue, deleteTag) do the tag work there (addOnView.ts
 * `inAddOnScope`), and calls' arguments follow a renamed or deleted parameter.
 */
import { produce } from 'immer';
import type { AddOnInstruction, AddOnTag, AddOnUsage, Project } from '@plcsim/compiler';
import { addOnCalls, addOnTagNameProblem, addOnTypeProblem, ADD_ON_USAGES } from '../addOnRules.ts';
import { addOnsOf, findAddOn, inAddOnScope } from '../addOnView.ts';
import { arrayLength } from '../arrayLength.ts';
import { done, dropKey, refuse } from '../result.ts';
import type { Action, ActionResult, EditorEnv, EditorState } from '../types.ts';
import { createTag } from './createTag.ts';
import { deleteTag } from './deleteTag.ts';
import { setTagValue } from './setTagValue.ts';

const isParameter = (usage: AddOnUsage) => usage !== 'Local';

/** The result of `action` run on a scope view, or its refusal. */
function inScope(result: ActionResult): Project | { refused: string } {
  return 'refused' in result ? { refused: result.refused } : result.state.project;
}

/** `tag`'s place in `order`: parameters first (in order), then locals. */
function ordered(aoi: AddOnInstruction, tagMap: AddOnInstruction['tagMap']): string[] {
  const ids = aoi.tagOrder.filter((id) => Object.hasOwn(tagMap, id));
  const params = ids.filter((id) => isParameter(tagMap[id]?.usage ?? 'Local'));
  return [...params, ...ids.filter((id) => !params.includes(id))];
}

/** Replaces AOI `id` in `project`. */
function putAddOn(project: Project, aoi: AddOnInstruction): Project {
  return { ...project, addOnInstructions: addOnsOf(project).map((a) => (a.uuid === aoi.uuid ? aoi : a)) };
}

/** The Req/Vis a usage implies: InOut always required and shown; Local neither. */
function flagsFor(
  usage: AddOnUsage,
  required: boolean,
  visible: boolean,
): Pick<AddOnTag, 'required' | 'visible'> {
  if (usage === 'InOut') return { required: true, visible: true };
  if (usage === 'Local') return { required: false, visible: false };
  return { required, visible: visible || required };
}

/** Makes tag `name` of `type` in AOI `aoiId`'s scope (createTag there): the project and the new tag's id. */
function makeTag(
  project: Project,
  aoiId: string,
  name: string,
  type: string,
  dimension: number | string | undefined,
  env: EditorEnv,
): { project: Project; id: string } | { refused: string } {
  let refused: string | null = null;
  let id = '';
  const next = inAddOnScope(project, aoiId, (view) => {
    const made = inScope(
      createTag.perform({ project: view, selection: null }, { name, type, dimension }, env),
    );
    if ('refused' in made) {
      refused = made.refused;
      return view;
    }
    id = Object.keys(made.tagMap).find((key) => !Object.hasOwn(view.tagMap, key)) ?? '';
    return made;
  });
  return refused !== null ? { refused } : { project: next, id };
}

export const addAddOnTag: Action<'addAddOnTag'> = {
  name: 'addAddOnTag',
  label: 'Add parameter',
  perform(state, { addOnId, name, usage, type, dimension }, env) {
    const { project: base } = state;
    const aoi = findAddOn(base, addOnId);
    if (!aoi) return refuse('Choose an Add-On Instruction.');
    if (!ADD_ON_USAGES.includes(usage)) return refuse('A parameter is Input, Output, InOut or Local.');
    const trimmed = name.trim();
    const problem = addOnTagNameProblem(aoi, trimmed);
    if (problem) return refuse(problem);
    const length = arrayLength(
      type === 'BOOL' || type === 'DINT' || type === 'REAL' ? type : 'STRUCT',
      dimension,
    );
    if ('refused' in length) return refuse(length.refused);
    const typeProblem = addOnTypeProblem(usage, type, length.dimension);
    if (typeProblem) return refuse(typeProblem);
    const made = makeTag(base, addOnId, trimmed, type, dimension, env);
    if ('refused' in made) return refuse(made.refused);
    const after = findAddOn(made.project, addOnId);
    const tag = after?.tagMap[made.id];
    if (!after || !tag) return refuse('The tag could not be made.');
    const flags = flagsFor(usage, usage === 'Input' || usage === 'Output', true);
    const tagMap = { ...after.tagMap, [made.id]: { ...tag, usage, ...flags, description: '' } };
    return done(state, putAddOn(made.project, { ...after, tagMap, tagOrder: ordered(after, tagMap) }));
  },
};

export const setAddOnTag: Action<'setAddOnTag'> = {
  name: 'setAddOnTag',
  label: 'Change parameter',
  perform(state, args, env) {
    const { project: base } = state;
    const { addOnId, tagId } = args;
    const aoi = findAddOn(base, addOnId);
    const tag = aoi?.tagMap[tagId];
    if (!aoi || !tag) return refuse('Choose a parameter or local tag.');
    let project = base;
    const usage = args.usage ?? tag.usage;
    if (!ADD_ON_USAGES.includes(usage)) return refuse('A parameter is Input, Output, InOut or Local.');
    const name = args.name?.trim() ?? tag.name;
    if (name !== tag.name) {
      const problem = addOnTagNameProblem(aoi, name, tagId);
      if (problem) return refuse(problem);
    }
    const type = args.type ?? (tag.data_type === 'STRUCT' ? (tag.udt ?? '') : tag.data_type);
    const typeProblem = addOnTypeProblem(usage, type, tag.dimension ?? null);
    if (typeProblem) return refuse(typeProblem);
    let current: AddOnTag = tag;
    if (args.type !== undefined && type !== (tag.data_type === 'STRUCT' ? tag.udt : tag.data_type)) {
      const retyped = retype(project, aoi, tag, type, env);
      if ('refused' in retyped) return refuse(retyped.refused);
      project = retyped.project;
      current = retyped.tag;
    }
    if (args.value !== undefined) {
      let refused: string | null = null;
      project = inAddOnScope(project, addOnId, (view) => {
        const set = inScope(
          setTagValue.perform({ project: view, selection: null }, { tagId, value: args.value as never }, env),
        );
        if ('refused' in set) {
          refused = set.refused;
          return view;
        }
        return set;
      });
      if (refused !== null) return refuse(refused);
      current = findAddOn(project, addOnId)?.tagMap[tagId] ?? current;
    }
    const flags = flagsFor(
      usage,
      args.required ?? tag.required ?? false,
      args.visible ?? tag.visible ?? false,
    );
    const after = findAddOn(project, addOnId) ?? aoi;
    const changed: AddOnTag = {
      ...current,
      name,
      usage,
      ...flags,
      description: args.description ?? tag.description ?? '',
    };
    const tagMap = { ...after.tagMap, [tagId]: changed };
    project = putAddOn(project, { ...after, tagMap, tagOrder: ordered(after, tagMap) });
    if (name !== tag.name || (isParameter(tag.usage) && !isParameter(usage))) {
      project = renameArguments(project, aoi.name, tag.name, isParameter(usage) ? name : null);
    }
    return done(state, project);
  },
};

/** Tag `tag` of `aoi` with type `type` (fresh value and members), keeping its id. */
function retype(
  project: Project,
  aoi: AddOnInstruction,
  tag: AddOnTag,
  type: string,
  env: EditorEnv,
): { project: Project; tag: AddOnTag } | { refused: string } {
  // Make the new tag under its name in a scope without the old one, then give it the old id.
  const without: AddOnInstruction = produce(aoi, (draft) => {
    dropKey(draft.tagMap, tag.uuid);
    for (const child of tag.children ?? []) dropKey(draft.childTagMap, child);
  });
  const made = makeTag(putAddOn(project, without), aoi.uuid, tag.name, type, tag.dimension, env);
  if ('refused' in made) return made;
  const after = findAddOn(made.project, aoi.uuid);
  const fresh = after?.tagMap[made.id];
  if (!after || !fresh) return { refused: 'The tag could not be retyped.' };
  const childTagMap = { ...after.childTagMap };
  for (const child of fresh.children ?? []) {
    const entry = childTagMap[child];
    if (entry) childTagMap[child] = { ...entry, parent: tag.uuid };
  }
  const retyped: AddOnTag = { ...fresh, uuid: tag.uuid, name: tag.name, usage: tag.usage };
  const tagMap: Record<string, AddOnTag> = {};
  for (const [id, entry] of Object.entries(after.tagMap)) if (id !== made.id) tagMap[id] = entry;
  tagMap[tag.uuid] = retyped;
  return {
    project: putAddOn(made.project, { ...after, tagMap, childTagMap, tagOrder: aoi.tagOrder }),
    tag: retyped,
  };
}

/** Calls of AOI `aoiName`: argument `from` is renamed `to` (or dropped when `to` is null). */
function renameArguments(project: Project, aoiName: string, from: string, to: string | null): Project {
  const calls = addOnCalls(project, aoiName).filter((ins) => ins.params && Object.hasOwn(ins.params, from));
  if (calls.length === 0) return project;
  return produce(project, (draft) => {
    for (const call of calls) {
      const params = draft.instructionMap[call.uuid]?.params;
      if (!params) continue;
      const value = params[from];
      dropKey(params, from);
      if (to !== null && value !== undefined) params[to] = value;
    }
  });
}

export const deleteAddOnTag: Action<'deleteAddOnTag'> = {
  name: 'deleteAddOnTag',
  label: 'Delete parameter',
  perform(state, { addOnId, tagId }, env) {
    const { project: base } = state;
    const aoi = findAddOn(base, addOnId);
    const tag = aoi?.tagMap[tagId];
    if (!aoi || !tag) return refuse('Choose a parameter or local tag.');
    let refused: string | null = null;
    let project = inAddOnScope(base, addOnId, (view) => {
      const gone = inScope(deleteTag.perform({ project: view, selection: null }, { tagId }, env));
      if ('refused' in gone) {
        refused = gone.refused;
        return view;
      }
      return gone;
    });
    if (refused !== null) return refuse(refused);
    project = renameArguments(project, aoi.name, tag.name, null);
    return done(state, project);
  },
};

export const moveAddOnTag: Action<'moveAddOnTag'> = {
  name: 'moveAddOnTag',
  label: 'Move parameter',
  perform(state: EditorState, { addOnId, tagId, offset }) {
    const { project: base } = state;
    const aoi = findAddOn(base, addOnId);
    const tag = aoi?.tagMap[tagId];
    if (!aoi || !tag) return refuse('Choose a parameter or local tag.');
    const order = [...aoi.tagOrder];
    const at = order.indexOf(tagId);
    const to = at + offset;
    const neighbour = order[to];
    const sameKind =
      neighbour !== undefined &&
      isParameter(aoi.tagMap[neighbour]?.usage ?? 'Local') === isParameter(tag.usage);
    if (at < 0 || !sameKind) {
      return refuse(offset < 0 ? `${tag.name} is already first.` : `${tag.name} is already last.`);
    }
    order[at] = neighbour;
    order[to] = tagId;
    return done(state, putAddOn(base, { ...aoi, tagOrder: order }));
  },
};

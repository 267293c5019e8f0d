/**
 * The Add-On Instruction definition actions (issue 25): add, rename, delete, describe, and add or remove
 * its EnableInFalse routine; each one undoable step.
 */
import { produce } from 'immer';
import type { AddOnInstruction, AddOnRoutine, Project } from '@plcsim/compiler';
import { addOnCalls, addOnInstances, addOnNameProblem, defaultAddOnName } from '../addOnRules.ts';
import { addOnsOf, findAddOn } from '../addOnView.ts';
import { rungSubtree } from '../ladderIndex.ts';
import { done, dropAll, refuse } from '../result.ts';
import type { Action } from '../types.ts';

const emptyRoutine = (language: AddOnRoutine['language']): AddOnRoutine => ({
  language,
  rungs: [],
  stSource: '',
});

function languageProblem(language: unknown): string | null {
  return language === 'LADDER' || language === 'ST' ? null : 'A routine is Ladder or Structured Text.';
}

/** The project with AOI `id` replaced by `change(aoi)`. */
function withAddOn(
  project: Project,
  id: string,
  change: (aoi: AddOnInstruction) => AddOnInstruction,
): Project {
  return {
    ...project,
    addOnInstructions: addOnsOf(project).map((aoi) => (aoi.uuid === id ? change(aoi) : aoi)),
  };
}

/** Drops the rungs (and what is on them) of `routine` from a draft. */
function dropRoutine(draft: Project, base: Project, routine: AddOnRoutine | undefined): void {
  for (const rungId of routine?.rungs ?? []) dropAll(draft, rungSubtree(base, rungId));
}

export const addAddOn: Action<'addAddOn'> = {
  name: 'addAddOn',
  label: 'Add Add-On Instruction',
  perform(state, { name, language }, env) {
    const { project: base } = state;
    const chosen = name?.trim() || defaultAddOnName(base);
    const problem = addOnNameProblem(base, chosen) ?? languageProblem(language);
    if (problem) return refuse(problem);
    const taken = new Set(addOnsOf(base).map((aoi) => aoi.uuid));
    let uuid = '';
    for (let tries = 0; tries < 1000 && (uuid === '' || taken.has(uuid)); tries++) uuid = env.newId();
    if (uuid === '' || taken.has(uuid)) return refuse('No new id could be made for the Add-On Instruction.');
    const aoi: AddOnInstruction = {
      uuid,
      name: chosen,
      description: '',
      revision: '1.0',
      tagMap: {},
      tagOrder: [],
      childTagMap: {},
      logic: emptyRoutine(language),
    };
    return done(state, { ...base, addOnInstructions: [...addOnsOf(base), aoi] }, null);
  },
};

export const renameAddOn: Action<'renameAddOn'> = {
  name: 'renameAddOn',
  label: 'Rename Add-On Instruction',
  perform(state, { addOnId, name }) {
    const { project: base } = state;
    const aoi = findAddOn(base, addOnId);
    if (!aoi) return refuse('Choose an Add-On Instruction to rename.');
    const next = name.trim();
    if (next === aoi.name) return done(state, base);
    const problem = addOnNameProblem(base, next, addOnId);
    if (problem) return refuse(problem);
    const old = aoi.name.toUpperCase();
    const retype = (tag: { data_type: string; udt?: string }) => {
      if (tag.data_type === 'STRUCT' && tag.udt?.toUpperCase() === old) tag.udt = next;
    };
    const project = produce(base, (draft) => {
      for (const entry of draft.addOnInstructions ?? []) {
        if (entry.uuid === addOnId) entry.name = next;
        for (const tag of Object.values(entry.tagMap)) retype(tag);
      }
      for (const tag of Object.values(draft.tagMap)) retype(tag);
      for (const ins of Object.values(draft.instructionMap))
        if (ins.type.toUpperCase() === old) ins.type = next;
    });
    return done(state, project);
  },
};

export const deleteAddOn: Action<'deleteAddOn'> = {
  name: 'deleteAddOn',
  label: 'Delete Add-On Instruction',
  perform(state, { addOnId }) {
    const { project: base } = state;
    const aoi = findAddOn(base, addOnId);
    if (!aoi) return refuse('Choose an Add-On Instruction to delete.');
    const calls = addOnCalls(base, aoi.name).length;
    if (calls > 0) {
      return refuse(
        `${aoi.name} is used by ${calls === 1 ? '1 call' : `${calls} calls`} in the ladder: delete ${calls === 1 ? 'it' : 'them'} first.`,
      );
    }
    const instances = addOnInstances(base, aoi.name);
    if (instances.length > 0) {
      return refuse(
        `${aoi.name} is the data type of ${instances.join(', ')}: delete or retype those tags first.`,
      );
    }
    const project = produce(base, (draft) => {
      const rest = (draft.addOnInstructions ?? []).filter((entry) => entry.uuid !== addOnId);
      if (rest.length === 0) delete draft.addOnInstructions;
      else draft.addOnInstructions = rest;
      dropRoutine(draft, base, aoi.logic);
      dropRoutine(draft, base, aoi.enableInFalse);
    });
    return done(state, project, null);
  },
};

export const setAddOnInfo: Action<'setAddOnInfo'> = {
  name: 'setAddOnInfo',
  label: 'Describe Add-On Instruction',
  perform(state, { addOnId, description, revision }) {
    const { project: base } = state;
    const aoi = findAddOn(base, addOnId);
    if (!aoi) return refuse('Choose an Add-On Instruction.');
    const nextDescription = description ?? aoi.description;
    const nextRevision = revision?.trim() ?? aoi.revision;
    if (!/^\d{1,3}\.\d{1,3}$/.test(nextRevision))
      return refuse('A revision is written major.minor, like 1.0.');
    if (nextDescription === aoi.description && nextRevision === aoi.revision) return done(state, base);
    return done(
      state,
      withAddOn(base, addOnId, (entry) => ({
        ...entry,
        description: nextDescription,
        revision: nextRevision,
      })),
    );
  },
};

export const addEnableInFalse: Action<'addEnableInFalse'> = {
  name: 'addEnableInFalse',
  label: 'Add EnableInFalse routine',
  perform(state, { addOnId, language }) {
    const { project: base } = state;
    const aoi = findAddOn(base, addOnId);
    if (!aoi) return refuse('Choose an Add-On Instruction.');
    if (aoi.enableInFalse) return refuse(`${aoi.name} already has an EnableInFalse routine.`);
    const problem = languageProblem(language);
    if (problem) return refuse(problem);
    return done(
      state,
      withAddOn(base, addOnId, (entry) => ({ ...entry, enableInFalse: emptyRoutine(language) })),
    );
  },
};

export const removeEnableInFalse: Action<'removeEnableInFalse'> = {
  name: 'removeEnableInFalse',
  label: 'Remove EnableInFalse routine',
  perform(state, { addOnId }) {
    const { project: base } = state;
    const aoi = findAddOn(base, addOnId);
    if (!aoi?.enableInFalse) return refuse('This Add-On Instruction has no EnableInFalse routine.');
    const project = produce(base, (draft) => {
      for (const entry of draft.addOnInstructions ?? [])
        if (entry.uuid === addOnId) delete entry.enableInFalse;
      dropRoutine(draft, base, aoi.enableInFalse);
    });
    return done(state, project, null);
  },
};

export const setAddOnSource: Action<'setAddOnSource'> = {
  name: 'setAddOnSource',
  label: 'Edit Add-On Instruction',
  perform(state, { addOnId, part, source }) {
    const { project: base } = state;
    const aoi = findAddOn(base, addOnId);
    const routine = aoi?.[part];
    if (!aoi || !routine) return refuse('No such Add-On Instruction routine.');
    if (routine.language !== 'ST') return refuse(`${aoi.name}'s routine is Ladder.`);
    if (typeof source !== 'string') return refuse('The source of a routine is text.');
    if (source === routine.stSource) return done(state, base);
    return done(
      state,
      withAddOn(base, addOnId, (entry) => ({ ...entry, [part]: { ...routine, stSource: source } })),
    );
  },
};

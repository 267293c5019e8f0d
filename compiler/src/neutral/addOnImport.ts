/**
 * The AOI blocks of neutral text (addOnSection.ts) made definitions (issue 25): each block's tags and
 * routines are read by the importer itself, over a scope holding only the AOI's tags, then become the
 * AOI's tagMap (with each tag's usage), its Logic and EnableInFalse routines; their rungs join the
 * project's maps.
 */
import type { Diagnostic } from '../model/diagnostics.ts';
import { createEmptyProject } from '../model/emptyProject.ts';
import type { AddOnInstruction, AddOnTag, Project } from '../model/project.ts';
import { boxParameters, findAddOn } from '../addon/addOns.ts';
import type { AddOnBlock } from './addOnSection.ts';
import type { NeutralArg, NeutralElement, NeutralRung } from './parse.ts';
import type { TagTable } from './tagTable.ts';

type Importer = (
  text: string,
  options: { newId: () => string; project: Project },
) => { project: Project; diagnostics: Diagnostic[] };

/** `project` with the blocks' definitions added, and the rung maps of their routines. */
export function importAddOns(
  project: Project,
  blocks: readonly AddOnBlock[],
  newId: () => string,
  diagnostics: Diagnostic[],
  importText: Importer,
): { project: Project; maps: Pick<Project, 'rungMap' | 'branchMap' | 'instructionMap'> } {
  const maps: Pick<Project, 'rungMap' | 'branchMap' | 'instructionMap'> = {
    rungMap: {},
    branchMap: {},
    instructionMap: {},
  };
  if (blocks.length === 0) return { project, maps };
  const addOns: AddOnInstruction[] = [...(project.addOnInstructions ?? [])];
  for (const block of blocks) {
    const scope: Project = {
      ...createEmptyProject(block.name),
      dataTypes: project.dataTypes ?? {},
      addOnInstructions: addOns,
    };
    const read = importText(block.body, { newId, project: scope });
    for (const d of read.diagnostics) diagnostics.push({ ...d, addOn: { name: block.name } });
    const tagMap: Record<string, AddOnTag> = {};
    const tagOrder: string[] = [];
    for (const tag of Object.values(read.project.tagMap)) {
      const use = block.usages.get(tag.name.toUpperCase()) ?? {
        usage: 'Local',
        required: false,
        visible: false,
      };
      tagMap[tag.uuid] = {
        ...tag,
        usage: use.usage,
        ...(use.usage === 'Input' || use.usage === 'Output'
          ? { required: use.required, visible: use.visible }
          : {}),
        ...(use.usage === 'InOut' ? { required: true, visible: true } : {}),
      };
      tagOrder.push(tag.uuid);
    }
    const routine = (name: string) => {
      const r = (read.project.routines ?? []).find((x) => x.name.toUpperCase() === name.toUpperCase());
      return r ? { language: r.language, rungs: r.rungs, stSource: r.stSource } : undefined;
    };
    Object.assign(maps.rungMap, read.project.rungMap);
    Object.assign(maps.branchMap, read.project.branchMap);
    Object.assign(maps.instructionMap, read.project.instructionMap);
    const eif = routine('EnableInFalse');
    addOns.push({
      uuid: newId(),
      name: block.name,
      description: '',
      revision: '1.0',
      tagMap,
      tagOrder,
      childTagMap: read.project.childTagMap,
      logic: routine('Logic') ?? { language: 'LADDER', rungs: [], stSource: '' },
      ...(eif ? { enableInFalse: eif } : {}),
    });
  }
  return { project: { ...project, addOnInstructions: addOns }, maps };
}

/**
 * Creates the undeclared tags AOI calls name, typed by their parameter (a rung typed in by hand:
 * `Seal(Seal1,Start,Stop,Run)` makes Seal1 a Seal instance and Start, Stop, Run BOOLs).
 */
export function declareAddOnArguments(
  rungs: readonly NeutralRung[],
  tags: TagTable,
  addOns: readonly AddOnInstruction[] | undefined,
): void {
  if (!addOns || addOns.length === 0) return;
  const plain = (arg: NeutralArg | undefined): string | undefined =>
    arg?.kind === 'tag' && arg.member === null && arg.index === undefined && !arg.segments?.length
      ? arg.name
      : undefined;
  const walk = (elements: readonly NeutralElement[]): void => {
    for (const element of elements) {
      if (element.kind === 'branch') {
        element.legs.forEach(walk);
        continue;
      }
      const aoi = findAddOn({ addOnInstructions: [...addOns] }, element.type);
      if (!aoi) continue;
      const instance = plain(element.args[0]);
      if (instance !== undefined && !tags.find(instance)) {
        const tag = tags.create(instance, 'STRUCT');
        tag.udt = aoi.name;
        tag.memberValues = {};
      }
      boxParameters(aoi).forEach((p, i) => {
        const name = plain(element.args[i + 1]);
        const scalar =
          p.dimension === undefined && ['BOOL', 'DINT', 'REAL', 'TIMER', 'COUNTER'].includes(p.data_type);
        if (name !== undefined && scalar && !tags.find(name)) tags.create(name, p.data_type);
      });
    }
  };
  for (const rung of rungs) walk(rung.elements);
}

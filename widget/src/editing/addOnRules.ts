/**
 * Add-On Instruction rules (issue 25): an AOI's name (a Logix name, unique among AOIs and data types,
 * never an instruction's mnemonic or a built-in type), its parameters' names and the types each usage
 * takes (Input and Output: BOOL, DINT or REAL, one value; InOut and Local: any type, arrays too).
 */
import {
  IDENTIFIER,
  INSTRUCTION_TYPES,
  RESERVED_TYPE_NAMES,
  type AddOnInstruction,
  type AddOnUsage,
  type Instruction,
  type Project,
} from '@plcsim/compiler';
import { addOnsOf } from './addOnView.ts';

/** Every AOI's implicit parameters (compiler model/addOnType.ts). */
export const ENABLE_IN = 'EnableIn';
export const ENABLE_OUT = 'EnableOut';

/** Longest AOI or parameter name (Logix: 40 characters). */
export const MAX_ADD_ON_NAME = 40;

/** The usages in the order the parameter table offers them. */
export const ADD_ON_USAGES: readonly AddOnUsage[] = ['Input', 'Output', 'InOut', 'Local'];

/** The types an Input or Output parameter may have. */
export const ADD_ON_SCALAR_TYPES = ['BOOL', 'DINT', 'REAL'] as const;

/** The built-in types an InOut parameter or a local tag may have (a data type's or AOI's name too). */
export const ADD_ON_ANY_TYPES = ['BOOL', 'DINT', 'REAL', 'TIMER', 'COUNTER', 'CONTROL'] as const;

const MNEMONICS: ReadonlySet<string> = new Set(INSTRUCTION_TYPES.map((type) => type.toUpperCase()));

/** Why `name` breaks Logix's naming rules (`what`: "An Add-On Instruction name"), or null. */
function logixNameProblem(name: string, what: string): string | null {
  if (name.length > MAX_ADD_ON_NAME) return `${what} has at most ${MAX_ADD_ON_NAME} characters.`;
  if (!/^[A-Za-z_]/.test(name)) return `${what} starts with a letter or _.`;
  if (!IDENTIFIER.test(name)) return `${what} uses only letters, digits and _ (no spaces).`;
  if (name.includes('__')) return `${what} has no two _ in a row.`;
  if (name.length > 1 && name.endsWith('_')) return `${what} does not end with _.`;
  return null;
}

/** Why `name` cannot name an AOI (other than `exceptId`, when renaming), or null. */
export function addOnNameProblem(project: Project, name: string, exceptId?: string): string | null {
  if (name.trim() === '') return 'Enter a name for the Add-On Instruction.';
  const rule = logixNameProblem(name, 'An Add-On Instruction name');
  if (rule) return rule;
  const upper = name.toUpperCase();
  if (MNEMONICS.has(upper)) return `${upper} is a built-in instruction: choose another name.`;
  if (RESERVED_TYPE_NAMES.has(upper)) return `${name} is a built-in data type's name.`;
  const twin = addOnsOf(project).find((aoi) => aoi.uuid !== exceptId && aoi.name.toUpperCase() === upper);
  if (twin) return `An Add-On Instruction named ${twin.name} already exists.`;
  const type = Object.values(project.dataTypes ?? {}).find((t) => t.name.toUpperCase() === upper);
  return type ? `A data type named ${type.name} already exists: an AOI's name is its data type's.` : null;
}

/** The first free default name AOI1, AOI2, … */
export function defaultAddOnName(project: Project): string {
  for (let n = 1; ; n++) if (addOnNameProblem(project, `AOI${n}`) === null) return `AOI${n}`;
}

/** Why `name` cannot name a parameter or local tag of `aoi` (other than tag `exceptId`), or null. */
export function addOnTagNameProblem(aoi: AddOnInstruction, name: string, exceptId?: string): string | null {
  if (name.trim() === '') return 'Enter a name for the parameter.';
  const rule = logixNameProblem(name, 'A parameter name');
  if (rule) return rule;
  const upper = name.toUpperCase();
  if (upper === ENABLE_IN.toUpperCase() || upper === ENABLE_OUT.toUpperCase()) {
    return `${ENABLE_IN} and ${ENABLE_OUT} are every Add-On Instruction's own parameters.`;
  }
  const twin = Object.values(aoi.tagMap).find(
    (tag) => tag.uuid !== exceptId && tag.name.toUpperCase() === upper,
  );
  return twin ? `${aoi.name} already has a parameter or local tag named ${twin.name}.` : null;
}

/** Why a tag of `usage` cannot have type `type` (with `dimension` for an array), or null. */
export function addOnTypeProblem(usage: AddOnUsage, type: string, dimension: number | null): string | null {
  if (usage !== 'Input' && usage !== 'Output') return null;
  if (!(ADD_ON_SCALAR_TYPES as readonly string[]).includes(type)) {
    return `An ${usage} parameter is BOOL, DINT or REAL: pass ${type} data as an InOut parameter.`;
  }
  return dimension !== null
    ? `An ${usage} parameter is one value: pass an array as an InOut parameter.`
    : null;
}

/** The ladder calls of AOI `name` (instructions whose type is its name, any case). */
export function addOnCalls(project: Project, name: string): Instruction[] {
  const upper = name.toUpperCase();
  return Object.values(project.instructionMap).filter((ins) => ins.type.toUpperCase() === upper);
}

/** Names of the tags (the project's and every AOI's) whose type is AOI `name`: its instances. */
export function addOnInstances(project: Project, name: string): string[] {
  const upper = name.toUpperCase();
  const tags = [
    ...Object.values(project.tagMap),
    ...addOnsOf(project).flatMap((aoi) => Object.values(aoi.tagMap)),
  ];
  return tags
    .filter((tag) => tag.data_type === 'STRUCT' && tag.udt?.toUpperCase() === upper)
    .map((t) => t.name);
}

/** The parameters a call shows on its box: required or visible Input/Output, and every InOut, in order. */
export function boxParameters(aoi: AddOnInstruction): AddOnInstruction['tagMap'][string][] {
  return aoi.tagOrder
    .map((id) => aoi.tagMap[id])
    .filter((tag): tag is NonNullable<typeof tag> => tag !== undefined)
    .filter(
      (tag) =>
        tag.usage === 'InOut' ||
        ((tag.usage === 'Input' || tag.usage === 'Output') && (tag.required || tag.visible)),
    );
}

/** The AOI a call instruction (its type) names, or undefined. */
export function addOnOfCall(project: Project, type: string): AddOnInstruction | undefined {
  const upper = type.toUpperCase();
  return addOnsOf(project).find((aoi) => aoi.name.toUpperCase() === upper);
}

/** A new call of `aoi` (no instance, no arguments yet: every parameter null). */
export function addOnCall(uuid: string, aoi: AddOnInstruction): Instruction {
  const params: Record<string, null> = {};
  for (const id of aoi.tagOrder) {
    const tag = aoi.tagMap[id];
    if (tag && tag.usage !== 'Local') params[tag.name] = null;
  }
  return { uuid, type: aoi.name, tag: null, params };
}

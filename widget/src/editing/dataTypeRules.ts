/**
 * Rules the data type actions share (issue 24 item 4): the name checks the Data types editor shows
 * live, what uses a type, renaming a type's references, and dropping stored member values a changed
 * type no longer has.
 */
import {
  dataTypeProblems,
  IDENTIFIER,
  RESERVED_TYPE_NAMES,
  TypeTable,
  type DataType,
  type DataTypeMember,
  type Project,
  type Tag,
} from '@plcsim/compiler';

/** Longest data type or member name accepted (as a tag name). */
export const MAX_TYPE_NAME = 40;

/** The built-in types a member may have (a STRUCT member is offered by its data type's name). */
export const MEMBER_BUILTIN_TYPES = ['BOOL', 'DINT', 'REAL', 'TIMER', 'COUNTER', 'CONTROL'] as const;

/** Why `name` cannot name a data type (other than the one with id `selfId`), or null. */
export function dataTypeNameProblem(
  project: Pick<Project, 'dataTypes'>,
  name: string,
  selfId?: string,
): string | null {
  if (name === '') return 'Type a name for the data type.';
  if (name.length > MAX_TYPE_NAME) return `A data type name has at most ${MAX_TYPE_NAME} characters.`;
  if (!IDENTIFIER.test(name)) {
    return `"${name}" is not a name: use letters, digits and _, starting with a letter or _.`;
  }
  if (RESERVED_TYPE_NAMES.has(name.toUpperCase())) return `${name} is a built-in type's name.`;
  const upper = name.toUpperCase();
  const clash = Object.values(project.dataTypes ?? {}).find(
    (type) => type.uuid !== selfId && type.name.toUpperCase() === upper,
  );
  return clash ? `A data type named "${clash.name}" already exists.` : null;
}

/** Why `name` cannot name member `position` of `members` (a clash is with an earlier member), or null. */
export function memberNameProblem(
  typeName: string,
  members: readonly Pick<DataTypeMember, 'name'>[],
  name: string,
  position: number,
): string | null {
  if (name === '') return 'Type a name for the member.';
  if (name.length > MAX_TYPE_NAME) return `A member name has at most ${MAX_TYPE_NAME} characters.`;
  if (!IDENTIFIER.test(name)) {
    return `"${name}" is not a name: use letters, digits and _, starting with a letter or _.`;
  }
  const upper = name.toUpperCase();
  const clash = members.find((m, i) => i < position && m.name.toUpperCase() === upper);
  return clash ? `${typeName} already has a member ${clash.name}.` : null;
}

/** Names of the tags and data types that use data type `name` (case-insensitively). */
export function dataTypeUsers(project: Pick<Project, 'tagMap' | 'dataTypes'>, name: string): string[] {
  const upper = name.toUpperCase();
  const names: string[] = [];
  for (const tag of Object.values(project.tagMap))
    if (tag.data_type === 'STRUCT' && tag.udt?.toUpperCase() === upper) names.push(tag.name);
  for (const type of Object.values(project.dataTypes ?? {})) {
    if (type.name.toUpperCase() === upper) continue;
    if (type.members.some((m) => m.data_type === 'STRUCT' && m.udt?.toUpperCase() === upper))
      names.push(type.name);
  }
  return names;
}

/** `project` with every tag and member naming data type `from` naming `to` instead. */
export function renameTypeReferences(project: Project, from: string, to: string): Project {
  const upper = from.toUpperCase();
  const names = (udt: string | undefined) => udt !== undefined && udt.toUpperCase() === upper;
  let tagMap = project.tagMap;
  for (const [id, tag] of Object.entries(project.tagMap)) {
    if (tag.data_type !== 'STRUCT' || !names(tag.udt)) continue;
    if (tagMap === project.tagMap) tagMap = { ...tagMap };
    tagMap[id] = { ...tag, udt: to };
  }
  const dataTypes: Record<string, DataType> = {};
  for (const [id, type] of Object.entries(project.dataTypes ?? {})) {
    const renamed = type.members.some((m) => m.data_type === 'STRUCT' && names(m.udt));
    dataTypes[id] = renamed
      ? {
          ...type,
          members: type.members.map((m) =>
            m.data_type === 'STRUCT' && names(m.udt) ? { ...m, udt: to } : m,
          ),
        }
      : type;
  }
  return { ...project, tagMap, dataTypes };
}

/**
 * `project` with each STRUCT tag's and block array's stored member values kept only where the (changed)
 * types still have a one-slot member of that path, and where the value fits its type (a member that
 * became a BOOL keeps a 0 or 1, a DINT a whole number); the others return to 0 (they are dropped).
 */
export function pruneMemberValues(project: Project): Project {
  const table = new TypeTable(project.dataTypes, project.addOnInstructions);
  let tagMap = project.tagMap;
  for (const [id, tag] of Object.entries(project.tagMap)) {
    const kept = keptValues(table, tag);
    if (kept === tag.memberValues) continue;
    if (tagMap === project.tagMap) tagMap = { ...tagMap };
    const next: Tag = { ...tag };
    if (kept === undefined) delete next.memberValues;
    else next.memberValues = kept;
    tagMap[id] = next;
  }
  return tagMap === project.tagMap ? project : { ...project, tagMap };
}

function keptValues(table: TypeTable, tag: Tag): Record<string, number> | undefined {
  const stored = tag.memberValues;
  if (stored === undefined) return undefined;
  const types = new Map(
    table.leaves(tag).map((leaf) => [leaf.path.replace(/^\./, '').toUpperCase(), leaf.type]),
  );
  const kept: Record<string, number> = {};
  let changed = false;
  for (const [path, value] of Object.entries(stored)) {
    const type = types.get(path.toUpperCase());
    const fits =
      type === 'REAL' ||
      (type === 'DINT' && Number.isInteger(value)) ||
      (type === 'BOOL' && (value === 0 || value === 1));
    if (fits) kept[path] = value;
    else changed = true;
  }
  if (!changed) return stored;
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/**
 * The first problem `dataTypeProblems` finds in `project` that it did not find in `before` (the
 * document before an edit), as a sentence without its location (`Motor contains itself (Motor → Line
 * → Motor)`), or null when there is none.
 */
export function firstDataTypeProblem(
  project: Pick<Project, 'tagMap' | 'dataTypes'>,
  before: Pick<Project, 'tagMap' | 'dataTypes'>,
): string | null {
  const old = new Set(dataTypeProblems(before));
  const problem = dataTypeProblems(project).find((p) => !old.has(p));
  if (problem === undefined) return null;
  const at = problem.indexOf(': ');
  const text = at < 0 ? problem : problem.slice(at + 2);
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.)]$/.test(text) ? '' : '.'}`;
}

/**
 * What a document gets wrong about its user-defined data types and STRUCT tags (model/dataTypes.ts lays
 * the valid ones out): used by parseProjectDocument, the Structured Text compiler for declared types and
 * the Tags tab's data type editor.
 */
import { MAX_ARRAY_LENGTH } from './arrays.ts';
import {
  hasMemberValues,
  IDENTIFIER,
  MAX_MEMBERS,
  MAX_STRUCT_DEPTH,
  MAX_TAG_SLOTS,
  RESERVED_TYPE_NAMES,
  TypeTable,
  typeText,
  type TypeRef,
} from './dataTypes.ts';
import type { DataType, Project } from './project.ts';

/** `dataTypes.abc`, or `dataTypes["a b"]`: where a message points. */
function where(map: string, key: string): string {
  return /^[^\s.[\]"']+$/.test(key) ? `${map}.${key}` : `${map}[${JSON.stringify(key)}]`;
}

/**
 * What a document gets wrong about its data types and STRUCT tags, as `dataTypes.abc.members[2].udt: …`
 * messages: bad or duplicate names, unknown types, a type that contains itself, nesting past
 * MAX_STRUCT_DEPTH, a type or tag past MAX_TAG_SLOTS, and `udt`/`values`/`memberValues` where they do not
 * belong.
 */
export function dataTypeProblems(
  project: Pick<Project, 'tagMap' | 'dataTypes' | 'addOnInstructions'>,
): string[] {
  const problems: string[] = [];
  const dataTypes = project.dataTypes ?? {};
  const table = new TypeTable(dataTypes, project.addOnInstructions);
  const seen = new Set<string>();
  const depthOf = new Map<string, number>();
  const depths = (name: string): number => nestingDepth(table, name, new Set(), depthOf);
  const checkRef = (at: string, ref: TypeRef): void => {
    if (ref.data_type === 'STRUCT') {
      if (ref.udt === undefined) problems.push(`${at}.udt: a STRUCT needs the name of its data type`);
      else if (!table.find(ref.udt)) problems.push(`${at}.udt: there is no data type ${ref.udt}`);
    } else if (ref.udt !== undefined) {
      problems.push(`${at}.udt: only a STRUCT names a data type`);
    }
    if (ref.dimension !== undefined && ref.dimension > MAX_ARRAY_LENGTH)
      problems.push(`${at}.dimension: must be at most ${MAX_ARRAY_LENGTH}`);
  };
  for (const [key, type] of Object.entries(dataTypes)) {
    const at = where('dataTypes', key);
    const before = problems.length;
    if (!IDENTIFIER.test(type.name))
      problems.push(`${at}.name: must be a name (letters, digits and _, not first a digit)`);
    else if (RESERVED_TYPE_NAMES.has(type.name.toUpperCase()))
      problems.push(`${at}.name: ${type.name} is a built-in type's name`);
    else if (seen.has(type.name.toUpperCase()))
      problems.push(`${at}.name: another data type is already named ${type.name}`);
    seen.add(type.name.toUpperCase());
    if (type.members.length === 0) problems.push(`${at}.members: a data type needs at least one member`);
    if (type.members.length > MAX_MEMBERS)
      problems.push(`${at}.members: must have at most ${MAX_MEMBERS} members`);
    const names = new Set<string>();
    type.members.forEach((member, i) => {
      const m = `${at}.members[${i}]`;
      if (!IDENTIFIER.test(member.name))
        problems.push(`${m}.name: must be a name (letters, digits and _, not first a digit)`);
      else if (names.has(member.name.toUpperCase()))
        problems.push(`${m}.name: ${type.name} already has a member ${member.name}`);
      names.add(member.name.toUpperCase());
      checkRef(m, member);
    });
    const cycle = findCycle(table, type);
    if (cycle) {
      problems.push(`${at}: ${type.name} contains itself (${cycle.join(' → ')})`);
      continue;
    }
    const depth = depths(type.name);
    if (depth > MAX_STRUCT_DEPTH)
      problems.push(
        `${at}: ${type.name} nests structures ${depth} deep; at most ${MAX_STRUCT_DEPTH} are allowed`,
      );
    else if (problems.length === before && table.struct(type.name) === undefined)
      problems.push(`${at}: ${type.name} takes more than ${MAX_TAG_SLOTS} slots`);
  }
  for (const [key, tag] of Object.entries(project.tagMap)) {
    const at = where('tagMap', key);
    const before = problems.length;
    checkRef(at, tag);
    if (tag.values !== undefined && hasMemberValues(tag))
      problems.push(`${at}.values: a ${typeText(tag)} keeps its values in memberValues`);
    if (tag.memberValues !== undefined && !hasMemberValues(tag))
      problems.push(
        `${at}.memberValues: only a STRUCT or an array of TIMER, COUNTER or STRUCT has member values`,
      );
    const struct = tag.data_type === 'STRUCT' && tag.udt !== undefined ? table.struct(tag.udt) : null;
    if (problems.length === before && struct !== undefined && table.size(tag) === undefined)
      problems.push(`${at}: ${tag.name} (${typeText(tag)}) takes more than ${MAX_TAG_SLOTS} slots`);
  }
  return problems;
}

/** The chain of type names by which `type` contains itself, or null. */
function findCycle(table: TypeTable, type: DataType): string[] | null {
  const walk = (current: DataType, chain: string[]): string[] | null => {
    for (const member of current.members) {
      if (member.data_type !== 'STRUCT' || member.udt === undefined) continue;
      const next = table.find(member.udt);
      if (!next) continue;
      if (next === type) return [...chain, next.name];
      if (chain.some((name) => name.toUpperCase() === next.name.toUpperCase())) continue;
      const found = walk(next, [...chain, next.name]);
      if (found) return found;
    }
    return null;
  };
  return walk(type, [type.name]);
}

/** How deep structures nest inside `name` (1 for a type without STRUCT members), remembered in `known`. */
function nestingDepth(
  table: TypeTable,
  name: string,
  visiting: Set<string>,
  known: Map<string, number>,
): number {
  const type = table.find(name);
  const key = type?.name.toUpperCase() ?? '';
  if (!type || visiting.has(key)) return 1;
  const remembered = known.get(key);
  if (remembered !== undefined) return remembered;
  visiting.add(key);
  let deepest = 0;
  for (const member of type.members) {
    if (member.data_type === 'STRUCT' && member.udt !== undefined)
      deepest = Math.max(deepest, nestingDepth(table, member.udt, visiting, known));
  }
  visiting.delete(key);
  known.set(key, 1 + deepest);
  return 1 + deepest;
}

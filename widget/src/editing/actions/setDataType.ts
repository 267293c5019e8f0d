import { MAX_MEMBERS, TypeTable, type DataType, type DataTypeMember, type Project } from '@plcsim/compiler';
import { arrayLength } from '../arrayLength.ts';
import {
  dataTypeNameProblem,
  firstDataTypeProblem,
  MEMBER_BUILTIN_TYPES,
  memberNameProblem,
  pruneMemberValues,
  renameTypeReferences,
} from '../dataTypeRules.ts';
import { own } from '../ladderIndex.ts';
import { done, refuse } from '../result.ts';
import type { Action, MemberEntry } from '../types.ts';

/**
 * Changes user-defined data type `typeId` (the Data types editor, issue 24 item 4): its name, its
 * description and its members (name, type, array length, description, in order), each only when given.
 * A new name is checked as a new type's is and every tag and member naming the type is renamed with it.
 * A member's type is BOOL, DINT, REAL, TIMER, COUNTER or another data type's name; its array length is
 * blank or 1 to 1000. Stored member values the changed type no longer has (or whose type changed so
 * that they no longer fit) return to 0. Refused for bad or duplicate member names, no members, an
 * unknown type, a type that would contain itself, nest too deep or make a tag too big
 * (model/dataTypes.ts `dataTypeProblems` stays empty). The same definition is no change.
 */
export const setDataType: Action<'setDataType'> = {
  name: 'setDataType',
  label: 'Change data type',
  perform(state, { typeId, name, description, members }) {
    const { project: base } = state;
    const type = own(base.dataTypes ?? {}, typeId);
    if (!type) return refuse(`Data type "${typeId}" does not exist.`);
    const nextName = name === undefined ? type.name : name.trim();
    const nameProblem = nextName === type.name ? null : dataTypeNameProblem(base, nextName, typeId);
    if (nameProblem) return refuse(nameProblem);
    let nextMembers = type.members;
    if (members !== undefined) {
      const built = buildMembers(base, nextName, members);
      if ('refused' in built) return refuse(built.refused);
      nextMembers = built.members;
    }
    const next: DataType = {
      ...type,
      name: nextName,
      description: description === undefined ? type.description : description.trim(),
      members: nextMembers,
    };
    if (sameType(type, next)) return { state };
    let project: Project = { ...base, dataTypes: { ...base.dataTypes, [typeId]: next } };
    if (nextName !== type.name) project = renameTypeReferences(project, type.name, nextName);
    project = pruneMemberValues(project);
    const problem = firstDataTypeProblem(project, base);
    if (problem) return refuse(problem);
    return done(state, project);
  },
};

/** The members as entered, checked and written as the model keeps them. */
function buildMembers(
  project: Project,
  typeName: string,
  entries: readonly MemberEntry[],
): { members: DataTypeMember[] } | { refused: string } {
  if (entries.length === 0) return { refused: `${typeName} needs at least one member.` };
  if (entries.length > MAX_MEMBERS) return { refused: `A data type has at most ${MAX_MEMBERS} members.` };
  const table = new TypeTable(project.dataTypes, project.addOnInstructions);
  const members: DataTypeMember[] = [];
  for (const [position, entry] of entries.entries()) {
    const memberName = entry.name.trim();
    const problem = memberNameProblem(
      typeName,
      entries.map((e) => ({ name: e.name.trim() })),
      memberName,
      position,
    );
    if (problem) return { refused: problem };
    const builtin = MEMBER_BUILTIN_TYPES.find((t) => t === entry.type.toUpperCase());
    const udt = builtin ? undefined : table.find(entry.type);
    if (!builtin && !udt) return { refused: `There is no data type "${entry.type}".` };
    const length = arrayLength(builtin ?? 'STRUCT', entry.dimension);
    if ('refused' in length) return { refused: `${typeName}.${memberName}: ${length.refused}` };
    const member: DataTypeMember = {
      name: memberName,
      data_type: builtin ?? 'STRUCT',
      description: (entry.description ?? '').trim(),
    };
    if (udt) member.udt = udt.name;
    if (length.dimension !== null) {
      member.dimension = length.dimension;
      if (entry.lower !== undefined && entry.lower !== 0) member.lower = entry.lower;
    }
    members.push(member);
  }
  return { members };
}

function sameType(a: DataType, b: DataType): boolean {
  return (
    a.name === b.name &&
    a.description === b.description &&
    a.members.length === b.members.length &&
    a.members.every((m, i) => {
      const n = b.members[i];
      return (
        n !== undefined &&
        m.name === n.name &&
        m.data_type === n.data_type &&
        m.udt === n.udt &&
        m.dimension === n.dimension &&
        (m.lower ?? 0) === (n.lower ?? 0) &&
        m.description === n.description
      );
    })
  );
}

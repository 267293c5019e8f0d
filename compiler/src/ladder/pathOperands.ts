/**
 * Ladder operands that are paths into a structure or an array of blocks (issue 24): `Pump1.Speed`,
 * `Pumps[Idx].Run`, `Timers[2]`, `Station.Delay.ACC`, stored as `tagId.Speed`, `tagId[indexId].Run`
 * (model/operandPaths.ts). A plain tag or child id is looked up first; a one-index operand on a BOOL,
 * DINT or REAL array (`arrayId[3]`) stays an array element (model/arrays.ts). Everything else that parses
 * as a path is followed by the TypeTable (model/dataTypes.ts `walk`): the result is the type reached,
 * the slot offset from the tag's first slot and the one variable index (LDX/STX with the stride).
 */
import {
  hasMemberValues,
  pathErrorMessage,
  TypeTable,
  type Access,
  type TypeRef,
} from '../model/dataTypes.ts';
import { parseOperandPath, segmentsText, walkSegments, type OperandPath } from '../model/operandPaths.ts';
import type { AddOnInstruction, Project } from '../model/project.ts';
import { indexOutOfRange } from './arrayMessages.ts';

/** A tag as a path starts from: its name and type. */
export interface PathRoot {
  readonly name: string;
  readonly ref: TypeRef;
}

/** A path operand that names something: its tag, path, where it ends and its index tag id. */
export interface PathTarget {
  readonly tagId: string;
  readonly root: PathRoot;
  readonly path: OperandPath;
  readonly access: Access;
  /** The id of the tag or child holding the variable index, when there is one. */
  readonly indexId?: string;
}

/** What {@link resolvePath} found: a target, or why the path names nothing (a message without the rung). */
export type PathResolution =
  { target: PathTarget; error?: undefined } | { target?: undefined; error: string };

/** How a resolver looks up tags: ids to roots, and the names of index ids. */
export interface PathLookup {
  /** The tag with id `id` (not a child), or undefined. */
  tag(id: string): PathRoot | undefined;
  /** True when `id` is a tag or child id (such an operand is never a path). */
  isId(id: string): boolean;
  /** The name of an index tag or child id, as a learner reads it (`Idx`, `T1.ACC`). */
  indexName(id: string): string;
}

const tables = new WeakMap<object, WeakMap<object, TypeTable>>();
const EMPTY = {};
const NO_ADD_ONS: readonly AddOnInstruction[] = [];

/**
 * The TypeTable of `dataTypes` and the project's Add-On Instructions (whose instance structures it
 * knows), built once per pair of objects.
 */
export function typeTableOf(
  dataTypes: Project['dataTypes'] | null | undefined,
  addOns?: readonly AddOnInstruction[] | null,
): TypeTable {
  const key = dataTypes ?? EMPTY;
  const aois = Array.isArray(addOns) ? addOns : NO_ADD_ONS;
  let byAddOns = tables.get(key);
  if (!byAddOns) {
    byAddOns = new WeakMap();
    tables.set(key, byAddOns);
  }
  let table = byAddOns.get(aois);
  if (!table) {
    table = new TypeTable(dataTypes ?? undefined, aois);
    byAddOns.set(aois, table);
  }
  return table;
}

/** True when `ref` is one BOOL, DINT or REAL value. */
export function isScalarRef(ref: TypeRef): ref is TypeRef & { data_type: 'BOOL' | 'DINT' | 'REAL' } {
  return (
    ref.dimension === undefined &&
    (ref.data_type === 'BOOL' || ref.data_type === 'DINT' || ref.data_type === 'REAL')
  );
}

/**
 * The path `operand` names, or undefined when it is no path operand: an id, not a path, a path from a
 * tag that does not exist, or `arrayId[index]` on a BOOL/DINT/REAL array (the array-element rules).
 */
export function resolvePath(
  types: TypeTable,
  lookup: PathLookup,
  operand: unknown,
): PathResolution | undefined {
  if (typeof operand !== 'string' || lookup.isId(operand)) return undefined;
  const path = parseOperandPath(operand);
  const root = path ? lookup.tag(path.tag) : undefined;
  if (!path || !root) return undefined;
  const [first] = path.segments;
  if (path.segments.length === 1 && first?.kind === 'index' && !hasMemberValues(root.ref)) return undefined;
  const written = (segment: number): string =>
    root.name + segmentsText(path.segments.slice(0, segment + 1), (i) => indexText(lookup, i));
  const walked = types.walk(root.ref, walkSegments(path.segments));
  if ('error' in walked) {
    const { error } = walked;
    if (error.kind === 'indexRange')
      return {
        error: indexOutOfRange(error.index, `${written(error.segment - 1)}[${error.lower}..${error.upper}]`),
      };
    return { error: pathErrorMessage(error, written) };
  }
  const variable = walked.access.variable;
  const step = variable ? path.segments[variable.segment] : undefined;
  const indexId = step?.kind === 'index' && typeof step.index === 'string' ? step.index : undefined;
  return {
    target: {
      tagId: path.tag,
      root,
      path,
      access: walked.access,
      ...(indexId !== undefined ? { indexId } : {}),
    },
  };
}

function indexText(lookup: PathLookup, index: string | number): string {
  return typeof index === 'number' ? String(index) : lookup.indexName(index);
}

/** `Pumps[Idx].Speed`: a target as a learner writes it. */
export function targetText(lookup: PathLookup, target: PathTarget): string {
  return target.root.name + segmentsText(target.path.segments, (i) => indexText(lookup, i));
}

/** The type reference of a tag-like record. */
export function refOf(tag: Pick<TypeRef, 'data_type' | 'udt' | 'dimension' | 'lower'>): TypeRef {
  return {
    data_type: tag.data_type,
    ...(tag.udt !== undefined ? { udt: tag.udt } : {}),
    ...(tag.dimension !== undefined ? { dimension: tag.dimension } : {}),
    ...(tag.lower !== undefined ? { lower: tag.lower } : {}),
  };
}

/** A PathLookup over a well-formed project's tag maps. */
export function projectLookup(project: Pick<Project, 'tagMap' | 'childTagMap'>): PathLookup {
  const own = <T>(map: Readonly<Record<string, T>> | undefined, id: string): T | undefined =>
    map && Object.hasOwn(map, id) ? map[id] : undefined;
  return {
    tag(id) {
      const tag = own(project.tagMap, id);
      return tag ? { name: tag.name, ref: refOf(tag) } : undefined;
    },
    isId(id) {
      return own(project.tagMap, id) !== undefined || own(project.childTagMap, id) !== undefined;
    },
    indexName(id) {
      const tag = own(project.tagMap, id);
      if (tag) return tag.name;
      const child = own(project.childTagMap, id);
      const parent = child ? own(project.tagMap, child.parent) : undefined;
      return child && parent ? `${parent.name}.${child.name}` : '?';
    },
  };
}

/** A path operand of a well-formed project resolved (undefined when it is no path operand). */
export function resolveProjectPath(
  project: Pick<Project, 'tagMap' | 'childTagMap' | 'dataTypes' | 'addOnInstructions'>,
  operand: unknown,
): PathResolution | undefined {
  return resolvePath(
    typeTableOf(project.dataTypes, project.addOnInstructions),
    projectLookup(project),
    operand,
  );
}

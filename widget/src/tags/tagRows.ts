import {
  blockMembers,
  elementRef,
  hasMemberValues,
  isBlockType,
  isDintMember,
  TypeTable,
  typeText,
  type Project,
  type TagType,
  type TypeRef,
} from '@plcsim/compiler';
import {
  arrayBounds,
  elementName,
  elementOperand,
  isArrayTag,
  storedElement,
  tagTypeText,
} from './arrayTags.ts';

/**
 * One line of the tag table: a top-level tag, a child tag shown as `parent.child`, an element of an
 * array tag shown as `Data[3]`, or a member of a structure (issue 24) shown as `Pump1.Speed` or
 * `Pumps[2].Delay.PRE`.
 */
export interface TagRow {
  /**
   * The tag's or child tag's id (`tagMap` / `childTagMap` key), for live values; an element's is its
   * operand string `arrayId[3]` (model/arrays.ts `elementOperand`), a member's its operand path
   * `tagId.Speed`, `tagId[2].Delay.PRE` (model/operandPaths.ts).
   */
  id: string;
  /** 'T1', 'T1.ACC' for a child tag, 'Data[3]' for an element, 'Pumps[2].Speed' (the engine's symbol name). */
  name: string;
  alias: string;
  /** The data type; an array's and its elements' is the element type. */
  dataType: TagType;
  /** What the Type column shows: the data type, `DINT[10]` / `REAL[1..10]` / `Motor[4]` for an array. */
  typeText: string;
  /** False for TIMER, COUNTER, STRUCT and array tags: their values live in their children or elements. */
  hasValue: boolean;
  /** The value stored in the document, shown when nothing is loaded. */
  value: number;
  /** Id of the parent row for a child tag, an element or a member, else null. */
  parentId: string | null;
  /** An array row's element count. */
  dimension?: number;
  /** An element row's index as its name writes it (`3` in `Data[3]`). */
  index?: number;
  /** A structure's or a nested block's member count: its row opens and closes its member rows. */
  members?: number;
  /** A row inside a STRUCT tag or an array of blocks or structures: its value lives in `memberValues`. */
  member?: boolean;
  /** A timer's or counter's status bit inside a structure or array (EN, DN …): its instruction sets it. */
  status?: boolean;
  /** How deep the row is nested: 0 for a top-level tag. */
  depth: number;
}

/** Whether an openable row (an array, a structure) lists its rows. */
export type IsOpen = (row: TagRow) => boolean;

const byName = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
const allOpen: IsOpen = () => true;

/**
 * The tag table's rows (spec 000 §2 "Tags tab"): top-level tags sorted by name (numbers in names in
 * numeric order, so DI2 comes before DI10), each followed by its child tags in stored order, or by its
 * elements in index order when it is an array, or by its members in type order when it is a structure
 * (nested: `Pumps[2].Delay.PRE`). Only the rows of arrays and structures `isOpen` opens are made (so a
 * closed array of 1000 structures costs one row); by default all are open.
 */
export function tagRows(
  project: Pick<Project, 'tagMap' | 'childTagMap' | 'dataTypes' | 'addOnInstructions'>,
  isOpen: IsOpen = allOpen,
): TagRow[] {
  const rows: TagRow[] = [];
  const types = new TypeTable(project.dataTypes, project.addOnInstructions);
  const tags = Object.values(project.tagMap).sort((a, b) => byName.compare(a.name, b.name));
  for (const tag of tags) {
    if (hasMemberValues(tag)) {
      const stored = new Map(
        Object.entries(tag.memberValues ?? {}).map(([path, value]) => [path.toUpperCase(), value]),
      );
      const nest: Nest = { types, isOpen, rows, stored, tagId: tag.uuid, tagName: tag.name };
      addValue(nest, tag, '', null, 0, tag.alias);
      continue;
    }
    const structured = isBlockType(tag.data_type);
    const array = isArrayTag(tag);
    const row: TagRow = {
      id: tag.uuid,
      name: tag.name,
      alias: tag.alias,
      dataType: tag.data_type,
      typeText: tagTypeText(tag),
      hasValue: !structured && !array,
      value: array ? 0 : tag.value,
      parentId: null,
      depth: 0,
      ...(array ? { dimension: tag.dimension } : {}),
    };
    rows.push(row);
    if (array) {
      if (!isOpen(row)) continue;
      const { lower, upper } = arrayBounds(tag);
      for (let index = lower; index <= upper; index++) {
        rows.push({
          id: elementOperand(tag.uuid, index),
          name: elementName(tag.name, index),
          alias: '',
          dataType: tag.data_type,
          typeText: tag.data_type,
          hasValue: true,
          value: storedElement(tag, index - lower),
          parentId: tag.uuid,
          index,
          depth: 1,
        });
      }
      continue;
    }
    for (const childId of tag.children ?? []) {
      const child = Object.hasOwn(project.childTagMap, childId) ? project.childTagMap[childId] : undefined;
      if (!child) continue;
      rows.push({
        id: child.uuid,
        name: `${tag.name}.${child.name}`,
        alias: child.alias,
        dataType: child.data_type,
        typeText: child.data_type,
        hasValue: true,
        value: child.value,
        parentId: tag.uuid,
        depth: 1,
      });
    }
  }
  return rows;
}

/** What the rows of one tag with member values share. */
interface Nest {
  types: TypeTable;
  isOpen: IsOpen;
  rows: TagRow[];
  /** The tag's stored member values by upper-cased path. */
  stored: ReadonlyMap<string, number>;
  tagId: string;
  tagName: string;
}

/**
 * Adds the row of the value of type `ref` at `path` below the tag (`` for the tag itself) and, when it
 * is open, the rows of its elements or members.
 */
function addValue(
  nest: Nest,
  ref: TypeRef,
  path: string,
  parentId: string | null,
  depth: number,
  alias = '',
  index?: number,
  status = false,
): void {
  const id = nest.tagId + path;
  const base = {
    id,
    name: nest.tagName + path,
    alias,
    dataType: ref.data_type,
    typeText: typeText(ref),
    parentId,
    depth,
    ...(depth > 0 ? { member: true } : {}),
    ...(index !== undefined ? { index } : {}),
  };
  if (ref.dimension !== undefined) {
    const row: TagRow = { ...base, hasValue: false, value: 0, dimension: ref.dimension };
    nest.rows.push(row);
    if (!nest.isOpen(row)) return;
    const element = elementRef(ref);
    const lower = ref.lower ?? 0;
    for (let i = lower; i < lower + ref.dimension; i++)
      addValue(nest, element, `${path}[${i}]`, id, depth + 1, '', i);
    return;
  }
  if (ref.data_type === 'STRUCT' || isBlockType(ref.data_type)) {
    const layout =
      ref.data_type === 'STRUCT' && ref.udt !== undefined ? nest.types.struct(ref.udt) : undefined;
    const members: readonly { name: string; ref: TypeRef; status: boolean }[] = isBlockType(ref.data_type)
      ? Object.keys(blockMembers(ref.data_type)).map((name) => ({
          name,
          ref: { data_type: isDintMember(name) ? 'DINT' : 'BOOL' },
          status: !isDintMember(name),
        }))
      : (layout?.members ?? []).map((m) => ({ name: m.name, ref: m.ref, status: false }));
    const row: TagRow = { ...base, hasValue: false, value: 0, members: members.length };
    nest.rows.push(row);
    if (!nest.isOpen(row)) return;
    for (const member of members)
      addValue(nest, member.ref, `${path}.${member.name}`, id, depth + 1, '', undefined, member.status);
    return;
  }
  const key = path.startsWith('.') ? path.slice(1) : path;
  nest.rows.push({
    ...base,
    hasValue: true,
    value: nest.stored.get(key.toUpperCase()) ?? 0,
    ...(status ? { status: true } : {}),
  });
}

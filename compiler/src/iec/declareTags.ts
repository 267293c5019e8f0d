/**
 * Turns declared variables into project tags: a Tag per name plus, for TIMER and COUNTER, its child
 * tags. Shared by the VAR block reader and the neutral-text importer.
 */
import {
  NEW_CONTROL_CHILDREN,
  NEW_COUNTER_CHILDREN,
  TIMER_CHILDREN,
  type ChildTag,
  type IoSymbol,
  type Project,
  type Tag,
  type TagType,
} from '../model/project.ts';
import type { VarDeclaration } from './varBlock.ts';

/** A new random id. */
export const randomId = (): string => crypto.randomUUID();

/**
 * The I/O symbol a new tag gets from its name: a BOOL named DI{n} (any case) is a digital input drawn as
 * 'NO_PUSHBUTTON', a BOOL named DO{n} a digital output drawn as 'INDICATOR'; a REAL named AI{n} an analog
 * input drawn as 'POTENTIOMETER' (a slider), a REAL named AO{n} an analog output drawn as 'ANALOG_GAUGE'
 * (issue 26); every other tag gets null.
 */
export function ioSymbolForName(name: string, type: TagType): IoSymbol | null {
  if (type === 'REAL') {
    if (/^AI\d+$/i.test(name)) return 'POTENTIOMETER';
    if (/^AO\d+$/i.test(name)) return 'ANALOG_GAUGE';
    return null;
  }
  if (type !== 'BOOL') return null;
  if (/^DI\d+$/i.test(name)) return 'NO_PUSHBUTTON';
  if (/^DO\d+$/i.test(name)) return 'INDICATOR';
  return null;
}

/** A new child tag of `parent`: PRE and ACC are DINT, the rest BOOL; value 0. */
export function createChildTag(parent: string, name: string, newId: () => string): ChildTag {
  return {
    uuid: newId(),
    name,
    alias: '',
    data_type: name === 'PRE' || name === 'ACC' || name === 'LEN' || name === 'POS' ? 'DINT' : 'BOOL',
    value: 0,
    children: null,
    io_symbol: null,
    parent,
  };
}

/**
 * A new tag and its children. Ids come from `newId` in order: the tag, then each child (PRE, ACC, EN,
 * TT, DN for timers; PRE, ACC, CU, CD, DN for counters). TIMER and COUNTER tags have value 0; a REAL
 * tag holds the nearest single to `value`.
 */
export function createTag(
  name: string,
  type: TagType,
  value: number,
  newId: () => string,
): { tag: Tag; children: ChildTag[] } {
  const uuid = newId();
  const childNames: readonly string[] =
    type === 'TIMER'
      ? TIMER_CHILDREN
      : type === 'COUNTER'
        ? NEW_COUNTER_CHILDREN
        : type === 'CONTROL'
          ? NEW_CONTROL_CHILDREN
          : [];
  const children = childNames.map((child) => createChildTag(uuid, child, newId));
  const structured = type === 'TIMER' || type === 'COUNTER' || type === 'CONTROL';
  const tag: Tag = {
    uuid,
    name,
    alias: '',
    data_type: type,
    value: structured ? 0 : type === 'REAL' ? Math.fround(value) : value,
    children: structured ? children.map((child) => child.uuid) : null,
    io_symbol: ioSymbolForName(name, type),
  };
  return { tag, children };
}

/**
 * Adds a tag for each declaration to a copy of `project` (the input is not changed). A declaration whose
 * name (case-insensitively) is already a tag of the project keeps the existing tag, whatever its type.
 * New tags get `alias: ''`, `value` from the initial value and `io_symbol` from {@link ioSymbolForName};
 * an array declaration becomes an array tag (`dimension`, `lower` when not 0, `values` when given).
 *
 * @param newId - id source, called once per new tag and child (default `crypto.randomUUID()`).
 */
export function addDeclaredTags(
  project: Project,
  declarations: readonly VarDeclaration[],
  newId: () => string = randomId,
): Project {
  const tagMap = { ...project.tagMap };
  const childTagMap = { ...project.childTagMap };
  const names = new Set(Object.values(tagMap).map((tag) => tag.name.toUpperCase()));
  for (const declaration of declarations) {
    const key = declaration.name.toUpperCase();
    if (names.has(key)) continue;
    names.add(key);
    const inside = declaration.dimension !== undefined || declaration.type === 'STRUCT';
    // Timers and counters inside arrays have no child tags (their members are memberValues).
    const { tag, children } = createTag(
      declaration.name,
      inside ? 'DINT' : declaration.type,
      declaration.initial,
      newId,
    );
    tag.data_type = declaration.type;
    if (declaration.udt !== undefined) tag.udt = declaration.udt;
    if (declaration.memberValues !== undefined) tag.memberValues = { ...declaration.memberValues };
    if (declaration.dimension !== undefined) {
      // An array: its elements' values in index order; `value` is unused.
      tag.value = 0;
      tag.dimension = declaration.dimension;
      if (declaration.lower !== undefined && declaration.lower !== 0) tag.lower = declaration.lower;
      if (declaration.values !== undefined)
        tag.values = declaration.values.map((v) => (declaration.type === 'REAL' ? Math.fround(v) : v));
    }
    tagMap[tag.uuid] = tag;
    for (const child of children) childTagMap[child.uuid] = child;
  }
  return { ...project, tagMap, childTagMap };
}

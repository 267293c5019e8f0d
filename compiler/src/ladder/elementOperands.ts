/**
 * Ladder operands as people read and type them (issue 24, arrays): `operandText` turns a stored operand
 * (a tag id, a child id, an element `arrayId[3]` / `arrayId[indexId]`, a constant) into `Data[3]`,
 * `Data[Index]`, `Timer1.ACC`, `5`; `elementOperandFromText` turns `Data[3]` or `Data[Index]` typed by a
 * user into the stored operand string, or says why it names no element. `operandDataType` is the type
 * an operand reads as (an element reads as its array's element type).
 */
import {
  arrayBounds,
  arrayRangeText,
  elementOperand,
  isArrayTag,
  parseElementOperand,
} from '../model/arrays.ts';
import { DINT_CHILDREN, type ChildTag, type Operand, type Project, type Tag } from '../model/project.ts';
import { own } from './read.ts';
import {
  operandPathText,
  parseOperandPath,
  segmentsText,
  walkSegments,
  type OperandSegment,
} from '../model/operandPaths.ts';
import { hasMemberValues, isBlockType, memberPath, typeText } from '../model/dataTypes.ts';
import { refOf, resolveProjectPath, typeTableOf } from './pathOperands.ts';
import { constantText } from './realOperands.ts';
import {
  arrayNotIndexable,
  indexNotDint,
  indexOutOfRange,
  notAnElement,
  unknownTagName,
} from './arrayMessages.ts';

/** `?`: an operand that is not set or names nothing (as neutral text writes it). */
export const UNSET_OPERAND = '?';

type TagMaps = Pick<Project, 'tagMap' | 'childTagMap' | 'dataTypes' | 'addOnInstructions'>;

/** `Timer1.ACC`: a child tag's name with its parent's; undefined when the parent is missing. */
function childName(project: TagMaps, child: ChildTag): string | undefined {
  const parent = own(project.tagMap, child.parent);
  return parent ? `${parent.name}.${child.name}` : undefined;
}

/** The name of the tag or child tag `id` (`Start`, `Timer1.ACC`), or undefined. */
function tagOrChildName(project: TagMaps, id: string): string | undefined {
  const tag = own(project.tagMap, id);
  if (tag) return tag.name;
  const child = own(project.childTagMap, id);
  return child ? childName(project, child) : undefined;
}

/**
 * A stored operand as people read it: `Start`, `Timer1.ACC`, `Data[3]`, `Data[Index]`,
 * `Data[Timer1.ACC]`, a constant (`5`, `1.5`), or `?` when it is unset or names nothing.
 */
export function operandText(project: TagMaps, operand: Operand | null | undefined): string {
  if (typeof operand === 'number') return constantText(operand);
  if (typeof operand !== 'string') return UNSET_OPERAND;
  const name = tagOrChildName(project, operand);
  if (name !== undefined) return name;
  const path = resolveProjectPath(project, operand);
  if (path) {
    // A path that names nothing (a removed member) is still shown as written, so it can be fixed.
    const parsed = parseOperandPath(operand);
    const root = parsed ? own(project.tagMap, parsed.tag) : undefined;
    if (!parsed || !root) return UNSET_OPERAND;
    return (
      root.name +
      segmentsText(parsed.segments, (i) =>
        typeof i === 'number' ? String(i) : (tagOrChildName(project, i) ?? UNSET_OPERAND),
      )
    );
  }
  const element = parseElementOperand(operand);
  const array = element ? own(project.tagMap, element.array) : undefined;
  if (!element || !array) return UNSET_OPERAND;
  const index =
    typeof element.index === 'number' ? String(element.index) : tagOrChildName(project, element.index);
  return `${array.name}[${index ?? UNSET_OPERAND}]`;
}

/**
 * The data type an operand reads as: a tag's type (an array tag itself gives undefined: it needs an
 * index), a child's (DINT for PRE/ACC, else BOOL), an element's array's element type; undefined for
 * anything else. Does not check the index (validation does).
 */
export function operandDataType(project: TagMaps, operand: unknown): Tag['data_type'] | undefined {
  if (typeof operand !== 'string') return undefined;
  const tag = own(project.tagMap, operand);
  if (tag) return isArrayTag(tag) ? undefined : tag.data_type;
  const child = own(project.childTagMap, operand);
  if (child) return DINT_CHILDREN.includes(child.name.toUpperCase()) ? 'DINT' : 'BOOL';
  const path = resolveProjectPath(project, operand);
  if (path) {
    const ref = path.target?.access.ref;
    return ref && ref.dimension === undefined ? ref.data_type : undefined;
  }
  const element = parseElementOperand(operand);
  const array = element ? own(project.tagMap, element.array) : undefined;
  return array && isArrayTag(array) ? array.data_type : undefined;
}

/** The tag called `name` (case-insensitively), else the tag with that alias. */
function findTag(project: TagMaps, name: string): Tag | undefined {
  const key = name.toUpperCase();
  const tags = Object.values(project.tagMap);
  return (
    tags.find((t) => t.name.toUpperCase() === key) ??
    tags.find((t) => t.alias !== '' && t.alias.toUpperCase() === key)
  );
}

/** The DINT tag or child named `text` (`Index`, `Timer1.ACC`), or why it cannot be an index. */
function findIndex(project: TagMaps, text: string, element: string): { id: string } | { reason: string } {
  const dot = text.indexOf('.');
  if (dot < 0) {
    const tag = findTag(project, text);
    if (!tag) return { reason: unknownTagName(text) };
    if (tag.data_type !== 'DINT' || isArrayTag(tag))
      return { reason: indexNotDint(element, tag.name, isArrayTag(tag) ? 'an array' : tag.data_type) };
    return { id: tag.uuid };
  }
  const parent = findTag(project, text.slice(0, dot));
  const member = text
    .slice(dot + 1)
    .trim()
    .toUpperCase();
  const child = parent?.children
    ?.map((id) => own(project.childTagMap, id))
    .find((c) => c !== undefined && c.name.toUpperCase() === member);
  if (!parent || !child) return { reason: unknownTagName(text) };
  const name = `${parent.name}.${child.name}`;
  if (!DINT_CHILDREN.includes(member)) return { reason: indexNotDint(element, name, 'BOOL') };
  return { id: child.uuid };
}

/** What {@link elementOperandFromText} found. */
export type ElementOperandResult =
  | {
      /** The operand to store: `arrayId[3]` or `arrayId[indexId]`. */
      operand: string;
      /** The element type (what the operand reads as; TIMER, COUNTER or STRUCT for a path to one). */
      type: Tag['data_type'];
      reason: null;
    }
  | { operand: null; type: null; reason: string };

const TYPED_ELEMENT = /^\s*([^[\]\s]+)\s*\[\s*([^[\]]*?)\s*\]\s*$/;
const INTEGER = /^[+-]?\d+$/;

/**
 * The element operand for `Data[3]` or `Data[Index]` (also `Data[Timer1.ACC]`) typed by a user: names
 * resolve case-insensitively, by tag name then alias. Null with the reason when the text names no
 * element: not `Name[index]`, an unknown or non-array tag, an index that is not a DINT tag, child or
 * whole number, or a constant index outside the array's bounds
 * (`Array index 12 is out of range for Data[0..9]`).
 */
export function elementOperandFromText(project: TagMaps, text: string): ElementOperandResult {
  const fail = (reason: string): ElementOperandResult => ({ operand: null, type: null, reason });
  const typed = typedPath(text);
  const head = typed ? findTag(project, typed.head) : undefined;
  const [first] = typed?.segments ?? [];
  if (typed && head && (hasMemberValues(head) || typed.segments.length > 1 || first?.kind === 'member'))
    return pathOperandFromText(project, head, typed.segments);
  const match = TYPED_ELEMENT.exec(text);
  if (!match) return fail(notAnElement(text.trim()));
  const [, name = '', indexText = ''] = match;
  const array = findTag(project, name);
  if (!array) return fail(unknownTagName(name));
  if (!isArrayTag(array)) return fail(arrayNotIndexable(array.name));
  if (array.data_type !== 'BOOL' && array.data_type !== 'DINT' && array.data_type !== 'REAL')
    return fail(arrayNotIndexable(array.name));
  const type = array.data_type;
  if (indexText === '') return fail(notAnElement(text.trim()));
  if (INTEGER.test(indexText)) {
    const index = Number(indexText);
    const { lower, upper } = arrayBounds(array);
    if (index < lower || index > upper) return fail(indexOutOfRange(index, arrayRangeText(array)));
    return { operand: elementOperand(array.uuid, index), type, reason: null };
  }
  const found = findIndex(project, indexText, `${array.name}[${indexText}]`);
  if ('reason' in found) return fail(found.reason);
  return { operand: elementOperand(array.uuid, found.id), type, reason: null };
}

/**
 * The tag slot an operand reads now, for live values in a view: a tag's or child's slot (`slotOfId`, as
 * compileProject gives it; an array tag's is its first element's), an element's by its constant index
 * or by the index's current value (read with `readSlot`, e.g. `engine.slots()[slot]`); undefined for a
 * constant, an unknown operand or an index outside the array.
 */
export function operandSlot(
  project: TagMaps,
  slotOfId: ReadonlyMap<string, number>,
  operand: Operand | null | undefined,
  readSlot: (slot: number) => number | undefined,
): number | undefined {
  if (typeof operand !== 'string') return undefined;
  const direct = slotOfId.get(operand);
  if (direct !== undefined) return direct;
  const path = resolveProjectPath(project, operand);
  if (path) {
    const target = path.target;
    const base = target ? slotOfId.get(target.tagId) : undefined;
    if (!target || base === undefined) return undefined;
    const { offset, variable } = target.access;
    if (!variable) return base + offset;
    const indexSlot = target.indexId === undefined ? undefined : slotOfId.get(target.indexId);
    const k = indexSlot === undefined ? undefined : readSlot(indexSlot);
    if (k === undefined || k < variable.lower || k >= variable.lower + variable.count) return undefined;
    return base + offset + (k - variable.lower) * variable.stride;
  }
  const element = parseElementOperand(operand);
  const array = element ? own(project.tagMap, element.array) : undefined;
  const base = element ? slotOfId.get(element.array) : undefined;
  if (!element || !array || !isArrayTag(array) || base === undefined) return undefined;
  const indexSlot = typeof element.index === 'number' ? undefined : slotOfId.get(element.index);
  const index =
    typeof element.index === 'number'
      ? element.index
      : indexSlot === undefined
        ? undefined
        : readSlot(indexSlot);
  const { lower, upper } = arrayBounds(array);
  return index === undefined || index < lower || index > upper ? undefined : base + index - lower;
}

/** A typed path: the head name and its steps, indexes as written (`3`, `Idx`, `T1.ACC`). */
interface TypedPath {
  head: string;
  segments: ({ kind: 'member'; name: string } | { kind: 'index'; text: string })[];
}

const TYPED_HEAD = /^[A-Za-z_][A-Za-z0-9_]*/;
const TYPED_MEMBER = /^\.([A-Za-z_][A-Za-z0-9_]*)/;
const TYPED_INDEX = /^\[([^[\]]*)\]/;

/** `Pumps[Idx].Speed` typed by a user, split into its head and steps (spaces ignored), or null. */
function typedPath(text: string): TypedPath | null {
  const compact = text.replace(/\s+/g, '');
  const head = TYPED_HEAD.exec(compact);
  if (!head) return null;
  const segments: TypedPath['segments'] = [];
  let rest = compact.slice(head[0].length);
  while (rest.length > 0) {
    const member = TYPED_MEMBER.exec(rest);
    const index = member ? null : TYPED_INDEX.exec(rest);
    if (member) segments.push({ kind: 'member', name: member[1] ?? '' });
    else if (index) segments.push({ kind: 'index', text: index[1] ?? '' });
    else return null;
    rest = rest.slice((member ?? index)?.[0].length ?? rest.length);
  }
  return segments.length > 0 ? { head: head[0], segments } : null;
}

/**
 * The operand for a typed path from tag `head` (`Pump1.Speed`, `Pumps[Idx].Speed`, `Timers[2]`): index
 * names become ids, member names are written as the type declares them; or why it names nothing.
 */
function pathOperandFromText(
  project: TagMaps,
  head: Tag,
  typed: TypedPath['segments'],
): ElementOperandResult {
  const fail = (reason: string): ElementOperandResult => ({ operand: null, type: null, reason });
  if (isBlockType(head.data_type)) {
    const [only] = typed;
    if (typed.length === 1 && only?.kind === 'member' && head.dimension === undefined) {
      const child = head.children
        ?.map((id) => own(project.childTagMap, id))
        .find((c) => c !== undefined && c.name.toUpperCase() === only.name.toUpperCase());
      if (child) return { operand: child.uuid, type: child.data_type, reason: null };
      return fail(unknownTagName(`${head.name}.${only.name}`));
    }
  }
  const types = typeTableOf(project.dataTypes, project.addOnInstructions);
  const segments: OperandSegment[] = [];
  for (const step of typed) {
    if (step.kind === 'member') {
      segments.push(step);
      continue;
    }
    const written = head.name + segmentsText([...segments, { kind: 'index', index: step.text }], String);
    if (step.text === '') return fail(notAnElement(written));
    if (INTEGER.test(step.text)) {
      segments.push({ kind: 'index', index: Number(step.text) });
      continue;
    }
    const found = findIndex(project, step.text, written);
    if ('reason' in found) return fail(found.reason);
    segments.push({ kind: 'index', index: found.id });
  }
  const operand = operandPathText({ tag: head.uuid, segments });
  const resolved = resolveProjectPath(project, operand);
  if (!resolved) return fail(notAnElement(head.name));
  if (resolved.error !== undefined) return fail(resolved.error);
  const { ref } = resolved.target.access;
  if (ref.dimension !== undefined)
    return fail(`${operandText(project, operand)} is an array (${typeText(ref)}): name one element`);
  // Member names as the type declares them (`pump1.speed` → `Pump1.Speed`).
  const canonical: OperandSegment[] = segments.map((step, i) => {
    if (step.kind !== 'member') return step;
    const before = types.walk(refOf(head), walkSegments(segments.slice(0, i)));
    if ('error' in before) return step;
    const at = before.access.ref;
    if (isBlockType(at.data_type)) return { kind: 'member', name: step.name.toUpperCase() };
    const member =
      at.udt === undefined ? undefined : types.struct(at.udt)?.byName.get(step.name.toUpperCase());
    return { kind: 'member', name: member?.name ?? step.name };
  });
  return {
    operand: operandPathText({ tag: head.uuid, segments: canonical }),
    type: ref.data_type,
    reason: null,
  };
}

/**
 * The type a path operand (`tagId.Speed`, `tagId[indexId].Run`, `tagId[2]`) reads as, why it cannot
 * be an operand (the compiler's words, ending in `.`), or undefined when `operand` is no path operand.
 * A whole array is refused, an index must be a DINT tag or child, and a TIMER or COUNTER element needs
 * a constant index (docs/decisions.md "Structures in ladder").
 */
export function pathOperandType(
  project: TagMaps,
  operand: string,
): { type: Tag['data_type'] } | { refused: string } | undefined {
  const path = resolveProjectPath(project, operand);
  if (!path) return undefined;
  if (path.error !== undefined) return { refused: `${path.error}.` };
  const { target } = path;
  const text = operandText(project, operand);
  const ref = target.access.ref;
  if (ref.dimension !== undefined) return { refused: `${text} is an array: name one element.` };
  if (target.indexId !== undefined) {
    const indexType = operandDataType(project, target.indexId);
    if (indexType !== 'DINT')
      return {
        refused: `The index of ${text} must be a DINT tag or a whole number; it is ${indexType ?? 'unknown'}.`,
      };
  }
  if (isBlockType(ref.data_type) && target.access.variable)
    return { refused: `${text}: a ${ref.data_type} needs a constant index.` };
  return { type: ref.data_type };
}

/** How a view reads a path operand's value: its symbol, or the symbol around its variable index. */
export interface PathOperandProbe {
  /** `Pumps[Idx].Speed` (names, as operandText writes it). */
  text: string;
  /** The type it reads as. */
  dataType: Tag['data_type'];
  /** The symbol of a constant path (`Pump1.Speed`, `Pumps[2].Run`). */
  symbol?: string;
  /** A variable index: the symbol is `prefix[k]suffix` for the index tag's value k. */
  variable?: { prefix: string; suffix: string; lower: number; upper: number; index: string };
  /** The value stored in the document (the stored index's element for a variable path), if known. */
  storedValue?: number;
}

/** How a view shows and reads a path operand, or undefined when it is no path operand that names a value. */
export function pathOperandProbe(project: Project, operand: string): PathOperandProbe | undefined {
  const path = resolveProjectPath(project, operand);
  const target = path?.target;
  if (!target || target.access.ref.dimension !== undefined) return undefined;
  const root = own(project.tagMap, target.tagId);
  if (!root) return undefined;
  const { segments } = target.path;
  const text = operandText(project, operand);
  const stored = (k: number | undefined): number | undefined => {
    if (k === undefined) return undefined;
    const key = memberPath(
      segmentsText(segments, (i) => (typeof i === 'number' ? String(i) : String(k))),
    ).toUpperCase();
    const found = Object.entries(root.memberValues ?? {}).find(([p]) => p.toUpperCase() === key);
    return found ? found[1] : 0;
  };
  const dataType = target.access.ref.data_type;
  const variable = target.access.variable;
  if (!variable || target.indexId === undefined) {
    const value = stored(0);
    return {
      text,
      dataType,
      symbol: root.name + segmentsText(segments, String),
      ...(value !== undefined ? { storedValue: value } : {}),
    };
  }
  const at = variable.segment;
  const indexId = target.indexId;
  const indexHolder = own(project.tagMap, indexId) ?? own(project.childTagMap, indexId);
  const k = indexHolder?.value;
  const upper = variable.lower + variable.count - 1;
  const value = k !== undefined && k >= variable.lower && k <= upper ? stored(k) : undefined;
  return {
    text,
    dataType,
    variable: {
      prefix: root.name + segmentsText(segments.slice(0, at), String),
      suffix: segmentsText(segments.slice(at + 1), String),
      lower: variable.lower,
      upper,
      index: indexId,
    },
    ...(value !== undefined ? { storedValue: value } : {}),
  };
}

/**
 * User-defined data types (issue 24 item 4): Logix UDTs and IEC `STRUCT`s. This file is the one place
 * that knows how a type is laid out in tag memory, so the ladder compiler, the Structured Text compiler,
 * the Tags tab and the sequence runner agree on every member's slot and name.
 *
 * A type is written as a tag writes it (`TypeRef`): a data type, the UDT name for STRUCT, and a
 * dimension for an array. BOOL, DINT and REAL take one slot, TIMER and COUNTER their block, a STRUCT its
 * members in order, an array `dimension` elements of its element's size.
 */
import {
  CONTROL_DN,
  CONTROL_EM,
  CONTROL_EN,
  CONTROL_ER,
  CONTROL_EU,
  CONTROL_FD,
  CONTROL_IN,
  CONTROL_LEN,
  CONTROL_POS,
  CONTROL_SIZE,
  CONTROL_UL,
  COUNTER_ACC,
  COUNTER_CD,
  COUNTER_CU,
  COUNTER_DN,
  COUNTER_OV,
  COUNTER_PRE,
  COUNTER_SIZE,
  COUNTER_UN,
  TIMER_ACC,
  TIMER_DN,
  TIMER_EN,
  TIMER_PRE,
  TIMER_SIZE,
  TIMER_TT,
} from '@plcsim/engine-wasm/shared/layout';
import { addOnDataType } from './addOnType.ts';
import type { AddOnInstruction, DataType, ScalarType, Tag } from './project.ts';
import { PID_DATA_TYPE, PID_TYPE_NAME } from './pidType.ts';

/** Deepest nesting of structures in structures (a STRUCT tag is depth 1). */
export const MAX_STRUCT_DEPTH = 8;
/** Most members one data type may have. */
export const MAX_MEMBERS = 200;
/** Most slots one tag may take (a 1000-element array of a 20-slot structure). */
export const MAX_TAG_SLOTS = 20_000;

/** A data type as a tag or member writes it. */
export type TypeRef = Pick<Tag, 'data_type' | 'udt' | 'dimension' | 'lower'>;

/** Member offsets of a TIMER block, in the order Logix lists them. */
export const TIMER_MEMBER_OFFSETS: Readonly<Record<string, number>> = {
  PRE: TIMER_PRE,
  ACC: TIMER_ACC,
  EN: TIMER_EN,
  TT: TIMER_TT,
  DN: TIMER_DN,
};

/** Member offsets of a COUNTER block. */
export const COUNTER_MEMBER_OFFSETS: Readonly<Record<string, number>> = {
  PRE: COUNTER_PRE,
  ACC: COUNTER_ACC,
  CU: COUNTER_CU,
  CD: COUNTER_CD,
  DN: COUNTER_DN,
  OV: COUNTER_OV,
  UN: COUNTER_UN,
};

/** Member offsets of a CONTROL block (the file and shift instructions' control structure). */
export const CONTROL_MEMBER_OFFSETS: Readonly<Record<string, number>> = {
  LEN: CONTROL_LEN,
  POS: CONTROL_POS,
  EN: CONTROL_EN,
  EU: CONTROL_EU,
  DN: CONTROL_DN,
  EM: CONTROL_EM,
  ER: CONTROL_ER,
  UL: CONTROL_UL,
  IN: CONTROL_IN,
  FD: CONTROL_FD,
};

/** The built-in structures laid out as blocks. */
export type BlockType = 'TIMER' | 'COUNTER' | 'CONTROL';

/** Names no data type may take: the built-in types and the IEC words a program uses as types. */
export const RESERVED_TYPE_NAMES: ReadonlySet<string> = new Set([
  'BOOL',
  'DINT',
  'REAL',
  'TIMER',
  'COUNTER',
  'STRUCT',
  'CONTROL',
  PID_TYPE_NAME,
  'INT',
  'SINT',
  'LINT',
  'UINT',
  'UDINT',
  'USINT',
  'ULINT',
  'LREAL',
  'TIME',
  'BYTE',
  'WORD',
  'DWORD',
  'LWORD',
  'STRING',
  'WSTRING',
  'ARRAY',
  'TON',
  'TOF',
  'TP',
  'CTU',
  'CTD',
  'CTUD',
  'R_TRIG',
  'F_TRIG',
  'SR',
  'RS',
]);

/** An identifier: what a type, member or tag name may be. */
export const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** One member of a laid-out structure. */
export interface MemberLayout {
  /** The name as the type declares it. */
  readonly name: string;
  readonly ref: TypeRef;
  /** First slot, from the structure's first slot. */
  readonly offset: number;
  /** Slots it takes (the whole array for an array member). */
  readonly size: number;
  readonly description: string;
}

/** A data type's layout. */
export interface StructLayout {
  readonly type: DataType;
  /** Slots one value of the type takes. */
  readonly size: number;
  readonly members: readonly MemberLayout[];
  /** Members by upper-cased name. */
  readonly byName: ReadonlyMap<string, MemberLayout>;
}

/** A one-slot value inside a tag: its path below the tag, slot offset and type. */
export interface Leaf {
  /** `.Speed`, `[3].Delay.PRE`, `` for the value itself: appended to the tag's name it names the slot. */
  readonly path: string;
  readonly offset: number;
  readonly type: ScalarType;
}

/** One step of an access path: `.Speed`, `[3]`, or `[i]` (a variable index, `index` null). */
export type PathSegment =
  | { readonly kind: 'member'; readonly name: string }
  | { readonly kind: 'index'; readonly index: number | null };

/** Where an access path ends: the type reached, the constant slot offset, and its one variable index. */
export interface Access {
  readonly ref: TypeRef;
  /** Slot offset from the tag's first slot with every variable index at its array's first index. */
  readonly offset: number;
  /** The array indexed by a variable: its first index, element count and element size (stride). */
  readonly variable?: {
    readonly segment: number;
    readonly lower: number;
    readonly count: number;
    readonly stride: number;
  };
}

/** Why an access path is wrong; `segment` is the position of the step at fault. */
export type PathError =
  | {
      readonly kind: 'unknownMember';
      readonly segment: number;
      readonly name: string;
      readonly typeText: string;
      readonly members: readonly string[];
    }
  | { readonly kind: 'noMembers'; readonly segment: number; readonly name: string; readonly typeText: string }
  | { readonly kind: 'notArray'; readonly segment: number; readonly typeText: string }
  | {
      readonly kind: 'indexRange';
      readonly segment: number;
      readonly index: number;
      readonly lower: number;
      readonly upper: number;
    }
  | { readonly kind: 'twoVariableIndexes'; readonly segment: number }
  | { readonly kind: 'unknownType'; readonly segment: number; readonly typeText: string };

/** The element type of an array type (the type itself for one value). */
export function elementRef(ref: TypeRef): TypeRef {
  return ref.udt === undefined ? { data_type: ref.data_type } : { data_type: ref.data_type, udt: ref.udt };
}

/** `DINT`, `Motor`, `DINT[10]`, `Motor[4]` (Logix style; an IEC lower bound shows as `DINT[1..10]`). */
export function typeText(ref: TypeRef): string {
  const base = ref.data_type === 'STRUCT' ? (ref.udt ?? 'STRUCT') : ref.data_type;
  if (ref.dimension === undefined) return base;
  const lower = ref.lower ?? 0;
  return lower === 0 ? `${base}[${ref.dimension}]` : `${base}[${lower}..${lower + ref.dimension - 1}]`;
}

/** `ARRAY[0..9] OF Motor`, `Motor`: a type as IEC Structured Text declares it. */
export function iecTypeText(ref: TypeRef): string {
  const base = ref.data_type === 'STRUCT' ? (ref.udt ?? 'STRUCT') : ref.data_type;
  if (ref.dimension === undefined) return base;
  const lower = ref.lower ?? 0;
  return `ARRAY[${lower}..${lower + ref.dimension - 1}] OF ${base}`;
}

/** `Speed`, `[3].Speed`: a leaf path as `Tag.memberValues` keys it (without the leading dot). */
export function memberPath(path: string): string {
  return path.startsWith('.') ? path.slice(1) : path;
}

/** True for a type whose values are laid out as members (STRUCT, or any array of TIMER/COUNTER/STRUCT). */
export function hasMemberValues(ref: TypeRef): boolean {
  return ref.data_type === 'STRUCT' || (ref.dimension !== undefined && isBlockType(ref.data_type));
}

/** TIMER, COUNTER and CONTROL: the built-in structures. */
export function isBlockType(type: unknown): type is BlockType {
  return type === 'TIMER' || type === 'COUNTER' || type === 'CONTROL';
}

/**
 * The data types of a project, found by name (case-insensitively) and laid out on demand. Every method
 * is total: a type that is unknown or contains itself has no layout (`undefined`), and
 * {@link dataTypeProblems} names it.
 */
export class TypeTable {
  readonly #byName = new Map<string, DataType>();
  readonly #layouts = new Map<string, StructLayout | null>();
  readonly #inProgress = new Set<string>();
  readonly #addOns = new Map<string, AddOnInstruction>();
  readonly #addOnTypes = new Map<string, DataType>();

  /**
   * `addOns`: the project's Add-On Instructions, whose instance structures (model/addOnType.ts) are
   * found by the AOI's name after the data types of that name.
   */
  constructor(
    dataTypes: Readonly<Record<string, DataType>> | undefined,
    addOns?: readonly AddOnInstruction[],
  ) {
    for (const type of Object.values(dataTypes ?? {})) {
      const key = type.name.toUpperCase();
      if (!this.#byName.has(key)) this.#byName.set(key, type);
    }
    for (const aoi of addOns ?? []) {
      const key = aoi.name.toUpperCase();
      if (!this.#byName.has(key)) this.#addOns.set(key, aoi);
    }
  }

  /** Every data type of the project, in name order (not the built-in PID). */
  get types(): DataType[] {
    return [...this.#byName.values()].sort((a, b) => compareNames(a.name, b.name));
  }

  /** The data type named `name`: a built-in structure (PID) or one of the project's. */
  find(name: string): DataType | undefined {
    const key = name.toUpperCase();
    if (key === PID_TYPE_NAME) return PID_DATA_TYPE;
    const own = this.#byName.get(key);
    if (own) return own;
    const aoi = this.#addOns.get(key);
    if (!aoi) return undefined;
    let type = this.#addOnTypes.get(key);
    if (!type) {
      type = addOnDataType(aoi);
      this.#addOnTypes.set(key, type);
    }
    return type;
  }

  /** The layout of data type `name`, or undefined when it is unknown, contains itself or is too big. */
  struct(name: string): StructLayout | undefined {
    const key = name.toUpperCase();
    const known = this.#layouts.get(key);
    if (known !== undefined) return known ?? undefined;
    const type = this.find(key);
    if (!type || this.#inProgress.has(key)) return undefined;
    this.#inProgress.add(key);
    const members: MemberLayout[] = [];
    const byName = new Map<string, MemberLayout>();
    let size = 0;
    let valid = true;
    for (const member of type.members) {
      const ref: TypeRef = {
        data_type: member.data_type,
        ...(member.udt !== undefined ? { udt: member.udt } : {}),
        ...(member.dimension !== undefined ? { dimension: member.dimension } : {}),
        ...(member.lower !== undefined ? { lower: member.lower } : {}),
      };
      const memberSize = this.size(ref);
      if (memberSize === undefined) {
        valid = false;
        break;
      }
      const layout: MemberLayout = {
        name: member.name,
        ref,
        offset: size,
        size: memberSize,
        description: member.description,
      };
      members.push(layout);
      if (!byName.has(member.name.toUpperCase())) byName.set(member.name.toUpperCase(), layout);
      size += memberSize;
    }
    this.#inProgress.delete(key);
    const layout = valid && size <= MAX_TAG_SLOTS ? { type, size, members, byName } : null;
    this.#layouts.set(key, layout);
    return layout ?? undefined;
  }

  /** Slots one element of `ref` takes (its whole size for one value), or undefined for an unknown type. */
  elementSize(ref: TypeRef): number | undefined {
    switch (ref.data_type) {
      case 'TIMER':
        return TIMER_SIZE;
      case 'COUNTER':
        return COUNTER_SIZE;
      case 'CONTROL':
        return CONTROL_SIZE;
      case 'STRUCT':
        return ref.udt === undefined ? undefined : this.struct(ref.udt)?.size;
      default:
        return 1;
    }
  }

  /** Slots `ref` takes, or undefined for an unknown type or one past MAX_TAG_SLOTS. */
  size(ref: TypeRef): number | undefined {
    const element = this.elementSize(ref);
    if (element === undefined) return undefined;
    const size = element * (ref.dimension ?? 1);
    return size <= MAX_TAG_SLOTS ? size : undefined;
  }

  /**
   * Every one-slot value of `ref`, in slot order, with its path (`.Speed`, `[2].PRE`): what gets a
   * symbol and a stored value. Empty for an unknown type.
   */
  leaves(ref: TypeRef): Leaf[] {
    const leaves: Leaf[] = [];
    this.#collect(ref, '', 0, leaves);
    return leaves;
  }

  #collect(ref: TypeRef, path: string, offset: number, into: Leaf[]): void {
    if (ref.dimension !== undefined) {
      const element = elementRef(ref);
      const size = this.elementSize(element);
      if (size === undefined) return;
      const lower = ref.lower ?? 0;
      for (let i = 0; i < ref.dimension; i++)
        this.#collect(element, `${path}[${lower + i}]`, offset + i * size, into);
      return;
    }
    switch (ref.data_type) {
      case 'TIMER':
      case 'COUNTER':
      case 'CONTROL':
        for (const [name, at] of Object.entries(blockMembers(ref.data_type)))
          into.push({
            path: `${path}.${name}`,
            offset: offset + at,
            type: isDintMember(name) ? 'DINT' : 'BOOL',
          });
        return;
      case 'STRUCT': {
        const layout = ref.udt === undefined ? undefined : this.struct(ref.udt);
        for (const member of layout?.members ?? [])
          this.#collect(member.ref, `${path}.${member.name}`, offset + member.offset, into);
        return;
      }
      default:
        into.push({ path, offset, type: ref.data_type });
    }
  }

  /**
   * Follows an access path from a value of type `root`: members by name (case-insensitively; TIMER and
   * COUNTER members too), constant indexes checked against the bounds, and at most one variable index.
   */
  walk(root: TypeRef, segments: readonly PathSegment[]): { access: Access } | { error: PathError } {
    let ref = root;
    let offset = 0;
    let variable: Access['variable'];
    for (let segment = 0; segment < segments.length; segment++) {
      const step = segments[segment];
      if (!step) break;
      if (step.kind === 'index') {
        if (ref.dimension === undefined)
          return { error: { kind: 'notArray', segment, typeText: typeText(ref) } };
        const element = elementRef(ref);
        const stride = this.elementSize(element);
        if (stride === undefined)
          return { error: { kind: 'unknownType', segment, typeText: typeText(element) } };
        const lower = ref.lower ?? 0;
        const upper = lower + ref.dimension - 1;
        if (step.index === null) {
          if (variable) return { error: { kind: 'twoVariableIndexes', segment } };
          variable = { segment, lower, count: ref.dimension, stride };
        } else if (step.index < lower || step.index > upper) {
          return { error: { kind: 'indexRange', segment, index: step.index, lower, upper } };
        } else {
          offset += (step.index - lower) * stride;
        }
        ref = element;
        continue;
      }
      if (ref.dimension !== undefined || (ref.data_type !== 'STRUCT' && !isBlockType(ref.data_type)))
        return { error: { kind: 'noMembers', segment, name: step.name, typeText: typeText(ref) } };
      if (isBlockType(ref.data_type)) {
        const members = blockMembers(ref.data_type);
        const name = step.name.toUpperCase();
        const at = Object.hasOwn(members, name) ? members[name] : undefined;
        if (at === undefined)
          return {
            error: {
              kind: 'unknownMember',
              segment,
              name: step.name,
              typeText: ref.data_type,
              members: Object.keys(members),
            },
          };
        offset += at;
        ref = { data_type: isDintMember(name) ? 'DINT' : 'BOOL' };
        continue;
      }
      const layout = ref.udt === undefined ? undefined : this.struct(ref.udt);
      if (!layout) return { error: { kind: 'unknownType', segment, typeText: typeText(ref) } };
      const member = layout.byName.get(step.name.toUpperCase());
      if (!member)
        return {
          error: {
            kind: 'unknownMember',
            segment,
            name: step.name,
            typeText: layout.type.name,
            members: layout.members.map((m) => m.name),
          },
        };
      offset += member.offset;
      ref = member.ref;
    }
    return { access: { ref, offset, ...(variable ? { variable } : {}) } };
  }
}

/** TIMER, COUNTER or CONTROL member offsets. */
export function blockMembers(type: BlockType): Readonly<Record<string, number>> {
  return type === 'TIMER'
    ? TIMER_MEMBER_OFFSETS
    : type === 'COUNTER'
      ? COUNTER_MEMBER_OFFSETS
      : CONTROL_MEMBER_OFFSETS;
}

/** The slots a TIMER, COUNTER or CONTROL block takes. */
export function blockSize(type: BlockType): number {
  return type === 'TIMER' ? TIMER_SIZE : type === 'COUNTER' ? COUNTER_SIZE : CONTROL_SIZE;
}

/** True for the DINT members of a block (PRE, ACC, LEN, POS); the others are BOOLs. */
export function isDintMember(name: string): boolean {
  return name === 'PRE' || name === 'ACC' || name === 'LEN' || name === 'POS';
}

/**
 * The message for a path error, naming the path written so far (`Pump1.Sped`): the same words in ladder
 * and Structured Text. `written(n)` gives the text of the path up to and including segment n.
 */
export function pathErrorMessage(error: PathError, written: (segment: number) => string): string {
  switch (error.kind) {
    case 'unknownMember':
      return `'${written(error.segment)}': ${error.typeText} has no member ${error.name} (its members: ${error.members.join(', ')})`;
    case 'noMembers':
      return `'${written(error.segment)}': ${written(error.segment - 1)} is a ${error.typeText}, which has no members`;
    case 'notArray':
      return `'${written(error.segment)}': ${written(error.segment - 1)} is a ${error.typeText}, not an array`;
    case 'indexRange':
      return `'${written(error.segment)}': index ${error.index} is out of range ${error.lower}..${error.upper}`;
    case 'twoVariableIndexes':
      return `'${written(error.segment)}': only one index may be a variable in one reference; make the others constants`;
    case 'unknownType':
      return `'${written(error.segment)}': the data type ${error.typeText} is not defined`;
  }
}

function compareNames(a: string, b: string): number {
  const x = a.toUpperCase();
  const y = b.toUpperCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

import { realToBits, toInt32, type ProgramSymbol } from '@plcsim/engine-wasm';
import { own } from '../ladder/read.ts';
import { elementName, storedElement } from '../model/arrays.ts';
import {
  blockMembers,
  blockSize,
  COUNTER_MEMBER_OFFSETS,
  hasMemberValues,
  isBlockType,
  isDintMember,
  type BlockType,
  memberPath,
  TIMER_MEMBER_OFFSETS,
  TypeTable,
} from '../model/dataTypes.ts';
import type { Project, Tag } from '../model/project.ts';

/** Member offsets inside a TIMER and a COUNTER block (all seven exist even if the project lists fewer). */
export { TIMER_MEMBER_OFFSETS as TIMER_MEMBERS, COUNTER_MEMBER_OFFSETS as COUNTER_MEMBERS };

/** The block offset of member `name` (any case) of a TIMER, COUNTER or CONTROL; undefined for other names. */
export function memberOffset(type: BlockType, name: unknown): number | undefined {
  return typeof name === 'string' ? own(blockMembers(type), name.toUpperCase()) : undefined;
}

/**
 * Where every tag lives in tag memory. Tags are placed in name order (deterministic across saves);
 * BOOL, DINT and REAL take one slot, an array one slot per element (symbols `Data[0]` …), TIMER and
 * COUNTER a block, a STRUCT tag or an array of TIMER/COUNTER/STRUCT its members as model/dataTypes.ts
 * lays them out (symbols `Pump1.Speed`, `Pumps[2].Delay.PRE` …); integer constants used as operands and,
 * on request, energised-state flags follow the tags.
 */
export class TagLayout {
  /** Slot of each tag id and child tag id (a TIMER/COUNTER tag id gives its block's first slot). */
  readonly slotOfId = new Map<string, number>();
  /** Every readable name. */
  readonly symbols: ProgramSymbol[] = [];
  readonly #initial: number[] = [];
  readonly #constants = new Map<number, number>();
  readonly #realConstants = new Map<number, number>();
  /** The project's data types, as every STRUCT tag and member path is laid out. */
  readonly types: TypeTable;

  constructor(project: Project) {
    this.types = new TypeTable(project.dataTypes, project.addOnInstructions);
    const tags = Object.values(project.tagMap ?? {}).sort((a, b) =>
      a.name.toUpperCase() < b.name.toUpperCase() ? -1 : a.name.toUpperCase() > b.name.toUpperCase() ? 1 : 0,
    );
    for (const tag of tags) this.#place(project, tag);
  }

  /** Number of slots so far. */
  get slotCount(): number {
    return this.#initial.length;
  }

  /** Initial value of every slot. */
  initialValues(): Int32Array {
    return Int32Array.from(this.#initial);
  }

  /** The slot holding integer constant `value` (one slot per distinct value). */
  constant(value: number): number {
    const v = toInt32(value);
    let slot = this.#constants.get(v);
    if (slot === undefined) {
      slot = this.#allocate(v);
      this.#constants.set(v, slot);
    }
    return slot;
  }

  /** The slot holding REAL constant `value` (its single's bits; one slot per distinct bit pattern). */
  realConstant(value: number): number {
    const bits = realToBits(value);
    let slot = this.#realConstants.get(bits);
    if (slot === undefined) {
      slot = this.#allocate(bits);
      this.#realConstants.set(bits, slot);
    }
    return slot;
  }

  /** A fresh slot, initially 0 (energised-state flags). */
  scratch(): number {
    return this.#allocate(0);
  }

  #allocate(value: number): number {
    this.#initial.push(value);
    return this.#initial.length - 1;
  }

  #place(project: Project, tag: Tag): void {
    if (hasMemberValues(tag)) return this.#placeStructured(tag);
    if (tag.dimension !== undefined) return this.#placeArray(tag, tag.dimension);
    if (isBlockType(tag.data_type)) {
      const members = blockMembers(tag.data_type);
      const size = blockSize(tag.data_type);
      const base = this.#initial.length;
      for (let i = 0; i < size; i++) this.#allocate(0);
      this.slotOfId.set(tag.uuid, base);
      for (const [member, offset] of Object.entries(members)) {
        this.symbols.push({
          name: `${tag.name}.${member}`,
          ...(tag.alias ? { alias: `${tag.alias}.${member}` } : {}),
          slot: base + offset,
          type: isDintMember(member) ? 'DINT' : 'BOOL',
        });
      }
      for (const childId of tag.children ?? []) {
        const child = own(project.childTagMap, childId);
        const offset = child ? memberOffset(tag.data_type, child.name) : undefined;
        if (!child || offset === undefined) continue;
        this.slotOfId.set(child.uuid, base + offset);
        this.#initial[base + offset] =
          child.data_type === 'BOOL' ? (child.value ? 1 : 0) : toInt32(child.value);
      }
      return;
    }
    const slot = this.#allocate(slotBits(tag.data_type, tag.value));
    this.slotOfId.set(tag.uuid, slot);
    this.symbols.push({
      name: tag.name,
      ...(tag.alias ? { alias: tag.alias } : {}),
      slot,
      type: scalarType(tag.data_type),
    });
  }

  /** An array: its elements in consecutive slots, each readable as `Data[3]` (and `alias[3]`). */
  #placeArray(tag: Tag, dimension: number): void {
    const type = scalarType(tag.data_type);
    const lower = tag.lower ?? 0;
    const base = this.#initial.length;
    this.slotOfId.set(tag.uuid, base);
    for (let position = 0; position < dimension; position++) {
      const slot = this.#allocate(slotBits(tag.data_type, storedElement(tag, position)));
      this.symbols.push({
        name: elementName(tag.name, lower + position),
        ...(tag.alias ? { alias: elementName(tag.alias, lower + position) } : {}),
        slot,
        type,
      });
    }
  }

  /**
   * A STRUCT tag or an array of TIMER, COUNTER or STRUCT: its slots as the type table lays them out,
   * every one-slot member with a symbol (`Pump1.Speed`, alias `P1.Speed`) and its stored value. A tag
   * whose type is unknown takes no slot (validation reports it).
   */
  #placeStructured(tag: Tag): void {
    const size = this.types.size(tag);
    if (size === undefined) return;
    const base = this.#initial.length;
    for (let i = 0; i < size; i++) this.#allocate(0);
    this.slotOfId.set(tag.uuid, base);
    const stored = new Map(
      Object.entries(tag.memberValues ?? {}).map(([path, value]) => [path.toUpperCase(), value]),
    );
    for (const leaf of this.types.leaves(tag)) {
      const slot = base + leaf.offset;
      const value = stored.get(memberPath(leaf.path).toUpperCase());
      if (value !== undefined) this.#initial[slot] = slotBits(leaf.type, value);
      this.symbols.push({
        name: tag.name + leaf.path,
        ...(tag.alias ? { alias: tag.alias + leaf.path } : {}),
        slot,
        type: leaf.type,
      });
    }
  }
}

/** The type a single-slot tag (or array element) is read as. */
function scalarType(type: Tag['data_type']): ProgramSymbol['type'] {
  return type === 'BOOL' ? 'BOOL' : type === 'REAL' ? 'REAL' : 'DINT';
}

/** The slot bits of a stored value of `type`. */
function slotBits(type: Tag['data_type'] | ProgramSymbol['type'], value: number): number {
  if (type === 'BOOL') return value ? 1 : 0;
  if (type === 'REAL') return realToBits(Number(value) || 0);
  return toInt32(value);
}

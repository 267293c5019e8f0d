/**
 * COP and FLL in the reference interpreter, from 1756-RM003 as docs/decisions.md "COP and FLL" maps it
 * onto 32-bit slots: a tag is a row of one-value cells in layout order (an array's elements, a
 * structure's members depth first, a TIMER's PRE ACC EN TT DN); COP copies Length × (cells of one Dest
 * element) cells as raw bits, first to last, never past the end of the Dest tag or the Source tag; FLL
 * writes its Source, converted to the Dest's type as MOV converts, into that many Dest cells (a structure
 * Source repeats its cells).
 */
import { bitsToReal, realToBits } from '@plcsim/engine-wasm';
import type { Instruction, Operand, Project } from '../model/project.ts';
import { elementName, arrayBounds } from '../model/arrays.ts';
import { blockMembers, type TypeTable } from '../model/dataTypes.ts';
import { fileArea, type FileArea } from '../ladder/fileOperands.ts';
import { projectLookup } from '../ladder/pathOperands.ts';
import { realToDint } from './realMath.ts';
import { isRealConstant } from '../ladder/realOperands.ts';

type ValueType = 'BOOL' | 'DINT' | 'REAL';

/** What the file instructions need of the interpreter's memory (keys are upper-cased names). */
export interface FileMemory {
  typeOf(key: string): ValueType | undefined;
  read(key: string): number;
  /** Stores a value as the key's type stores it (MOV). */
  write(key: string, value: number): void;
  /** Stores raw slot bits: a REAL the single they encode, a DINT or BOOL the integer itself. */
  writeBits(key: string, bits: number): void;
  /** The memory name of a one-value operand (a tag, child or element id). */
  nameOf(id: string): string;
}

/** Runs COP and FLL of one project. */
export class FileInstructions {
  readonly #cells = new Map<string, string[]>();

  constructor(
    private readonly project: Project,
    private readonly types: TypeTable,
    private readonly memory: FileMemory,
  ) {}

  /** The cells of tag `tagId`, in layout order. */
  #tagCells(tagId: string): string[] {
    const known = this.#cells.get(tagId);
    if (known) return known;
    const tag = this.project.tagMap[tagId];
    if (!tag) throw new Error(`ReferencePlc: unknown tag id ${tagId}`);
    const name = tag.name.toUpperCase();
    let cells: string[];
    if (
      tag.data_type === 'STRUCT' ||
      (tag.dimension !== undefined && (tag.data_type === 'TIMER' || tag.data_type === 'COUNTER'))
    ) {
      cells = this.types
        .leaves(tag)
        .sort((a, b) => a.offset - b.offset)
        .map((leaf) => `${name}${leaf.path.toUpperCase()}`);
    } else if (tag.dimension !== undefined) {
      const { lower, upper } = arrayBounds(tag);
      cells = [];
      for (let i = lower; i <= upper; i++) cells.push(elementName(name, i));
    } else if (tag.data_type === 'TIMER' || tag.data_type === 'COUNTER') {
      cells = Object.entries(blockMembers(tag.data_type))
        .sort((a, b) => a[1] - b[1])
        .map(([member]) => `${name}.${member}`);
    } else cells = [name];
    this.#cells.set(tagId, cells);
    return cells;
  }

  #area(operand: Operand | null | undefined): FileArea {
    const lookup = projectLookup(this.project);
    const found =
      typeof operand === 'string'
        ? fileArea(
            {
              types: this.types,
              lookup,
              childType: (id) => {
                const child = this.project.childTagMap[id];
                if (!child || lookup.tag(id)) return undefined;
                return child.data_type === 'BOOL' ? 'BOOL' : 'DINT';
              },
            },
            operand,
          )
        : undefined;
    if (!found?.area) throw new Error(`ReferencePlc: bad COP/FLL operand ${String(operand)}`);
    return found.area;
  }

  /** The cells from an area's first one to the end of its tag. */
  #cellsOf(area: FileArea): string[] {
    if (area.child) return [this.memory.nameOf(area.id)];
    return this.#tagCells(area.id).slice(area.offset);
  }

  /** How many Dest cells Length asks for (none when Length ≤ 0). */
  #count(length: Operand | null | undefined, dest: FileArea): number {
    const n = typeof length === 'number' ? length | 0 : this.memory.read(this.memory.nameOf(String(length)));
    return n <= 0 ? 0 : n * dest.elementSize;
  }

  #bits(key: string): number {
    const value = this.memory.read(key);
    return this.memory.typeOf(key) === 'REAL' ? realToBits(value) : value | 0;
  }

  /** COP when its rung is true. */
  copy(ins: Instruction): void {
    const ref = ins.ref ?? {};
    const destArea = this.#area(ref.Dest);
    const dest = this.#cellsOf(destArea);
    const source = this.#cellsOf(this.#area(ref.Src));
    const n = Math.min(this.#count(ref.Length, destArea), dest.length, source.length);
    for (let i = 0; i < n; i++) this.memory.writeBits(dest[i] as string, this.#bits(source[i] as string));
  }

  /** FLL when its rung is true. */
  fill(ins: Instruction): void {
    const ref = ins.ref ?? {};
    const destArea = this.#area(ref.Dest);
    const dest = this.#cellsOf(destArea);
    const n = Math.min(this.#count(ref.Length, destArea), dest.length);
    const type = destArea.element.data_type;
    if (type === 'DINT' || type === 'REAL') {
      const src = ref.Src;
      let value: number;
      let real: boolean;
      if (typeof src === 'number') {
        value = src;
        real = isRealConstant(src);
      } else {
        const key = this.#cellsOf(this.#area(src))[0] ?? '';
        value = this.memory.read(key);
        real = this.memory.typeOf(key) === 'REAL';
      }
      const converted =
        type === 'REAL' ? Math.fround(value) : real ? realToDint(Math.fround(value)) : value | 0;
      for (let i = 0; i < n; i++) this.memory.write(dest[i] as string, converted);
      return;
    }
    const source = this.#cellsOf(this.#area(ref.Src));
    const size = destArea.elementSize;
    for (let i = 0; i < n; i++)
      this.memory.writeBits(dest[i] as string, this.#bits(source[i % size] as string));
  }
}

/** Raw bits as a value of `type`. */
export function fromBits(type: ValueType, bits: number): number {
  return type === 'REAL' ? bitsToReal(bits) : bits | 0;
}

/**
 * Array elements in ladder operands (docs/decisions.md "Arrays in ladder"). An element with a constant
 * index is just its slot (the array's base + index − lower). An element chosen by a tag index
 * (`Data[Index]`) goes through a scratch slot: LDX reads it before the instruction, STX writes it back
 * after. Which instruction touches the element when decides when an index out of range faults:
 * - contacts and sources (XIC, XIO, compare and math sources, MOV Src): read every scan;
 * - OTE, ONS, OSR/OSF Stor and Out: written every scan, pre-scan included (as the instructions are);
 * - OTL, OTU and a math or MOV Dest: written only when the rung is true, never in pre-scan (inside
 *   `SKIP end … end`).
 * Programs without element operands are emitted exactly as before.
 */
import { Op } from '@plcsim/engine-wasm';
import type { Instruction, Operand, Project } from '../model/project.ts';
import type { TagLayout } from '../layout/tagLayout.ts';
import { isArrayTag, parseElementOperand } from '../model/arrays.ts';
import { own } from './read.ts';
import { resolveProjectPath } from './pathOperands.ts';
import { COMPUTE_SOURCE_SLOTS, READS_DEST } from './computeInstructions.ts';

/**
 * An element chosen at run time: the slot of the value at the array's first index (the member offset
 * included for `Pumps[i].Speed`), the index's slot, first index, count and stride (slots per element).
 */
interface Indexed {
  base: number;
  index: number;
  lower: number;
  count: number;
  stride: number;
}

const BIT_OPS: Readonly<Record<string, Op>> = {
  XIC: Op.XIC,
  XIO: Op.XIO,
  OTE: Op.OTE,
  OTL: Op.OTL,
  OTU: Op.OTU,
  ONS: Op.ONS,
};

/** Resolves operands to slots and emits element reads and writes into `code`; one per program. */
export class ElementAccess {
  /** Scratch slots holding the indexed elements of the instruction being emitted, by operand. */
  readonly #loaded = new Map<string, number>();

  constructor(
    private readonly project: Project,
    private readonly layout: TagLayout,
    private readonly code: number[],
  ) {}

  /** The slot of a tag, child, constant-index element or loaded indexed element. */
  slot(id: string | null | undefined): number {
    const found =
      id == null ? undefined : (this.#loaded.get(id) ?? this.layout.slotOfId.get(id) ?? this.#fixed(id));
    if (found === undefined) throw new Error(`compiler bug: no slot for validated operand ${String(id)}`);
    return found;
  }

  /** The slot of `arrayId[3]`, a constant-index element, or of a constant path (`Pump1.Speed`, `T[2]`). */
  #fixed(id: string): number | undefined {
    const path = resolveProjectPath(this.project, id);
    if (path) {
      const target = path.target;
      const base = target ? this.layout.slotOfId.get(target.tagId) : undefined;
      if (!target || base === undefined || target.access.variable) return undefined;
      return base + target.access.offset;
    }
    const element = parseElementOperand(id);
    if (!element || typeof element.index !== 'number') return undefined;
    const array = own(this.project.tagMap, element.array);
    const base = this.layout.slotOfId.get(element.array);
    if (!array || base === undefined || !isArrayTag(array)) return undefined;
    return base + element.index - (array.lower ?? 0);
  }

  /** The element `operand` chooses by a tag index, or null for any other operand. */
  #indexed(operand: Operand | null | undefined): Indexed | null {
    if (typeof operand !== 'string' || this.layout.slotOfId.has(operand)) return null;
    const path = resolveProjectPath(this.project, operand);
    if (path) {
      const target = path.target;
      const variable = target?.access.variable;
      if (!target || !variable || target.indexId === undefined) return null;
      return {
        base: this.slot(target.tagId) + target.access.offset,
        index: this.slot(target.indexId),
        lower: variable.lower,
        count: variable.count,
        stride: variable.stride,
      };
    }
    const element = parseElementOperand(operand);
    if (!element || typeof element.index === 'number') return null;
    const array = own(this.project.tagMap, element.array);
    if (!array || !isArrayTag(array)) return null;
    return {
      base: this.slot(element.array),
      index: this.slot(element.index),
      lower: array.lower ?? 0,
      count: array.dimension ?? 1,
      stride: 1,
    };
  }

  /** The slot holding `operand`'s value now: its own, or a scratch slot an element is loaded into (LDX). */
  read(operand: string): number {
    const at = this.#indexed(operand);
    return at ? this.#load(at) : this.slot(operand);
  }

  /** LDX of `at` into a fresh scratch slot; returns the slot. */
  #load(at: Indexed): number {
    const to = this.layout.scratch();
    this.code.push(Op.LDX, at.base, at.index, at.lower, at.count, at.stride, to);
    return to;
  }

  /** STX of slot `from` into `at`. */
  #store(from: number, at: Indexed): void {
    this.code.push(Op.STX, from, at.base, at.index, at.lower, at.count, at.stride);
  }

  /** Emits `SKIP end`, then `body`, then patches the jump to after it. */
  #whenEnabled(body: () => void): void {
    this.code.push(Op.SKIP, 0);
    const hole = this.code.length - 1;
    body();
    this.code[hole] = this.code.length;
  }

  /**
   * Emits a contact, coil or ONS whose tag is an element chosen by a tag index; false (nothing emitted)
   * for any other instruction.
   */
  indexedBit(ins: Instruction): boolean {
    const op = BIT_OPS[ins.type];
    const at = op === undefined ? null : this.#indexed(ins.tag);
    if (op === undefined || at === null) return false;
    const { code } = this;
    if (op === Op.XIC || op === Op.XIO) code.push(op, this.#load(at));
    else if (op === Op.ONS) {
      const storage = this.#load(at);
      code.push(Op.ONS, storage);
      this.#store(storage, at);
    } else if (op === Op.OTE) {
      // OTE into a scratch slot keeps OTE's rules (the rung state; 0 in pre-scan), then STX.
      const bit = this.layout.scratch();
      code.push(Op.OTE, bit);
      this.#store(bit, at);
    } else {
      const value = this.layout.constant(op === Op.OTL ? 1 : 0);
      this.#whenEnabled(() => this.#store(value, at));
    }
    return true;
  }

  /**
   * OSR / OSF: Stor is read, then Out written, then Stor written (the VM's order, kept with elements).
   * With Out an indexed element and Stor a plain slot, Stor is copied to a scratch slot (MOV_S) and
   * written back after Out's STX (PWR: Stor := rc, what OSR stores), so an Out index out of range
   * faults before Stor changes, and Stor stays the last write even when both name one element.
   */
  oneShot(op: Op, stor: Operand | null | undefined, out: Operand | null | undefined): void {
    const storAt = this.#indexed(stor);
    const outAt = this.#indexed(out);
    if (!storAt && !outAt) {
      this.code.push(op, this.slot(stor as string), this.slot(out as string));
      return;
    }
    let storSlot: number;
    if (storAt) storSlot = this.#load(storAt);
    else {
      storSlot = this.layout.scratch();
      this.code.push(Op.MOV_S, this.slot(stor as string), storSlot);
    }
    const outSlot = outAt ? this.layout.scratch() : this.slot(out as string);
    this.code.push(op, storSlot, outSlot);
    if (outAt) this.#store(outSlot, outAt);
    if (storAt) this.#store(storSlot, storAt);
    else this.code.push(Op.PWR, this.slot(stor as string));
  }

  /** True when a math, MOV or compare operand is an element chosen by a tag index. */
  indexedData(ins: Instruction): boolean {
    const ref = ins.ref ?? {};
    const more = COMPUTE_SOURCE_SLOTS.map((slot) => ref[slot]);
    return [ref.SrcA, ref.SrcB, ref.Src, ref.Dest, ...more].some(
      (operand) => this.#indexed(operand) !== null,
    );
  }

  /**
   * Emits a math, MOV or compare instruction (`emit`) with its indexed elements in scratch slots: sources
   * loaded by LDX first, left to right; a Dest element computed into a scratch slot and stored by STX,
   * both only when the rung is true and not in pre-scan. A Dest that is also a source shares its slot.
   */
  around(ins: Instruction, emit: () => void): void {
    const ref = ins.ref ?? {};
    for (const source of [ref.SrcA, ref.SrcB, ref.Src, ...COMPUTE_SOURCE_SLOTS.map((slot) => ref[slot])]) {
      const at = this.#indexed(source);
      if (at && typeof source === 'string' && !this.#loaded.has(source))
        this.#loaded.set(source, this.#load(at));
    }
    const dest = ref.Dest;
    const destAt = this.#indexed(dest);
    if (destAt === null || typeof dest !== 'string') emit();
    else {
      // MVM and BTD keep Dest's other bits: a Dest that is no source is read first (when enabled).
      const readsDest = READS_DEST.has(ins.type) && !this.#loaded.has(dest);
      const slot = this.#loaded.get(dest) ?? this.layout.scratch();
      this.#loaded.set(dest, slot);
      this.#whenEnabled(() => {
        if (readsDest) {
          const { base, index, lower, count, stride } = destAt;
          this.code.push(Op.LDX, base, index, lower, count, stride, slot);
        }
        emit();
        this.#store(slot, destAt);
      });
    }
    this.#loaded.clear();
  }
}

/**
 * Bytecode for JMP/LBL, MCR, NOP, AFI and COP/FLL (docs/decisions.md "Program control: JMP/LBL, MCR,
 * NOP, AFI" and "COP and FLL"). One instance per routine's rungs:
 * - LBL emits nothing: its rung's RUNG word is the jump target. JMP (never inside a branch) is JMPT to
 *   it, patched once the routine's rungs are emitted; in pre-scan jumps are ignored, so every rung is
 *   pre-scanned. A backward jump loop ends in the watchdog fault like any endless scan.
 * - An MCR zone keeps its state in a scratch flag: the start rung's MCR stores its rung condition
 *   (PWR), every rung inside the zone begins with XIC of the flag, so a false zone scans them with a
 *   false rung condition. The flag is set to 1 at the top of the routine and by the zone's ending MCR, so
 *   a JMP into a zone finds it enabled from the label on, as 1756-RM003 describes.
 * - NOP passes the rung condition; AFI is XIC of the constant 0.
 * - COP/FLL: COP and FLL opcodes on the slots fileOperands.ts resolves; an FLL whose Source needs
 *   converting (DINT ↔ REAL, as MOV) converts into a scratch slot inside `SKIP end … end`.
 */
import { Op } from '@plcsim/engine-wasm';
import type { Instruction, Operand, Project } from '../model/project.ts';
import type { TagLayout } from '../layout/tagLayout.ts';
import { own } from './read.ts';
import { fileArea, type FileArea, type FileLookup } from './fileOperands.ts';
import { projectLookup, typeTableOf } from './pathOperands.ts';
import { memberOffset } from '../layout/tagLayout.ts';
import { isRealConstant } from './realOperands.ts';

/** Lowers program-control instructions and COP/FLL into `code`. */
export class ProgramControlEmitter {
  readonly #files: FileLookup;
  /** JMPT operand positions waiting for their label's rung, by upper-cased label. */
  #jumps: { hole: number; label: string }[] = [];
  #labels = new Map<string, number>();
  /** The flag slot of the MCR zone open at the rung being emitted. */
  #zone: number | null = null;
  /** Set when the rung being emitted holds a zone-starting or zone-ending MCR. */
  #rungMcr: 'start' | 'end' | null = null;

  constructor(
    private readonly project: Project,
    private readonly layout: TagLayout,
    private readonly code: number[],
    private readonly slot: (id: string | null | undefined) => number,
  ) {
    this.#files = {
      types: typeTableOf(project.dataTypes, project.addOnInstructions),
      lookup: projectLookup(project),
      childType: (id) => {
        const child = own(project.childTagMap, id);
        const parent = child ? own(project.tagMap, child.parent) : undefined;
        if (!child || !parent || (parent.data_type !== 'TIMER' && parent.data_type !== 'COUNTER'))
          return undefined;
        if (memberOffset(parent.data_type, child.name) === undefined) return undefined;
        return child.data_type === 'BOOL' ? 'BOOL' : 'DINT';
      },
    };
  }

  /**
   * Emits one routine: `rung(id)` emits a main rung's elements; RUNG words, MCR zone flags and jumps
   * are this class's. Jumps are patched at the end.
   */
  routine(rungIds: readonly string[], rung: (rungId: string) => void): void {
    const { code } = this;
    this.#jumps = [];
    this.#labels = new Map();
    this.#zone = null;
    const flags = this.#zoneFlags(rungIds);
    const one = flags.length > 0 ? this.layout.constant(1) : 0;
    for (const flag of flags) code.push(Op.MOV_S, one, flag);
    let nextFlag = 0;
    for (const rungId of rungIds) {
      const start = code.length;
      code.push(Op.RUNG);
      const first = own(this.project.rungMap, rungId)?.elements[0];
      const firstIns = first === undefined ? undefined : own(this.project.instructionMap, first);
      if (firstIns?.type === 'LBL' && typeof firstIns.ref?.Label === 'string')
        this.#labels.set(firstIns.ref.Label.toUpperCase(), start);
      const kind = this.#mcrKind(rungId);
      if (kind === 'start') this.#zone = flags[nextFlag++] ?? null;
      else if (this.#zone !== null) code.push(Op.XIC, this.#zone);
      this.#rungMcr = kind;
      rung(rungId);
      if (kind === 'end' && this.#zone !== null) {
        code.push(Op.MOV_S, one, this.#zone);
        this.#zone = null;
      }
      this.#rungMcr = null;
    }
    for (const { hole, label } of this.#jumps) {
      const target = this.#labels.get(label);
      if (target === undefined) throw new Error(`compiler bug: unvalidated JMP to ${label}`);
      code[hole] = target;
    }
  }

  /** One flag slot per MCR zone the routine starts. */
  #zoneFlags(rungIds: readonly string[]): number[] {
    const flags: number[] = [];
    let open = false;
    for (const rungId of rungIds) {
      const kind = this.#mcrKindAt(rungId, open);
      if (kind === 'start') {
        flags.push(this.layout.scratch());
        open = true;
      } else if (kind === 'end') open = false;
    }
    return flags;
  }

  #mcrKind(rungId: string): 'start' | 'end' | null {
    return this.#mcrKindAt(rungId, this.#zone !== null);
  }

  /** Whether a main rung ending in MCR starts a zone (none open) or ends the open one. */
  #mcrKindAt(rungId: string, open: boolean): 'start' | 'end' | null {
    const elements = own(this.project.rungMap, rungId)?.elements ?? [];
    const last = elements[elements.length - 1];
    if (last === undefined || own(this.project.instructionMap, last)?.type !== 'MCR') return null;
    return open ? 'end' : 'start';
  }

  /**
   * Emits `ins` when it is one of this slice's instructions, then `power()` (its energised state for the
   * view; a JMP's before it jumps); false (nothing emitted) for any other instruction.
   */
  instruction(ins: Instruction, power: () => void): boolean {
    const { code } = this;
    switch (ins.type) {
      case 'NOP':
      case 'LBL':
        break;
      case 'AFI':
        code.push(Op.XIC, this.layout.constant(0));
        break;
      case 'JMP':
        power();
        code.push(Op.JMPT, 0);
        this.#jumps.push({ hole: code.length - 1, label: String(ins.ref?.Label).toUpperCase() });
        return true;
      case 'MCR':
        if (this.#rungMcr === 'start' && this.#zone !== null) code.push(Op.PWR, this.#zone);
        break;
      case 'COP':
        this.#copy(ins);
        break;
      case 'FLL':
        this.#fill(ins);
        break;
      default:
        return false;
    }
    power();
    return true;
  }

  #area(operand: Operand | null | undefined): FileArea {
    const found = typeof operand === 'string' ? fileArea(this.#files, operand) : undefined;
    if (!found?.area) throw new Error(`compiler bug: unvalidated COP/FLL operand ${String(operand)}`);
    return found.area;
  }

  #base(area: FileArea): number {
    return this.slot(area.id) + (area.child ? 0 : area.offset);
  }

  #length(operand: Operand | null | undefined): number {
    return typeof operand === 'number' ? this.layout.constant(operand) : this.slot(operand);
  }

  #copy(ins: Instruction): void {
    const ref = ins.ref ?? {};
    const source = this.#area(ref.Src);
    const dest = this.#area(ref.Dest);
    this.code.push(
      Op.COP,
      this.#base(source),
      this.#base(dest),
      this.#length(ref.Length),
      dest.elementSize,
      dest.room,
      source.room,
    );
  }

  #fill(ins: Instruction): void {
    const ref = ins.ref ?? {};
    const dest = this.#area(ref.Dest);
    const length = this.#length(ref.Length);
    const { code } = this;
    const fill = (from: number) =>
      code.push(Op.FLL, from, this.#base(dest), length, dest.elementSize, dest.room);
    const destType = dest.element.data_type;
    if (destType !== 'DINT' && destType !== 'REAL') {
      fill(this.#base(this.#area(ref.Src))); // a structure: the same type, raw
      return;
    }
    const src = ref.Src;
    const sourceArea = typeof src === 'number' ? null : this.#area(src);
    const constant = typeof src === 'number' ? src : 0;
    const sourceReal =
      sourceArea === null ? isRealConstant(constant) : sourceArea.element.data_type === 'REAL';
    const sourceSlot =
      sourceArea === null
        ? sourceReal || destType === 'REAL'
          ? this.layout.realConstant(constant)
          : this.layout.constant(constant)
        : this.#base(sourceArea);
    const needsReal = sourceArea === null ? sourceReal || destType === 'REAL' : sourceReal;
    if (needsReal === (destType === 'REAL')) {
      fill(sourceSlot);
      return;
    }
    const converted = this.layout.scratch();
    code.push(Op.SKIP, 0);
    const hole = code.length - 1;
    code.push(destType === 'REAL' ? Op.ITOF : Op.FTOI, sourceSlot, converted);
    fill(converted);
    code[hole] = code.length;
  }
}

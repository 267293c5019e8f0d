import { Op } from '@plcsim/engine-wasm';
import type { Instruction, Operand, Project } from '../model/project.ts';
import type { TagLayout } from '../layout/tagLayout.ts';
import { own } from './read.ts';
import { RealEmitter } from './emitReal.ts';
import { ElementAccess } from './emitElements.ts';
import { resolveProjectPath } from './pathOperands.ts';
import { emitFileInstruction } from './emitFile.ts';
import { emitSequencerInstruction } from './emitSequencer.ts';
import { ProgramControlEmitter } from './emitProgramControl.ts';
import { emitRoutineInstruction, isRoutineInstruction } from './emitRoutines.ts';
import type { RoutineCalls } from '../routines/calls.ts';
import { emitPid } from './emitPid.ts';
import { ComputeEmitter } from './emitCompute.ts';
import { emitAddOnCall } from './emitAddOn.ts';

const MATH: Record<string, Op> = { ADD: Op.ADD, SUB: Op.SUB, MUL: Op.MUL, DIV: Op.DIV, MOD: Op.MOD };
const COMPARE: Record<string, Op> = {
  EQU: Op.EQU,
  NEQ: Op.NEQ,
  GRT: Op.GRT,
  GEQ: Op.GEQ,
  LES: Op.LES,
  LEQ: Op.LEQ,
};
const SINGLE_TAG: Record<string, Op> = {
  XIC: Op.XIC,
  XIO: Op.XIO,
  ONS: Op.ONS,
  OTE: Op.OTE,
  OTL: Op.OTL,
  OTU: Op.OTU,
  TON: Op.TON,
  TOF: Op.TOF,
  RTO: Op.RTO,
  CTU: Op.CTU,
  CTD: Op.CTD,
};

/** Options of the ladder code generator. */
export interface EmitOptions {
  /** Emit PWR after every instruction and branch so a view can show what is energised. */
  trackPower?: boolean;
  /** The program's subroutine calls (JSR), when it has subroutines. */
  calls?: RoutineCalls;
  /**
   * Emit `rungs` into `code` (the program so far), ending with `end` (RTN for a subroutine), adding to
   * `powerSlots`; without it, the Main Routine's rungs into a fresh array ending with END.
   */
  into?: { code: number[]; rungs: readonly string[]; end: Op; powerSlots: Map<string, number> };
}

/**
 * Lowers a validated ladder to bytecode: RUNG per main rung, instructions left to right, branches as
 * BST / NXB / BND around their legs, END last. Returns the code and, with `trackPower`, the slot
 * holding each element's energised state.
 */
export function emitLadder(
  project: Project,
  layout: TagLayout,
  options: EmitOptions = {},
): { code: Int32Array; powerSlots: Map<string, number> } {
  const code: number[] = options.into?.code ?? [];
  const powerSlots = options.into?.powerSlots ?? new Map<string, number>();

  const access = new ElementAccess(project, layout, code);
  // An operand's slot: a tag, a child, an element with a constant index, or the scratch slot an indexed
  // element of the instruction being emitted was loaded into (ElementAccess.around).
  const slot = (id: string | null | undefined): number => access.slot(id);
  const operand = (value: Operand | null | undefined): number =>
    typeof value === 'number' ? layout.constant(value) : slot(value);
  const real = new RealEmitter(project, layout, code, slot);
  const control = new ProgramControlEmitter(project, layout, code, slot);
  const compute = new ComputeEmitter(project, layout, code, slot, access);
  const power = (elementId: string) => {
    if (!options.trackPower) return;
    const s = layout.scratch();
    powerSlots.set(elementId, s);
    code.push(Op.PWR, s);
  };

  const instruction = (ins: Instruction) => {
    const ref = ins.ref ?? {};
    const single = SINGLE_TAG[ins.type];
    if (emitAddOnCall(project, ins, code, slot, layout, options.calls)) return power(ins.uuid);
    if (control.instruction(ins, () => power(ins.uuid))) return; // JMP, LBL, MCR, NOP, AFI, COP, FLL
    if (emitFileInstruction(project, layout, code, slot, ins)) {
      // BSL, BSR, FFL, FFU, LFL, LFU (emitFile.ts)
    } else if (emitSequencerInstruction(project, layout, code, slot, ins)) {
      // SQO, SQI, SQL and RES of a CONTROL (emitSequencer.ts)
    } else if (access.indexedBit(ins)) {
      // a contact, coil or ONS on an element chosen by a tag index
    } else if (single !== undefined) code.push(single, slot(ins.tag));
    else if (ins.type === 'RES') {
      const isCounter =
        (own(project.tagMap, ins.tag)?.data_type ??
          resolveProjectPath(project, ins.tag)?.target?.access.ref.data_type) === 'COUNTER';
      code.push(isCounter ? Op.RES_COUNTER : Op.RES_TIMER, slot(ins.tag));
    } else if (isRoutineInstruction(ins.type)) {
      emitRoutineInstruction(ins, code, options.calls);
    } else if (ins.type === 'OSR' || ins.type === 'OSF') {
      access.oneShot(ins.type === 'OSR' ? Op.OSR : Op.OSF, ref.Stor, ref.Out);
    } else if (access.indexedData(ins)) {
      // Sources read by LDX; a Dest element written by STX when the rung is true (ElementAccess).
      access.around(ins, () => dataInstruction(ins));
    } else dataInstruction(ins);
    power(ins.uuid);
  };

  /** Math, MOV and compares, on slots (element sources already loaded into scratch slots). */
  const dataInstruction = (ins: Instruction) => {
    const ref = ins.ref ?? {};
    if (compute.emit(ins)) {
      // issue 25's compute, move-logical and compare instructions (emitCompute.ts)
    } else if (ins.type === 'PID') {
      emitPid(ins, code, slot, (o) => real.isReal(o));
    } else if (real.involvesReal(ins) && (real.output(ins) || real.compare(ins))) {
      // emitted in REAL
    } else if (MATH[ins.type] !== undefined) {
      code.push(MATH[ins.type] as Op, operand(ref.SrcA), operand(ref.SrcB), slot(ref.Dest));
    } else if (ins.type === 'MOV') {
      code.push(Op.MOV, operand(ref.Src), slot(ref.Dest));
    } else if (COMPARE[ins.type] !== undefined) {
      code.push(COMPARE[ins.type] as Op, operand(ref.SrcA), operand(ref.SrcB));
    } else {
      throw new Error(`compiler bug: unvalidated instruction type ${ins.type}`);
    }
  };

  const elements = (ids: readonly string[]) => {
    for (const id of ids) {
      const ins = own(project.instructionMap, id);
      if (ins) {
        instruction(ins);
        continue;
      }
      const branch = own(project.branchMap, id);
      if (!branch) throw new Error(`compiler bug: unvalidated element ${id}`);
      code.push(Op.BST);
      branch.rungs.forEach((legId, i) => {
        if (i > 0) code.push(Op.NXB);
        elements(own(project.rungMap, legId)?.elements ?? []);
      });
      code.push(Op.BND);
      power(branch.uuid);
    }
  };

  control.routine(options.into?.rungs ?? project.rungs, (rungId) =>
    elements(own(project.rungMap, rungId)?.elements ?? []),
  );
  code.push(options.into?.end ?? Op.END);
  return { code: Int32Array.from(code), powerSlots };
}

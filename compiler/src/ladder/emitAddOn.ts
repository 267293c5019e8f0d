/**
 * A ladder Add-On Instruction box (issue 25; docs/decisions.md "Add-On Instructions: how a call runs"),
 * lowered by addon/lowerAddOns.ts to a call of its generated routines:
 *
 *   EnableIn := rung-in; Input members := their arguments (on a false rung too, as Logix copies them);
 *   rung true:  EnableOut := 1, run Logic, Output arguments := their members;
 *   rung false: EnableOut := 0, run EnableInFalse when the AOI has one (then the outputs are copied);
 *               without it the Logic does not run and the outputs keep their values;
 *   pre-scan:   EnableOut := 0, Logic pre-scanned (its outputs do their pre-scan actions), outputs copied;
 *   rung-out := EnableOut.
 */
import { Op } from '@plcsim/engine-wasm';
import { addOnParameters, argument, findAddOn } from '../addon/addOns.ts';
import type { LoweredInstruction } from '../addon/lowerAddOns.ts';
import type { TagLayout } from '../layout/tagLayout.ts';
import { ENABLE_IN, ENABLE_OUT } from '../model/addOnType.ts';
import type { Instruction, Project } from '../model/project.ts';
import type { RoutineCalls } from '../routines/calls.ts';

/** Emits `ins` when it is a lowered AOI box; false for any other instruction. */
export function emitAddOnCall(
  project: Project,
  ins: Instruction,
  code: number[],
  slot: (id: string) => number,
  layout: TagLayout,
  calls: RoutineCalls | undefined,
): boolean {
  const call = (ins as LoweredInstruction).addOnCall;
  if (!call) return false;
  const aoi = findAddOn(project, ins.type);
  if (!aoi || !calls || typeof ins.tag !== 'string') throw new Error('compiler bug: unlowered Add-On call');
  const member = (name: string): number => slot(`${ins.tag}.${name}`);
  const enableIn = member(ENABLE_IN);
  const enableOut = member(ENABLE_OUT);
  const one = layout.constant(1);
  const zero = layout.constant(0);
  const parameters = addOnParameters(aoi);
  code.push(Op.PWR, enableIn);
  for (const p of parameters) {
    const arg = argument(ins.params, p.name);
    if (p.usage !== 'Input' || arg === undefined || arg === null || arg === '') continue;
    const source =
      typeof arg === 'number'
        ? p.data_type === 'REAL'
          ? layout.realConstant(arg)
          : layout.constant(p.data_type === 'BOOL' ? Number(arg !== 0) : arg)
        : slot(String(arg));
    code.push(Op.MOV_S, source, member(p.name));
  }
  const outputs = (): void => {
    for (const p of parameters) {
      const arg = argument(ins.params, p.name);
      if (p.usage === 'Output' && typeof arg === 'string' && arg !== '')
        code.push(Op.MOV_S, member(p.name), slot(arg));
    }
  };
  const jumps: number[] = [];
  code.push(Op.SETRC, one, Op.SKIP, -1); // to the pre-scan path
  const toPrescan = code.length - 1;
  code.push(Op.JZ, enableIn, -1);
  const toFalse = code.length - 1;
  code.push(Op.MOV_S, one, enableOut);
  calls.emit(code, Op.CALL, call.logic);
  outputs();
  code.push(Op.JMP, -1);
  jumps.push(code.length - 1);
  code[toFalse] = code.length;
  code.push(Op.MOV_S, zero, enableOut);
  if (call.enableInFalse) {
    calls.emit(code, Op.CALL, call.enableInFalse);
    outputs();
  }
  code.push(Op.JMP, -1);
  jumps.push(code.length - 1);
  code[toPrescan] = code.length;
  code.push(Op.MOV_S, zero, enableOut);
  calls.emit(code, Op.CALL, call.logic);
  outputs();
  for (const at of jumps) code[at] = code.length;
  code.push(Op.SETRC, enableOut);
  return true;
}

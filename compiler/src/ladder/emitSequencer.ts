/**
 * Bytecode of the sequencers (opcodes.ts SQO, SQI, SQL) and of RES on a CONTROL (RES_CONTROL): the
 * CONTROL block, the array's first slot and the slots from there to the array's end (as the file
 * instructions, emitFile.ts), then the Mask and Dest (SQO), Mask and Source (SQI) or Source (SQL). A
 * constant Mask or Source is a constant slot.
 */
import { Op } from '@plcsim/engine-wasm';
import type { Instruction, Operand, Project } from '../model/project.ts';
import type { TagLayout } from '../layout/tagLayout.ts';
import { fileArray } from './emitFile.ts';
import { own } from './read.ts';
import { resolveProjectPath } from './pathOperands.ts';

const SEQUENCER_OPS: Readonly<Record<string, Op>> = { SQO: Op.SQO, SQI: Op.SQI, SQL: Op.SQL };

/** True when `ins` is a RES whose tag is a CONTROL (a whole tag, an element or a member). */
function resetsControl(project: Project, ins: Instruction): boolean {
  if (ins.type !== 'RES') return false;
  const type =
    own(project.tagMap, ins.tag)?.data_type ??
    resolveProjectPath(project, ins.tag)?.target?.access.ref.data_type;
  return type === 'CONTROL';
}

/**
 * Emits `ins` when it is a sequencer or a RES of a CONTROL (true), else does nothing (false). `slot`
 * resolves a tag, child or element id as the other instructions do.
 */
export function emitSequencerInstruction(
  project: Project,
  layout: TagLayout,
  code: number[],
  slot: (id: string | null | undefined) => number,
  ins: Instruction,
): boolean {
  if (resetsControl(project, ins)) {
    code.push(Op.RES_CONTROL, slot(ins.tag));
    return true;
  }
  const op = Object.hasOwn(SEQUENCER_OPS, ins.type) ? SEQUENCER_OPS[ins.type] : undefined;
  if (op === undefined) return false;
  const ref = ins.ref ?? {};
  const array = fileArray(project, ref.Array);
  if (!array) throw new Error(`compiler bug: unvalidated Array operand of ${ins.type}`);
  const n = (array.tag.dimension ?? 0) - array.first;
  const value = (operand: Operand | null | undefined) =>
    typeof operand === 'number' ? layout.constant(operand) : slot(operand);
  code.push(op, slot(ins.tag), slot(ref.Array), n);
  if (op === Op.SQO) code.push(value(ref.Mask), slot(ref.Dest));
  else if (op === Op.SQI) code.push(value(ref.Mask), value(ref.Src));
  else code.push(value(ref.Src));
  return true;
}

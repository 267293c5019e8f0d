/**
 * Bytecode of the file and shift instructions (BSL, BSR, FFL, FFU, LFL, LFU; opcodes.ts): the CONTROL
 * block, the array's first slot, the slots from there to the array's end (link() checks them) and the
 * bit, source or Dest slot. The Array operand is an array tag id or a constant-index element `id[k]`.
 */
import { Op } from '@plcsim/engine-wasm';
import { parseElementOperand } from '../model/arrays.ts';
import type { Instruction, Project } from '../model/project.ts';
import type { TagLayout } from '../layout/tagLayout.ts';

const FILE_OPS: Readonly<Record<string, Op>> = {
  BSL: Op.BSL,
  BSR: Op.BSR,
  FFL: Op.FFL,
  FFU: Op.FFU,
  LFL: Op.LFL,
  LFU: Op.LFU,
};

/** The array an Array operand names: its tag and the position (0-based) of the first element used. */
export function fileArray(
  project: Project,
  operand: unknown,
): { tag: Project['tagMap'][string]; first: number } | undefined {
  if (typeof operand !== 'string') return undefined;
  const whole = Object.hasOwn(project.tagMap, operand) ? project.tagMap[operand] : undefined;
  if (whole) return whole.dimension === undefined ? undefined : { tag: whole, first: 0 };
  const element = parseElementOperand(operand);
  if (!element || typeof element.index !== 'number' || !Object.hasOwn(project.tagMap, element.array))
    return undefined;
  const tag = project.tagMap[element.array];
  if (!tag || tag.dimension === undefined) return undefined;
  return { tag, first: element.index - (tag.lower ?? 0) };
}

/**
 * Emits `ins` when it is a file instruction (true), else does nothing (false). `slot` resolves a tag,
 * child or element id as the other instructions do.
 */
export function emitFileInstruction(
  project: Project,
  layout: TagLayout,
  code: number[],
  slot: (id: string | null | undefined) => number,
  ins: Instruction,
): boolean {
  const op = Object.hasOwn(FILE_OPS, ins.type) ? FILE_OPS[ins.type] : undefined;
  if (op === undefined) return false;
  const ref = ins.ref ?? {};
  const array = fileArray(project, ref.Array);
  if (!array) throw new Error(`compiler bug: unvalidated Array operand of ${ins.type}`);
  const n = (array.tag.dimension ?? 0) - array.first;
  let last: number;
  if (op === Op.BSL || op === Op.BSR) last = slot(ref.Bit);
  else if (op === Op.FFU || op === Op.LFU) last = slot(ref.Dest);
  else if (typeof ref.Src === 'number')
    last = array.tag.data_type === 'REAL' ? layout.realConstant(ref.Src) : layout.constant(ref.Src);
  else last = slot(ref.Src);
  code.push(op, slot(ins.tag), slot(ref.Array), n, last);
  return true;
}

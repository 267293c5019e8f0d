/**
 * Validation of the sequencers SQO, SQI and SQL (docs/decisions.md "Sequencers: SQO, SQI, SQL"): a
 * CONTROL tag, a DINT array named whole or by a constant first element, a Mask (SQO, SQI) that is a DINT
 * tag or a whole-number constant, SQO's Dest a DINT tag, SQI's Source a DINT tag, SQL's Source a DINT
 * tag or a whole-number constant. An element chosen by a tag index is refused (the sequencer keeps its
 * own position; Logix says not to index the Array with .POS either).
 */
import { parseElementOperand } from '../model/arrays.ts';
import { isRealConstant } from './realOperands.ts';
import { missingControl, missingFileArray, type FileCheckContext } from './validateFile.ts';
import { entry } from './read.ts';

/** The instruction types checked here. */
export const SEQUENCER_CHECKED: ReadonlySet<string> = new Set(['SQO', 'SQI', 'SQL']);

/** `SQO needs a DINT tag or a whole-number constant as its Mask (rung 2)`. */
export function sequencerOperandMessage(type: string, what: string, slot: string, rung: number): string {
  return `${type} needs ${what} as its ${slot} (rung ${rung})`;
}

/** `SQO cannot take an element chosen by a tag index as its Dest: … (rung 2)`. */
export function sequencerIndexedMessage(type: string, slot: string, rung: number): string {
  return `${type} cannot take an element chosen by a tag index as its ${slot}: name a tag, or an element with a constant index such as Data[2] (rung ${rung})`;
}

/** True when `operand` names a DINT array whole or from an element with a constant index inside it. */
function dintArray(tags: FileCheckContext['tags'], operand: unknown): boolean {
  const whole = entry(tags, operand);
  if (whole) return whole.dimension !== undefined && whole.data_type === 'DINT';
  const element = parseElementOperand(operand);
  if (!element || typeof element.index !== 'number') return false;
  const tag = entry(tags, element.array);
  if (!tag || typeof tag.dimension !== 'number' || tag.data_type !== 'DINT') return false;
  const lower = typeof tag.lower === 'number' ? tag.lower : 0;
  return element.index >= lower && element.index < lower + tag.dimension;
}

/** True for an element operand whose index is a tag (`Data[I]`), or a path with one. */
function indexed(ctx: FileCheckContext, operand: unknown): boolean {
  if (ctx.variableIndex(operand)) return true;
  const element = parseElementOperand(operand);
  return element !== null && typeof element.index !== 'number';
}

/** Checks one sequencer's operands, reporting each problem. */
export function checkSequencer(
  type: string,
  instruction: Record<string, unknown>,
  ctx: FileCheckContext,
): void {
  const ref = (instruction.ref ?? {}) as Record<string, unknown>;
  const { rung } = ctx;
  if (ctx.typeOf(instruction.tag) !== 'CONTROL' || ctx.variableIndex(instruction.tag))
    ctx.report(missingControl(type, rung));
  if (!dintArray(ctx.tags, ref.Array)) ctx.report(missingFileArray(type, 'a DINT', rung));
  const dint = (slot: string, operand: unknown, constant: boolean) => {
    if (typeof operand === 'number') {
      if (constant && !isRealConstant(operand)) return;
    } else if (ctx.typeOf(operand) === 'DINT') {
      if (indexed(ctx, operand)) ctx.report(sequencerIndexedMessage(type, slot, rung));
      return;
    }
    const what = constant ? 'a DINT tag or a whole-number constant' : 'a DINT tag';
    ctx.report(sequencerOperandMessage(type, what, slot, rung));
  };
  if (type !== 'SQL') dint('Mask', ref.Mask, true);
  if (type === 'SQO') dint('Dest', ref.Dest, false);
  else dint('Source', ref.Src, type === 'SQL');
}

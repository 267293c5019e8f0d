/**
 * Validation of the file and shift instructions (BSL, BSR, FFL, FFU, LFL, LFU): a CONTROL tag, an Array
 * that is a DINT array (bit shifts) or a DINT/REAL array (FIFO, LIFO) named whole or by a constant first
 * element, and a BOOL source bit, a Source of the array's type or a Dest of the array's type.
 */
import { parseElementOperand } from '../model/arrays.ts';
import { isRealConstant } from './realOperands.ts';
import { entry, idText, type Dict } from './read.ts';

/** What the file checks need from the ladder validator. */
export interface FileCheckContext {
  /** The data type of a tag, child, element or constant path operand (a CONTROL too), or undefined. */
  typeOf(operand: unknown): string | undefined;
  /** True for a path operand with a variable index (`Ctls[i]`). */
  variableIndex(operand: unknown): boolean;
  /** The document's tagMap. */
  tags: Dict;
  rung: number;
  report(message: string): void;
}

const BIT_SHIFTS = new Set(['BSL', 'BSR']);
const LOADS = new Set(['FFL', 'LFL']);
const UNLOADS = new Set(['FFU', 'LFU']);
/** The instruction types checked here. */
export const FILE_CHECKED: ReadonlySet<string> = new Set([...BIT_SHIFTS, ...LOADS, ...UNLOADS]);

/** `{type} needs a CONTROL tag (rung {i})`. */
export function missingControl(type: string, rung: number): string {
  return `${type} needs a CONTROL tag (rung ${rung})`;
}

/** `{type} needs a DINT array as its Array (rung {i})` and the DINT/REAL variant. */
export function missingFileArray(type: string, kinds: string, rung: number): string {
  return `${type} needs ${kinds} array as its Array: the array tag or its first element, as Data[0] (rung ${rung})`;
}

/** `{type} needs a BOOL tag as its Source Bit (rung {i})`. */
export function missingSourceBit(type: string, rung: number): string {
  return `${type} needs a BOOL tag as its Source Bit (rung ${rung})`;
}

/** `{type}: {operand} must be a {elem} like the array {name} (rung {i})`. */
export function fileTypeMismatch(
  type: string,
  operand: string,
  elem: string,
  name: string,
  rung: number,
): string {
  return `${type} needs a ${elem} ${operand}, the type of the array ${name} (rung ${rung})`;
}

/** The array tag an Array operand names (whole, or from a constant-index element), else undefined. */
function arrayTag(tags: Dict, operand: unknown): Dict | undefined {
  const whole = entry(tags, operand);
  if (whole) return whole.dimension === undefined ? undefined : whole;
  const element = parseElementOperand(operand);
  if (!element || typeof element.index !== 'number') return undefined;
  const tag = entry(tags, element.array);
  if (!tag || typeof tag.dimension !== 'number') return undefined;
  const lower = typeof tag.lower === 'number' ? tag.lower : 0;
  return element.index >= lower && element.index < lower + tag.dimension ? tag : undefined;
}

/** Checks one file instruction's operands, reporting each problem. */
export function checkFileInstruction(type: string, instruction: Dict, ctx: FileCheckContext): void {
  const ref = (instruction.ref ?? {}) as Dict;
  const { rung } = ctx;
  if (ctx.typeOf(instruction.tag) !== 'CONTROL' || ctx.variableIndex(instruction.tag))
    ctx.report(missingControl(type, rung));
  const array = arrayTag(ctx.tags, ref.Array);
  const element = array ? idText(array.data_type) : undefined;
  const bits = BIT_SHIFTS.has(type);
  if (!array || (bits ? element !== 'DINT' : element !== 'DINT' && element !== 'REAL')) {
    ctx.report(missingFileArray(type, bits ? 'a DINT' : 'a DINT or REAL', rung));
  }
  if (bits) {
    if (ctx.typeOf(ref.Bit) !== 'BOOL') ctx.report(missingSourceBit(type, rung));
    return;
  }
  const slot = LOADS.has(type) ? 'Source' : 'Dest';
  const operand = LOADS.has(type) ? ref.Src : ref.Dest;
  const operandType =
    typeof operand === 'number' && LOADS.has(type)
      ? isRealConstant(operand)
        ? 'REAL'
        : 'DINT'
      : ctx.typeOf(operand);
  if (operandType !== 'DINT' && operandType !== 'REAL') {
    ctx.report(`Missing ${slot.toLowerCase()} tag for ${type} (rung ${rung})`);
  } else if (array && element !== undefined && operandType !== element) {
    // A DINT constant may load a REAL FIFO (it is stored as the REAL of the same value).
    const widened = typeof operand === 'number' && element === 'REAL';
    if (!widened) ctx.report(fileTypeMismatch(type, slot, element, idText(array.name), rung));
  }
}

import { produce } from 'immer';
import {
  computeOperands,
  isPidType,
  operandText,
  pathOperandType,
  type ComputeOperand,
  type Project,
} from '@plcsim/compiler';
import { arrayBounds, arrayRangeText, isArrayTag, parseElementOperand } from '../../tags/arrayTags.ts';
import { own } from '../ladderIndex.ts';
import { done, refuse } from '../result.ts';
import type { Action, OperandSlot } from '../types.ts';
import { labelProblem, programControlSlotRules } from './programControlSlots.ts';
import { ROUTINE_TYPE, routineNameProblem } from '../routineOperands.ts';
import { addOnSlotRules, setAddOnOperand } from './addOnOperands.ts';

/**
 * What a slot accepts: tag data types, whether a constant may stand in (an integer; any number when
 * the slot takes REAL), and the type of a tag created for it when that is not its only type.
 */
export interface SlotRule {
  types: readonly string[];
  constant: boolean;
  newTag?: string;
  /** A file instruction's Array: a whole array tag of `types`, or its first element (`Data[2]`). */
  array?: boolean;
  /** The picker's name of the slot when it is not the usual one ('Control' for a CONTROL tag, PID's Process Variable). */
  label?: string;
  /** `label`: a JMP/LBL label name, not a tag; `file`: COP/FLL, whole arrays and structures too. */
  kind?: 'label' | 'file';
  /** CPT's and CMP's Expression: Structured Text, stored as typed (validation checks it). */
  expression?: boolean;
}

const BOOL: SlotRule = { types: ['BOOL'], constant: false };
const DINT_SOURCE: SlotRule = { types: ['DINT'], constant: true };
const DINT_DEST: SlotRule = { types: ['DINT'], constant: false };
/** Math (not MOD), MOV and compare operands: DINT or REAL (docs/decisions.md "REAL in ladder"). */
const NUMBER_SOURCE: SlotRule = { types: ['DINT', 'REAL'], constant: true, newTag: 'DINT' };
const NUMBER_DEST: SlotRule = { types: ['DINT', 'REAL'], constant: false, newTag: 'DINT' };
/** The largest single; a REAL constant beyond it would be infinite. */
const REAL_MAX = 3.4028234663852886e38;

/** The slots of each instruction type and what each accepts (spec 000 §4 "Ladder editing"). */
export function slotRules(type: string): Partial<Record<OperandSlot, SlotRule>> | undefined {
  switch (type) {
    case 'XIC':
    case 'XIO':
    case 'ONS':
    case 'OTE':
    case 'OTL':
    case 'OTU':
      return { tag: BOOL };
    case 'TON':
    case 'TOF':
    case 'RTO':
      return { tag: { types: ['TIMER'], constant: false } };
    case 'CTU':
    case 'CTD':
      return { tag: { types: ['COUNTER'], constant: false } };
    case 'RES':
      return { tag: { types: ['TIMER', 'COUNTER', 'CONTROL'], constant: false } };
    case 'OSR':
    case 'OSF':
      return { Stor: BOOL, Out: BOOL };
    case 'ADD':
    case 'SUB':
    case 'MUL':
    case 'DIV':
      return { SrcA: NUMBER_SOURCE, SrcB: NUMBER_SOURCE, Dest: NUMBER_DEST };
    case 'MOD':
      // MOD with a REAL operand is refused in this slice (SEMANTICS.md "REAL").
      return { SrcA: DINT_SOURCE, SrcB: DINT_SOURCE, Dest: DINT_DEST };
    case 'MOV':
      return { Src: NUMBER_SOURCE, Dest: NUMBER_DEST };
    case 'EQU':
    case 'NEQ':
    case 'GRT':
    case 'GEQ':
    case 'LES':
    case 'LEQ':
      return { SrcA: NUMBER_SOURCE, SrcB: NUMBER_SOURCE };
    case 'JSR':
      return { Routine: { types: [ROUTINE_TYPE], constant: false } };
    case 'PID':
      // 'PID': a tag of the built-in PID structure (operandType names it so).
      return {
        tag: { types: ['PID'], constant: false, label: 'PID' },
        Src: { types: ['REAL', 'DINT'], constant: false, newTag: 'REAL', label: 'Process Variable' },
        Dest: { types: ['REAL', 'DINT'], constant: false, newTag: 'REAL', label: 'Control Variable' },
      };
    default:
      return FILE_SLOT_RULES[type] ?? programControlSlotRules(type) ?? computeSlotRules(type);
  }
}

const CONTROL_TAG: SlotRule = { types: ['CONTROL'], constant: false, label: 'Control' };
const SOURCE_BIT: SlotRule = { ...BOOL, label: 'Source bit' };
const DINT_FILE: SlotRule = { types: ['DINT'], constant: false, array: true };
const NUMBER_FILE: SlotRule = { types: ['DINT', 'REAL'], constant: false, array: true };
/** The file and shift instructions' slots (docs/decisions.md "File and shift instructions"). */
const FILE_SLOT_RULES: Readonly<Record<string, Partial<Record<OperandSlot, SlotRule>>>> = {
  BSL: { Array: DINT_FILE, tag: CONTROL_TAG, Bit: SOURCE_BIT },
  BSR: { Array: DINT_FILE, tag: CONTROL_TAG, Bit: SOURCE_BIT },
  FFL: { Src: NUMBER_SOURCE, Array: NUMBER_FILE, tag: CONTROL_TAG },
  FFU: { Array: NUMBER_FILE, Dest: NUMBER_DEST, tag: CONTROL_TAG },
  LFL: { Src: NUMBER_SOURCE, Array: NUMBER_FILE, tag: CONTROL_TAG },
  LFU: { Array: NUMBER_FILE, Dest: NUMBER_DEST, tag: CONTROL_TAG },
  // The sequencers (docs/decisions.md "Sequencers: SQO, SQI, SQL"): DINT only; SQI's Source is a tag.
  SQO: { Array: DINT_FILE, Mask: DINT_SOURCE, Dest: DINT_DEST, tag: CONTROL_TAG },
  SQI: { Array: DINT_FILE, Mask: DINT_SOURCE, Src: DINT_DEST, tag: CONTROL_TAG },
  SQL: { Array: DINT_FILE, Src: DINT_SOURCE, tag: CONTROL_TAG },
};

/** The type of an Array operand (an array tag, or one of its elements by a constant index), or why not. */
function fileArrayType(project: Project, id: string): { type: string } | { refused: string } {
  const tag = own(project.tagMap, id);
  if (tag) {
    if (isArrayTag(tag)) return { type: tag.data_type };
    return { refused: `${tag.name} is not an array: a file instruction works on an array, such as DINT[4].` };
  }
  const element = parseElementOperand(id);
  if (element && typeof element.index !== 'number')
    return { refused: 'The Array of a file instruction starts at a constant index, such as Data[0].' };
  return element ? operandType(project, id) : { refused: `Tag "${id}" does not exist.` };
}

/** The slots of issue 25's compute and compare instructions (the compiler's operand table). */
function computeSlotRules(type: string): Partial<Record<OperandSlot, SlotRule>> | undefined {
  const operands = computeOperands(type);
  if (!operands) return undefined;
  const rule = (operand: ComputeOperand): SlotRule => {
    const dint = operand.kind === 'DINT';
    switch (operand.role) {
      case 'expression':
        return { types: [], constant: false, expression: true };
      case 'immediate':
        return { types: [], constant: true };
      case 'dest':
        return dint ? DINT_DEST : NUMBER_DEST;
      default:
        return dint ? DINT_SOURCE : NUMBER_SOURCE;
    }
  };
  return Object.fromEntries(operands.map((operand) => [operand.slot, rule(operand)]));
}

/**
 * The data type of tag or child `id` as an operand, or the reason it cannot be one: an array tag needs
 * an index; an element operand `arrayId[3]` / `arrayId[indexId]` (issue 24) reads as its array's type
 * when the index is in the bounds or names a DINT tag or a timer's or counter's PRE or ACC.
 */
export function operandType(project: Project, id: string): { type: string } | { refused: string } {
  const tag = own(project.tagMap, id);
  if (tag && isArrayTag(tag)) {
    return {
      refused: `${tag.name} is an array: name one element, such as ${tag.name}[${arrayBounds(tag).lower}].`,
    };
  }
  if (tag) return { type: tag.data_type === 'STRUCT' && isPidType(tag.udt) ? 'PID' : tag.data_type };
  const child = own(project.childTagMap, id);
  if (!child)
    return (
      pathOperandType(project, id) ?? elementType(project, id) ?? { refused: `Tag "${id}" does not exist.` }
    );
  const parent = own(project.tagMap, child.parent);
  if (!parent || !(parent.children ?? []).includes(id)) {
    return { refused: `Child tag "${child.name}" does not belong to its parent.` };
  }
  return { type: child.data_type };
}

/** The type of element operand `id`, the reason it names no element, or undefined for no `a[i]` text. */
function elementType(project: Project, id: string): { type: string } | { refused: string } | undefined {
  const element = parseElementOperand(id);
  if (!element) return undefined;
  const array = own(project.tagMap, element.array);
  if (!array) return { refused: `Tag "${element.array}" does not exist.` };
  if (!isArrayTag(array)) return { refused: `${array.name} is not an array, so it takes no index.` };
  if (typeof element.index === 'number') {
    const { lower, upper } = arrayBounds(array);
    if (element.index < lower || element.index > upper) {
      return { refused: `Array index ${element.index} is out of range for ${arrayRangeText(array)}.` };
    }
    return { type: array.data_type };
  }
  const index = operandType(project, element.index);
  if ('refused' in index) return index;
  if (index.type !== 'DINT') {
    return {
      refused: `The index of ${operandText(project, id)} must be a DINT tag or a whole number; it is ${index.type}.`,
    };
  }
  return { type: array.data_type };
}

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

/**
 * Sets an instruction's tag or ref slot to a tag or child id, an integer constant (source slots only),
 * or null (cleared). Contacts, coils and ONS take BOOL tags or children; TON, TOF, RTO a TIMER tag;
 * CTU, CTD a COUNTER tag; RES either; OSR and OSF BOOL Stor and Out; math, MOV and compares DINT or
 * REAL tags or children, and constants as sources (MOD: DINT tags and 32-bit integer constants only).
 * An array element (`arrayId[3]`, `arrayId[indexId]`, issue 24) counts as a tag of the array's type;
 * a whole array, a constant index outside the bounds and an index that is not a DINT are refused. A
 * missing tag or child, a child its parent
 * does not list, a wrong type or a slot the instruction lacks is refused. Errors live in the
 * diagnostics, so a good choice clears the instruction's error at the next validation.
 */
export const setOperand: Action<'setOperand'> = {
  name: 'setOperand',
  label: 'Set operand',
  perform(state, { instructionId, slot, value }) {
    const { project: base } = state;
    const instruction = own(base.instructionMap, instructionId);
    if (!instruction) return refuse(`Instruction "${instructionId}" does not exist.`);
    if (addOnSlotRules(base, instruction)) return setAddOnOperand(state, instruction, slot, value);
    const rule = slotRules(instruction.type)?.[slot];
    if (!rule) return refuse(`${instruction.type} has no ${slot} operand.`);
    const label = rule.kind === 'label' ? labelProblem(value) : null;
    if (label) return refuse(label);
    if (rule.kind === 'label') {
      // a label name, not a tag
    } else if (rule.expression) {
      if (typeof value !== 'string' && value !== null) return refuse('An expression is text.');
    } else if (typeof value === 'number') {
      if (!rule.constant) return refuse(`${instruction.type} ${slot} takes a tag, not a constant.`);
      if (rule.types.includes('REAL')) {
        if (!Number.isFinite(value) || Math.abs(value) > REAL_MAX) {
          return refuse(`${value} is not a DINT or REAL constant.`);
        }
      } else if (!Number.isInteger(value) || value < INT32_MIN || value > INT32_MAX) {
        return refuse(`${value} is not a 32-bit integer.`);
      }
    } else if (typeof value === 'string' && rule.types.includes(ROUTINE_TYPE)) {
      const problem = routineNameProblem(base, value);
      if (problem) return refuse(problem);
    } else if (typeof value === 'string') {
      const whole = rule.kind === 'file' ? own(base.tagMap, value) : undefined;
      const found = whole
        ? { type: whole.data_type }
        : rule.array
          ? fileArrayType(base, value)
          : operandType(base, value);
      if ('refused' in found) return refuse(found.refused);
      if (!rule.types.includes(found.type)) {
        return refuse(
          `${instruction.type} ${rule.label ?? slot} takes a ${rule.types.join(' or ')} tag, not ${found.type}.`,
        );
      }
    } else if (value !== null) {
      return refuse('An operand is a tag id, an integer or null.');
    }
    const project = produce(base, (draft) => {
      const target = draft.instructionMap[instructionId];
      if (!target) return;
      if (slot === 'tag') {
        if (typeof value !== 'number') target.tag = value;
        return;
      }
      target.ref ??= {};
      // A constant only reaches here for a slot that takes one (checked above).
      Object.assign(target.ref, {
        [slot]: typeof value === 'string' && rule.expression ? value.trim() : value,
      });
    });
    return done(state, project);
  },
};

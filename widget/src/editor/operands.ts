/**
 * What an instruction's operand picker offers: the instruction's slots, and for each slot the tags and
 * members of the types it takes (spec 000 §4 "Ladder editing": contacts and coils BOOL tags or BOOL
 * members, timers TIMER, counters COUNTER, math, move and compare DINT and REAL tags or members
 * (MOD DINT only), integer constants as sources).
 */
import {
  constantText,
  elementOperandFromText,
  isLogixName,
  isPidType,
  operandText,
  UNSET_OPERAND,
  type Instruction,
  type Operand,
  type Project,
  type Tag,
} from '@plcsim/compiler';
import { arrayRangeText, isArrayTag } from '../tags/arrayTags.ts';
import { slotRules } from '../editing/actions/setOperand.ts';
import { addOnOperand, addOnSlotRules } from '../editing/actions/addOnOperands.ts';
import { isParamSlot } from '../ladder/addOnKind.ts';
import { programControlSlot } from './programControlOperands.ts';
import { own } from '../editing/ladderIndex.ts';
import type { OperandSlot } from '../editing/types.ts';
import { ROUTINE_TYPE, routineNames } from '../editing/routineOperands.ts';

/** One choice: the operand id, the name shown ('Motor', 'T1.DN') and the tag's alias ('' when none). */
export interface OperandChoice {
  id: string;
  name: string;
  alias: string;
  /** True for the scene's and the project's I/O (DI/DO tags, tags with an I/O symbol or the scene needs). */
  io: boolean;
  /**
   * An array tag's bounds (`Data[0..9]`): the choice is not an operand itself; picking it writes
   * `Data[]` for the learner to add the index (issue 24).
   */
  range?: string;
}

/** What a choice shows: 'DI0 · START' with an alias, an array's bounds ('Data[0..9]'), else the name. */
export function choiceLabel(choice: OperandChoice): string {
  const name = choice.range ?? choice.name;
  return choice.alias === '' ? name : `${name} · ${choice.alias}`;
}

/** True when `tag` is I/O: a DI/DO tag, a tag with an I/O symbol, or one the scene requires. */
function isIo(tag: Project['tagMap'][string]): boolean {
  return tag.io_symbol !== null || tag.req === true || /^D[IO]\d+$/i.test(tag.name);
}

const byName = (a: OperandChoice, b: OperandChoice) =>
  a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' });

/** One operand slot of an instruction, what it holds now and what it takes. */
export interface SlotInfo {
  slot: OperandSlot;
  /** 'Tag', 'Source A', … */
  label: string;
  /** The current operand's name or constant, '' when empty. */
  current: string;
  /** Takes integer constants too. */
  constant: boolean;
  /** Takes REAL tags, and constants such as 1.5. */
  real: boolean;
  /** The data types it takes (BOOL for a contact, DINT and REAL for math). */
  types: readonly string[];
  choices: OperandChoice[];
  /** Takes a whole array (a file instruction's Array): the choices are the arrays of `types`. */
  array?: boolean;
  /** `label`: a JMP/LBL label (the routine's labels, or a typed name); `file`: COP/FLL (whole arrays too). */
  kind?: 'label' | 'file';
  /** CPT's and CMP's Expression: Structured Text over tag names, taken as typed. */
  expression?: boolean;
}

const SLOT_LABELS: Record<OperandSlot, string> = {
  tag: 'Tag',
  SrcA: 'Source A',
  SrcB: 'Source B',
  Src: 'Source',
  Dest: 'Destination',
  Stor: 'Storage bit',
  Out: 'Output bit',
  Expression: 'Expression',
  Length: 'Length',
  SourceBit: 'Source bit',
  DestBit: 'Destination bit',
  Mask: 'Mask',
  Compare: 'Compare',
  LowLimit: 'Low limit',
  Test: 'Test',
  HighLimit: 'High limit',
  InputMin: 'Input min',
  InputMax: 'Input max',
  ScaledMin: 'Scaled min',
  ScaledMax: 'Scaled max',
  Array: 'Array',
  Bit: 'Bit',
  Routine: 'Routine',
  Label: 'Label',
};

/** `Data[3]`, `Pump1.Speed`, `Pumps[Idx].Run`: text naming an element or a member (not `1.5`). */
function isPathText(text: string): boolean {
  return text.includes('[') || (/^[A-Za-z_]/.test(text) && text.includes('.'));
}

/** A REAL literal: digits with a point and/or an exponent. */
const REAL_LITERAL = /^[+-]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][+-]?\d+)?$/;

/**
 * The name of an operand: a tag's name, 'parent.child', an array element (`Data[3]`, `Data[Index]`), the
 * constant, or '' when empty or unknown.
 */
export function operandName(project: Project, operand: Operand | null | undefined): string {
  if (typeof operand === 'number') return constantText(operand);
  if (typeof operand !== 'string') return '';
  const text = operandText(project, operand);
  return text === UNSET_OPERAND ? '' : text;
}

/** A single tag of a data type (an AOI's instance, a structure) that `types` names (any case). */
function isStructOf(tag: Tag, types: readonly string[]): boolean {
  const udt = tag.data_type === 'STRUCT' && !isArrayTag(tag) ? tag.udt?.toUpperCase() : undefined;
  return udt !== undefined && types.some((type) => type.toUpperCase() === udt);
}

/** A single tag of the built-in PID structure (what a PID's PID slot takes, named 'PID' in slot rules). */
function isPidTag(tag: Tag): boolean {
  return tag.data_type === 'STRUCT' && isPidType(tag.udt) && !isArrayTag(tag);
}

/**
 * Tags and members whose data type is one of `types`: the I/O first (DI0, DI1, …, DO0, …), then the
 * other tags, each group sorted by name (numbers in names in number order).
 */
export function choicesOf(project: Project, types: readonly string[]): OperandChoice[] {
  // JSR's Routine Name: the project's subroutines, in list order.
  if (types.includes(ROUTINE_TYPE))
    return routineNames(project).map((name) => ({ id: name, name, alias: '', io: false }));
  const choices: OperandChoice[] = [];
  for (const tag of Object.values(project.tagMap)) {
    const io = isIo(tag);
    if (types.includes(tag.data_type) || (types.includes('PID') && isPidTag(tag)) || isStructOf(tag, types)) {
      const choice: OperandChoice = { id: tag.uuid, name: tag.name, alias: tag.alias, io };
      if (isArrayTag(tag)) choice.range = arrayRangeText(tag);
      choices.push(choice);
    }
    for (const childId of tag.children ?? []) {
      const child = own(project.childTagMap, childId);
      if (child && types.includes(child.data_type)) {
        choices.push({ id: child.uuid, name: `${tag.name}.${child.name}`, alias: child.alias, io: false });
      }
    }
  }
  return choices.sort((a, b) => Number(b.io) - Number(a.io) || byName(a, b));
}

/**
 * The choice whose name or alias is `text` (case-insensitive, names first), if any; an array's choice
 * too (the caller asks for its index).
 */
export function exactChoice(choices: readonly OperandChoice[], text: string): OperandChoice | undefined {
  const lower = text.trim().toLowerCase();
  if (lower === '') return undefined;
  return (
    choices.find((c) => c.name.toLowerCase() === lower) ??
    choices.find((c) => c.alias !== '' && c.alias.toLowerCase() === lower)
  );
}

/**
 * The choices typed text lists: those whose name or alias contains it, an exact name or alias match
 * first; all of them for blank text.
 */
export function filterChoices(choices: readonly OperandChoice[], text: string): OperandChoice[] {
  const lower = text.trim().toLowerCase();
  if (lower === '') return [...choices];
  const exact = exactChoice(choices, lower);
  const rest = choices.filter(
    (c) => c !== exact && (c.name.toLowerCase().includes(lower) || c.alias.toLowerCase().includes(lower)),
  );
  return exact ? [exact, ...rest] : rest;
}

/** The operand slots of `instruction`, in drawing order. */
export function slotsOf(project: Project, instruction: Instruction): SlotInfo[] {
  const rules = addOnSlotRules(project, instruction) ?? slotRules(instruction.type) ?? {};
  return (Object.keys(rules) as OperandSlot[]).map((slot) => {
    const rule = rules[slot] as {
      types: readonly string[];
      constant: boolean;
      array?: boolean;
      label?: string;
      kind?: 'label' | 'file';
      expression?: boolean;
    };
    const operand =
      slot === 'tag'
        ? instruction.tag
        : isParamSlot(slot)
          ? addOnOperand(instruction, slot)
          : instruction.ref?.[slot];
    const choices = choicesOf(project, rule.types);
    const expression = rule.expression === true;
    const info: SlotInfo = {
      slot,
      label: rule.label ?? SLOT_LABELS[slot as keyof typeof SLOT_LABELS] ?? slot,
      current: expression
        ? typeof operand === 'string'
          ? operand
          : ''
        : rule.types.includes(ROUTINE_TYPE)
          ? String(operand ?? '')
          : operandName(project, operand),
      ...(expression ? { expression } : {}),
      constant: rule.constant,
      real: rule.types.includes('REAL'),
      types: rule.types,
      choices: rule.array ? choices.filter((c) => c.range !== undefined) : choices,
      ...(rule.array ? { array: true } : {}),
    };
    return rule.kind === undefined ? info : programControlSlot(project, info, rule.kind, operand);
  });
}

/**
 * The operand typed text names in `slot`: a choice's exact (case-insensitive) name or alias (not an
 * array's: an array needs an index), an array element `Data[3]` / `Data[Index]` of a type the slot
 * takes, an integer constant where the slot takes one (a REAL one such as `1.5` or `1.0E-3` where it
 * takes REAL), null for blank text (clears the slot); undefined when it names nothing.
 */
export function parseOperand(info: SlotInfo, text: string, project?: Project): Operand | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (info.kind === 'label') return isLogixName(trimmed) ? trimmed : undefined;
  if (info.expression) return trimmed;
  const found = exactChoice(info.choices, trimmed);
  if (found) return found.range === undefined || info.array ? found.id : undefined;
  if (project && isPathText(trimmed)) {
    // `Data[3]`, and paths into structures: `Pump1.Speed`, `Pumps[Idx].Run`, `Timers[2]`.
    const element = elementOperandFromText(project, trimmed);
    return element.operand !== null && info.types.includes(element.type) ? element.operand : undefined;
  }
  if (info.constant && /^[+-]?\d+$/.test(trimmed)) return Number(trimmed);
  if (info.constant && info.real && REAL_LITERAL.test(trimmed)) return Number(trimmed);
  return undefined;
}

/**
 * Why typed text that looks like an array element (`Data[12]`) names none the slot takes: the
 * compiler's reason (`Array index 12 is out of range for Data[0..9]`, `No tag is named "Foo"`, …) or
 * the element type the slot refuses; null for text without `[` or an element it takes.
 */
export function elementProblem(project: Project, info: SlotInfo, text: string): string | null {
  const trimmed = text.trim();
  if (!isPathText(trimmed)) return null;
  if (exactChoice(info.choices, trimmed)) return null;
  const element = elementOperandFromText(project, trimmed);
  if (element.operand === null) return `${element.reason}.`;
  if (info.types.includes(element.type)) return null;
  return `${trimmed} is a ${element.type}: this slot takes ${info.types.join(' or ')}.`;
}

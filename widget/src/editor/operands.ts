/**
 * What an instruction's operand picker offers: the instruction's slots, and for each slot the tags and
 * members of the types it takes (spec 000 §4 "Ladder editing": contacts and coils BOOL tags or BOOL
 * members, timers TIMER, counters COUNTER, math, move and compare DINT and REAL tags or members
 * (MOD DINT only), integer constants as sources).
 */
import { constantText, type Instruction, type Operand, type Project } from '@plcsim/compiler';
import { slotRules } from '../editing/actions/setOperand.ts';
import { own } from '../editing/ladderIndex.ts';
import type { OperandSlot } from '../editing/types.ts';

/** One choice: the operand id, the name shown ('Motor', 'T1.DN') and the tag's alias ('' when none). */
export interface OperandChoice {
  id: string;
  name: string;
  alias: string;
  /** True for the scene's and the project's I/O (DI/DO tags, tags with an I/O symbol or the scene needs). */
  io: boolean;
}

/** What a choice shows: 'DI0 · START' with an alias, else the name. */
export function choiceLabel(choice: OperandChoice): string {
  return choice.alias === '' ? choice.name : `${choice.name} · ${choice.alias}`;
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
  choices: OperandChoice[];
}

const SLOT_LABELS: Record<OperandSlot, string> = {
  tag: 'Tag',
  SrcA: 'Source A',
  SrcB: 'Source B',
  Src: 'Source',
  Dest: 'Destination',
  Stor: 'Storage bit',
  Out: 'Output bit',
};

/** A REAL literal: digits with a point and/or an exponent. */
const REAL_LITERAL = /^[+-]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][+-]?\d+)?$/;

/** The name of an operand: a tag's name, 'parent.child', the constant, or '' when empty or unknown. */
export function operandName(project: Project, operand: Operand | null | undefined): string {
  if (typeof operand === 'number') return constantText(operand);
  if (typeof operand !== 'string') return '';
  const tag = own(project.tagMap, operand);
  if (tag) return tag.name;
  const child = own(project.childTagMap, operand);
  const parent = child && own(project.tagMap, child.parent);
  return child && parent ? `${parent.name}.${child.name}` : '';
}

/**
 * Tags and members whose data type is one of `types`: the I/O first (DI0, DI1, …, DO0, …), then the
 * other tags, each group sorted by name (numbers in names in number order).
 */
export function choicesOf(project: Project, types: readonly string[]): OperandChoice[] {
  const choices: OperandChoice[] = [];
  for (const tag of Object.values(project.tagMap)) {
    const io = isIo(tag);
    if (types.includes(tag.data_type)) choices.push({ id: tag.uuid, name: tag.name, alias: tag.alias, io });
    for (const childId of tag.children ?? []) {
      const child = own(project.childTagMap, childId);
      if (child && types.includes(child.data_type)) {
        choices.push({ id: child.uuid, name: `${tag.name}.${child.name}`, alias: child.alias, io: false });
      }
    }
  }
  return choices.sort((a, b) => Number(b.io) - Number(a.io) || byName(a, b));
}

/** The choice whose name or alias is `text` (case-insensitive, names first), if any. */
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
  const rules = slotRules(instruction.type) ?? {};
  return (Object.keys(rules) as OperandSlot[]).map((slot) => {
    const rule = rules[slot] as { types: readonly string[]; constant: boolean };
    const operand = slot === 'tag' ? instruction.tag : instruction.ref?.[slot];
    return {
      slot,
      label: SLOT_LABELS[slot],
      current: operandName(project, operand),
      constant: rule.constant,
      real: rule.types.includes('REAL'),
      choices: choicesOf(project, rule.types),
    };
  });
}

/**
 * The operand typed text names in `slot`: a choice's exact (case-insensitive) name or alias, an
 * integer constant where the slot takes one (a REAL one such as `1.5` or `1.0E-3` where it takes REAL), null for blank text (clears the slot); undefined when it
 * names nothing.
 */
export function parseOperand(info: SlotInfo, text: string): Operand | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const found = exactChoice(info.choices, trimmed);
  if (found) return found.id;
  if (info.constant && /^[+-]?\d+$/.test(trimmed)) return Number(trimmed);
  if (info.constant && info.real && REAL_LITERAL.test(trimmed)) return Number(trimmed);
  return undefined;
}

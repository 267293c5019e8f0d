/**
 * IEC 61131-3 standard function blocks in Structured Text: the types a VAR block may declare (`Delay : TON;`),
 * their inputs and outputs by IEC name, and where each lives. Timers and counters are TIMER and COUNTER
 * tags, and their IEC names map onto the tag's members (Q → DN, ET → ACC, PT → PRE …); what has no member
 * (a counter's R and LD, CTD's Q, CTUD's QD, everything of R_TRIG, F_TRIG, SR and RS) is a hidden BOOL slot
 * of its own, readable as `Name.MEMBER`. docs/decisions.md "Structured Text: IEC function blocks".
 */
import type { Project, Tag } from '../model/project.ts';
import { memberOffset } from '../layout/tagLayout.ts';
import type { TagResolver } from './resolve.ts';

export type TimerFb = 'TON' | 'TOF' | 'TP' | 'RTO';
export type CounterFb = 'CTU' | 'CTD' | 'CTUD';
export type LogicFb = 'R_TRIG' | 'F_TRIG' | 'SR' | 'RS';
export type FbType = TimerFb | CounterFb | LogicFb;

export const TIMER_FBS: readonly TimerFb[] = ['TON', 'TOF', 'TP', 'RTO'];
export const COUNTER_FBS: readonly CounterFb[] = ['CTU', 'CTD', 'CTUD'];
export const LOGIC_FBS: readonly LogicFb[] = ['R_TRIG', 'F_TRIG', 'SR', 'RS'];
export const FB_TYPES: readonly FbType[] = [...TIMER_FBS, ...COUNTER_FBS, ...LOGIC_FBS];

/** The function-block type named `word` (any case), or undefined. */
export function fbType(word: string): FbType | undefined {
  const upper = word.toUpperCase();
  return (FB_TYPES as readonly string[]).includes(upper) ? (upper as FbType) : undefined;
}

/** The tag type a function-block type is stored as (null: no tag, hidden slots only). */
export function fbTagType(type: FbType): 'TIMER' | 'COUNTER' | null {
  if ((TIMER_FBS as readonly string[]).includes(type)) return 'TIMER';
  if ((COUNTER_FBS as readonly string[]).includes(type)) return 'COUNTER';
  return null;
}

/** One input or output of a function block. */
export interface FbPin {
  /** The IEC name, upper-case. */
  readonly name: string;
  readonly direction: 'input' | 'output';
  readonly type: 'BOOL' | 'DINT';
  /** The TIMER/COUNTER member it is, or null for a hidden slot of its own. */
  readonly member: string | null;
}

const pin = (
  name: string,
  direction: FbPin['direction'],
  type: FbPin['type'],
  member: string | null,
): FbPin => ({
  name,
  direction,
  type,
  member,
});

const TIMER_PINS = (q: string): FbPin[] => [
  pin('IN', 'input', 'BOOL', 'EN'),
  pin('PT', 'input', 'DINT', 'PRE'),
  pin('Q', 'output', 'BOOL', q),
  pin('ET', 'output', 'DINT', 'ACC'),
];

/** Each type's pins, inputs first, in IEC order. */
export const FB_PINS: Readonly<Record<FbType, readonly FbPin[]>> = {
  TON: TIMER_PINS('DN'),
  TOF: TIMER_PINS('DN'),
  RTO: TIMER_PINS('DN'),
  // TP's output is the pulse itself: TT while the pulse runs.
  TP: TIMER_PINS('TT'),
  CTU: [
    pin('CU', 'input', 'BOOL', 'CU'),
    pin('R', 'input', 'BOOL', null),
    pin('PV', 'input', 'DINT', 'PRE'),
    pin('Q', 'output', 'BOOL', 'DN'),
    pin('CV', 'output', 'DINT', 'ACC'),
  ],
  CTD: [
    pin('CD', 'input', 'BOOL', 'CD'),
    pin('LD', 'input', 'BOOL', null),
    pin('PV', 'input', 'DINT', 'PRE'),
    pin('Q', 'output', 'BOOL', null),
    pin('CV', 'output', 'DINT', 'ACC'),
  ],
  CTUD: [
    pin('CU', 'input', 'BOOL', 'CU'),
    pin('CD', 'input', 'BOOL', 'CD'),
    pin('R', 'input', 'BOOL', null),
    pin('LD', 'input', 'BOOL', null),
    pin('PV', 'input', 'DINT', 'PRE'),
    pin('QU', 'output', 'BOOL', 'DN'),
    pin('QD', 'output', 'BOOL', null),
    pin('CV', 'output', 'DINT', 'ACC'),
  ],
  R_TRIG: [pin('CLK', 'input', 'BOOL', null), pin('Q', 'output', 'BOOL', null)],
  F_TRIG: [pin('CLK', 'input', 'BOOL', null), pin('Q', 'output', 'BOOL', null)],
  SR: [pin('S1', 'input', 'BOOL', null), pin('R', 'input', 'BOOL', null), pin('Q1', 'output', 'BOOL', null)],
  RS: [pin('S', 'input', 'BOOL', null), pin('R1', 'input', 'BOOL', null), pin('Q1', 'output', 'BOOL', null)],
};

/** CODESYS and TwinCAT spell a counter's R and LD as RESET and LOAD: both are accepted. */
const PIN_ALIASES: Readonly<Record<string, string>> = { RESET: 'R', LOAD: 'LD' };

/** The pin `name` (any case, aliases accepted) of `type`, or undefined. */
export function fbPin(type: FbType, name: string): FbPin | undefined {
  const upper = name.toUpperCase();
  const canonical = PIN_ALIASES[upper] ?? upper;
  return FB_PINS[type].find((p) => p.name === canonical);
}

/** The names of `type`'s pins of one direction, for messages: 'IN, PT'. */
export function pinList(type: FbType, direction: FbPin['direction']): string {
  return FB_PINS[type]
    .filter((p) => p.direction === direction)
    .map((p) => p.name)
    .join(', ');
}

/** A declared function-block instance. */
export interface FbInstance {
  /** The name as declared. */
  readonly name: string;
  readonly type: FbType;
  /** The TIMER or COUNTER tag of a timer or counter; null for R_TRIG, F_TRIG, SR, RS. */
  readonly tag: Tag | null;
}

/** A function-block declaration out of a VAR block. */
export interface FbDeclaration {
  readonly name: string;
  readonly type: FbType;
}

/** What a member reference `X.M` reads or writes. */
export type MemberPlace =
  | { readonly kind: 'member'; readonly offset: number; readonly type: 'BOOL' | 'DINT' }
  | { readonly kind: 'hidden'; readonly key: string; readonly type: 'BOOL' | 'DINT' };

/**
 * The function-block instances of a program: timers and counters by their tag, the others by name.
 * Hidden slots are keyed `NAME.PIN` (upper-case).
 */
export class FbInstances {
  readonly #byTag = new Map<string, FbInstance>();
  readonly #byName = new Map<string, FbInstance>();

  constructor(declarations: readonly FbDeclaration[], project: Project) {
    const tags = new Map(Object.values(project.tagMap ?? {}).map((t) => [t.name.toUpperCase(), t]));
    for (const d of declarations) {
      const tagType = fbTagType(d.type);
      const key = d.name.toUpperCase();
      if (tagType === null) {
        if (!tags.has(key) && !this.#byName.has(key))
          this.#byName.set(key, { name: d.name, type: d.type, tag: null });
        continue;
      }
      const tag = tags.get(key);
      if (tag && tag.data_type === tagType && !this.#byTag.has(tag.uuid))
        this.#byTag.set(tag.uuid, { name: tag.name, type: d.type, tag });
    }
  }

  /** Every instance: timers and counters in declaration order, then the logic blocks. */
  all(): FbInstance[] {
    return [...this.#byTag.values(), ...this.#byName.values()];
  }

  /** True when no instance was declared. */
  get empty(): boolean {
    return this.#byTag.size === 0 && this.#byName.size === 0;
  }

  /** The instance `name` refers to: a TIMER/COUNTER tag declared with an IEC type, or a logic block. */
  find(name: string, resolver: TagResolver): FbInstance | undefined {
    const resolved = resolver.resolve(name);
    if (resolved) return resolved.kind === 'block' ? this.#byTag.get(resolved.tag.uuid) : undefined;
    return this.#byName.get(name.toUpperCase());
  }

  /** The logic-block instance named `name` (no tag), if any. */
  logic(name: string): FbInstance | undefined {
    return this.#byName.get(name.toUpperCase());
  }

  /** The IEC type of a TIMER or COUNTER tag, when it was declared with one. */
  typeOfTag(tag: Tag): FbType | undefined {
    return this.#byTag.get(tag.uuid)?.type;
  }
}

/**
 * Where member `member` of a TIMER/COUNTER tag (IEC type `type`, if declared with one) lives: its Logix
 * member (PRE, ACC, EN, TT, DN …), or an IEC name mapped onto one (a tag without an IEC type reads as TON
 * or CTU), or a hidden slot.
 */
export function blockMember(
  tag: Tag & { data_type: 'TIMER' | 'COUNTER' },
  type: FbType | undefined,
  member: string,
): MemberPlace | undefined {
  const upper = member.toUpperCase();
  const offset = memberOffset(tag.data_type, upper);
  if (offset !== undefined)
    return { kind: 'member', offset, type: upper === 'PRE' || upper === 'ACC' ? 'DINT' : 'BOOL' };
  const found = fbPin(type ?? (tag.data_type === 'TIMER' ? 'TON' : 'CTU'), upper);
  if (!found) return undefined;
  if (found.member === null) {
    // A plain COUNTER (no IEC type) has no R: only declared IEC counters get hidden pins.
    if (type === undefined) return undefined;
    return { kind: 'hidden', key: `${tag.name}.${found.name}`.toUpperCase(), type: found.type };
  }
  const mapped = memberOffset(tag.data_type, found.member);
  return mapped === undefined ? undefined : { kind: 'member', offset: mapped, type: found.type };
}

/** Where member `member` of a logic-block instance lives (always a hidden slot). */
export function logicMember(instance: FbInstance, member: string): MemberPlace | undefined {
  const found = fbPin(instance.type, member);
  return found
    ? { kind: 'hidden', key: `${instance.name}.${found.name}`.toUpperCase(), type: 'BOOL' }
    : undefined;
}

/** The members a learner may use on an instance, for messages. */
export function instanceMemberList(type: FbType): string {
  return FB_PINS[type].map((p) => p.name).join(', ');
}

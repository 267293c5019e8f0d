import { arrayBounds, isArrayTag } from '../model/arrays.ts';
import type { Project, Tag } from '../model/project.ts';
import { TypeTable } from '../model/dataTypes.ts';
import { COUNTER_MEMBERS, memberOffset, TIMER_MEMBERS } from '../layout/tagLayout.ts';

/** What a name in a Structured Text program refers to. */
export type Resolved =
  | { kind: 'value'; tag: Tag; type: 'BOOL' | 'DINT' | 'REAL' }
  | { kind: 'block'; tag: Tag; type: 'TIMER' | 'COUNTER' }
  /** An array tag: `type` is its elements' type, `lower`..`upper` its indexes. */
  | { kind: 'array'; tag: Tag; type: 'BOOL' | 'DINT' | 'REAL'; lower: number; upper: number }
  /** A STRUCT tag or an array of TIMER, COUNTER or STRUCT: reached through paths (`P1.Speed`). */
  | { kind: 'struct'; tag: Tag; type: 'STRUCT' | 'TIMER' | 'COUNTER' | 'CONTROL' };

/**
 * Finds tags by alias first, then by name, case-insensitively (spec 000 §4), and the members of TIMER
 * and COUNTER tags.
 */
export class TagResolver {
  readonly #byAlias = new Map<string, Tag>();
  readonly #byName = new Map<string, Tag>();
  /** The project's data types. */
  readonly types: TypeTable;
  /** Enumeration values by upper-cased name: their value and enumeration. */
  readonly enums: ReadonlyMap<string, EnumValue>;
  /** Enumeration variables: upper-cased tag name → enumeration. */
  readonly enumTags: ReadonlyMap<string, string>;

  constructor(
    project: Project,
    enums: ReadonlyMap<string, EnumValue> = new Map(),
    enumTags: ReadonlyMap<string, string> = new Map(),
  ) {
    this.types = new TypeTable(project.dataTypes, project.addOnInstructions);
    this.enums = enums;
    this.enumTags = enumTags;
    for (const tag of Object.values(project.tagMap ?? {})) {
      const name = tag.name.toUpperCase();
      if (!this.#byName.has(name)) this.#byName.set(name, tag);
      const alias = tag.alias?.trim().toUpperCase();
      if (alias && !this.#byAlias.has(alias)) this.#byAlias.set(alias, tag);
    }
  }

  resolve(name: string): Resolved | undefined {
    const key = name.toUpperCase();
    const tag = this.#byAlias.get(key) ?? this.#byName.get(key);
    if (!tag) return undefined;
    const type = tag.data_type;
    if (
      type === 'STRUCT' ||
      type === 'CONTROL' ||
      (isArrayTag(tag) && (type === 'TIMER' || type === 'COUNTER'))
    )
      return { kind: 'struct', tag, type };
    if (type === 'TIMER' || type === 'COUNTER') return { kind: 'block', tag, type };
    if (isArrayTag(tag)) return { kind: 'array', tag, type, ...arrayBounds(tag) };
    return { kind: 'value', tag, type };
  }
}

/** The type and block offset of `member` of a TIMER or COUNTER, or undefined for an unknown member. */
export function memberOf(
  type: 'TIMER' | 'COUNTER',
  member: string,
): { offset: number; type: 'BOOL' | 'DINT' } | undefined {
  const upper = member.toUpperCase();
  const offset = memberOffset(type, upper);
  if (offset === undefined) return undefined;
  return { offset, type: upper === 'PRE' || upper === 'ACC' ? 'DINT' : 'BOOL' };
}

/** The members a learner may use, for messages: 'PRE, ACC, EN, TT, DN'. */
export function memberList(type: 'TIMER' | 'COUNTER'): string {
  return Object.keys(type === 'TIMER' ? TIMER_MEMBERS : COUNTER_MEMBERS).join(', ');
}

/** A value of an enumeration: its name as declared, its DINT value and its enumeration. */
export interface EnumValue {
  readonly name: string;
  readonly value: number;
  readonly type: string;
}

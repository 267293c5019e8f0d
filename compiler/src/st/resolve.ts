import { arrayBounds, isArrayTag } from '../model/arrays.ts';
import type { Project, Tag } from '../model/project.ts';
import { COUNTER_MEMBERS, memberOffset, TIMER_MEMBERS } from '../layout/tagLayout.ts';

/** What a name in a Structured Text program refers to. */
export type Resolved =
  | { kind: 'value'; tag: Tag; type: 'BOOL' | 'DINT' | 'REAL' }
  | { kind: 'block'; tag: Tag; type: 'TIMER' | 'COUNTER' }
  /** An array tag: `type` is its elements' type, `lower`..`upper` its indexes. */
  | { kind: 'array'; tag: Tag; type: 'BOOL' | 'DINT' | 'REAL'; lower: number; upper: number };

/**
 * Finds tags by alias first, then by name, case-insensitively (spec 000 §4), and the members of TIMER
 * and COUNTER tags.
 */
export class TagResolver {
  readonly #byAlias = new Map<string, Tag>();
  readonly #byName = new Map<string, Tag>();

  constructor(project: Project) {
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
    // STRUCT tags and arrays of TIMER/COUNTER/STRUCT are not reachable from Structured Text yet.
    if (
      !tag ||
      tag.data_type === 'STRUCT' ||
      (isArrayTag(tag) && (tag.data_type === 'TIMER' || tag.data_type === 'COUNTER'))
    )
      return undefined;
    if (isArrayTag(tag) && tag.data_type !== 'TIMER' && tag.data_type !== 'COUNTER')
      return { kind: 'array', tag, type: tag.data_type, ...arrayBounds(tag) };
    return tag.data_type === 'TIMER' || tag.data_type === 'COUNTER'
      ? { kind: 'block', tag, type: tag.data_type }
      : { kind: 'value', tag, type: tag.data_type };
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

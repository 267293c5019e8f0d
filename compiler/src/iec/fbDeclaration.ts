/**
 * Declarations of IEC function-block instances and of TIMER / COUNTER tags: `Delay : TON;`,
 * `Count : CTU;`, `Edge : R_TRIG;`, `T1 : TIMER;`.
 */
import type { TagType } from '../model/project.ts';
import { fbTagType, fbType, type FbType, type LogicFb } from '../st/blocks.ts';

/** What a block type word declares. */
export interface BlockKind {
  /** The word as the messages name it: TON, CTU, R_TRIG, TIMER, COUNTER. */
  name: string;
  /** The IEC function block, or undefined for a plain TIMER or COUNTER tag. */
  fb: FbType | undefined;
  /** The tag type (TIMER or COUNTER), or null for R_TRIG, F_TRIG, SR and RS (instances without a tag). */
  tagType: TagType | null;
}

/** The block a type word (upper-cased) declares, or null when it is not a block type. */
export function blockKind(typeWord: string): BlockKind | null {
  const fb = fbType(typeWord);
  if (fb) return { name: fb, fb, tagType: fbTagType(fb) };
  if (typeWord === 'TIMER' || typeWord === 'COUNTER')
    return { name: typeWord, fb: undefined, tagType: typeWord };
  return null;
}

/** `Initial value not allowed for TON instance "Delay"`: blocks have no initial values. */
export function blockInitialMessage(kind: BlockKind, name: string): string {
  return `Initial value not allowed for ${kind.name} ${kind.fb ? 'instance' : 'tag'} "${name}"`;
}

/** The instance type of a block without a tag (R_TRIG, F_TRIG, SR, RS), else null. */
export function instanceType(kind: BlockKind | null): LogicFb | null {
  return kind?.fb !== undefined && kind.tagType === null ? (kind.fb as LogicFb) : null;
}

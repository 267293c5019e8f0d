/**
 * Access paths in Structured Text (issue 24): `P1.Speed`, `Pumps[i].Speed`, `Line.Motors[2].Delay.DN`,
 * `Delays[k].ACC` on STRUCT tags and arrays of TIMER, COUNTER or STRUCT, walked with the project's type
 * table (model/dataTypes.ts). One variable index per reference (LDX/STX with a stride); a second is a
 * diagnostic.
 */
import type { Access, PathError, PathSegment } from '../model/dataTypes.ts';
import type { Tag } from '../model/project.ts';
import { pathOf, type Expression, type StepRef, type Target } from './ast.ts';
import { constantValue } from './constant.ts';
import type { TagResolver } from './resolve.ts';

/** Where a path leads: its tag, the access, and the expression of its variable index (if any). */
export interface PathPlace {
  readonly tag: Tag;
  readonly access: Access;
  readonly index?: Expression;
}

/** True when `ref` is read through the type table: any path on a STRUCT tag or array of blocks/structs. */
export function isStructPath(resolver: TagResolver, ref: Target): boolean {
  if (ref.kind === 'name') return false;
  if (ref.kind === 'path') return true;
  return resolver.resolve(pathOf(ref).base.name)?.kind === 'struct';
}

/** Walks `ref`: undefined for an unknown tag, else its place or the path error. */
export function walkPath(
  resolver: TagResolver,
  ref: StepRef,
): PathPlace | { readonly error: PathError; readonly tag: Tag } | undefined {
  const { base, steps } = pathOf(ref);
  const resolved = resolver.resolve(base.name);
  if (!resolved) return undefined;
  let index: Expression | undefined;
  const segments = steps.map((s): PathSegment => {
    if (s.kind === 'member') return { kind: 'member', name: s.name.name };
    const k = constantValue(s.index);
    if (k === undefined) index ??= s.index;
    return { kind: 'index', index: k ?? null };
  });
  const result = resolver.types.walk(resolved.tag, segments);
  if ('error' in result) return { error: result.error, tag: resolved.tag };
  return { tag: resolved.tag, access: result.access, ...(index ? { index } : {}) };
}

/** The text of `ref` up to and including step `n` (the tag's name for -1), for messages. */
export function writtenPath(ref: StepRef, source: string): (n: number) => string {
  const { base, steps } = pathOf(ref);
  return (n) => (n < 0 ? base.name : source.slice(base.from, steps[n]?.to ?? ref.to));
}

/** A whole STRUCT, TIMER or COUNTER value a reference names (`P1`, `Pumps[2]`), or undefined. */
export function wholeOf(resolver: TagResolver, e: Expression): PathPlace | undefined {
  if (e.kind === 'name') {
    const resolved = resolver.resolve(e.name.name);
    if (resolved?.kind !== 'struct' || resolved.tag.dimension !== undefined) return undefined;
    return { tag: resolved.tag, access: { ref: resolved.tag, offset: 0 } };
  }
  if (e.kind !== 'member' && e.kind !== 'index' && e.kind !== 'path') return undefined;
  if (!isStructPath(resolver, e)) return undefined;
  const found = walkPath(resolver, e);
  if (!found || 'error' in found) return undefined;
  const { ref } = found.access;
  return ref.dimension === undefined &&
    (ref.data_type === 'STRUCT' || ref.data_type === 'TIMER' || ref.data_type === 'COUNTER')
    ? found
    : undefined;
}

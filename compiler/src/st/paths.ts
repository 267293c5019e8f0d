/**
 * Access paths in Structured Text (issue 24): `P1.Speed`, `Pumps[i].Speed`, `Line.Motors[2].Delay.DN`,
 * `Delays[k].ACC` on STRUCT tags and arrays of TIMER, COUNTER or STRUCT, walked with the project's type
 * table (model/dataTypes.ts). One variable index per reference (LDX/STX with a stride); a second is a
 * diagnostic.
 */
import { isBlockType } from '../model/dataTypes.ts';
import type { Access, PathError, PathSegment } from '../model/dataTypes.ts';
import type { Tag } from '../model/project.ts';
import { pathOf, type Expression, type StepRef, type Target } from './ast.ts';
import { constantValue } from './constant.ts';
import type { TagResolver } from './resolve.ts';

/** Where a path leads: its tag, the access, and the expression of its variable index (if any). */
export interface PathPlace {
  readonly tag: Tag;
  readonly access: Access;
  /** The first variable index. */
  readonly index?: Expression;
  /** Every variable index, outermost first (`Line.Motors[i].Hist[j]`: i, then j). */
  readonly variables?: readonly VariableIndex[];
}

/** A variable index: its array's first index, count, stride and first element's offset in the tag. */
export interface VariableIndex {
  readonly index: Expression;
  readonly lower: number;
  readonly count: number;
  readonly stride: number;
  readonly offset: number;
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
  const fixed: PathSegment[] = [];
  const variables: VariableIndex[] = [];
  for (const s of steps) {
    const k = s.kind === 'index' ? constantValue(s.index) : undefined;
    if (s.kind === 'member' || k !== undefined) {
      fixed.push(
        s.kind === 'member' ? { kind: 'member', name: s.name.name } : { kind: 'index', index: k ?? 0 },
      );
      continue;
    }
    // A variable index: its array's place with the earlier variable indexes at their first index.
    const at = resolver.types.walk(resolved.tag, [...fixed, { kind: 'index', index: null }]);
    if ('error' in at) return { error: at.error, tag: resolved.tag };
    const v = at.access.variable;
    if (!v) return undefined;
    variables.push({
      index: s.index,
      lower: v.lower,
      count: v.count,
      stride: v.stride,
      offset: at.access.offset,
    });
    fixed.push({ kind: 'index', index: v.lower });
  }
  const result = resolver.types.walk(resolved.tag, fixed);
  if ('error' in result) return { error: result.error, tag: resolved.tag };
  const first = variables[0];
  const access = first ? { ...result.access, variable: { segment: 0, ...first } } : result.access;
  return { tag: resolved.tag, access, ...(first ? { index: first.index, variables } : {}) };
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
  return ref.dimension === undefined && (ref.data_type === 'STRUCT' || isBlockType(ref.data_type))
    ? found
    : undefined;
}

/**
 * Ladder operands that reach into a tag (issue 24): `tagId.Speed`, `tagId[3].Speed`,
 * `tagId[indexId].Delay`, `tagId.Hist[2]`. The tag is named by its id (so renaming a tag keeps every
 * reference), members by their names (as Logix writes them), and an index is a constant or the id of a
 * DINT tag or child tag. An operand that is itself a tag or child id is that tag; the compiler looks ids
 * up first, so no id-only operand changes meaning. `arrayId[3]` (model/arrays.ts) is the one-index case.
 */
import type { PathSegment } from './dataTypes.ts';

/** One step of an operand path: a member by name, or an index (a constant or an index tag's id). */
export type OperandSegment =
  | { readonly kind: 'member'; readonly name: string }
  | { readonly kind: 'index'; readonly index: number | string };

/** A parsed operand path: the tag's id and the steps below it (at least one). */
export interface OperandPath {
  readonly tag: string;
  readonly segments: readonly OperandSegment[];
}

const HEAD = /^[^.[\]]+/;
const MEMBER = /^\.([A-Za-z_][A-Za-z0-9_]*)/;
const INDEX = /^\[([^[\]]+)\]/;
const INTEGER = /^-?\d+$/;

/** The path an operand names, or null for a plain id, a number or text that is not a path. */
export function parseOperandPath(operand: unknown): OperandPath | null {
  if (typeof operand !== 'string') return null;
  const head = HEAD.exec(operand);
  if (!head) return null;
  const segments: OperandSegment[] = [];
  let rest = operand.slice(head[0].length);
  while (rest.length > 0) {
    const member = MEMBER.exec(rest);
    if (member) {
      segments.push({ kind: 'member', name: member[1] ?? '' });
      rest = rest.slice(member[0].length);
      continue;
    }
    const index = INDEX.exec(rest);
    if (!index) return null;
    const text = (index[1] ?? '').trim();
    segments.push({ kind: 'index', index: INTEGER.test(text) ? Number(text) : text });
    rest = rest.slice(index[0].length);
  }
  return segments.length > 0 ? { tag: head[0], segments } : null;
}

/** The operand string of a path (the inverse of {@link parseOperandPath}). */
export function operandPathText(path: OperandPath): string {
  return path.tag + segmentsText(path.segments, (index) => String(index));
}

/**
 * `.Speed[3]`, `[i].PRE`: segments as a learner reads them, with each variable index named by
 * `indexName` (a tag name for an index tag's id).
 */
export function segmentsText(
  segments: readonly OperandSegment[],
  indexName: (index: string | number) => string,
): string {
  return segments.map((s) => (s.kind === 'member' ? `.${s.name}` : `[${indexName(s.index)}]`)).join('');
}

/** The segments as TypeTable.walk takes them: a variable index becomes `index: null`. */
export function walkSegments(segments: readonly OperandSegment[]): PathSegment[] {
  return segments.map((s) =>
    s.kind === 'member' ? s : { kind: 'index', index: typeof s.index === 'number' ? s.index : null },
  );
}

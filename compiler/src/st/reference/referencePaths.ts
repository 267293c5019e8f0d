/**
 * Paths in the Structured Text reference interpreter (issue 24): the memory cells of STRUCT tags and
 * arrays of TIMER/COUNTER/STRUCT, one per one-slot member, named `PUMPS[2].SPEED` (tag name and member
 * path, upper-cased), and a path read the straightforward way: its name built step by step, each index
 * evaluated and checked against its array's bounds when the path is used.
 */
import { elementRef, memberPath, TypeTable, type TypeRef } from '../../model/dataTypes.ts';
import type { Project, Tag } from '../../model/project.ts';
import { pathOf, type Expression, type StepRef } from '../ast.ts';
import { constantValue } from '../constant.ts';

/** A one-slot member cell: its name, type and initial value. */
export interface MemberCell {
  readonly key: string;
  readonly type: 'BOOL' | 'DINT' | 'REAL';
  readonly value: number;
}

/** The member cells of every STRUCT tag and array of TIMER/COUNTER/STRUCT of `project`. */
export function memberCells(project: Project): MemberCell[] {
  const types = new TypeTable(project.dataTypes, project.addOnInstructions);
  const cells: MemberCell[] = [];
  for (const tag of Object.values(project.tagMap)) {
    if (
      tag.data_type !== 'STRUCT' &&
      (tag.dimension === undefined || (tag.data_type !== 'TIMER' && tag.data_type !== 'COUNTER'))
    )
      continue;
    const stored = new Map(Object.entries(tag.memberValues ?? {}).map(([k, v]) => [k.toUpperCase(), v]));
    for (const leaf of types.leaves(tag)) {
      const raw = stored.get(memberPath(leaf.path).toUpperCase()) ?? 0;
      const value = leaf.type === 'REAL' ? Math.fround(raw) : leaf.type === 'BOOL' ? (raw ? 1 : 0) : raw | 0;
      cells.push({ key: `${tag.name}${leaf.path}`.toUpperCase(), type: leaf.type, value });
    }
  }
  return cells;
}

/** What a prepared path needs from the interpreter. */
export interface PathHost {
  readonly types: TypeTable;
  tag(name: string): Tag | undefined;
  /** Prepares an index expression. */
  expression(e: Expression): () => number;
  /** Throws the interpreter's index fault with `message`. */
  fault(message: string): never;
  line(): number;
}

/**
 * Prepares `ref`: a function giving the cell name it names now (indexes evaluated and checked), and the
 * type reached.
 */
export function preparePath(host: PathHost, ref: StepRef): { key: () => string; ref: TypeRef } {
  const { base, steps } = pathOf(ref);
  const tag = host.tag(base.name);
  if (!tag) throw new Error(`StReference: unknown name ${base.name}`);
  let type: TypeRef = tag;
  let written = tag.name;
  const parts: (string | (() => string))[] = [tag.name.toUpperCase()];
  for (const step of steps) {
    if (step.kind === 'member') {
      const result = host.types.walk(type, [{ kind: 'member', name: step.name.name }]);
      if ('error' in result) throw new Error(`StReference: no member ${step.name.name}`);
      const layout = type.data_type === 'STRUCT' && type.udt ? host.types.struct(type.udt) : undefined;
      const name = layout?.byName.get(step.name.name.toUpperCase())?.name ?? step.name.name.toUpperCase();
      written += `.${name}`;
      parts.push(`.${name.toUpperCase()}`);
      type = result.access.ref;
      continue;
    }
    if (type.dimension === undefined) throw new Error(`StReference: ${written} is not an array`);
    const lower = type.lower ?? 0;
    const upper = lower + type.dimension - 1;
    const index = host.expression(step.index);
    const where = `${written}[${lower}..${upper}] (line ${host.line()})`;
    parts.push(() => {
      const k = index();
      if (k < lower || k > upper) host.fault(`Array index ${k} is out of range for ${where}`);
      return `[${k}]`;
    });
    const fixed = constantValue(step.index);
    // A variable index names the later arrays at its first index, as the VM's fault does.
    written += `[${fixed ?? lower}]`;
    type = elementRef(type);
  }
  return { key: () => parts.map((p) => (typeof p === 'string' ? p : p())).join(''), ref: type };
}

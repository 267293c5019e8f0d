/**
 * The ladder's shape: a tree. Every main rung, branch leg, branch and instruction appears once, in one
 * place; no branch contains itself; a main rung is never also a branch leg; branches nest at most
 * MAX_BRANCH_NESTING deep. A document that breaks this is refused wherever it comes in (parse, compile),
 * because a rung listed twice doubles the code generated for everything under it: thirty such levels
 * are a 7 KB document and 2^30 copies.
 *
 * One walk over the document, each rung and branch entered at most once: time linear in its size.
 * Dangling ids are not this module's business (validation reports them with the spec's messages).
 */
import { dict, entry, list } from './read.ts';
import {
  branchContainsItself,
  branchesTooDeep,
  branchReused,
  instructionReused,
  mainRungAsLeg,
  rungReused,
} from './validateMessages.ts';

/** Deepest nesting of branches inside branches (a branch on a main rung is level 1). */
export const MAX_BRANCH_NESTING = 32;

/** One break of the tree shape, placed like a ladder diagnostic. */
export interface StructureProblem {
  message: string;
  /** 0-based index of the main rung where it was found. */
  rung: number;
  /** The rung, branch or instruction id at fault. */
  elementId: string;
}

interface Frame {
  /** 'rung' frames hold element ids; 'branch' frames hold leg ids. */
  kind: 'rung' | 'branch';
  id: string;
  items: readonly unknown[];
  next: number;
  /** Branch nesting level of this frame (a main rung is 0; a branch and its legs share a level). */
  level: number;
}

/**
 * The breaks of the tree shape in a project document read defensively (any part may be missing or
 * malformed), in document order; `[]` for a well-formed ladder. Never throws.
 */
export function ladderStructure(project: unknown): StructureProblem[] {
  const root = dict(project);
  const rungMap = dict(root.rungMap);
  const branchMap = dict(root.branchMap);
  const instructionMap = dict(root.instructionMap);
  const problems: StructureProblem[] = [];

  const rungUse = new Map<string, 'main' | 'leg'>();
  const branches = new Set<string>();
  const instructions = new Set<string>();
  const mains = list(root.rungs);
  const firstIndex = new Map<string, number>();
  mains.forEach((id, index) => {
    if (typeof id !== 'string' || !entry(rungMap, id)) return;
    if (firstIndex.has(id)) problems.push({ message: rungReused(id, index), rung: index, elementId: id });
    else {
      firstIndex.set(id, index);
      rungUse.set(id, 'main');
    }
  });

  for (const [id, index] of firstIndex) {
    const report = (message: string, elementId: string) => problems.push({ message, rung: index, elementId });
    const onPath = new Set<string>([`rung:${id}`]);
    const stack: Frame[] = [
      { kind: 'rung', id, items: list(entry(rungMap, id)?.elements), next: 0, level: 0 },
    ];
    let tooDeep = false;
    while (stack.length > 0) {
      const frame = stack[stack.length - 1] as Frame;
      if (frame.next >= frame.items.length) {
        onPath.delete(`${frame.kind}:${frame.id}`);
        stack.pop();
        continue;
      }
      const item = frame.items[frame.next++];
      if (typeof item !== 'string') continue;
      if (frame.kind === 'branch') {
        const leg = entry(rungMap, item);
        if (!leg) continue;
        if (onPath.has(`rung:${item}`)) report(branchContainsItself(frame.id, index), frame.id);
        else if (rungUse.get(item) === 'main') report(mainRungAsLeg(item, index), frame.id);
        else if (rungUse.has(item)) report(rungReused(item, index), frame.id);
        else {
          rungUse.set(item, 'leg');
          onPath.add(`rung:${item}`);
          stack.push({ kind: 'rung', id: item, items: list(leg.elements), next: 0, level: frame.level });
        }
        continue;
      }
      if (entry(instructionMap, item)) {
        if (instructions.has(item)) report(instructionReused(item, index), item);
        else instructions.add(item);
        continue;
      }
      const branch = entry(branchMap, item);
      if (!branch) continue;
      if (onPath.has(`branch:${item}`)) report(branchContainsItself(item, index), item);
      else if (branches.has(item)) report(branchReused(item, index), item);
      else if (frame.level + 1 > MAX_BRANCH_NESTING) {
        if (!tooDeep) report(branchesTooDeep(MAX_BRANCH_NESTING, index), item);
        tooDeep = true;
      } else {
        branches.add(item);
        onPath.add(`branch:${item}`);
        stack.push({ kind: 'branch', id: item, items: list(branch.rungs), next: 0, level: frame.level + 1 });
      }
    }
  }
  // Stable: within a rung, the order found.
  return problems.sort((a, b) => a.rung - b.rung);
}

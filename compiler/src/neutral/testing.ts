/**
 * Helpers for the neutral-text tests: deterministic ids, fixtures, lookups by name and an integrity
 * check of the ladder maps.
 */
import { readFileSync } from 'node:fs';
import type { ChildTag, Instruction, Project, Tag } from '../model/project.ts';

/** An id source giving 'id1', 'id2', … */
export function counterIds(): () => string {
  let n = 0;
  return () => `id${++n}`;
}

/** A file of compiler/bench/programs (copies of the bench programs in shared/bench). */
export function fixture(name: string): string {
  return readFileSync(new URL(`../../bench/programs/${name}`, import.meta.url), 'utf8');
}

/** The tag called `name`; throws when there is none. */
export function tagNamed(project: Project, name: string): Tag {
  const tag = Object.values(project.tagMap).find((t) => t.name === name);
  if (!tag) throw new Error(`no tag ${name}`);
  return tag;
}

/** The child `member` of the tag called `name`; throws when there is none. */
export function childOf(project: Project, name: string, member: string): ChildTag {
  const tag = tagNamed(project, name);
  const child = (tag.children ?? []).map((id) => project.childTagMap[id]).find((c) => c?.name === member);
  if (!child) throw new Error(`no child ${name}.${member}`);
  return child;
}

/** The instructions of main rung `index`, top level only. */
export function rungInstructions(project: Project, index: number): Instruction[] {
  const rung = project.rungMap[project.rungs[index] ?? ''];
  return (rung?.elements ?? []).flatMap((id) => {
    const instruction = project.instructionMap[id];
    return instruction ? [instruction] : [];
  });
}

/**
 * Problems with the ladder maps: ids that point nowhere, entries nothing points to, children whose parent
 * does not list them. [] when the project is consistent.
 */
export function integrityProblems(project: Project): string[] {
  const problems: string[] = [];
  const reached = new Set<string>();
  const visitRung = (id: string): void => {
    const rung = project.rungMap[id];
    if (!rung) return void problems.push(`missing rung ${id}`);
    reached.add(id);
    for (const element of rung.elements) {
      const branch = project.branchMap[element];
      reached.add(element);
      if (branch) branch.rungs.forEach(visitRung);
      else if (!project.instructionMap[element]) problems.push(`missing element ${element}`);
    }
  };
  project.rungs.forEach(visitRung);
  for (const id of [
    ...Object.keys(project.rungMap),
    ...Object.keys(project.branchMap),
    ...Object.keys(project.instructionMap),
  ]) {
    if (!reached.has(id)) problems.push(`unreachable ${id}`);
  }
  for (const child of Object.values(project.childTagMap)) {
    if (!project.tagMap[child.parent]?.children?.includes(child.uuid))
      problems.push(`orphan child ${child.uuid}`);
  }
  return problems;
}

/** Test support: tiny projects and problems built in code, for the operator and scoring tests. */
import {
  createEmptyProject,
  importNeutralText,
  type Project,
  type SequenceStep,
  type Tag,
} from '@plcsim/compiler';
import type { ProblemDocument } from '../index.ts';

function bool(name: string, value = 0, io_symbol: Tag['io_symbol'] = null): Tag {
  return { uuid: `tag-${name}`, name, alias: '', data_type: 'BOOL', value, children: null, io_symbol };
}

/** A project with BOOL tags DI0, DI1 (inputs), DO0, DO1 (outputs) and X (internal), and no program. */
export function tinyProject(): Project {
  const project = createEmptyProject('tiny');
  for (const tag of [
    bool('DI0', 0, 'NO_PUSHBUTTON'),
    bool('DI1', 0, 'NO_PUSHBUTTON'),
    bool('DO0', 0, 'INDICATOR'),
    bool('DO1', 0, 'INDICATOR'),
    bool('X'),
  ])
    project.tagMap[tag.uuid] = tag;
  return project;
}

/** Adds a TIMER tag `name` with preset `pre` to `project`. */
export function addTimer(project: Project, name: string, pre: number): void {
  const id = `tag-${name}`;
  const children = ['PRE', 'ACC', 'EN', 'TT', 'DN'].map((child) => `${id}-${child.toLowerCase()}`);
  project.tagMap[id] = { uuid: id, name, alias: '', data_type: 'TIMER', value: 0, children, io_symbol: null };
  for (const [i, child] of ['PRE', 'ACC', 'EN', 'TT', 'DN'].entries()) {
    const uuid = children[i] ?? '';
    project.childTagMap[uuid] = {
      uuid,
      name: child,
      alias: '',
      data_type: child === 'PRE' || child === 'ACC' ? 'DINT' : 'BOOL',
      value: child === 'PRE' ? pre : 0,
      children: null,
      io_symbol: null,
      parent: id,
    };
  }
}

/** An element of {@link ladder}: an instruction, or a branch of legs. */
export type LadderElement =
  readonly [type: string, tag: string] | { legs: readonly (readonly LadderElement[])[] };

/** Sets `project`'s rungs: each a list of [type, tag name or 'Timer.DN'] instructions and branches. */
export function ladder(project: Project, rungs: readonly (readonly LadderElement[])[]): Project {
  let next = 0;
  const tagId = (name: string): string => {
    const [parent, child] = name.split('.');
    const tag = Object.values(project.tagMap).find((t) => t.name === parent);
    if (!tag) throw new Error(`no tag ${name}`);
    if (!child) return tag.uuid;
    const childId = tag.children?.find((id) => project.childTagMap[id]?.name === child);
    if (!childId) throw new Error(`no member ${name}`);
    return childId;
  };
  const rung = (elements: readonly LadderElement[]): string => {
    const uuid = `rung-${next++}`;
    project.rungMap[uuid] = {
      uuid,
      elements: elements.map((element) => {
        if ('legs' in element) {
          const branch = `branch-${next++}`;
          project.branchMap[branch] = { uuid: branch, rungs: element.legs.map(rung) };
          return branch;
        }
        const [type, tag] = element as readonly [string, string];
        const id = `ins-${next++}`;
        project.instructionMap[id] = { uuid: id, type, tag: tagId(tag) };
        return id;
      }),
    };
    return uuid;
  };
  project.rungs = rungs.map(rung);
  project.programMode = 'LADDER';
  return project;
}

/**
 * {@link tinyProject} with the rungs (and `TAG … END_TAG` block) of neutral text `text`, as a ladder
 * program with ids `id0`, `id1`, …; throws on any import diagnostic.
 */
export function neutralLadder(text: string): Project {
  let next = 0;
  const { project, diagnostics } = importNeutralText(text, {
    project: tinyProject(),
    newId: () => `id${next++}`,
  });
  if (diagnostics.length > 0) throw new Error(diagnostics.map((d) => d.message).join('; '));
  project.programMode = 'LADDER';
  return project;
}

/** `project` as a Structured Text program. */
export function structuredText(project: Project, source: string): Project {
  project.stSource = source;
  project.programMode = 'ST';
  return project;
}

/** A sequence step over DI0, DI1 and DO0, DO1. */
export function step(inputs: [number, number], outputs: [number, number], fastForward = 0): SequenceStep {
  return { description: '', inputs, outputs, sets: [], checks: [], fastForward };
}

/**
 * A step over DI0, DI1 and DO0, DO1 that first writes `sets` (`{ Level: 19 }`) and then checks `checks`
 * (`{ Out: 50 }`, or `{ Out: [50, 0.5] }` for a value and its tolerance).
 */
export function dataStep(
  inputs: [number, number],
  outputs: [number, number],
  sets: Readonly<Record<string, number>> = {},
  checks: Readonly<Record<string, number | readonly [number, number]>> = {},
): SequenceStep {
  return {
    ...step(inputs, outputs),
    sets: Object.entries(sets).map(([tag, value]) => ({ tag, value })),
    checks: Object.entries(checks).map(([tagName, check]) =>
      typeof check === 'number'
        ? { tagName, value: check }
        : { tagName, value: check[0], tolerance: check[1] },
    ),
  };
}

/** A problem over {@link tinyProject}'s tags with the given sequence. */
export function tinyProblem(sequence: SequenceStep[]): ProblemDocument {
  return {
    ...tinyProject(),
    problem_id: 'tiny',
    problemNumber: 1,
    problemName: 'Tiny',
    unit: 1,
    difficulty: 'easy',
    createdAt: '2026-01-01T00:00:00.000Z',
    sequence,
  };
}

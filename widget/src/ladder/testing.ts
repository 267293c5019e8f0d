/**
 * Projects for the ladder view's tests: from neutral text with predictable ids, and bench B1 (the
 * project `loadB1()` in compiler/src/bench/runBench.ts builds, read here through Vite, since jsdom's
 * `import.meta.url` is not a file URL that `fs` can open).
 */
import { importNeutralText, parseVarBlocks, type Project } from '@plcsim/compiler';
import b1Ladder from '../../../compiler/bench/programs/b1-ladder.txt?raw';
import b1Tags from '../../../compiler/bench/programs/b1-tags.st?raw';

/** A project from neutral rung text, ids 'id1', 'id2', …; throws on an error diagnostic. */
export function ladderProject(text: string, projectName = 'Test'): Project {
  let n = 0;
  const { project, diagnostics } = importNeutralText(text, { projectName, newId: () => `id${++n}` });
  const errors = diagnostics.filter((d) => d.severity !== 'warning');
  if (errors.length > 0) throw new Error(errors.map((d) => d.message).join('\n'));
  return project;
}

/** B1 "ladder mix": 200 rungs, as `loadB1()` builds it. */
export function b1Project(): Project {
  const { declarations } = parseVarBlocks(b1Tags);
  let id = 0;
  const { project } = importNeutralText(b1Ladder, {
    declarations,
    projectName: 'B1 ladder mix',
    newId: () => `b1-${++id}`,
  });
  return project;
}

/** The id of the first instruction of `type` whose tag (or first operand) is named `name`. */
export function instructionId(project: Project, type: string, name?: string): string {
  const found = Object.values(project.instructionMap).find((i) => {
    if (i.type !== type) return false;
    if (name === undefined) return true;
    const tag = i.tag === null ? undefined : project.tagMap[i.tag];
    return tag?.name === name;
  });
  if (!found) throw new Error(`no ${type}(${name ?? ''})`);
  return found.uuid;
}

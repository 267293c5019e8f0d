import { readdirSync } from 'node:fs';
import { compileProject, parseProjectDocument, runSequence, type Project } from '@plcsim/compiler';
import type { Engine } from '@plcsim/engine-wasm';
import { loadEngine } from '@plcsim/engine-wasm/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIFFICULTIES, EXAMPLES, PROBLEMS, SOLUTIONS, type ProblemDocument } from './index.ts';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

function parsed(document: unknown): Project {
  const { project, errors } = parseProjectDocument(document);
  expect(errors).toEqual([]);
  if (!project) throw new Error('not a project document');
  return project;
}

/**
 * The program of `project`, which must compile without errors; examples and reference solutions
 * (`strict`) without teaching warnings either. A problem's empty starting program may warn.
 */
function compiled(project: Project, strict = false) {
  const { program, diagnostics } = compileProject(project);
  expect(diagnostics.filter((d) => d.severity !== 'warning')).toEqual([]);
  if (strict) expect(diagnostics.map((d) => d.message)).toEqual([]);
  if (!program) throw new Error('no program');
  return program;
}

const requiredTags = (problem: ProblemDocument) =>
  Object.values(problem.tagMap).map(({ name, data_type }) => ({ name, data_type }));

const files = (dir: string) =>
  readdirSync(new URL(`../${dir}/`, import.meta.url)).filter((f) => f.endsWith('.json'));

describe('content files', () => {
  it('are all exported by the loader, numbered 1, 2, 3 … in order, with unique ids', () => {
    expect(EXAMPLES).toHaveLength(files('examples').length);
    expect(PROBLEMS).toHaveLength(files('problems').length);
    expect(SOLUTIONS).toHaveLength(files('solutions').length);
    expect(EXAMPLES.length).toBeGreaterThanOrEqual(3);
    expect(PROBLEMS.length).toBeGreaterThanOrEqual(3);
    expect(EXAMPLES.map((e) => e.exampleNumber)).toEqual(EXAMPLES.map((_, i) => i + 1));
    expect(PROBLEMS.map((p) => p.problemNumber)).toEqual(PROBLEMS.map((_, i) => i + 1));
    expect(new Set(EXAMPLES.map((e) => e.example_id)).size).toBe(EXAMPLES.length);
    expect(new Set(PROBLEMS.map((p) => p.problem_id)).size).toBe(PROBLEMS.length);
  });

  it('mix ladder and Structured Text examples', () => {
    const modes = EXAMPLES.map((e) => e.programMode);
    expect(modes).toContain('LADDER');
    expect(modes).toContain('ST');
    expect(EXAMPLES.some((e) => e.programMode === 'ST' && e.scene !== 'EMPTY')).toBe(true);
  });

  it('give every problem a difficulty, a description, a scene and a non-empty sequence', () => {
    for (const problem of PROBLEMS) {
      expect(DIFFICULTIES).toContain(problem.difficulty);
      expect(problem.description).not.toBe('');
      expect(problem.sequence.length).toBeGreaterThan(0);
      expect(Number.isNaN(Date.parse(problem.createdAt))).toBe(false);
    }
    expect(new Set(PROBLEMS.map((p) => p.difficulty))).toEqual(new Set(DIFFICULTIES));
  });
});

describe.each(EXAMPLES.map((e) => [e.exampleName, e] as const))('example %s', (name, example) => {
  it('is a project document that compiles without errors and passes its own sequence', () => {
    const project = parsed(example);
    const result = runSequence(engine, project, compiled(project, true));
    expect(result.precheckErrors).toEqual([]);
    expect(result.message).toBe('All steps passed.');
    // Never near the watchdog or the run's work budget.
    expect(result.traps).toEqual([]);
  });
});

describe.each(PROBLEMS.map((p) => [p.problemName, p] as const))('problem %s', (name, problem) => {
  const solution = () => {
    const found = SOLUTIONS.find((s) => s.problem_id === problem.problem_id);
    if (!found) throw new Error(`no reference solution for ${problem.problem_id}`);
    return found;
  };

  it('is a project document that compiles without errors', () => {
    compiled(parsed(problem));
  });

  it('is passed by its reference solution', () => {
    const project = { ...parsed(solution()), scene: problem.scene, sequence: problem.sequence };
    const result = runSequence(engine, project, compiled(project, true), {
      requiredTags: requiredTags(problem),
    });
    expect(result.precheckErrors).toEqual([]);
    expect(result.steps.every((s) => s.status === 'pass')).toBe(true);
    expect(result.passed).toBe(true);
    expect(result.traps).toEqual([]);
  });

  it('is failed by the empty starting program', () => {
    const project = parsed(problem);
    const result = runSequence(engine, project, compiled(project), { requiredTags: requiredTags(problem) });
    expect(result.precheckErrors).toEqual([]);
    expect(result.passed).toBe(false);
    expect(result.message).toBe('Some steps failed.');
  });
});

import { PRECHECK_ERROR, PROGRAM_FIELDS } from '@plcsim/compiler';
import { PROBLEMS, SOLUTIONS, type ProblemDocument } from '@plcsim/content';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors.ts';
import {
  grade,
  INVALID_SOLUTION,
  PROGRAM_HAS_ERRORS,
  programContent,
  submissionProject,
  submittedProgram,
} from './gradingService.ts';

function problem(id: string): ProblemDocument {
  const found = PROBLEMS.find((p) => p.problem_id === id);
  if (!found) throw new Error(id);
  return found;
}

/** A submission body: the given project's program fields (and whatever else the client adds). */
function body(of: object, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const fields = of as Record<string, unknown>;
  return { ...Object.fromEntries(PROGRAM_FIELDS.map((field) => [field, fields[field]])), ...extra };
}

const gradeBody = (p: ProblemDocument, b: Record<string, unknown>) =>
  grade(p, submissionProject(p, submittedProgram(b)));

describe('grading on the embedded VM', () => {
  it.each(SOLUTIONS.map((s) => [s.problem_id, s] as const))(
    'solves %s with its reference solution',
    async (id, solution) => {
      const verdict = await gradeBody(problem(id), body(solution));
      expect(verdict.message).toBe('All steps passed.');
      expect(verdict.solved).toBe(true);
      expect(verdict.results).toHaveLength(problem(id).sequence.length);
      expect(verdict.results.every((r) => r.status === 'pass' && r.tagName === undefined)).toBe(true);
      // Teaching warnings of the reference solutions are listed (and checked) in content.test.ts.
      expect(verdict.diagnostics.filter((d) => d.severity !== 'warning')).toEqual([]);
    },
  );

  it('does not solve a problem with the empty starting program, and says where it failed', async () => {
    const p = problem('machine-running-light');
    const verdict = await gradeBody(p, body(p));
    expect(verdict.solved).toBe(false);
    expect(verdict.message).toBe('Some steps failed.');
    expect(verdict.results[0]).toEqual({
      index: 0,
      status: 'fail',
      tagName: 'DO0',
      expected: 1,
      actual: 0,
      message: 'Step 1 expected RED (DO0) to be 1 at 0.3 s but got 0.',
    });
    expect(verdict.results.slice(1).every((r) => r.status === 'pending')).toBe(true);
  });

  it('ignores a client claiming solved, its results, scene and sequence: a wrong program is not solved', async () => {
    const p = problem('batch-counter');
    const id = (alias: string) => Object.values(p.tagMap).find((t) => t.alias === alias)?.uuid ?? '';
    // Runs, but lights GREEN while START is held: not what the problem asks.
    const wrong = {
      tagMap: p.tagMap,
      rungs: ['r'],
      rungMap: { r: { uuid: 'r', elements: ['a', 'b'] } },
      instructionMap: {
        a: { uuid: 'a', type: 'XIC', tag: id('START') },
        b: { uuid: 'b', type: 'OTE', tag: id('GREEN') },
      },
    };
    const claimed = body(wrong, {
      solved: true,
      results: p.sequence.map(() => ({ status: 'pass' })),
      scene: 'EMPTY',
      sequence: [],
    });
    const project = submissionProject(p, submittedProgram(claimed));
    expect(project.scene).toBe(p.scene);
    expect(project.sequence).toEqual(p.sequence);
    const verdict = await grade(p, project);
    expect(verdict.solved).toBe(false);
    expect(verdict.message).toBe('Some steps failed.');
  });

  it('does not solve a program that does not compile, and returns its diagnostics', async () => {
    const p = problem('start-up-warning');
    const verdict = await gradeBody(p, body(p, { programMode: 'ST', stSource: 'RED := ;' }));
    expect(verdict.solved).toBe(false);
    expect(verdict.message).toBe(PROGRAM_HAS_ERRORS);
    expect(verdict.diagnostics.length).toBeGreaterThan(0);
    expect(verdict.diagnostics[0]).toMatchObject({ source: 'st', line: 1 });
    expect(verdict.results.every((r) => r.status === 'pending')).toBe(true);
  });

  it('does not solve a ladder program with an instruction missing its tag', async () => {
    const p = problem('machine-running-light');
    const verdict = await gradeBody(
      p,
      body(p, {
        rungs: ['r'],
        rungMap: { r: { uuid: 'r', elements: ['i'] } },
        instructionMap: { i: { uuid: 'i', type: 'OTE', tag: null } },
      }),
    );
    expect(verdict.solved).toBe(false);
    expect(verdict.diagnostics.map((d) => d.message)).toContain(
      'Missing or invalid tag for instruction OTE (rung 0)',
    );
  });

  it('fails the precheck when a required tag is missing', async () => {
    const p = problem('machine-running-light');
    const solution = SOLUTIONS.find((s) => s.problem_id === p.problem_id);
    if (!solution) throw new Error('no solution');
    const tagMap = Object.fromEntries(Object.entries(solution.tagMap).filter(([, t]) => t.name !== 'DO3'));
    const verdict = await gradeBody(p, body({ ...solution, tagMap }));
    expect(verdict.solved).toBe(false);
    expect(verdict.message).toBe(PRECHECK_ERROR);
    expect(verdict.precheckErrors.join(' ')).toContain('DO3');
  });

  it('answers 400 for program fields that are not a project document', () => {
    const p = problem('machine-running-light');
    const attempt = (b: Record<string, unknown>) => () => submittedProgram(b);
    for (const bad of [
      {},
      { ...body(p), tagMap: 'nope' },
      { ...body(p), rungs: [1] },
      { ...body(p), programMode: 'C' },
    ]) {
      expect(attempt(bad)).toThrow(ApiError);
      expect(attempt(bad)).toThrow(INVALID_SOLUTION);
    }
  });

  it('stores only the program fields, with programMode filled in', () => {
    const p = problem('machine-running-light');
    const content = programContent(
      submissionProject(p, submittedProgram(body(p, { programMode: undefined, extra: 1 }))),
    );
    expect(Object.keys(content).sort()).toEqual(
      [
        'branchMap',
        'childTagMap',
        'instructionMap',
        'programMode',
        'rungMap',
        'rungs',
        'stSource',
        'tagMap',
      ].sort(),
    );
    expect(content.programMode).toBe('LADDER');
  });

  it('stores the subroutines and Add-On Instructions of a program that has them', () => {
    const p = problem('debounce-add-on');
    const reference = SOLUTIONS.find((s) => s.problem_id === p.problem_id && s.programMode !== 'ST');
    if (!reference) throw new Error('a ladder reference expected');
    const content = programContent(submissionProject(p, submittedProgram(body(reference))));
    expect(content.addOnInstructions).toEqual(reference.addOnInstructions);
    expect(content.dataTypes).toEqual(reference.dataTypes);
  });
});

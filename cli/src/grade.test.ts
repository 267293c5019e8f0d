import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROBLEMS, SOLUTIONS } from '@plcsim/content';
import { beforeAll, describe, expect, it } from 'vitest';
import { importNeutralText, type Project } from '@plcsim/compiler';
import type { GradeRow } from './commands/grade.ts';
import { main } from './main.ts';

async function plcsim(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const PROBLEM_ID = 'batch-counter';
const problem = PROBLEMS.find((p) => p.problem_id === PROBLEM_ID);
const solution = SOLUTIONS.find((s) => s.problem_id === PROBLEM_ID);
if (!problem || !solution) throw new Error(`content has no ${PROBLEM_ID} problem`);

/** The reference rungs of batch-counter: count 3 parts, hold the batch 2 s, reset by STOP or the hold. */
const R = [
  'XIC(DI0)CTU(Batch,3,0);',
  'XIC(Batch.DN)TON(Hold,2000,0);',
  'GRT(Batch.ACC,0)XIO(Batch.DN)OTE(DO1);',
  'XIC(Batch.DN)OTE(DO2);',
  '[XIO(DI1),XIC(Hold.DN)]RES(Batch);',
] as const;
const replace = (index: number, rung: string): string[] => R.map((r, i) => (i === index ? rung : r));
const without = (index: number) => R.filter((_, i) => i !== index);

/** The rungs typed into the problem's starting project, as a learner would (its tags kept). */
function typedIn(rungs: readonly string[], edit: (project: Project) => Project = (p) => p): Project {
  const { project } = importNeutralText(rungs.join('\n'), { project: problem as Project });
  return edit(project);
}

const withComments = (project: Project): Project => {
  const rungMap = { ...project.rungMap };
  project.rungs.forEach((id, i) => {
    const rung = rungMap[id];
    if (rung) rungMap[id] = { ...rung, comment: `Rung ${i}: "batch", <counted> & held` };
  });
  return { ...project, rungMap };
};

const renamedAlias = (project: Project): Project => {
  const tagMap = structuredClone(project.tagMap);
  for (const tag of Object.values(tagMap)) if (tag.name === 'DO1') tag.alias = 'COUNTING';
  return { ...project, tagMap };
};

/** 30 submissions: file name → the verdict it must get. */
const SUBMISSIONS: Record<string, { content: string | object; verdict: GradeRow['verdict'] }> = {
  // Right: the reference solution and harmless variants.
  'right-reference.json': { content: { ...solution, solved: true, project_id: 'p-1' }, verdict: 'passed' },
  'right-typed-in.json': { content: typedIn(R), verdict: 'passed' },
  'right, commented.json': { content: typedIn(R, withComments), verdict: 'passed' },
  'right-rungs-reordered.json': { content: typedIn([R[0], R[1], R[3], R[2], R[4]]), verdict: 'passed' },
  'right-branch-legs-swapped.json': {
    content: typedIn(replace(4, '[XIC(Hold.DN),XIO(DI1)]RES(Batch);')),
    verdict: 'passed',
  },
  'right-geq.json': {
    content: typedIn(replace(2, 'GEQ(Batch.ACC,1)XIO(Batch.DN)OTE(DO1);')),
    verdict: 'passed',
  },
  'right-neq.json': {
    content: typedIn(replace(2, 'NEQ(Batch.ACC,0)XIO(Batch.DN)OTE(DO1);')),
    verdict: 'passed',
  },
  'right-spare-tag.json': { content: typedIn([...R, 'XIC(DI0)MOV(5,Spare);']), verdict: 'passed' },
  'right-renamed-alias.json': { content: typedIn(R, renamedAlias), verdict: 'passed' },
  'right-extra-fields.json': {
    content: { ...typedIn(R), scene: 'EMPTY', sequence: [], results: [{ status: 'pass' }], extra: 1 },
    verdict: 'passed',
  },
  // Wrong: mutants of the reference (deleted rungs, wrong presets, swapped contacts, …).
  'wrong-no-rung-0.json': { content: typedIn(without(0)), verdict: 'failed' },
  'wrong-no-rung-1.json': { content: typedIn(without(1)), verdict: 'failed' },
  'wrong-no-rung-2.json': { content: typedIn(without(2)), verdict: 'failed' },
  'wrong-no-rung-3.json': { content: typedIn(without(3)), verdict: 'failed' },
  'wrong-no-rung-4.json': { content: typedIn(without(4)), verdict: 'failed' },
  'wrong-preset-2.json': { content: typedIn(replace(0, 'XIC(DI0)CTU(Batch,2,0);')), verdict: 'failed' },
  'wrong-preset-4.json': { content: typedIn(replace(0, 'XIC(DI0)CTU(Batch,4,0);')), verdict: 'failed' },
  'wrong-hold-1s.json': { content: typedIn(replace(1, 'XIC(Batch.DN)TON(Hold,1000,0);')), verdict: 'failed' },
  'wrong-hold-4s.json': { content: typedIn(replace(1, 'XIC(Batch.DN)TON(Hold,4000,0);')), verdict: 'failed' },
  'wrong-xio-start.json': { content: typedIn(replace(0, 'XIO(DI0)CTU(Batch,3,0);')), verdict: 'failed' },
  'wrong-xic-stop.json': {
    content: typedIn(replace(4, '[XIC(DI1),XIC(Hold.DN)]RES(Batch);')),
    verdict: 'failed',
  },
  'wrong-xic-done.json': {
    content: typedIn(replace(2, 'GRT(Batch.ACC,0)XIC(Batch.DN)OTE(DO1);')),
    verdict: 'failed',
  },
  'wrong-latch.json': { content: typedIn(replace(3, 'XIC(Batch.DN)OTL(DO2);')), verdict: 'failed' },
  'wrong-outputs-swapped.json': {
    content: typedIn([R[0], R[1], 'GRT(Batch.ACC,0)XIO(Batch.DN)OTE(DO2);', 'XIC(Batch.DN)OTE(DO1);', R[4]]),
    verdict: 'failed',
  },
  'wrong-leg-dropped.json': { content: typedIn(replace(4, 'XIO(DI1)RES(Batch);')), verdict: 'failed' },
  'wrong-empty.json': { content: problem, verdict: 'failed' },
  'wrong-other-problem.json': {
    // Another scene's program: the precheck finds the required tags missing.
    content: SOLUTIONS.find((s) => s.problem_id === 'start-up-warning') ?? {},
    verdict: 'failed',
  },
  // Invalid: not JSON, not a project, does not compile.
  'invalid-json.json': { content: '{"projectName": "half a file", "tagMap": {', verdict: 'invalid' },
  'invalid-array.json': { content: [1, 2, 3], verdict: 'invalid' },
  'invalid-unset-operand.json': { content: typedIn(replace(3, 'XIC(Batch.DN)OTE(?);')), verdict: 'invalid' },
};

const dir = mkdtempSync(join(tmpdir(), 'plcsim-grade-'));
const folder = join(dir, 'class');
const files = Object.keys(SUBMISSIONS).sort();

beforeAll(() => {
  mkdirSync(folder);
  for (const [name, { content }] of Object.entries(SUBMISSIONS)) {
    writeFileSync(join(folder, name), typeof content === 'string' ? content : JSON.stringify(content));
  }
  writeFileSync(join(folder, 'notes.txt'), 'not a submission: ignored');
});

describe('plcsim grade', () => {
  it('grades a folder of 30 submissions: passed, failed and invalid, exit 1', async () => {
    expect(files).toHaveLength(30);
    const { code, out, err } = await plcsim('grade', '--problem', PROBLEM_ID, folder, '--json');
    expect(err).toBe('');
    expect(code).toBe(1);
    const report = JSON.parse(out) as { problem: string; results: GradeRow[] } & Record<string, number>;
    expect(report).toMatchObject({ problem: PROBLEM_ID, total: 30, passed: 10, failed: 17, invalid: 3 });
    expect(report.results.map((r) => r.file)).toEqual(files.map((f) => join(folder, f)));
    for (const row of report.results) {
      const name = row.file.slice(folder.length + 1);
      expect({ name, verdict: row.verdict }).toEqual({ name, verdict: SUBMISSIONS[name]?.verdict });
      if (row.verdict === 'passed') expect(row).toMatchObject({ step: null, message: '' });
      if (row.verdict === 'failed' && name !== 'wrong-other-problem.json') {
        expect(row.step).toBeGreaterThanOrEqual(1);
        expect(row.message).toMatch(
          new RegExp(
            `^Step ${row.step} expected [A-Z]+ \\(DO\\d\\) to be [01]( at \\d+\\.\\d s)? but got [01]\\.$`,
          ),
        );
        expect(row.description).toBe(problem.sequence[(row.step ?? 0) - 1]?.description);
      }
    }
    const byName = (name: string) => report.results.find((r) => r.file === join(folder, name));
    expect(byName('wrong-other-problem.json')).toMatchObject({ step: null });
    expect(byName('wrong-other-problem.json')?.message).toMatch(
      /^Error during sequence precheck: Required tag/,
    );
    expect(byName('invalid-json.json')?.message).toMatch(/^not valid JSON: /);
    expect(byName('invalid-array.json')?.message).toBe('not a project: expected a JSON object');
    expect(byName('invalid-unset-operand.json')?.message).toMatch(/^does not compile: rung 3: /);
    // A deleted counter rung fails at the first count.
    expect(byName('wrong-no-rung-0.json')).toMatchObject({
      step: 2,
      message: 'Step 2 expected YELLOW (DO1) to be 1 but got 0.',
      description: 'First part (START pressed): YELLOW shows a batch in progress.',
    });
    // A hold that is too short fails when the batch should still be held, at the check's plant time.
    expect(byName('wrong-hold-1s.json')?.message).toMatch(
      /^Step \d+ expected GREEN \(DO2\) to be 1 at \d+\.\d s but got 0\.$/,
    );
  });

  it('prints a table with the first failing step and a summary', async () => {
    const { code, out } = await plcsim('grade', '--problem', PROBLEM_ID, folder);
    expect(code).toBe(1);
    const lines = out.split('\n');
    expect(lines[0]).toMatch(/^file +verdict +step +first failure$/);
    expect(lines.find((l) => l.includes('wrong-no-rung-0.json'))).toMatch(
      /wrong-no-rung-0\.json +failed +2 +Step 2 expected YELLOW \(DO1\) to be 1 but got 0\. \(First part \(START pressed\): YELLOW shows a batch in progress\.\)$/,
    );
    expect(lines.find((l) => l.includes('right-reference.json'))).toMatch(
      /right-reference\.json +passed +-$/,
    );
    expect(lines.at(-1)).toBe(`${PROBLEM_ID}: 10 passed, 17 failed, 3 invalid of 30.`);
  });

  it('prints CSV, quoting fields with commas or quotes', async () => {
    const { code, out } = await plcsim('grade', '--csv', '--problem', PROBLEM_ID, folder);
    expect(code).toBe(1);
    const lines = out.split('\n');
    expect(lines[0]).toBe('file,verdict,step,message,description');
    expect(lines).toHaveLength(31);
    expect(lines).toContain(`"${join(folder, 'right, commented.json')}",passed,,,`);
    expect(lines).toContain(
      `${join(folder, 'wrong-no-rung-0.json')},failed,2,Step 2 expected YELLOW (DO1) to be 1 but got 0.,` +
        'First part (START pressed): YELLOW shows a batch in progress.',
    );
    const invalid = lines.find((l) => l.startsWith(join(folder, 'invalid-json.json')));
    expect(invalid).toMatch(/,invalid,,(".*"|[^"]*)$/);
  });

  it('exits 0 when every file passed; takes files and a problem JSON file', async () => {
    const right = files.filter((f) => SUBMISSIONS[f]?.verdict === 'passed').map((f) => join(folder, f));
    expect((await plcsim('grade', '--problem', PROBLEM_ID, ...right)).code).toBe(0);
    const problemFile = join(dir, 'problem.json');
    writeFileSync(problemFile, JSON.stringify(problem));
    const one = await plcsim(
      'grade',
      '--json',
      '--problem',
      problemFile,
      join(folder, 'right-reference.json'),
    );
    expect(one.code).toBe(0);
    expect(JSON.parse(one.out)).toMatchObject({ problem: PROBLEM_ID, total: 1, passed: 1 });
    const wrong = await plcsim('grade', '--problem', problemFile, join(folder, 'wrong-latch.json'));
    expect(wrong.code).toBe(1);
  });

  it('reports a missing file as invalid, and usage errors with exit 2', async () => {
    const missing = await plcsim('grade', '--json', '--problem', PROBLEM_ID, join(dir, 'nope.json'));
    expect(missing.code).toBe(1);
    expect(JSON.parse(missing.out).results[0]).toMatchObject({
      verdict: 'invalid',
      message: expect.stringMatching(/ENOENT/),
    });

    expect((await plcsim('grade', folder)).err).toContain('--problem');
    expect((await plcsim('grade', folder)).code).toBe(2);
    const unknown = await plcsim('grade', '--problem', 'no-such-problem', folder);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('Unknown problem "no-such-problem"');
    expect((await plcsim('grade', '--problem', PROBLEM_ID)).code).toBe(2);
    expect((await plcsim('grade', '--problem', PROBLEM_ID, '--csv', '--json', folder)).code).toBe(2);
    const empty = join(dir, 'empty');
    mkdirSync(empty);
    expect((await plcsim('grade', '--problem', PROBLEM_ID, empty)).code).toBe(2);
    const notProblem = join(dir, 'not-a-problem.json');
    writeFileSync(notProblem, '{"hello": 1}');
    const bad = await plcsim('grade', '--problem', notProblem, folder);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('is not a problem');
  });
});

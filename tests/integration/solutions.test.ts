import { PROBLEMS, SOLUTIONS, type ProblemDocument } from '@plcsim/content';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api.ts';
import { createUser } from './support/users.ts';

interface Step {
  index: number;
  status: 'pass' | 'fail' | 'pending';
  tagName?: string;
  expected?: number;
  actual?: number;
}
interface Solution {
  problem_id: string;
  solved: boolean;
  results: Step[];
  message: string;
  diagnostics: { message: string }[];
  precheckErrors: string[];
  updatedAt: string;
  [field: string]: unknown;
}

const problem = (id: string): ProblemDocument => {
  const found = PROBLEMS.find((p) => p.problem_id === id);
  if (!found) throw new Error(id);
  return found;
};
const reference = (id: string) => {
  const found = SOLUTIONS.find((s) => s.problem_id === id);
  if (!found) throw new Error(id);
  return found;
};

/** The program fields of a project document, as the site submits them. */
function program(of: object, extra: Record<string, unknown> = {}) {
  const { tagMap, childTagMap, rungs, rungMap, branchMap, instructionMap, stSource, programMode } =
    of as Record<string, unknown>;
  return { tagMap, childTagMap, rungs, rungMap, branchMap, instructionMap, stSource, programMode, ...extra };
}

const EASY = 'machine-running-light';
const MEDIUM = 'start-up-warning';
const HARD = 'batch-counter';

let alice = '';
let bob = '';
beforeAll(async () => {
  [alice, bob] = (await Promise.all([createUser(), createUser()])).map((u) => u.idToken) as [string, string];
});

const submit = async (token: string, problemId: string, body: unknown) => {
  const response = await api('POST', `/solutions/${problemId}`, { token, body });
  return { status: response.status, solution: (response.body as { solution: Solution }).solution };
};

describe('solutions need a signed-in user', () => {
  it.each([
    ['GET', '/solutions'],
    ['GET', `/solutions/${EASY}`],
    ['POST', `/solutions/${EASY}`],
  ])('%s %s without a token → 401', async (method, path) => {
    const response = await api(method, path, {
      body: method === 'POST' ? program(reference(EASY)) : undefined,
    });
    expect(response.status).toBe(401);
    expect(typeof (response.body as { message?: unknown }).message).toBe('string');
  });

  it('rejects a forged token with 401', async () => {
    const forged = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4IiwiY29nbml0bzp1c2VybmFtZSI6IngifQ.c2ln';
    expect((await api('GET', '/solutions', { token: forged })).status).toBe(401);
    expect(
      (await api('POST', `/solutions/${EASY}`, { token: forged, body: program(reference(EASY)) })).status,
    ).toBe(401);
  });
});

describe('grading on the server', () => {
  it('starts with no solutions: an unsolved known problem answers 200 with solution null', async () => {
    const list = await api('GET', '/solutions', { token: alice });
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ solutions: [] });
    const one = await api('GET', `/solutions/${EASY}`, { token: alice });
    expect(one.status).toBe(200);
    expect(one.body).toEqual({ solution: null });
  });

  it('answers 404 with a message for the solution of an unknown problem', async () => {
    const unknown = await api('GET', '/solutions/does-not-exist', { token: alice });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Problem not found.' });
  });

  it.each([EASY, MEDIUM, HARD])(
    'solves %s with a correct program (ladder and Structured Text)',
    async (id) => {
      const { status, solution } = await submit(alice, id, program(reference(id)));
      expect(status).toBe(200);
      expect(solution).toMatchObject({
        problem_id: id,
        solved: true,
        message: 'All steps passed.',
        diagnostics: [],
      });
      expect(solution.results).toHaveLength(problem(id).sequence.length);
      expect(solution.results.every((r) => r.status === 'pass')).toBe(true);
      expect(Number.isNaN(Date.parse(solution.updatedAt))).toBe(false);
    },
  );

  it('does not solve a problem with an empty program and reports the failing step', async () => {
    const { status, solution } = await submit(bob, EASY, program(problem(EASY)));
    expect(status).toBe(200);
    expect(solution.solved).toBe(false);
    expect(solution.message).toBe('Some steps failed.');
    expect(solution.results[0]).toMatchObject({ status: 'fail', tagName: 'DO0', expected: 1, actual: 0 });
  });

  it('ignores a client that claims solved with a wrong program', async () => {
    const p = problem(HARD);
    const id = (alias: string) => Object.values(p.tagMap).find((t) => t.alias === alias)?.uuid ?? '';
    const wrong = program(
      {
        tagMap: p.tagMap,
        rungs: ['r'],
        rungMap: { r: { uuid: 'r', elements: ['a', 'b'] } },
        instructionMap: {
          a: { uuid: 'a', type: 'XIC', tag: id('START') },
          b: { uuid: 'b', type: 'OTE', tag: id('GREEN') },
        },
      },
      {
        solved: true,
        results: p.sequence.map((_, index) => ({ index, status: 'pass' })),
        message: 'All steps passed.',
        sequence: [],
        scene: 'EMPTY',
      },
    );
    const { status, solution } = await submit(bob, HARD, wrong);
    expect(status).toBe(200);
    expect(solution.solved).toBe(false);
    expect(solution.message).toBe('Some steps failed.');
    expect(solution.results).toHaveLength(p.sequence.length);
  });

  it('does not solve a program that does not compile and answers its diagnostics', async () => {
    const body = program(problem(MEDIUM), { programMode: 'ST', stSource: 'GREEN := START AND;' });
    const { status, solution } = await submit(bob, MEDIUM, body);
    expect(status).toBe(200);
    expect(solution.solved).toBe(false);
    expect(solution.diagnostics.length).toBeGreaterThan(0);
    expect(solution.results.every((r) => r.status === 'pending')).toBe(true);
  });

  it('does not solve a program missing a required tag (sequence precheck)', async () => {
    const solution = reference(EASY);
    const tagMap = Object.fromEntries(Object.entries(solution.tagMap).filter(([, t]) => t.name !== 'DO3'));
    const answer = await submit(bob, EASY, program({ ...solution, tagMap }));
    expect(answer.solution.solved).toBe(false);
    expect(answer.solution.message).toBe('Error during sequence precheck');
    expect(answer.solution.precheckErrors.join(' ')).toContain('DO3');
  });

  it('lists the caller’s solutions with their verdicts and loads one with its program', async () => {
    const list = await api('GET', '/solutions', { token: alice });
    expect(list.status).toBe(200);
    const { solutions } = list.body as {
      solutions: { problem_id: string; solved: boolean; updatedAt: string }[];
    };
    expect(solutions.map((s) => [s.problem_id, s.solved]).sort()).toEqual(
      [EASY, MEDIUM, HARD].map((id) => [id, true]).sort(),
    );
    const one = await api('GET', `/solutions/${MEDIUM}`, { token: alice });
    expect(one.status).toBe(200);
    const { solution } = one.body as { solution: Solution };
    expect(solution).toMatchObject({ problem_id: MEDIUM, solved: true, message: 'All steps passed.' });
    expect(program(solution)).toEqual(program(reference(MEDIUM)));
  });

  it('keeps the latest verdict: a later correct submission turns not solved into solved', async () => {
    expect((await submit(bob, EASY, program(reference(EASY)))).solution.solved).toBe(true);
    const one = await api('GET', `/solutions/${EASY}`, { token: bob });
    expect((one.body as { solution: Solution }).solution.solved).toBe(true);
  });
});

describe('one user cannot see another’s solutions', () => {
  it('lists only the caller’s own', async () => {
    const bobs = (await api('GET', '/solutions', { token: bob })).body as {
      solutions: { problem_id: string }[];
    };
    expect(bobs.solutions.map((s) => s.problem_id).sort()).toEqual([EASY, HARD, MEDIUM].sort());
    const carol = (await createUser()).idToken;
    expect((await api('GET', '/solutions', { token: carol })).body).toEqual({ solutions: [] });
    const carolsMedium = await api('GET', `/solutions/${MEDIUM}`, { token: carol });
    expect([carolsMedium.status, carolsMedium.body]).toEqual([200, { solution: null }]);
  });

  it('keeps each user’s verdict for the same problem apart', async () => {
    // Bob's last HARD submission was wrong; Alice's right.
    const alices = (await api('GET', `/solutions/${HARD}`, { token: alice })).body as { solution: Solution };
    const bobs = (await api('GET', `/solutions/${HARD}`, { token: bob })).body as { solution: Solution };
    expect(alices.solution.solved).toBe(true);
    expect(bobs.solution.solved).toBe(false);
  });
});

describe('bad submissions get a 4xx with a message', () => {
  const valid = () => program(reference(EASY));
  const HUGE = 'x'.repeat(360_000);
  it.each<{ name: string; request: { body?: unknown; rawBody?: string }; status: number }>([
    { name: 'malformed JSON', request: { rawBody: '{"tagMap":' }, status: 400 },
    { name: 'an empty body', request: { rawBody: '' }, status: 400 },
    { name: 'a JSON array', request: { body: [valid()] }, status: 400 },
    { name: 'a JSON number', request: { body: 7 }, status: 400 },
    { name: 'tagMap a string', request: { body: { ...valid(), tagMap: 'tags' } }, status: 400 },
    { name: 'rungs holding numbers', request: { body: { ...valid(), rungs: [1, 2] } }, status: 400 },
    {
      name: 'instructionMap missing',
      request: { body: { ...valid(), instructionMap: undefined } },
      status: 400,
    },
    { name: 'an unknown programMode', request: { body: { ...valid(), programMode: 'FBD' } }, status: 400 },
    {
      name: 'a tag with an unknown data type',
      request: { body: { ...valid(), tagMap: { t: { uuid: 't', name: 'X', data_type: 'STRING' } } } },
      status: 400,
    },
    { name: 'stSource a number', request: { body: { ...valid(), stSource: 42 } }, status: 400 },
    { name: 'a body over 350 KB', request: { body: { ...valid(), stSource: HUGE } }, status: 413 },
  ])('$name → $status', async ({ request, status }) => {
    const response = await api('POST', `/solutions/${EASY}`, { token: alice, ...request });
    expect(response.status).toBe(status);
    const message = (response.body as { message?: unknown }).message;
    expect(typeof message).toBe('string');
    expect(String(message)).not.toMatch(/\bat .*\(.*:\d+:\d+\)/);
  });

  it('answers 404 "Problem not found." for a valid program on an unknown problem', async () => {
    const response = await api('POST', '/solutions/no-such-problem', { token: alice, body: valid() });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Problem not found.' });
  });

  it('answers 400 "Problem ID is required." for a blank problem id', async () => {
    const response = await api('GET', '/solutions/%20', { token: alice });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Problem ID is required.' });
  });

  it('leaves the stored verdict alone after a rejected submission', async () => {
    const one = await api('GET', `/solutions/${EASY}`, { token: alice });
    expect((one.body as { solution: Solution }).solution.solved).toBe(true);
  });
});

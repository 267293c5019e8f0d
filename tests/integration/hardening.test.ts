/**
 * The requests that used to take the service down (issue "Hardening", findings 1 and 2), against the
 * real local stack: each is answered quickly with a 400 or a clean "not solved" verdict, and ordinary
 * grading keeps working right after.
 */
import { PROBLEMS, SOLUTIONS } from '@plcsim/content';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api.ts';
import { createUser } from './support/users.ts';

const EASY = 'machine-running-light';
const MEDIUM = 'start-up-warning';

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

/** The reviewer's document: a branch whose two legs are the same rung, `depth` levels deep (about 7 KB). */
function sharedLegChain(depth: number) {
  const rungMap: Record<string, unknown> = {};
  const branchMap: Record<string, unknown> = {};
  let element = 'contact';
  for (let level = 0; level < depth; level++) {
    rungMap[`leg-${level}`] = { uuid: `leg-${level}`, elements: [element] };
    branchMap[`b-${level}`] = { uuid: `b-${level}`, rungs: [`leg-${level}`, `leg-${level}`] };
    element = `b-${level}`;
  }
  rungMap.main = { uuid: 'main', elements: [element] };
  return {
    projectName: 'Shared legs',
    scene: 'EMPTY',
    tagMap: { start: { uuid: 'start', name: 'Start', data_type: 'BOOL' } },
    rungs: ['main'],
    rungMap,
    branchMap,
    instructionMap: { contact: { uuid: 'contact', type: 'XIC', tag: 'start' } },
  };
}

/** Times a request; the finding's bar is an answer within 3 s. */
async function timed<T>(request: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await request();
  return { result, ms: performance.now() - started };
}

let token = '';
beforeAll(async () => {
  token = (await createUser()).idToken;
});

interface Verdict {
  solved: boolean;
  message: string;
  results: { status: string; message?: string }[];
}

const submit = async (problemId: string, body: unknown) => {
  const response = await api('POST', `/solutions/${problemId}`, { token, body });
  return { status: response.status, body: response.body as { solution: Verdict; message?: string } };
};

const gradesNormally = async () => {
  const { status, body } = await submit(EASY, program(reference(EASY)));
  expect(status).toBe(200);
  expect(body.solution.solved).toBe(true);
};

describe('a ladder document that is not a tree', () => {
  const chain = sharedLegChain(30);

  it('is refused by submit, save and share with a 400 naming the reused rung, at once', async () => {
    expect(JSON.stringify(chain).length).toBeLessThan(8_000);
    const requests = [
      () => api('POST', `/solutions/${EASY}`, { token, body: program(chain) }),
      () => api('POST', '/projects/shared-legs', { token, body: chain }),
      () => api('POST', '/shared', { body: chain }),
    ];
    for (const request of requests) {
      const { result, ms } = await timed(request);
      expect(result.status).toBe(400);
      expect((result.body as { message: string }).message).toContain(
        'Rung "leg-0" is used more than once (rung 0)',
      );
      expect(ms).toBeLessThan(3_000);
    }
    await gradesNormally();
  });
});

describe('programs that never finish a scan', () => {
  it('nested loops are stopped by the watchdog: not solved, the step says where, within 3 s', async () => {
    const nested = program(reference(EASY), {
      programMode: 'ST',
      stSource:
        'VAR i, j, n : DINT; END_VAR\nFOR i := 1 TO 999 DO\n  FOR j := 1 TO 999 DO\n    n := n + i * j;\n  END_FOR;\nEND_FOR;',
    });
    const { result, ms } = await timed(() => submit(EASY, nested));
    expect(result.status).toBe(200);
    expect(result.body.solution.solved).toBe(false);
    expect(result.body.solution.message).toBe('Some steps failed.');
    expect(result.body.solution.results[0]?.message).toMatch(
      /^Step 1: Watchdog timeout: the scan ran more than 2000000 instructions \(line [345]\)\. The PLC stopped\.$/,
    );
    expect(result.body.solution.results.slice(1).every((r) => r.status === 'pending')).toBe(true);
    expect(ms).toBeLessThan(3_000);
    await gradesNormally();
  });

  it('a loop just under the watchdog on every scan of a long problem still answers within 3 s', async () => {
    const heavy = Array.from({ length: 80 }, (_, k) => `n := n + i * ${k};`).join(' ');
    const busy = program(reference(MEDIUM), {
      programMode: 'ST',
      stSource: `VAR i, n : DINT; END_VAR\nFOR i := 1 TO 10000 DO ${heavy} END_FOR;`,
    });
    expect(PROBLEMS.some((p) => p.problem_id === MEDIUM)).toBe(true);
    const { result, ms } = await timed(() => submit(MEDIUM, busy));
    expect(result.status).toBe(200);
    expect(result.body.solution.solved).toBe(false);
    expect(ms).toBeLessThan(3_000);
    await gradesNormally();
  });
});

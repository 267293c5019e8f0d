import { describe, expect, it } from 'vitest';
import { planLearners } from './learners.ts';
import { failedInvocation, requestLogEntry } from './run.ts';
import { learnerRequests, ROUTES } from './scenario.ts';
import { percentile } from './stats.ts';

const users = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ username: `u${i}`, idToken: `t${i}` }));

describe('the load test plan', () => {
  it('shares the users round-robin and never lets a learner vote for a project of their own user', () => {
    for (const [connections, userCount] of [
      [200, 40],
      [5, 3],
      [7, 3],
      [201, 50],
    ] as const) {
      const learners = planLearners(users(userCount), connections, 'x');
      expect(learners).toHaveLength(connections);
      for (const learner of learners) {
        expect(learner.user.username).toBe(`u${learner.index % userCount}`);
        expect(learner.voteFor.creator).not.toBe(learner.user.username);
        const target = learners.find((other) => other.projectId === learner.voteFor.community_id);
        expect(target?.user.username).toBe(learner.voteFor.creator);
      }
      // Each learner votes on its own target: a user never votes twice for one entry at once.
      const pairs = learners.map((l) => `${l.user.username}→${l.voteFor.community_id}`);
      expect(new Set(pairs).size).toBe(connections);
    }
    // 2 users, 7 learners: the first user's 4 learners would have only 3 other projects to vote for.
    expect(() => planLearners(users(2), 7, 'x')).toThrow(/use more users/);
  });

  it('gives every learner the six routes of a visit, each starting at another step', () => {
    const learners = planLearners(users(3), 6, 'x');
    const firstPaths = learners.map((learner) => {
      const requests = learnerRequests(learner, () => undefined);
      expect(requests).toHaveLength(Object.keys(ROUTES).length);
      return `${requests[0]?.method} ${requests[0]?.path?.split('/')[1] ?? 'votes'}`;
    });
    expect(new Set(firstPaths).size).toBe(6);
  });
});

describe('reading the answers', () => {
  it("counts serverless-offline's failed invocations (answered 200 with a Lambda error) as failures", () => {
    const timeout = JSON.stringify({
      errorMessage: '[504] - Lambda timeout.',
      errorType: 'LambdaTimeoutError',
      stackTrace: [],
    });
    expect(failedInvocation(timeout)).toBe(true);
    expect(failedInvocation('{"solution":{"solved":true}}')).toBe(false);
    expect(failedInvocation('{"message":"errorType"}')).toBe(false);
  });

  it('reads the request log lines in the API output, prefix or not', () => {
    const line =
      '[api] {"level":"INFO","msg":"request","requestId":"r","route":"POST /solutions/{problemId}","status":200,"latencyMs":12.5,"sub":"s"}';
    expect(requestLogEntry(line)).toEqual({
      route: 'POST /solutions/{problemId}',
      status: 200,
      latencyMs: 12.5,
    });
    expect(requestLogEntry('POST /solutions/x (λ: solutionsSubmit)')).toBeNull();
    expect(requestLogEntry('{"level":"INFO","msg":"request","route":')).toBeNull();
  });

  it('takes nearest-rank percentiles', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect([percentile(sorted, 50), percentile(sorted, 95), percentile(sorted, 99)]).toEqual([50, 95, 99]);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBe(0);
  });
});

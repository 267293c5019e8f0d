import { PROBLEMS } from '@plcsim/content';
import { describe, expect, it } from 'vitest';
import { api } from './support/api.ts';

interface ProblemAnswer {
  problem: Record<string, unknown>;
  adjacent: { prev: string | null; next: string | null };
}

const ids = PROBLEMS.map((p) => p.problem_id);

describe('GET /problems', () => {
  it('lists every seeded problem in problemNumber order, with its difficulty and tags, for anyone', async () => {
    const response = await api('GET', '/problems');
    expect(response.status).toBe(200);
    const { problems } = response.body as { problems: Record<string, unknown>[] };
    expect(problems.map((p) => p.problem_id)).toEqual(ids);
    for (const [i, summary] of problems.entries()) {
      const problem = PROBLEMS[i];
      expect(summary).toEqual({
        problem_id: problem?.problem_id,
        problemNumber: problem?.problemNumber,
        problemName: problem?.problemName,
        description: problem?.description,
        difficulty: problem?.difficulty,
        scene: problem?.scene,
        createdAt: problem?.createdAt,
        tagMap: problem?.tagMap,
      });
    }
  });
});

describe('GET /problems/{problemId}', () => {
  it('answers the problem (required tag map and sequence included) and its neighbours by number', async () => {
    for (const [i, problem] of PROBLEMS.entries()) {
      const response = await api('GET', `/problems/${problem.problem_id}`);
      expect(response.status).toBe(200);
      const body = response.body as ProblemAnswer;
      expect(body.problem).toEqual(problem);
      expect(Object.keys(body.problem.tagMap as object).length).toBeGreaterThan(0);
      expect(body.problem.sequence).toEqual(problem.sequence);
      expect(body.adjacent).toEqual({ prev: ids[i - 1] ?? null, next: ids[i + 1] ?? null });
    }
  });

  it('answers 404 "Problem not found." for an unknown id and for an example id', async () => {
    for (const path of ['/problems/no-such-problem', '/problems/start-stop-seal-in']) {
      const response = await api('GET', path);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Problem not found.' });
    }
  });

  it('answers 400 "Problem ID is required." for a blank id', async () => {
    const response = await api('GET', '/problems/%20');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Problem ID is required.' });
  });
});

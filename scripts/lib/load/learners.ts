import { parseProjectDocument } from '@plcsim/compiler/document';
import { programFields } from '@plcsim/compiler';
import { EXAMPLES, SOLUTIONS } from '@plcsim/content';
import { inBatches, type LoadUser } from './users.ts';

/** One simulated learner (one autocannon connection): who it is and what it works on. */
export interface Learner {
  index: number;
  user: LoadUser;
  /** The learner's own project (saved and shared with the community before the run). */
  projectId: string;
  project: Record<string, unknown>;
  /** The stored version of the project as last seen: a save sends it (a stale one would answer 409). */
  version: number;
  exampleId: string;
  /** A problem and a program that solves it: grading runs its whole sequence. */
  problemId: string;
  program: Record<string, unknown>;
  /** Another user's community entry this learner votes for and takes the vote back, in turns. */
  voteFor: { creator: string; community_id: string };
}

/** A project document made from an example, as a learner's saved work looks (a few KB of ladder). */
function projectFrom(exampleIndex: number, name: string): Record<string, unknown> {
  const source = EXAMPLES[exampleIndex % EXAMPLES.length];
  if (!source) throw new Error('No examples in @plcsim/content.');
  const { example_id: _id, exampleNumber: _n, exampleName: _name, createdAt: _c, ...rest } = source;
  const { project, errors } = parseProjectDocument({ ...rest, projectName: name });
  if (!project) throw new Error(errors.join('\n'));
  return project as unknown as Record<string, unknown>;
}

/**
 * `connections` learners sharing `users` round-robin; each votes for the entry of the next learner
 * with another user (a user may not vote for their own project) that its user does not vote for yet.
 */
export function planLearners(users: LoadUser[], connections: number, runId: string): Learner[] {
  const learners = Array.from({ length: connections }, (_, index): Omit<Learner, 'voteFor'> => {
    const solution = SOLUTIONS[index % SOLUTIONS.length];
    const user = users[index % users.length];
    const example = EXAMPLES[index % EXAMPLES.length];
    if (!solution || !user || !example) throw new Error('Need users, examples and reference solutions.');
    return {
      index,
      user,
      projectId: `load-${runId}-${index}`,
      project: projectFrom(index, `Load test ${index}`),
      version: 0,
      exampleId: example.example_id,
      problemId: solution.problem_id,
      program: programFields(solution as unknown as Record<string, unknown>),
    };
  });
  // Each user votes at most once for an entry: two learners of one user voting for the same entry at
  // once would answer 409s.
  const taken = new Set<string>();
  return learners.map((learner, index) => {
    for (let step = 1; step < connections; step++) {
      const target = learners[(index + step) % connections];
      const pair = `${learner.user.username} ${target?.projectId}`;
      if (!target || target.user === learner.user || taken.has(pair)) continue;
      taken.add(pair);
      return { ...learner, voteFor: { creator: target.user.username, community_id: target.projectId } };
    }
    throw new Error(
      `${learner.user.username} has more learners than other users' projects to vote for: use more users.`,
    );
  });
}

/** Saves each learner's project and shares it with the community (what the votes are for). */
export async function prepareLearners(apiUrl: string, learners: Learner[]): Promise<void> {
  const send = async (method: string, path: string, token: string, body: unknown) => {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.text();
  };
  await inBatches(learners.length, 8, async (i) => {
    const learner = learners[i] as Learner;
    const created = await send(
      'POST',
      `/projects/${learner.projectId}`,
      learner.user.idToken,
      learner.project,
    );
    learner.version = storedVersion(created) ?? learner.version;
    await send('POST', '/community?shared=true', learner.user.idToken, { project_id: learner.projectId });
  });
}

/**
 * One visit of the first learner, request by request, before the clock starts: every function has
 * answered once (serverless-offline loads a handler on its first request, as a Lambda cold start).
 */
export async function warmUp(apiUrl: string, learner: Learner): Promise<void> {
  const auth = { authorization: `Bearer ${learner.user.idToken}`, 'content-type': 'application/json' };
  const steps: [string, string, Record<string, string>, unknown][] = [
    ['GET', `/examples/${learner.exampleId}`, {}, undefined],
    ['GET', '/problems', {}, undefined],
    ['GET', `/projects/${learner.projectId}`, auth, undefined],
    ['POST', `/projects/${learner.projectId}`, auth, learner.project],
    ['POST', `/solutions/${learner.problemId}`, auth, learner.program],
    ['POST', '/community/votes?vote=true', auth, learner.voteFor],
    ['POST', '/community/votes?vote=false', auth, learner.voteFor],
  ];
  for (const [method, path, headers, body] of steps) {
    const save = body === learner.project;
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers,
      body:
        body === undefined
          ? undefined
          : JSON.stringify(save ? { ...learner.project, version: learner.version } : body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`Warm-up ${method} ${path}: ${response.status} ${text}`);
    if (path.startsWith('/projects/')) learner.version = storedVersion(text) ?? learner.version;
  }
}

/** The `project.version` of a project answer (GET or POST /projects/{id}), if it has one. */
export function storedVersion(body: string): number | undefined {
  try {
    const version = (JSON.parse(body) as { project?: { version?: unknown } }).project?.version;
    return typeof version === 'number' ? version : undefined;
  } catch {
    return undefined;
  }
}

import type { Request } from 'autocannon';
import { storedVersion, type Learner } from './learners.ts';

/** The routes of the mix, named as API Gateway names them (and as the request log does). */
export const ROUTES = {
  openExample: 'GET /examples/{exampleId}',
  listProblems: 'GET /problems',
  loadProject: 'GET /projects/{projectId}',
  saveProject: 'POST /projects/{projectId}',
  submitSolution: 'POST /solutions/{problemId}',
  vote: 'POST /community/votes',
} as const;

export type RouteName = (typeof ROUTES)[keyof typeof ROUTES];

/** What each answer tells the run: its route, its status and, for a submission, the verdict. */
export type AnswerListener = (route: RouteName, status: number, body: string) => void;

/**
 * One learner's visit, repeated for the whole run: open an example, list the problems, load and save
 * their project, submit a program that solves a problem (the server runs its whole sequence), then
 * vote for another learner's community project (or take the vote back: the two alternate).
 */
export function learnerRequests(learner: Learner, onAnswer: AnswerListener): Request[] {
  const auth = { authorization: `Bearer ${learner.user.idToken}`, 'content-type': 'application/json' };
  let voted = false;
  const request = (route: RouteName, spec: Omit<Request, 'onResponse'>): Request => ({
    ...spec,
    onResponse: (status: number, body: string) => onAnswer(route, status, body),
  });
  // The save sends the version the learner last saw (loaded or saved), as the workspace does.
  const seen = (status: number, body: string) => {
    if (status === 200) learner.version = storedVersion(body) ?? learner.version;
  };
  const programBody = JSON.stringify(learner.program);
  const voteBody = JSON.stringify(learner.voteFor);
  const visit: Request[] = [
    request(ROUTES.openExample, { method: 'GET', path: `/examples/${learner.exampleId}` }),
    request(ROUTES.listProblems, { method: 'GET', path: '/problems' }),
    {
      method: 'GET',
      path: `/projects/${learner.projectId}`,
      headers: auth,
      onResponse: (status: number, body: string) => {
        seen(status, body);
        onAnswer(ROUTES.loadProject, status, body);
      },
    },
    {
      method: 'POST',
      path: `/projects/${learner.projectId}`,
      headers: auth,
      setupRequest: (req) => ({
        ...req,
        body: JSON.stringify({ ...learner.project, version: learner.version }),
      }),
      onResponse: (status: number, body: string) => {
        seen(status, body);
        onAnswer(ROUTES.saveProject, status, body);
      },
    },
    request(ROUTES.submitSolution, {
      method: 'POST',
      path: `/solutions/${learner.problemId}`,
      headers: auth,
      body: programBody,
    }),
    {
      method: 'POST',
      headers: auth,
      body: voteBody,
      // The path depends on whether this learner's vote stands: vote, then take it back.
      setupRequest: (req) => ({ ...req, path: `/community/votes?vote=${!voted}` }),
      onResponse: (status: number, body: string) => {
        if (status === 200) voted = !voted;
        onAnswer(ROUTES.vote, status, body);
      },
    },
  ];
  // Learners are at different points of their visit: each starts at another step, so every route is
  // under load from the first second (and not all 200 open an example at once).
  const start = learner.index % visit.length;
  return [...visit.slice(start), ...visit.slice(0, start)];
}

/**
 * What the workspace shows, by route (spec 000 §4 "Workspace context"): a new empty project, a saved
 * project, an example, a problem, a shared or a community project, fetched from the API and checked
 * with the compiler's document parser. A failure rejects with the spec's message for that kind.
 */
import { createEmptyProject, type Project } from '@plcsim/compiler';
import { parseProjectDocument } from '@plcsim/compiler/document';
import { ApiRequestError, apiRequest } from '../api/http.ts';

/** What the workspace was opened on, chosen by the route. */
export type WorkspaceContext = 'new' | 'project' | 'example' | 'problem' | 'shared' | 'community';

/** The route's ids. */
export interface ContentParams {
  projectId?: string | undefined;
  exampleId?: string | undefined;
  problemId?: string | undefined;
  shareId?: string | undefined;
  creatorUsername?: string | undefined;
  communityId?: string | undefined;
}

/** The ids before and after an example or problem; null at the ends. */
export interface Adjacent {
  prev: string | null;
  next: string | null;
}

/** A loaded item of the workspace. */
export interface WorkspaceContent {
  context: WorkspaceContext;
  project: Project;
  /** The name shown in the title and the name box ('Seal-in', not numbered). */
  name: string;
  /** exampleNumber or problemNumber. */
  number?: number;
  adjacent?: Adjacent;
  /** The id of the item in its route (project id, example id, …); absent for a new project. */
  id?: string;
  /** A problem's difficulty. */
  difficulty?: string;
  /**
   * Start from this content even when a draft is kept for its route (the logo's empty project, a copy
   * or an opened file); the draft is offered back instead of restored.
   */
  fresh?: boolean;
}

/** The spec's load-failure messages (spec 000 §8). */
export const NOT_FOUND: Record<Exclude<WorkspaceContext, 'new'>, string> = {
  project: 'Project not found.',
  example: 'Example not found.',
  problem: 'Problem not found.',
  shared: 'Shared project not found.',
  community: 'Shared project not found.',
};

/** True for content a learner can edit and save as it is: a new project or their own. */
export function isOwn(context: WorkspaceContext): boolean {
  return context === 'new' || context === 'project';
}

/** Examples and shared projects open running; problems and saved projects stopped (spec 000 §4). */
export function opensRunning(context: WorkspaceContext): boolean {
  return context === 'example' || context === 'shared' || context === 'community';
}

/** Examples, shared and community views offer only RUN (spec 000 §2 "Toolbar"). */
export function runOnly(context: WorkspaceContext): boolean {
  return context === 'example' || context === 'shared' || context === 'community';
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function adjacentOf(value: unknown): Adjacent {
  const found = record(value);
  const id = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  return { prev: id(found.prev), next: id(found.next) };
}

function parsed(document: unknown, message: string): Project {
  const { project } = parseProjectDocument(document);
  if (!project) throw new Error(message);
  return project;
}

const encode = encodeURIComponent;

/** Fetches the content of `context`; rejects with the spec's message when it cannot be shown. */
export async function loadContent(
  context: WorkspaceContext,
  params: ContentParams,
  signal?: AbortSignal,
): Promise<WorkspaceContent> {
  if (context === 'new') {
    const project = createEmptyProject('New Project');
    return { context, project, name: project.projectName };
  }
  const message = NOT_FOUND[context];
  const get = async (path: string) => {
    try {
      return record(await apiRequest<unknown>(path, { signal }));
    } catch (error) {
      if (signal?.aborted) throw error;
      // No connection is not 'not found': say so (the message keeps the learner's work in mind).
      if (error instanceof ApiRequestError && error.status === 0)
        throw new Error(error.message, { cause: error });
      throw new Error(message, { cause: error });
    }
  };
  switch (context) {
    case 'example': {
      const id = params.exampleId ?? '';
      const answer = await get(`/examples/${encode(id)}`);
      const example = record(answer.example);
      const project = parsed(example, message);
      const name = typeof example.exampleName === 'string' ? example.exampleName : project.projectName;
      const number = typeof example.exampleNumber === 'number' ? example.exampleNumber : undefined;
      return {
        context,
        project,
        name,
        ...(number === undefined ? {} : { number }),
        adjacent: adjacentOf(answer.adjacent),
        id,
      };
    }
    case 'problem': {
      const id = params.problemId ?? '';
      const answer = await get(`/problems/${encode(id)}`);
      const problem = record(answer.problem);
      const project = parsed(problem, message);
      const name = typeof problem.problemName === 'string' ? problem.problemName : project.projectName;
      const number = typeof problem.problemNumber === 'number' ? problem.problemNumber : undefined;
      const difficulty = typeof problem.difficulty === 'string' ? problem.difficulty : undefined;
      return {
        context,
        project,
        name,
        ...(number === undefined ? {} : { number }),
        ...(difficulty === undefined ? {} : { difficulty }),
        adjacent: adjacentOf(answer.adjacent),
        id,
      };
    }
    case 'project': {
      const id = params.projectId ?? '';
      const project = parsed((await get(`/projects/${encode(id)}`)).project, message);
      return { context, project, name: project.projectName, id };
    }
    case 'shared': {
      const id = params.shareId ?? '';
      const project = parsed((await get(`/shared/${encode(id)}`)).project, message);
      return { context, project, name: project.projectName, id };
    }
    case 'community': {
      const creator = params.creatorUsername ?? '';
      const id = params.communityId ?? '';
      const project = parsed((await get(`/community/${encode(creator)}/${encode(id)}`)).project, message);
      return { context, project, name: project.projectName, id };
    }
  }
}

import { SERVER_FIELDS } from '@plcsim/compiler';
import { parseProjectDocument } from '@plcsim/compiler/document';
import type { ProjectContent } from '../data/content.ts';
import { badRequest } from '../http/errors.ts';

/** How many schema messages a 400 lists. */
const SHOWN_ERRORS = 3;

export const PROJECT_ID_MISMATCH = 'The project ID in the body does not match the one in the path.';

export function withoutServerFields(document: Record<string, unknown>): ProjectContent {
  const content: ProjectContent = {};
  for (const [key, value] of Object.entries(document)) {
    if (!SERVER_FIELDS.includes(key)) content[key] = value;
  }
  return content;
}

/**
 * Validates a body against the project schema (compiler/schema/project.schema.json) and returns the
 * normalised document without server fields. 400 with the schema's first messages when invalid.
 */
export function projectContent(body: unknown): ProjectContent {
  const { project, errors } = parseProjectDocument(body);
  if (!project) {
    const shown = errors.slice(0, SHOWN_ERRORS).join('; ');
    const more = errors.length > SHOWN_ERRORS ? ` (and ${errors.length - SHOWN_ERRORS} more)` : '';
    throw badRequest(`The project is not valid: ${shown}${more}.`);
  }
  return withoutServerFields(project as unknown as Record<string, unknown>);
}

/**
 * The content of a save: the body's `projectId` / `project_id`, when given, must be the path's id.
 */
export function savedProjectContent(body: Record<string, unknown>, pathId: string): ProjectContent {
  for (const field of ['projectId', 'project_id']) {
    const value = body[field];
    if (value !== undefined && value !== null && value !== pathId) throw badRequest(PROJECT_ID_MISMATCH);
  }
  return projectContent(body);
}

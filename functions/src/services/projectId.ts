import { badRequest } from '../http/errors.ts';

export const PROJECT_ID_REQUIRED = 'Project ID is required.';
export const BAD_PROJECT_ID =
  "Project ID may only hold letters, digits, '.', '_', ':' and '-' (at most 128).";

/** Ids the server accepts for projects: what the site generates (uuids) and nothing that could split a key. */
const ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

/** A project id from the path or a body: 400 when it cannot be one. */
export function checkProjectId(id: string): string {
  if (!ID_PATTERN.test(id)) throw badRequest(BAD_PROJECT_ID);
  return id;
}

import { badRequest } from '../http/errors.ts';
import { checkProjectId, PROJECT_ID_REQUIRED } from './projectId.ts';

export const VOTE_FIELDS_REQUIRED = 'Creator and community_id are required.';
/** Longest creator name or community id looked up (Cognito names are at most 128 characters). */
const MAX_NAME_LENGTH = 200;

function trimmedString(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** A 'true' / 'false' query flag; `fallback` when absent, 400 for anything else. */
export function parseFlag(value: string | undefined, name: string, fallback?: boolean): boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if ((value === undefined || value === '') && fallback !== undefined) return fallback;
  throw badRequest(`${name} must be 'true' or 'false'.`);
}

/** The body of POST /community/votes: `{ creator, community_id }`, both non-empty strings. */
export function parseVoteBody(body: Record<string, unknown>): { creator: string; communityId: string } {
  const creator = trimmedString(body.creator);
  const communityId = trimmedString(body.community_id);
  if (creator === '' || communityId === '') throw badRequest(VOTE_FIELDS_REQUIRED);
  if (creator.length > MAX_NAME_LENGTH || communityId.length > MAX_NAME_LENGTH) {
    throw badRequest('creator and community_id must be at most 200 characters.');
  }
  return { creator, communityId };
}

/** The body of POST /community: `{ project_id }`. */
export function parseSharingBody(body: Record<string, unknown>): string {
  const projectId = trimmedString(body.project_id);
  if (projectId === '') throw badRequest(PROJECT_ID_REQUIRED);
  return checkProjectId(projectId);
}

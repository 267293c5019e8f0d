import { PROJECT_PREFIX, userKey } from '../data/keys.ts';
import { badRequest } from '../http/errors.ts';
import { BAD_CURSOR, MAX_LIMIT, parseLimit } from './communityQuery.ts';

/** GET /projects pages: the whole limit by default (a client that reads one page sees up to 100). */
export const DEFAULT_PROJECT_LIMIT = MAX_LIMIT;
/** Longer cursors are not ones this API handed out. */
const MAX_CURSOR_LENGTH = 1024;

/** The key of a project item: where the next page of GET /projects starts. */
export type ProjectKey = { pk: string; sk: string };

export interface ProjectListQuery {
  limit: number;
  startKey: ProjectKey | null;
}

/** The opaque cursor of a page's last key: base64url JSON. */
export function encodeProjectCursor(key: Record<string, unknown> | null): string | null {
  if (!key) return null;
  return Buffer.from(JSON.stringify({ pk: key.pk, sk: key.sk }), 'utf8').toString('base64url');
}

/** The key a cursor stands for; 400 unless it is the key of one of `sub`'s projects. */
export function decodeProjectCursor(cursor: string | undefined, sub: string): ProjectKey | null {
  if (cursor === undefined || cursor === '') return null;
  if (cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw badRequest(BAD_CURSOR);
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(BAD_CURSOR);
  }
  if (typeof key !== 'object' || key === null || Array.isArray(key)) throw badRequest(BAD_CURSOR);
  const { pk, sk, ...rest } = key as Record<string, unknown>;
  const valid =
    Object.keys(rest).length === 0 &&
    pk === userKey(sub) &&
    typeof sk === 'string' &&
    sk.startsWith(PROJECT_PREFIX) &&
    sk.length > PROJECT_PREFIX.length;
  if (!valid) throw badRequest(BAD_CURSOR);
  return { pk, sk };
}

/** `limit` (1 to 100, default 100) and `cursor` (the previous page's lastEvaluatedKey) of GET /projects. */
export function parseProjectListQuery(
  params: Record<string, string | undefined> | undefined,
  sub: string,
): ProjectListQuery {
  const limit =
    params?.limit === undefined || params.limit === '' ? DEFAULT_PROJECT_LIMIT : parseLimit(params.limit);
  return { limit, startKey: decodeProjectCursor(params?.cursor, sub) };
}

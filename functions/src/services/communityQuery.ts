import { COMMUNITY_INDEX_PK } from '../data/keys.ts';
import { badRequest } from '../http/errors.ts';

/** Community list orders (spec 001 §9); shared-desc is the default. */
export const COMMUNITY_SORTS = ['shared-desc', 'shared-asc', 'votes'] as const;
export type CommunitySort = (typeof COMMUNITY_SORTS)[number];

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;
/** Longer cursors are not ones this API handed out. */
const MAX_CURSOR_LENGTH = 2048;

export const BAD_SORT = `sort must be one of ${COMMUNITY_SORTS.join(', ')}.`;
export const BAD_LIMIT = `limit must be a whole number from 1 to ${MAX_LIMIT}.`;
export const BAD_CURSOR = 'cursor is not valid: pass the lastEvaluatedKey of the previous page unchanged.';

/** A DynamoDB key of a community entry in one of the list indexes (gsi1 by date, gsi2 by votes). */
export type CommunityKey = Record<string, string | number>;

export interface CommunityQuery {
  sort: CommunitySort;
  limit: number;
  /** Where the page starts: the previous page's last key, or null for the first page. */
  startKey: CommunityKey | null;
}

export function parseSort(value: string | undefined): CommunitySort {
  if (value === undefined || value === '') return 'shared-desc';
  const sort = COMMUNITY_SORTS.find((s) => s === value);
  if (!sort) throw badRequest(BAD_SORT);
  return sort;
}

export function parseLimit(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_LIMIT;
  if (!/^\d{1,3}$/.test(value)) throw badRequest(BAD_LIMIT);
  const limit = Number(value);
  if (limit < 1 || limit > MAX_LIMIT) throw badRequest(BAD_LIMIT);
  return limit;
}

/** The attributes (and their types) of a key in the index a sort reads. */
function keyShape(sort: CommunitySort): Record<string, 'string' | 'number'> {
  return sort === 'votes'
    ? { pk: 'string', sk: 'string', gsi2pk: 'string', gsi2sk: 'number' }
    : { pk: 'string', sk: 'string', gsi1pk: 'string', gsi1sk: 'string' };
}

/** The opaque cursor of a page's last key: base64url JSON. */
export function encodeCursor(key: CommunityKey | null | undefined): string | null {
  if (!key) return null;
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

/** The key a cursor stands for; 400 unless it is a key of the index `sort` reads. */
export function decodeCursor(cursor: string | undefined, sort: CommunitySort): CommunityKey | null {
  if (cursor === undefined || cursor === '') return null;
  if (cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw badRequest(BAD_CURSOR);
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(BAD_CURSOR);
  }
  if (typeof key !== 'object' || key === null || Array.isArray(key)) throw badRequest(BAD_CURSOR);
  const shape = keyShape(sort);
  const entries = Object.entries(key);
  if (entries.length !== Object.keys(shape).length) throw badRequest(BAD_CURSOR);
  for (const [name, value] of entries) {
    const type = shape[name];
    if (type === undefined || typeof value !== type) throw badRequest(BAD_CURSOR);
    // Vote counts are whole numbers; others (1e20, 0.5) cannot be a key and some cannot be sent.
    if (type === 'number' && !Number.isSafeInteger(value)) throw badRequest(BAD_CURSOR);
    if (type === 'string' && value === '') throw badRequest(BAD_CURSOR);
  }
  const found = key as CommunityKey;
  const indexPk = sort === 'votes' ? found.gsi2pk : found.gsi1pk;
  const inList =
    indexPk === COMMUNITY_INDEX_PK &&
    String(found.pk).startsWith('COMMUNITY#') &&
    String(found.sk).startsWith('ENTRY#');
  if (!inList) throw badRequest(BAD_CURSOR);
  return found;
}

export function parseCommunityQuery(params: Record<string, string | undefined> | undefined): CommunityQuery {
  const sort = parseSort(params?.sort);
  return { sort, limit: parseLimit(params?.limit), startKey: decodeCursor(params?.cursor, sort) };
}

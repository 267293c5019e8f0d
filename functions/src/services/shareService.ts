import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { backendConfig } from '../config.ts';
import type { ProjectContent } from '../data/content.ts';
import { itemSize } from '../data/itemSize.ts';
import { countAction } from '../data/rateLimitRepository.ts';
import * as shares from '../data/shareRepository.ts';
import { badRequest, forbidden, notFound, tooLarge, tooManyRequests } from '../http/errors.ts';

export const SHARE_ID_REQUIRED = 'Share ID is required.';
export const SHARE_NOT_FOUND = 'Shared project not found.';

/**
 * Largest stored snapshot: anyone may share without signing in, so links are kept well under
 * DynamoDB's 400 KB item. A 100-rung ladder program of 10 instructions a rung with 120 tags takes
 * about 240 KB.
 */
export const MAX_SHARE_BYTES = 300 * 1024;
export const SHARE_TOO_LARGE = 'The project is too large to share as a link (at most 300 KB once stored).';
export const TOO_MANY_SHARES = 'Too many shared links from this address: try again in a minute.';
export const EDIT_KEY_REQUIRED = 'The edit key of the shared link is required.';
export const EDIT_KEY_WRONG = 'This shared link cannot be updated with this edit key.';

/** A new link: its id and the secret that may later replace its content (PUT /shared/{shareId}). */
export interface CreatedShare {
  shareId: string;
  editKey: string;
}

const hashOf = (editKey: string) => createHash('sha256').update(editKey).digest('hex');

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The stored item of `content`, refused with 413 when over MAX_SHARE_BYTES. */
function measuredItem(shareId: string, content: ProjectContent, now: string, hash: string) {
  const item = shares.shareItem(shareId, content, now, hash);
  if (itemSize(item) > MAX_SHARE_BYTES) throw tooLarge(SHARE_TOO_LARGE);
  return item;
}

async function countShare(client: string): Promise<void> {
  const decision = await countAction('share', client, backendConfig().shareRateLimit);
  if (!decision.allowed) throw tooManyRequests(TOO_MANY_SHARES, decision.retryAfterSeconds);
}

/**
 * Stores a snapshot of validated project content (projectDocument.ts) and returns its new id with an
 * edit key (only its SHA-256 is stored). 413 when it is over MAX_SHARE_BYTES; 429 when `client` (the
 * source address) has already created or updated the configured number of links this minute
 * (PLCSIM_SHARE_RATE_LIMIT, 30 by default).
 */
export async function createShare(content: ProjectContent, client: string): Promise<CreatedShare> {
  const shareId = randomUUID();
  const editKey = randomBytes(32).toString('base64url');
  const item = measuredItem(shareId, content, new Date().toISOString(), hashOf(editKey));
  await countShare(client);
  await shares.putShare(item);
  return { shareId, editKey };
}

/**
 * Replaces the content of link `shareId` (the same address shows the new content; it keeps its
 * createdAt). 400 without an edit key, 404 for an unknown link, 403 when `editKey` is not the link's
 * (or the link was made before links had keys); 413 and 429 as for createShare.
 */
export async function updateShare(
  shareId: string,
  editKey: unknown,
  content: ProjectContent,
  client: string,
): Promise<void> {
  if (typeof editKey !== 'string' || editKey === '') throw badRequest(EDIT_KEY_REQUIRED);
  const stored = await shares.getShare(shareId);
  if (!stored) throw notFound(SHARE_NOT_FOUND);
  const hash = hashOf(editKey);
  if (stored.editKeyHash === null || !sameHash(stored.editKeyHash, hash)) throw forbidden(EDIT_KEY_WRONG);
  const item = {
    ...measuredItem(shareId, content, stored.createdAt, hash),
    updatedAt: new Date().toISOString(),
  };
  await countShare(client);
  if (!(await shares.replaceShare(item, hash))) throw notFound(SHARE_NOT_FOUND);
}

/** A snapshot: its id and content; 404 when unknown. */
export async function getShare(shareId: string): Promise<Record<string, unknown>> {
  const share = await shares.getShare(shareId);
  if (!share) throw notFound(SHARE_NOT_FOUND);
  return { share_id: share.share_id, ...share.content };
}

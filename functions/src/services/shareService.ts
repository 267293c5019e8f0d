import { randomUUID } from 'node:crypto';
import { backendConfig } from '../config.ts';
import type { ProjectContent } from '../data/content.ts';
import { itemSize } from '../data/itemSize.ts';
import { countAction } from '../data/rateLimitRepository.ts';
import * as shares from '../data/shareRepository.ts';
import { notFound, tooLarge, tooManyRequests } from '../http/errors.ts';

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

/**
 * Stores a snapshot of validated project content (projectDocument.ts) and returns its new id. 413
 * when it is over MAX_SHARE_BYTES; 429 when `client` (the source address) has already created the
 * configured number of links this minute (PLCSIM_SHARE_RATE_LIMIT, 30 by default).
 */
export async function createShare(content: ProjectContent, client: string): Promise<string> {
  const shareId = randomUUID();
  const item = shares.shareItem(shareId, content, new Date().toISOString());
  if (itemSize(item) > MAX_SHARE_BYTES) throw tooLarge(SHARE_TOO_LARGE);
  if (!(await countAction('share', client, backendConfig().shareRateLimit))) {
    throw tooManyRequests(TOO_MANY_SHARES);
  }
  await shares.putShare(item);
  return shareId;
}

/** A snapshot: its id and content; 404 when unknown. */
export async function getShare(shareId: string): Promise<Record<string, unknown>> {
  const share = await shares.getShare(shareId);
  if (!share) throw notFound(SHARE_NOT_FOUND);
  return { share_id: share.share_id, ...share.content };
}

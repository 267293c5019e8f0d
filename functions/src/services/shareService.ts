import { randomUUID } from 'node:crypto';
import * as shares from '../data/shareRepository.ts';
import { notFound } from '../http/errors.ts';
import type { ProjectContent } from '../data/content.ts';

export const SHARE_ID_REQUIRED = 'Share ID is required.';
export const SHARE_NOT_FOUND = 'Shared project not found.';

/** Stores a snapshot of validated project content (projectDocument.ts) and returns its new id. */
export async function createShare(content: ProjectContent): Promise<string> {
  const shareId = randomUUID();
  await shares.putShare(shareId, content, new Date().toISOString());
  return shareId;
}

/** A snapshot: its id and content; 404 when unknown. */
export async function getShare(shareId: string): Promise<Record<string, unknown>> {
  const share = await shares.getShare(shareId);
  if (!share) throw notFound(SHARE_NOT_FOUND);
  return { share_id: share.share_id, ...share.content };
}

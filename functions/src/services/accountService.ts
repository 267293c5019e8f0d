import type { Caller } from '../auth/caller.ts';
import { deletePoolUser } from '../auth/userPool.ts';
import * as accounts from '../data/accountRepository.ts';

export const ACCOUNT_DELETED_MESSAGE = 'Your account and everything it stored have been deleted.';

/**
 * How long the deleted account's mark outlives its deletion: longer than an id token can live (at most
 * a day in Cognito), so every token the account was given is refused until it has expired.
 */
export const DELETED_MARK_SECONDS = 2 * 24 * 60 * 60;

export interface DeletionSummary {
  message: string;
  /** What this call removed (0 each when an earlier call had already removed it). */
  deleted: { votes: number; communityEntries: number; items: number; user: boolean };
}

/**
 * Deletes the caller's account (functions/README.md "Account deletion"): marks it deleted (its tokens
 * are refused from now on), takes back its votes (each with its count, in one transaction), deletes
 * the community entries under its user name, then every item it owns (projects, solutions, the rest),
 * and last the user in the pool, so the user name is free only once nothing is left under it. Each
 * step finds what is left: a call that fails halfway is finished by calling again, and a call after
 * success changes nothing.
 */
export async function deleteAccount(caller: Caller, now: Date = new Date()): Promise<DeletionSummary> {
  await accounts.markAccountDeleting(caller.sub, caller.username, now.toISOString());
  const votes = await accounts.withdrawAllVotes(caller.sub);
  const communityEntries = await accounts.deleteCommunityEntries(caller.username);
  const items = await accounts.deleteUserItems(caller.sub);
  const user = (await deletePoolUser(caller.username)) === 'deleted';
  const expiresAt = Math.floor(now.getTime() / 1000) + DELETED_MARK_SECONDS;
  await accounts.markAccountDeleted(caller.sub, new Date().toISOString(), expiresAt);
  return { message: ACCOUNT_DELETED_MESSAGE, deleted: { votes, communityEntries, items, user } };
}

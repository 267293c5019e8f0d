import { requireCallerForDeletion } from '../../auth/caller.ts';
import { handler } from '../../http/handler.ts';
import { deleteAccount } from '../../services/accountService.ts';

/**
 * DELETE /account: deletes the caller's account and everything it stored. Also with the token of an
 * account whose deletion stopped halfway (it finishes it); again after success, it changes nothing.
 */
export const main = handler(async (event) => {
  const caller = await requireCallerForDeletion(event);
  return { body: await deleteAccount(caller) };
});

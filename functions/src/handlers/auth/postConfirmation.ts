import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { deleteLeftoverEntries } from '../../data/accountRepository.ts';

/**
 * The user pool's PostConfirmation trigger: once a new account is confirmed its user name is its own,
 * so community entries under that name owned by another account are leftovers of an earlier account of
 * the same name (one deleted outside `DELETE /account`, e.g. in the console): they are deleted, so the new
 * account is never shown as their creator. Only for sign-ups (not a confirmed password reset).
 */
export const main = async (event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> => {
  const sub = event.request.userAttributes.sub;
  if (event.triggerSource === 'PostConfirmation_ConfirmSignUp' && sub) {
    const removed = await deleteLeftoverEntries(event.userName, sub);
    if (removed > 0) console.log(`Removed ${removed} community entries an earlier ${event.userName} left.`);
  }
  return event;
};

import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { usernameError } from '@plcsim/compiler';

/**
 * The user pool's PreSignUp trigger (SignUp and AdminCreateUser): refuses a username that breaks the
 * username rule. Cognito answers the sign-up with UserLambdaValidationException, 'PreSignUp failed with
 * error <the rule's message>.'; anything else goes on unchanged (no auto-confirmation).
 */
export const main = async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
  const error = usernameError(event.userName);
  if (error) throw new Error(error);
  return event;
};

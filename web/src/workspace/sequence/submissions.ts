/** The Submissions tab's texts. */

/** Follows a 'Sign in' link when signed out. */
export const SUBMISSIONS_SIGNED_OUT = 'to submit solutions and see your graded submissions here.';

export const NO_SUBMISSION =
  'You have not submitted a solution to this problem yet. Submit it from the Sequence tab.';

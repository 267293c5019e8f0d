/** The Submissions tab's texts. */

/** Follows a 'Sign in' link when signed out. */
export const SUBMISSIONS_SIGNED_OUT = 'to submit solutions and see your graded submissions here.';

export const NO_SUBMISSION =
  'You have not submitted a solution to this problem yet. Submit it from the Sequence tab.';

/** A submission's time in the learner's locale, e.g. '23/11/2026, 19:40:12'. */
export function submissionTime(iso: string, locale?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(locale);
}

import type { SectionPlaceholder } from './SectionPlaceholderPage.tsx';

/** Headings and subtitles quote spec 000 §2 and 001 §2. */
export const sectionPlaceholders = {
  projects: {
    title: 'Projects',
    heading: 'Projects',
    subtitle: 'Load and manage your saved projects.',
    notice: 'Saving projects is not available yet, so there is nothing to list here.',
  },
  examples: {
    title: 'Examples',
    heading: 'Examples',
    subtitle: 'Learn ladder logic and structured text with example projects.',
    notice: 'The example library is not available yet.',
  },
  problems: {
    title: 'Problems',
    heading: 'Problems',
    subtitle: 'Test your skills by solving challenges.',
    notice: 'The problem set is not available yet.',
  },
  community: {
    title: 'Community',
    heading: 'Community',
    subtitle: 'Explore projects shared by other users.',
    notice: 'Community projects are not available yet.',
  },
  profile: {
    title: 'Profile',
    heading: 'Profile',
    notice: 'Accounts are not available yet, so there is no profile to show.',
  },
  signin: {
    title: 'Sign in',
    heading: 'Sign in',
    notice: 'Accounts are not available yet, so signing in is not possible.',
  },
  signup: {
    title: 'Sign up',
    heading: 'Create an account',
    notice: 'Accounts are not available yet, so signing up is not possible.',
  },
  confirm: {
    title: 'Confirm your account',
    heading: 'Confirm your account',
    notice: 'Accounts are not available yet, so there is no account to confirm.',
  },
  resetpassword: {
    title: 'Reset password',
    heading: 'Forgot your password?',
    notice: 'Accounts are not available yet, so there is no password to reset.',
  },
} as const satisfies Record<string, SectionPlaceholder>;

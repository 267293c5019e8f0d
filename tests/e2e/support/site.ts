import type { Page } from '@playwright/test';
import { expect } from './test.ts';

/**
 * An init script that settles the cookie choice and dismisses the page-edge banners (survey, community
 * chat), so nothing covers what a test is about: `context.addInitScript(QUIET_BANNERS)`.
 */
export const QUIET_BANNERS = () => {
  try {
    localStorage.setItem('cookieConsent', 'false');
    localStorage.setItem('surveyHidden', 'true');
    localStorage.setItem('discordInviteHidden', 'true');
    // The home page's "Start here" card (onboarding.spec.ts shows it).
    localStorage.setItem('startHereHidden', 'true');
  } catch {
    // Not a page of the site (e.g. an error page): nothing to quiet.
  }
};

/** Signs in through the site's form and waits for the profile it lands on. */
export async function signInThroughPage(page: Page, login: string, password: string): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Username or e-mail').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/profile');
}

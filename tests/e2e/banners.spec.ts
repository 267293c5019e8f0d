import type { Page } from '@playwright/test';
import { watchConsole } from './support/console.ts';
import { expect, test } from './support/test.ts';

/**
 * The site's banners take turns (issue 22 item 13): at 375 px a first visit never stacks the cookie bar,
 * the survey and the community-chat invitation above the workspace. Cookie consent comes first, then
 * the survey, then the community chat, one at a time; an embed page shows none. Each test starts in a
 * fresh context with no consent and no dismissals stored (no QUIET_BANNERS).
 */

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

const COOKIE_TEXT = 'This website uses cookies to improve your experience.';

const cookieBar = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
const survey = (page: Page) => page.getByRole('complementary', { name: 'Survey' });
const chat = (page: Page) => page.getByRole('complementary', { name: 'Community chat' });
/** Every banner the site has, visible or not. */
const anyBanner = (page: Page) => cookieBar(page).or(survey(page)).or(chat(page));

/** The names of the banners on screen. */
async function visibleBanners(page: Page): Promise<string[]> {
  const shown: string[] = [];
  for (const banner of await anyBanner(page).all()) {
    if (await banner.isVisible()) shown.push((await banner.getAttribute('aria-label')) ?? '?');
  }
  return shown;
}

test('a first visit to the workspace shows one banner at a time: cookies, then the survey, then the chat', async ({
  page,
  context,
}) => {
  const consoleWatch = watchConsole(context);
  await page.goto('/');
  await expect(page.locator('.workspace-toolbar')).toBeVisible({ timeout: 20_000 });
  await expect(cookieBar(page)).toContainText(COOKIE_TEXT);
  expect(await visibleBanners(page)).toEqual(['Cookie consent']);

  await cookieBar(page).getByRole('button', { name: 'Accept' }).tap();
  await expect(survey(page)).toContainText('free sticker');
  await expect(cookieBar(page)).toHaveCount(0);
  expect(await visibleBanners(page)).toEqual(['Survey']);

  // The turn order survives a reload: the cookie choice is stored, so the survey shows alone.
  await page.reload();
  await expect(survey(page)).toBeVisible();
  expect(await visibleBanners(page)).toEqual(['Survey']);

  await survey(page).getByRole('button', { name: 'Dismiss' }).tap();
  await expect(chat(page).getByRole('link', { name: 'Join the chat' })).toBeVisible();
  expect(await visibleBanners(page)).toEqual(['Community chat']);

  await chat(page).getByRole('button', { name: 'Dismiss' }).tap();
  await expect(anyBanner(page)).toHaveCount(0);
  await page.reload();
  await expect(page.locator('.workspace-toolbar')).toBeVisible({ timeout: 20_000 });
  await expect(anyBanner(page)).toHaveCount(0);
  consoleWatch.expectNone();
});

test('an embed page shows no banner, even on a first visit with nothing chosen', async ({ page }) => {
  await page.goto('/embed/examples/start-stop-seal-in');
  await expect(page.getByRole('link', { name: 'Open in full editor' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('PLC is in Program mode')).toBeVisible({ timeout: 15_000 });
  await expect(anyBanner(page)).toHaveCount(0);
  await expect(page.getByText(COOKIE_TEXT)).toHaveCount(0);
  // The same fresh browser on a site page does get the cookie bar, so its absence above is the embed's.
  await page.goto('/help');
  await expect(cookieBar(page)).toBeVisible();
});

import { expect, test } from './support/test.ts';

const bannerText = 'This website uses cookies to improve your experience.';

for (const [choice, stored] of [
  ['Accept', 'true'],
  ['Decline', 'false'],
] as const) {
  test(`choosing ${choice} hides the cookie banner for good`, async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toContainText(bannerText);
    await banner.getByRole('button', { name: choice }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe(stored);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'New Project' })).toBeVisible();
    await expect(page.getByText(bannerText)).toBeHidden();
    await page.goto('/help');
    await expect(page.getByText(bannerText)).toBeHidden();
  });
}

test('the survey banner shows first, then the community chat, and dismissals survive a reload', async ({
  page,
}) => {
  // Cookie consent takes the first turn (one banner at a time: banners.spec.ts).
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'false'));
  await page.goto('/');
  const survey = page.getByRole('complementary', { name: 'Survey' });
  await expect(survey).toContainText('free sticker');
  await expect(survey.getByRole('link', { name: 'Take the survey' })).toHaveAttribute('target', '_blank');

  await survey.getByRole('button', { name: 'Dismiss' }).click();
  const chat = page.getByRole('complementary', { name: 'Community chat' });
  await expect(chat).toBeVisible();
  await expect(survey).toBeHidden();
  await expect(chat.getByRole('link', { name: 'Join the chat' })).toHaveAttribute('target', '_blank');

  await page.reload();
  await expect(chat).toBeVisible();
  await expect(survey).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('surveyHidden'))).toBe('true');

  await chat.getByRole('button', { name: 'Dismiss' }).click();
  await expect(chat).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'New Project' })).toBeVisible();
  await expect(page.getByRole('complementary')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('discordInviteHidden'))).toBe('true');
});

import { siteConfig } from '@plcsim/web/site-config';
import { expect, test } from './support/test.ts';

test('the dark theme applies at once and survives a reload', async ({ page }) => {
  await page.goto('/settings');
  await expect(page.getByText('Edit the appearance of the site.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked();
  const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const lightBackground = await background();

  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await background()).not.toBe(lightBackground);

  await page.reload();
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  for (const layout of await page.getByRole('group', { name: 'Layout' }).getByRole('radio').all()) {
    await expect(layout).toBeDisabled();
  }
});

test('the help page has the structured-text and creating-problems anchors', async ({ page }) => {
  await page.goto('/help#structured-text');
  await expect(page.locator('#structured-text')).toBeInViewport();
  await expect(page.locator('#structured-text')).toContainText('T#2s');
  await page.goto('/help#creating-problems');
  await expect(page.locator('#creating-problems')).toBeInViewport();
  await expect(page.locator('#creating-problems')).toContainText('Click "Submit" to validate your program.');
  for (const group of ['Bit', 'Timer', 'Counter', 'Math', 'Compare']) {
    await expect(page.getByRole('heading', { name: new RegExp(group) }).first()).toBeVisible();
  }
});

test('every contact link comes from the site config and opens in a new tab', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const email = page.getByRole('link', { name: siteConfig.supportEmail });
  await expect(email).toHaveAttribute('href', `mailto:${siteConfig.supportEmail}`);
  for (const { label, href } of siteConfig.contactLinks) {
    const link = page.getByRole('link', { name: label, exact: true });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
});

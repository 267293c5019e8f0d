import { expect, test } from './support/test.ts';

test.use({ viewport: { width: 375, height: 740 } });

test('at 375 px the mobile header menu replaces the page content while open', async ({ page }) => {
  await page.goto('/help');
  await expect(page.locator('header.top-bar')).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();

  await toggle.click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link')).toHaveText([
    'Home',
    'Projects',
    'Examples',
    'Community',
    'Problems',
    'Learn',
    'Profile',
    'Settings',
    'Help',
  ]);
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeHidden();
  await expect(page.locator('footer.site-footer')).toBeHidden();

  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'Examples' }).click();
  await expect(page).toHaveURL('/examples');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Examples' })).toBeVisible();
  await expect(page).toHaveTitle('Examples | PLC IO Simulator');
});

test('at 1024 px the top bar shows and the menu button does not', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/');
  await expect(page.locator('header.top-bar')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
});

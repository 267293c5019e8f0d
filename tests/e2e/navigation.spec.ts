import { expect, test } from './support/test.ts';

const topBarPages = [
  { link: 'Projects', path: '/projects', heading: 'Projects', title: 'Projects | PLC IO Simulator' },
  { link: 'Examples', path: '/examples', heading: 'Examples', title: 'Examples | PLC IO Simulator' },
  { link: 'Community', path: '/community', heading: 'Community', title: 'Community | PLC IO Simulator' },
  { link: 'Problems', path: '/problems', heading: 'Problems', title: 'Problems | PLC IO Simulator' },
  // Without a session the profile sends the visitor to sign in (spec 000 §6).
  { link: 'Profile', path: '/signin', heading: 'Sign in', title: 'Sign in | PLC IO Simulator' },
  { link: 'Settings', path: '/settings', heading: 'Settings', title: 'Settings | PLC IO Simulator' },
  { link: 'Help', path: '/help', heading: 'Help', title: 'Help | PLC IO Simulator' },
];

test('every top-bar link opens its page with its title, and the logo returns home', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('PLC IO Simulator');
  await expect(page.getByRole('heading', { level: 1, name: 'New Project' })).toBeVisible();

  const banner = page.locator('header.top-bar');
  for (const { link, path, heading, title } of topBarPages) {
    await banner.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(title);
  }

  await banner.getByRole('link', { name: 'PLC IO Simulator home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page).toHaveTitle('PLC IO Simulator');
});

test('list pages show their spec heading and subtitle', async ({ page }) => {
  await page.goto('/problems');
  await expect(page.getByText('Test your skills by solving challenges.')).toBeVisible();
  await page.goto('/community');
  await expect(page.getByText('Explore projects shared by other users.')).toBeVisible();
});

test('the footer shows the current year and links to the contact and legal pages', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer.site-footer');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} PLC IO Simulator`);
  const pages = [
    ['Contact Us', '/contact', 'Contact Us | PLC IO Simulator'],
    ['Privacy Policy', '/privacy', 'Privacy Policy | PLC IO Simulator'],
    ['Terms and Conditions', '/terms', 'Terms and Conditions | PLC IO Simulator'],
  ] as const;
  for (const [link, path, title] of pages) {
    await footer.getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
    await expect(page).toHaveTitle(title);
  }
});

test('a detail page with an unknown id goes home with the spec message, replacing history', async ({
  page,
}) => {
  for (const [path, message] of [
    ['/projects/p-1', 'Project not found.'],
    ['/examples/e-1', 'Example not found.'],
    ['/problems/q-1', 'Problem not found.'],
    ['/community/ada/c-1', 'Shared project not found.'],
    ['/share/s-1', 'Shared project not found.'],
  ] as const) {
    await page.goto('/help');
    await page.goto(path);
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page).toHaveTitle('PLC IO Simulator');
    await page.goBack();
    await expect(page).toHaveURL('/help');
  }
});

test('unknown routes get the default title, and account routes exist', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('PLC IO Simulator');

  for (const [path, heading] of [
    ['/signin', 'Sign in'],
    ['/signup', 'Create an account'],
    ['/confirm', 'Confirm your account'],
    ['/resetpassword', 'Forgot your password?'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

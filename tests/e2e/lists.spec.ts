import type { Browser, Locator, Page } from '@playwright/test';
import { EXAMPLES, PROBLEMS, SOLUTIONS } from '@plcsim/content';
import { e2eStack } from './support/stack.ts';
import { createConfirmedUser, idTokenOf, type E2eUser } from './support/users.ts';
import { expect, test } from './support/test.ts';

/*
 * The Projects, Examples, Problems and Community lists against the real local stack (spec 000 §2, 001 §2):
 * 4 examples and 3 problems are seeded; users, projects and community entries are made per test.
 */

interface User extends E2eUser {
  idToken: string;
}

/** A confirmed user of the local pool, signed in (through the service, not the page). */
async function createUser(label: string): Promise<User> {
  const stack = e2eStack();
  const user = await createConfirmedUser(stack, label);
  return { ...user, idToken: await idTokenOf(stack, user) };
}

/** A backend call as `user`. */
async function api(user: User, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${e2eStack().apiUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${user.idToken}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? (JSON.parse(text) as unknown) : null;
}

/** Saves a project for `user` from seeded example `exampleNumber`'s program under `name`. */
async function saveProject(user: User, projectId: string, name: string, exampleNumber: number) {
  const source = EXAMPLES.find((e) => e.exampleNumber === exampleNumber);
  if (!source) throw new Error(`no example ${exampleNumber}`);
  const { example_id: _id, exampleNumber: _n, exampleName: _name, createdAt: _c, ...program } = source;
  await api(user, 'POST', `/projects/${projectId}`, { ...program, projectId, projectName: name });
}

async function signIn(page: Page, user: User) {
  await page.goto('/signin');
  await page.getByLabel('Username or e-mail').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/profile');
}

/** Settles the cookie choice and dismisses the page-edge banners, so nothing covers the lists. */
const QUIET_BANNERS = () => {
  try {
    localStorage.setItem('cookieConsent', 'false');
    localStorage.setItem('surveyHidden', 'true');
    localStorage.setItem('discordInviteHidden', 'true');
  } catch {
    // Not a page of the site (e.g. an error page): nothing to quiet.
  }
};

test.beforeEach(async ({ context }) => {
  await context.addInitScript(QUIET_BANNERS);
});

function cardTitles(page: Page): Locator {
  return page.locator('.card-list .card-title');
}

/** Opens a filter picker, ticks `label` (the picker stays open), then closes it with Escape. */
async function pick(page: Page, group: string, label: string) {
  const picker = page.locator(`.filter-picker[data-filter="${group}"]`);
  await picker.locator('summary').click();
  await picker.getByLabel(label, { exact: true }).check();
  await expect(picker).toHaveAttribute('open', '');
  await page.keyboard.press('Escape');
  await expect(picker).not.toHaveAttribute('open', '');
}

async function clearFilter(page: Page, group: string) {
  const picker = page.locator(`.filter-picker[data-filter="${group}"]`);
  await picker.locator('summary').click();
  await picker.getByRole('button', { name: 'Clear' }).click();
  await page.keyboard.press('Escape');
}

const EXAMPLE_TITLES = [
  '1. Start/Stop Seal-In',
  '2. On-Delay Timer',
  '3. Water Tank Fill and Drain',
  '4. Parts Counter',
];

test('examples: load, search, sort, filter', async ({ page }) => {
  await page.goto('/examples');
  await expect(page).toHaveTitle('Examples | PLC IO Simulator');
  await expect(page.getByRole('heading', { level: 1, name: 'Examples' })).toBeVisible();
  await expect(page.getByText('Learn ladder logic and structured text with example projects.')).toBeVisible();
  await expect(cardTitles(page)).toHaveText(EXAMPLE_TITLES);
  // Ladder icon where there are rungs, ST icon where there is Structured Text.
  const water = page.getByTestId('example-card').filter({ hasText: 'Water Tank' });
  await expect(water.getByRole('img', { name: 'Structured Text' })).toBeVisible();
  await expect(water.getByRole('img', { name: 'Ladder logic' })).toHaveCount(0);
  await expect(
    page
      .getByTestId('example-card')
      .filter({ hasText: 'Parts Counter' })
      .getByRole('img', { name: 'Ladder logic' }),
  ).toBeVisible();
  await expect(page.getByTestId('example-card').first().getByLabel('I/O symbols')).toBeVisible();
  await expect(page.getByRole('link', { name: '2. On-Delay Timer' })).toHaveAttribute(
    'href',
    `/examples/${EXAMPLES[1]?.example_id ?? ''}`,
  );
  // An ad placeholder after the third card (index 2), desktop size.
  await expect(page.getByTestId('ad-slot')).toHaveCount(1);
  await expect(page.locator('.ad-slot-box')).toHaveAttribute('data-ad-size', '728x90');
  await expect(page.locator('.card-list > li').nth(3)).toHaveAttribute('data-testid', 'ad-slot');

  await page.getByRole('searchbox', { name: 'Search' }).fill('TIMER');
  await expect(cardTitles(page)).toHaveText(['2. On-Delay Timer']);
  await page.getByRole('searchbox', { name: 'Search' }).fill('no such example');
  await expect(page.getByText('No examples found.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('');

  const sort = page.getByLabel('Sort By');
  await expect(sort).toHaveValue('default');
  await sort.selectOption('name-asc');
  await expect(cardTitles(page)).toHaveText([
    '2. On-Delay Timer',
    '4. Parts Counter',
    '1. Start/Stop Seal-In',
    '3. Water Tank Fill and Drain',
  ]);
  await sort.selectOption('name-desc');
  await expect(cardTitles(page).first()).toHaveText('3. Water Tank Fill and Drain');
  await sort.selectOption('created-newest');
  await expect(cardTitles(page)).toHaveText([...EXAMPLE_TITLES].reverse());
  await sort.selectOption('created-oldest');
  await expect(cardTitles(page)).toHaveText(EXAMPLE_TITLES);
  await sort.selectOption('default');

  // Any-of within a group, all-of across groups.
  await pick(page, 'instruction', 'TON');
  await pick(page, 'instruction', 'CTU');
  await expect(cardTitles(page)).toHaveText(['2. On-Delay Timer', '4. Parts Counter']);
  await pick(page, 'scene', 'Stack Light');
  await expect(cardTitles(page)).toHaveText(['4. Parts Counter']);
  await pick(page, 'io', 'Solenoid');
  await expect(page.getByText('No examples found.')).toBeVisible();
  await clearFilter(page, 'instruction');
  await clearFilter(page, 'scene');
  await expect(cardTitles(page)).toHaveText(['1. Start/Stop Seal-In', '3. Water Tank Fill and Drain']);

  // The filter row toggles.
  const toggle = page.getByRole('button', { name: /Hide Filters/ });
  await toggle.click();
  await expect(page.locator('.list-filters')).toBeHidden();
  await page.getByRole('button', { name: /Show Filters/ }).click();
  await expect(page.locator('.list-filters')).toBeVisible();
});

test('problems: load, search, sort, filter, badges and status', async ({ page }) => {
  await page.goto('/problems');
  await expect(page).toHaveTitle('Problems | PLC IO Simulator');
  await expect(page.getByRole('heading', { level: 1, name: 'Problems' })).toBeVisible();
  await expect(page.getByText('Test your skills by solving challenges.')).toBeVisible();
  await expect(cardTitles(page)).toHaveText([
    '1. Machine Running Light',
    '2. Start-Up Warning',
    '3. Batch Counter',
  ]);
  const badges = page.locator('.difficulty-badge');
  await expect(badges).toHaveText(['easy', 'medium', 'hard']);
  await expect(badges.nth(0)).toHaveCSS('background-color', 'rgb(26, 143, 60)');
  await expect(badges.nth(1)).toHaveCSS('background-color', 'rgb(183, 121, 31)');
  await expect(badges.nth(2)).toHaveCSS('background-color', 'rgb(198, 40, 40)');
  // Without a session every problem is "not attempted" (grey).
  await expect(page.getByRole('img', { name: 'Not attempted' })).toHaveCount(3);

  await page.getByRole('searchbox', { name: 'Search' }).fill('warn');
  await expect(cardTitles(page)).toHaveText(['2. Start-Up Warning']);
  await page.getByRole('searchbox', { name: 'Search' }).fill('');

  await page.getByLabel('Sort By').selectOption('name-asc');
  await expect(cardTitles(page)).toHaveText([
    '3. Batch Counter',
    '1. Machine Running Light',
    '2. Start-Up Warning',
  ]);
  await page.getByLabel('Sort By').selectOption('created-newest');
  await expect(cardTitles(page).first()).toHaveText('3. Batch Counter');
  await page.getByLabel('Sort By').selectOption('default');

  await pick(page, 'scene', 'Stack Light');
  await expect(cardTitles(page)).toHaveText(['1. Machine Running Light', '3. Batch Counter']);
  await pick(page, 'difficulty', 'Hard');
  await expect(cardTitles(page)).toHaveText(['3. Batch Counter']);
  await pick(page, 'difficulty', 'Medium');
  await expect(cardTitles(page)).toHaveText(['3. Batch Counter']);
  await clearFilter(page, 'scene');
  await expect(cardTitles(page)).toHaveText(['2. Start-Up Warning', '3. Batch Counter']);
  await pick(page, 'io', 'Solenoid');
  await expect(page.getByText('No problems found.')).toBeVisible();
});

/** The program fields of a document, as the site submits a solution. */
function programOf(of: object) {
  const { tagMap, childTagMap, rungs, rungMap, branchMap, instructionMap, stSource, programMode } =
    of as Record<string, unknown>;
  return { tagMap, childTagMap, rungs, rungMap, branchMap, instructionMap, stSource, programMode };
}

test('problems: a signed-in user sees solved (green), attempted (amber) and not attempted (grey)', async ({
  page,
}) => {
  const user = await createUser('solver');
  const [easy, medium] = PROBLEMS.slice().sort((a, b) => a.problemNumber - b.problemNumber);
  const reference = SOLUTIONS.find((s) => s.problem_id === easy?.problem_id);
  if (!easy || !medium || !reference) throw new Error('seeded problems and solutions expected');
  await api(user, 'POST', `/solutions/${easy.problem_id}`, programOf(reference));
  await api(user, 'POST', `/solutions/${medium.problem_id}`, programOf(medium));
  await signIn(page, user);
  await page.goto('/problems');
  const status = (name: string) =>
    page.getByTestId('problem-card').filter({ hasText: name }).locator('.status-icon');
  await expect(status('Machine Running Light')).toHaveAttribute('data-status', 'solved');
  await expect(status('Machine Running Light').locator('circle')).toHaveAttribute('fill', 'var(--energised)');
  await expect(status('Start-Up Warning')).toHaveAttribute('data-status', 'attempted');
  await expect(status('Start-Up Warning').locator('circle')).toHaveAttribute('fill', 'var(--warning)');
  await expect(status('Batch Counter')).toHaveAttribute('data-status', 'unknown');
  await expect(page.getByRole('img', { name: 'Solved', exact: true })).toHaveCount(1);
});

test('projects: list, search, sort, filter, share and delete', async ({ page }) => {
  test.setTimeout(60_000);
  const user = await createUser('lists');
  const tag = user.username;
  await saveProject(user, `${tag}-a`, `Alpha ${tag}`, 1);
  await saveProject(user, `${tag}-b`, `Bravo ${tag}`, 2);
  await saveProject(user, `${tag}-c`, `Charlie ${tag}`, 4);
  await signIn(page, user);

  await page.goto('/projects');
  await expect(page).toHaveTitle('Projects | PLC IO Simulator');
  await expect(page.getByText('Load and manage your saved projects.')).toBeVisible();
  // Default sort: updated, newest first.
  await expect(page.getByLabel('Sort By')).toHaveValue('updated-newest');
  await expect(cardTitles(page)).toHaveText([`Charlie ${tag}`, `Bravo ${tag}`, `Alpha ${tag}`]);
  const card = page.getByTestId('project-card').filter({ hasText: `Bravo ${tag}` });
  await expect(card.getByRole('link', { name: `Bravo ${tag}` })).toHaveAttribute(
    'href',
    `/projects/${tag}-b`,
  );
  await expect(card.getByText('Created:')).toBeVisible();
  await expect(card.getByText('Updated:')).toBeVisible();

  await page.getByLabel('Sort By').selectOption('name-asc');
  await expect(cardTitles(page)).toHaveText([`Alpha ${tag}`, `Bravo ${tag}`, `Charlie ${tag}`]);
  await page.getByLabel('Sort By').selectOption('created-oldest');
  await expect(cardTitles(page)).toHaveText([`Alpha ${tag}`, `Bravo ${tag}`, `Charlie ${tag}`]);
  await page.getByRole('searchbox', { name: 'Search' }).fill('BRAVO');
  await expect(cardTitles(page)).toHaveText([`Bravo ${tag}`]);
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await pick(page, 'scene', 'Conveyor');
  await expect(cardTitles(page)).toHaveText([`Alpha ${tag}`]);
  await clearFilter(page, 'scene');
  await pick(page, 'instruction', 'CTU');
  await expect(cardTitles(page)).toHaveText([`Charlie ${tag}`]);
  await clearFilter(page, 'instruction');

  // Share with Community: saved on the server, so it survives a reload and shows in the community.
  const share = card.getByLabel('Share with Community');
  await expect(share).not.toBeChecked();
  // Checked once the server has shared it (locked meanwhile), so a plain click rather than check().
  await share.click();
  await expect(share).toBeChecked();
  await expect(share).toBeEnabled();
  await page.reload();
  await expect(
    page
      .getByTestId('project-card')
      .filter({ hasText: `Bravo ${tag}` })
      .getByLabel('Share with Community'),
  ).toBeChecked();
  await page.goto('/community');
  await page.getByRole('searchbox', { name: 'Search' }).fill(`Bravo ${tag}`);
  await expect(cardTitles(page)).toHaveText([`Bravo ${tag}`]);
  await expect(page.getByTestId('community-card').getByText(user.username, { exact: true })).toBeVisible();

  // Delete: the dialog, Cancel keeps it, Delete removes it for good.
  await page.goto('/projects');
  await page.getByRole('button', { name: `Delete Alpha ${tag}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Project' });
  await expect(dialog).toContainText(`Are you sure you want to delete "Alpha ${tag}"?`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(cardTitles(page)).toHaveCount(3);
  await page.getByRole('button', { name: `Delete Alpha ${tag}` }).click();
  await page.getByRole('dialog', { name: 'Delete Project' }).getByRole('button', { name: 'Delete' }).click();
  await expect(cardTitles(page)).toHaveText([`Charlie ${tag}`, `Bravo ${tag}`]);
  await page.reload();
  await expect(cardTitles(page)).toHaveText([`Charlie ${tag}`, `Bravo ${tag}`]);
  await page.getByRole('searchbox', { name: 'Search' }).fill('Alpha');
  await expect(page.getByText('No projects found.')).toBeVisible();
});

test('projects: the share checkbox is locked while its request is pending and unchanged when it fails', async ({
  page,
}) => {
  const user = await createUser('sharefail');
  const name = `Delta ${user.username}`;
  await saveProject(user, `${user.username}-d`, name, 1);
  await signIn(page, user);
  // Hold the share request, then make the server fail it.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/community?shared=true', async (route) => {
    await held;
    await route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Try later."}' });
  });
  await page.goto('/projects');
  const share = page.getByTestId('project-card').filter({ hasText: name }).getByLabel('Share with Community');
  await expect(share).not.toBeChecked();
  await share.click();
  await expect(share).toBeDisabled();
  await share.click({ force: true });
  release();
  await expect(share).toBeEnabled();
  await expect(share).not.toBeChecked();
  await page.unroute('**/api/community?shared=true');
  await page.reload();
  await expect(
    page.getByTestId('project-card').filter({ hasText: name }).getByLabel('Share with Community'),
  ).not.toBeChecked();
});

test('projects without a session: the load-failure text', async ({ page }) => {
  await page.goto('/projects');
  await expect(page.getByText('Failed to load projects.')).toBeVisible();
});

/** A page signed in as `user` in its own browser context. */
async function signedInPage(browser: Browser, user: User): Promise<Page> {
  const context = await browser.newContext();
  await context.route('**/*', (route) =>
    new URL(route.request().url()).hostname === '127.0.0.1'
      ? route.continue()
      : route.abort('blockedbyclient'),
  );
  await context.addInitScript(QUIET_BANNERS);
  const page = await context.newPage();
  await signIn(page, user);
  return page;
}

async function communityCard(page: Page, name: string): Promise<Locator> {
  await page.goto('/community');
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  const card = page.getByTestId('community-card').filter({ hasText: name });
  await expect(card).toHaveCount(1);
  return card;
}

test('community: votes from two accounts change the count and survive a reload', async ({
  page,
  browser,
}) => {
  const creator = await createUser('creator');
  const name = `Voted ${creator.username}`;
  await saveProject(creator, `${creator.username}-v`, name, 2);
  await api(creator, 'POST', '/community?shared=true', { project_id: `${creator.username}-v` });
  const [first, second] = await Promise.all([createUser('voter'), createUser('voter')]);

  await page.goto('/community');
  await expect(page).toHaveTitle('Community | PLC IO Simulator');
  await expect(page.getByText('Explore projects shared by other users.')).toBeVisible();
  await expect(page.getByLabel('Sort By')).toHaveValue('shared-desc');
  await expect(page.getByLabel('Sort By').locator('option')).toHaveText([
    'Votes',
    'Shared, Newest',
    'Shared, Oldest',
  ]);

  const one = await signedInPage(browser, first);
  let card = await communityCard(one, name);
  await expect(card.getByText('Creator:')).toBeVisible();
  await expect(card.getByText('Shared:')).toBeVisible();
  await expect(card.getByTestId('vote-count')).toHaveText('0');
  await card.getByRole('button', { name: 'Vote' }).click();
  await expect(card.getByTestId('vote-count')).toHaveText('1');
  await expect(card.getByRole('button', { name: 'Remove vote' })).toHaveAttribute('aria-pressed', 'true');

  const two = await signedInPage(browser, second);
  card = await communityCard(two, name);
  await expect(card.getByTestId('vote-count')).toHaveText('1');
  await card.getByRole('button', { name: 'Vote' }).click();
  await expect(card.getByTestId('vote-count')).toHaveText('2');

  // After a reload the first voter sees both votes and their own as voted; sorting by votes puts it first
  // among the searched entries and keeps the count.
  await one.reload();
  card = await communityCard(one, name);
  await expect(card.getByTestId('vote-count')).toHaveText('2');
  await expect(card.getByRole('button', { name: 'Remove vote' })).toBeVisible();
  await one.getByLabel('Sort By').selectOption('votes');
  await expect(card.getByTestId('vote-count')).toHaveText('2');

  // Unvote.
  await card.getByRole('button', { name: 'Remove vote' }).click();
  await expect(card.getByTestId('vote-count')).toHaveText('1');
  card = await communityCard(one, name);
  await expect(card.getByTestId('vote-count')).toHaveText('1');
  await expect(card.getByRole('button', { name: 'Vote' })).toHaveAttribute('aria-pressed', 'false');

  // Anonymous visitors see the count too.
  card = await communityCard(page, name);
  await expect(card.getByTestId('vote-count')).toHaveText('1');
  await one.context().close();
  await two.context().close();
});

test('community: a signed-out vote opens the sign-in dialog', async ({ page }) => {
  const creator = await createUser('lonely');
  const name = `Unvoted ${creator.username}`;
  await saveProject(creator, `${creator.username}-u`, name, 3);
  await api(creator, 'POST', '/community?shared=true', { project_id: `${creator.username}-u` });

  const card = await communityCard(page, name);
  await card.getByRole('button', { name: 'Vote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upvote Project' });
  await expect(dialog).toContainText('Sign in to vote for project.');
  // Pending until the dialog closes: the spinner stands in for the icon.
  await expect(card.getByRole('status', { name: 'Voting' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('status', { name: 'Voting' })).toHaveCount(0);
  await expect(card.getByTestId('vote-count')).toHaveText('0');

  await card.getByRole('button', { name: 'Vote' }).click();
  await page.getByRole('dialog', { name: 'Upvote Project' }).getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/signin');
});

test.describe('at mobile width (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the lists load, with filters hidden until toggled and no ad slots', async ({ page }) => {
    await page.goto('/examples');
    await expect(cardTitles(page)).toHaveText(EXAMPLE_TITLES);
    await expect(page.locator('.list-filters')).toBeHidden();
    await expect(page.getByTestId('ad-slot')).toHaveCount(0);
    await page.getByRole('button', { name: 'Show Filters' }).click();
    await expect(page.locator('.list-filters')).toBeVisible();
    await pick(page, 'scene', 'Water Tank');
    await expect(cardTitles(page)).toHaveText(['3. Water Tank Fill and Drain']);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);

    await page.goto('/problems');
    await expect(cardTitles(page)).toHaveCount(3);
    await expect(page.locator('.list-filters')).toBeHidden();
    await page.getByRole('searchbox', { name: 'Search' }).fill('batch');
    await expect(cardTitles(page)).toHaveText(['3. Batch Counter']);

    await page.goto('/community');
    await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
    await expect(page.locator('.list-filters')).toBeHidden();
    await expect(page.locator('.spinner')).toHaveCount(0);

    await page.goto('/projects');
    await expect(page.getByText('Failed to load projects.')).toBeVisible();
  });
});

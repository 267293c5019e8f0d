import type { Browser, Locator, Page } from '@playwright/test';
import { normalizeIoSymbol } from '@plcsim/compiler';
import { EXAMPLES, PROBLEMS, SOLUTIONS } from '@plcsim/content';
import { e2eStack } from './support/stack.ts';
import { createConfirmedUser, idTokenOf, type E2eUser } from './support/users.ts';
import { QUIET_BANNERS, signInThroughPage } from './support/site.ts';
import { expect, test } from './support/test.ts';

/*
 * The Projects, Examples, Problems and Community lists against the real local stack (spec 000 §2, 001 §2):
 * the examples and problems of @plcsim/content are seeded; users, projects and community entries are
 * made per test. Titles and search results are derived from the content; filter and sort results are
 * concrete, checked against the content.
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

/** Saves a project for `user` from seeded example `exampleId`'s program under `name`. */
async function saveProject(user: User, projectId: string, name: string, exampleId: string) {
  const source = EXAMPLES.find((e) => e.example_id === exampleId);
  if (!source) throw new Error(`no example ${exampleId}`);
  const { example_id: _id, exampleNumber: _n, exampleName: _name, createdAt: _c, ...program } = source;
  await api(user, 'POST', `/projects/${projectId}`, { ...program, projectId, projectName: name });
}

async function signIn(page: Page, user: User) {
  await signInThroughPage(page, user.username, user.password);
}

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

/** The card title of a seeded example or problem: `${number}. ${name}`. */
const exampleTitle = (e: { exampleNumber: number; exampleName: string }) =>
  `${e.exampleNumber}. ${e.exampleName}`;
const problemTitle = (p: { problemNumber: number; problemName: string }) =>
  `${p.problemNumber}. ${p.problemName}`;

const BY_NUMBER = {
  examples: EXAMPLES.slice().sort((a, b) => a.exampleNumber - b.exampleNumber),
  problems: PROBLEMS.slice().sort((a, b) => a.problemNumber - b.problemNumber),
};

/** Every example's title in number order (the default sort). */
const EXAMPLE_TITLES = BY_NUMBER.examples.map(exampleTitle);
const PROBLEM_TITLES = BY_NUMBER.problems.map(problemTitle);

/** The titles of the examples numbered `numbers`, in that order. */
function exampleTitles(numbers: readonly number[]): string[] {
  return numbers.map((n) => {
    const example = EXAMPLES.find((e) => e.exampleNumber === n);
    if (!example) throw new Error(`no example ${n}`);
    return exampleTitle(example);
  });
}

/** The titles of the problems numbered `numbers`, in that order. */
function problemTitles(numbers: readonly number[]): string[] {
  return numbers.map((n) => {
    const problem = PROBLEMS.find((p) => p.problemNumber === n);
    if (!problem) throw new Error(`no problem ${n}`);
    return problemTitle(problem);
  });
}

/** What the search shows for `query`: the titles, in number order, of the items whose name contains it. */
function searched<T>(
  items: readonly T[],
  name: (item: T) => string,
  title: (item: T) => string,
  query: string,
): string[] {
  const found = items.filter((item) => name(item).toLowerCase().includes(query.toLowerCase()));
  // Only a query that narrows the list without emptying it tests anything.
  if (found.length === 0 || found.length === items.length)
    throw new Error(`search '${query}' does not narrow`);
  return found.map(title);
}
const searchedExamples = (query: string) =>
  searched(BY_NUMBER.examples, (e) => e.exampleName, exampleTitle, query);
const searchedProblems = (query: string) =>
  searched(BY_NUMBER.problems, (p) => p.problemName, problemTitle, query);

/** The list card of seeded example or problem `id`, found by its link. */
function contentCard(page: Page, kind: 'example' | 'problem', id: string): Locator {
  return page.getByTestId(`${kind}-card`).filter({ has: page.locator(`a[href="/${kind}s/${id}"]`) });
}

/** The seeded example `id` (looked up by id, so renumbering does not matter). */
function example(id: string) {
  const found = EXAMPLES.find((e) => e.example_id === id);
  if (!found) throw new Error(`no example ${id}`);
  return found;
}

/** What the list filters read of a seeded document (functions/src/data/listSummary.ts). */
interface Listed {
  scene: string;
  tagMap: Record<string, { io_symbol?: string | null }>;
  instructionMap: Record<string, { type: unknown }>;
  difficulty?: string;
}
/** Any of `types` among the document's instructions (its subroutines' and AOIs' share the map). */
const usesInstruction = (doc: Listed, types: readonly string[]) =>
  Object.values(doc.instructionMap).some((i) => types.includes(String(i.type).toUpperCase()));
/** Any tag drawn with one of `symbols`. */
const usesSymbol = (doc: Listed, symbols: readonly string[]) =>
  Object.values(doc.tagMap).some((t) => symbols.includes(normalizeIoSymbol(t.io_symbol) ?? ''));

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
/** Numbers of `items` sorted by name (the site's collation), ties by number. */
function numbersByName<T>(
  items: readonly T[],
  name: (item: T) => string,
  number: (item: T) => number,
): number[] {
  return [...items].sort((a, b) => collator.compare(name(a), name(b)) || number(a) - number(b)).map(number);
}
/** Numbers of `items` from the oldest created, ties by number. */
function numbersByCreated<T extends { createdAt: string }>(
  items: readonly T[],
  number: (item: T) => number,
): number[] {
  return [...items]
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || number(a) - number(b))
    .map(number);
}
const exampleNumbers = (keep: (e: (typeof EXAMPLES)[number]) => boolean) =>
  BY_NUMBER.examples.filter(keep).map((e) => e.exampleNumber);
const problemNumbers = (keep: (p: (typeof PROBLEMS)[number]) => boolean) =>
  BY_NUMBER.problems.filter(keep).map((p) => p.problemNumber);

/** The list shows exactly `titles`, or says it found nothing. */
async function expectListed(page: Page, titles: readonly string[], nothing: string) {
  if (titles.length === 0) await expect(page.getByText(nothing)).toBeVisible();
  else await expect(cardTitles(page)).toHaveText([...titles]);
}

/** The seeded problem `id`. */
function problem(id: string) {
  const found = PROBLEMS.find((p) => p.problem_id === id);
  if (!found) throw new Error(`no problem ${id}`);
  return found;
}

test('examples: load, search, sort, filter', async ({ page }) => {
  await page.goto('/examples');
  await expect(page).toHaveTitle('Examples | PLC IO Simulator');
  await expect(page.getByRole('heading', { level: 1, name: 'Examples' })).toBeVisible();
  await expect(page.getByText('Learn ladder logic and structured text with example projects.')).toBeVisible();
  await expect(cardTitles(page)).toHaveText(EXAMPLE_TITLES);
  // Ladder icon where there are rungs, ST icon where there is Structured Text.
  const water = contentCard(page, 'example', 'water-tank-st');
  await expect(water.getByRole('img', { name: 'Structured Text' })).toBeVisible();
  await expect(water.getByRole('img', { name: 'Ladder logic' })).toHaveCount(0);
  const counter = contentCard(page, 'example', 'parts-counter');
  await expect(counter.getByRole('img', { name: 'Ladder logic' })).toBeVisible();
  await expect(counter.getByRole('img', { name: 'Structured Text' })).toHaveCount(0);
  await expect(page.getByTestId('example-card').first().getByLabel('I/O symbols')).toBeVisible();
  await expect(
    page.getByRole('link', { name: exampleTitle(example('on-delay-timer')), exact: true }),
  ).toHaveAttribute('href', '/examples/on-delay-timer');
  // No ad slot has a configured id here, so none renders (their places are unit-tested in AdSlot).
  await expect(page.getByTestId('example-card')).toHaveCount(EXAMPLES.length);
  await expect(page.getByTestId('ad-slot')).toHaveCount(0);
  await expect(page.locator('.card-list > li')).toHaveCount(EXAMPLES.length);

  await page.getByRole('searchbox', { name: 'Search' }).fill('TIMER');
  await expect(cardTitles(page)).toHaveText(searchedExamples('TIMER'));
  await expect(page.getByTestId('ad-slot')).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search' }).fill('no such example');
  await expect(page.getByText('No examples found.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('');

  const sort = page.getByLabel('Sort By');
  await expect(sort).toHaveValue('default');
  const byName = exampleTitles(
    numbersByName(
      EXAMPLES,
      (e) => e.exampleName,
      (e) => e.exampleNumber,
    ),
  );
  await sort.selectOption('name-asc');
  await expect(cardTitles(page)).toHaveText(byName);
  await sort.selectOption('name-desc');
  await expect(cardTitles(page)).toHaveText([...byName].reverse());
  // Examples 2, 5, 7 and 9 were created before all the others.
  const byCreated = exampleTitles(numbersByCreated(EXAMPLES, (e) => e.exampleNumber));
  expect(byCreated.slice(0, 4)).toEqual(exampleTitles([2, 5, 7, 9]));
  await sort.selectOption('created-newest');
  await expect(cardTitles(page)).toHaveText([...byCreated].reverse());
  await sort.selectOption('created-oldest');
  await expect(cardTitles(page)).toHaveText(byCreated);
  await sort.selectOption('default');
  await expect(cardTitles(page)).toHaveText(EXAMPLE_TITLES);

  // Any-of within a group, all-of across groups.
  const none = 'No examples found.';
  const timer = (e: Listed) => usesInstruction(e, ['TON']);
  const timerOrCounter = (e: Listed) => usesInstruction(e, ['TON', 'CTU']);
  await pick(page, 'instruction', 'TON');
  await expectListed(page, exampleTitles(exampleNumbers(timer)), none);
  expect(exampleNumbers(timer)).toEqual(expect.arrayContaining([5, 17, 20]));
  await pick(page, 'instruction', 'CTU');
  await expectListed(page, exampleTitles(exampleNumbers(timerOrCounter)), none);
  await pick(page, 'scene', 'Stoplight');
  const stoplight = (e: Listed) => timerOrCounter(e) && e.scene === 'STOPLIGHT';
  await expectListed(page, exampleTitles(exampleNumbers(stoplight)), none);
  expect(exampleNumbers(stoplight)).toEqual(expect.arrayContaining([5, 20]));
  await pick(page, 'scene', 'Stack Light');
  const lights = (e: Listed) => timerOrCounter(e) && ['STOPLIGHT', 'STACK_LIGHT'].includes(e.scene);
  await expectListed(page, exampleTitles(exampleNumbers(lights)), none);
  await pick(page, 'io', 'Solenoid');
  await expectListed(
    page,
    exampleTitles(exampleNumbers((e) => lights(e) && usesSymbol(e, ['SOLENOID']))),
    none,
  );
  await clearFilter(page, 'scene');
  const counted = (e: Listed) => timerOrCounter(e) && usesSymbol(e, ['SOLENOID']);
  await expectListed(page, exampleTitles(exampleNumbers(counted)), none);
  expect(exampleNumbers(counted)).toContain(16);
  await clearFilter(page, 'instruction');
  await expectListed(page, exampleTitles(exampleNumbers((e) => usesSymbol(e, ['SOLENOID']))), none);

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
  await expect(cardTitles(page)).toHaveText(PROBLEM_TITLES);
  const badges = page.locator('.difficulty-badge');
  await expect(badges).toHaveText(BY_NUMBER.problems.map((p) => p.difficulty));
  const badge = (difficulty: string) =>
    page.locator(`.difficulty-badge[data-difficulty="${difficulty}"]`).first();
  // Greens and ambers dark enough for white text (WCAG AA).
  await expect(badge('easy')).toHaveCSS('background-color', 'rgb(26, 127, 55)');
  await expect(badge('medium')).toHaveCSS('background-color', 'rgb(138, 90, 0)');
  await expect(badge('hard')).toHaveCSS('background-color', 'rgb(198, 40, 40)');
  // Without a session every problem is "not attempted" (grey).
  await expect(page.getByRole('img', { name: 'Not attempted' })).toHaveCount(PROBLEMS.length);
  // No ad slot has a configured id here: nothing renders between the cards.
  await expect(page.getByTestId('ad-slot')).toHaveCount(0);
  await expect(page.locator('.card-list > li')).toHaveCount(PROBLEMS.length);

  await page.getByRole('searchbox', { name: 'Search' }).fill('warn');
  await expect(cardTitles(page)).toHaveText(searchedProblems('warn'));
  await page.getByRole('searchbox', { name: 'Search' }).fill('');

  await page.getByLabel('Sort By').selectOption('name-asc');
  await expect(cardTitles(page)).toHaveText(
    problemTitles(
      numbersByName(
        PROBLEMS,
        (p) => p.problemName,
        (p) => p.problemNumber,
      ),
    ),
  );
  // Problems created on the same day (10 and 32, 11 and 39, 12 and 46) keep number order either way.
  const byCreated = numbersByCreated(PROBLEMS, (p) => p.problemNumber);
  expect(byCreated.indexOf(32) - byCreated.indexOf(10)).toBe(1);
  await page.getByLabel('Sort By').selectOption('created-newest');
  const newest = [...byCreated].reverse();
  // A stable sort keeps number order among equal dates: newest first, ties still ascending.
  const sameDay = (a: number, b: number) =>
    PROBLEMS.find((p) => p.problemNumber === a)?.createdAt ===
    PROBLEMS.find((p) => p.problemNumber === b)?.createdAt;
  for (let i = 1; i < newest.length; i++) {
    const [a = 0, b = 0] = [newest[i - 1], newest[i]];
    if (sameDay(a, b) && a > b) [newest[i - 1], newest[i]] = [b, a];
  }
  await expect(cardTitles(page)).toHaveText(problemTitles(newest));
  await page.getByLabel('Sort By').selectOption('created-oldest');
  await expect(cardTitles(page)).toHaveText(problemTitles(byCreated));
  await page.getByLabel('Sort By').selectOption('default');

  const none = 'No problems found.';
  const stackLight = (p: Listed) => p.scene === 'STACK_LIGHT';
  await pick(page, 'scene', 'Stack Light');
  await expectListed(page, problemTitles(problemNumbers(stackLight)), none);
  expect(problemNumbers(stackLight)).toEqual(expect.arrayContaining([1, 3, 31, 33, 40, 48]));
  await pick(page, 'difficulty', 'Hard');
  await expectListed(
    page,
    problemTitles(problemNumbers((p) => stackLight(p) && p.difficulty === 'hard')),
    none,
  );
  await pick(page, 'difficulty', 'Medium');
  const harder = (p: Listed) => stackLight(p) && ['hard', 'medium'].includes(p.difficulty ?? '');
  await expectListed(page, problemTitles(problemNumbers(harder)), none);
  await pick(page, 'io', 'Normally open limit switch');
  const limit = (p: Listed) => usesSymbol(p, ['NO_LIMIT_SWITCH']);
  await expectListed(page, problemTitles(problemNumbers((p) => harder(p) && limit(p))), none);
  await clearFilter(page, 'difficulty');
  await expectListed(page, problemTitles(problemNumbers((p) => stackLight(p) && limit(p))), none);
  await clearFilter(page, 'io');
  await pick(page, 'io', 'Solenoid');
  await expectListed(
    page,
    problemTitles(problemNumbers((p) => stackLight(p) && usesSymbol(p, ['SOLENOID']))),
    none,
  );
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
  const [solved, attempted] = [problem('machine-running-light'), problem('start-up-warning')];
  const reference = SOLUTIONS.find((s) => s.problem_id === solved.problem_id);
  if (!reference) throw new Error('a reference solution expected');
  await api(user, 'POST', `/solutions/${solved.problem_id}`, programOf(reference));
  await api(user, 'POST', `/solutions/${attempted.problem_id}`, programOf(attempted));
  await signIn(page, user);
  await page.goto('/problems');
  const status = (id: string) => contentCard(page, 'problem', id).locator('.status-icon');
  await expect(status('machine-running-light')).toHaveAttribute('data-status', 'solved');
  await expect(status('machine-running-light').locator('circle')).toHaveAttribute('fill', 'var(--energised)');
  await expect(status('start-up-warning')).toHaveAttribute('data-status', 'attempted');
  await expect(status('start-up-warning').locator('circle')).toHaveAttribute('fill', 'var(--warning)');
  await expect(status('batch-counter')).toHaveAttribute('data-status', 'unknown');
  await expect(page.getByRole('img', { name: 'Solved', exact: true })).toHaveCount(1);
  await expect(page.getByRole('img', { name: 'Not attempted' })).toHaveCount(PROBLEMS.length - 2);
});

test('projects: list, search, sort, filter, share and delete', async ({ page }) => {
  test.setTimeout(60_000);
  const user = await createUser('lists');
  const tag = user.username;
  await saveProject(user, `${tag}-a`, `Alpha ${tag}`, 'start-stop-seal-in');
  await saveProject(user, `${tag}-b`, `Bravo ${tag}`, 'on-delay-timer');
  await saveProject(user, `${tag}-c`, `Charlie ${tag}`, 'parts-counter');
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
  await saveProject(user, `${user.username}-d`, name, 'start-stop-seal-in');
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

test('projects without a session: a sign-in prompt, not a load failure', async ({ page }) => {
  await page.goto('/projects');
  await expect(page.getByRole('region', { name: 'Sign in' })).toContainText(
    'Sign in to see your saved projects.',
  );
  await expect(page.getByText('Failed to load projects.')).toHaveCount(0);
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
  await saveProject(creator, `${creator.username}-v`, name, 'on-delay-timer');
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

test("community: the creator's own card cannot be voted for, and says why", async ({ page, browser }) => {
  const creator = await createUser('ownvote');
  const name = `Own ${creator.username}`;
  await saveProject(creator, `${creator.username}-o`, name, 'on-delay-timer');
  await api(creator, 'POST', '/community?shared=true', { project_id: `${creator.username}-o` });

  const own = await signedInPage(browser, creator);
  const card = await communityCard(own, name);
  const vote = card.getByRole('button', { name: 'Vote' });
  await expect(vote).toBeDisabled({ timeout: 20_000 });
  await expect(vote).toHaveAttribute('title', 'You cannot vote for your own project.');
  await expect(card.getByTestId('vote-count')).toHaveText('0');
  await own.context().close();

  // Anyone else's card for it votes as before.
  const anonymous = await communityCard(page, name);
  await expect(anonymous.getByRole('button', { name: 'Vote' })).toBeEnabled();
});

test('community: a signed-out vote opens the sign-in dialog', async ({ page }) => {
  const creator = await createUser('lonely');
  const name = `Unvoted ${creator.username}`;
  await saveProject(creator, `${creator.username}-u`, name, 'water-tank-st');
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
    await expect(cardTitles(page)).toHaveText(exampleTitles(exampleNumbers((e) => e.scene === 'WATER_TANK')));
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);

    await page.goto('/problems');
    await expect(cardTitles(page)).toHaveCount(PROBLEMS.length);
    await expect(page.locator('.list-filters')).toBeHidden();
    await expect(page.getByTestId('ad-slot')).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search' }).fill('batch');
    await expect(cardTitles(page)).toHaveText(searchedProblems('batch'));

    await page.goto('/community');
    await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
    await expect(page.locator('.list-filters')).toBeHidden();
    await expect(page.locator('.spinner')).toHaveCount(0);

    await page.goto('/projects');
    await expect(page.getByRole('region', { name: 'Sign in' })).toBeVisible();
  });
});

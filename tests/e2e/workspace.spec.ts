import type { Download, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { e2eStack } from './support/stack.ts';
import { createConfirmedUser, idTokenOf } from './support/users.ts';
import { SOLUTIONS } from '@plcsim/content';
import { QUIET_BANNERS } from './support/site.ts';
import { expect, test } from './support/test.ts';

/**
 * The editor workspace on the real local stack (spec 000 §2 "Editor workspace", §4 "Workspace
 * context"): a new project, an example that opens running with only RUN, a problem that opens stopped,
 * Previous and Next, Copy to Project, and the Errors tab when RUN is refused.
 */

const status = (page: Page) => page.locator('.workspace-toolbar .plc-status');
const nameBox = (page: Page) => page.getByRole('textbox', { name: 'Project name' });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).first();

test.beforeEach(async ({ context }) => {
  await context.addInitScript(QUIET_BANNERS);
});

/** Adds a rung with an XIC on a new BOOL tag `name` (created from the picker). */
async function addContact(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Add Rung' }).click();
  await page.getByRole('button', { name: 'XIC', exact: true }).click();
  await page.getByRole('region', { name: /^Ladder/ }).press('Enter');
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: /operands/ })).toBeHidden();
}

async function openWorkspace(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('.workspace-toolbar')).toBeVisible({ timeout: 20_000 });
}

test('the home page is a new empty project in PROG, with every tab', async ({ page }) => {
  await openWorkspace(page, '/');
  await expect(page).toHaveTitle('PLC IO Simulator');
  await expect(nameBox(page)).toHaveValue('New Project');
  await expect(nameBox(page)).toBeEnabled();
  await expect(status(page)).toContainText('PLC is in Program mode');
  for (const name of [
    'Description',
    'Scene',
    'Ladder',
    'Structured Text',
    'Sequence',
    'Tags',
    'IO',
    'Trend',
    'Output',
    'Errors',
  ]) {
    await expect(tab(page, name)).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Add Rung' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'PROG', exact: true })).toBeVisible();
});

test('an example opens running, offers only RUN, and steps with Previous and Next', async ({ page }) => {
  await openWorkspace(page, '/examples/start-stop-seal-in');
  await expect(page).toHaveTitle('Examples | Start/Stop Seal-In');
  await expect(nameBox(page)).toHaveValue('2. Start/Stop Seal-In');
  await expect(nameBox(page)).toBeDisabled();
  await expect(status(page)).toContainText('Program running...');
  await expect(page.getByRole('button', { name: 'PROG', exact: true })).toHaveCount(0);
  // Read-only until copied: no editing tools.
  await expect(page.getByRole('button', { name: 'Add Rung' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL('/examples/contacts-and-coils');
  await expect(nameBox(page)).toHaveValue('1. Contacts and Coils');
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL('/examples/start-stop-seal-in');
  await expect(status(page)).toContainText('Program running...');
});

test('Copy to Project takes an example home under its name, editable and stopped', async ({ page }) => {
  await openWorkspace(page, '/examples/start-stop-seal-in');
  await page.getByRole('button', { name: 'Copy to Project' }).click();
  await expect(page).toHaveURL('/');
  await expect(nameBox(page)).toHaveValue('Start/Stop Seal-In');
  await expect(nameBox(page)).toBeEnabled();
  await expect(status(page)).toContainText('PLC is in Program mode');
  await expect(page.getByRole('button', { name: 'Add Rung' })).toBeEnabled();
  await expect(page.locator('.plc-ladder-rung').first()).toBeVisible();
});

test('a problem opens stopped with its description; RUN with an error opens the Errors tab', async ({
  page,
}) => {
  await openWorkspace(page, '/problems/start-up-warning');
  await expect(page).toHaveTitle('Problems | Start-Up Warning');
  await expect(nameBox(page)).toHaveValue('2. Start-Up Warning');
  await expect(status(page)).toContainText('PLC is in Program mode');
  await expect(page.getByText(/Before a machine starts it must warn/)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Not graded yet' })).toBeVisible();

  // An XIC with no tag: RUN is refused and the Errors tab lists the error.
  await page.getByRole('button', { name: 'Add Rung' }).click();
  await page.getByRole('button', { name: 'XIC', exact: true }).click();
  await page.getByRole('button', { name: 'RUN', exact: true }).click();
  await expect(status(page)).toContainText('Program contains Errors');
  const errors = page.locator('.workspace-errors');
  await expect(errors).toBeVisible();
  await expect(errors.getByRole('heading', { level: 2 })).toHaveText(/^\d+ Errors? \(Ladder\)$/);
  // Clicking the error selects its instruction on the ladder.
  await page.getByRole('region', { name: /^Ladder/ }).press('Escape');
  await expect(page.locator('.plc-ladder .plc-instruction[data-selected="true"]')).toHaveCount(0);
  await errors.getByRole('button').first().click();
  await expect(page.locator('.plc-ladder .plc-instruction[data-selected="true"]')).toHaveCount(1);
});

test('File: downloads the project and its L5X, and opens a project file as a new project', async ({
  page,
}) => {
  await openWorkspace(page, '/examples/start-stop-seal-in');
  const file = page.locator('.workspace-menu');
  await file.getByText('File', { exact: true }).click();
  const [json] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download project (.json)' }).click(),
  ]);
  expect(json.suggestedFilename()).toBe('Start-Stop-Seal-In.json');
  const saved = JSON.parse(await readDownload(json)) as {
    projectName: string;
    example_id?: string;
    rungs: string[];
  };
  expect(saved.projectName).toBe('Start/Stop Seal-In');
  expect(saved.example_id).toBeUndefined();
  const [l5x] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export for Studio 5000 (.L5X)' }).click(),
  ]);
  expect(l5x.suggestedFilename()).toBe('Start-Stop-Seal-In.L5X');
  expect(await readDownload(l5x)).toContain('<RSLogix5000Content');

  // Open the downloaded file: it becomes a new project at '/'.
  await page.getByLabel('Project file').setInputFiles({
    name: 'seal-in.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ ...saved, projectName: 'From a file' })),
  });
  await expect(page).toHaveURL('/');
  await expect(nameBox(page)).toHaveValue('From a file');
  await expect(page.locator('.plc-ladder-rung')).toHaveCount(2);

  // A file that is not a project is refused with a reason.
  await page.locator('.workspace-menu').getByText('File', { exact: true }).click();
  await page.getByLabel('Project file').setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{oops'),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'This file is not a project: it is not valid JSON.' }),
  ).toBeVisible();

  // Another file opened on the home page replaces the project shown, rungs and all.
  const oneRung = {
    ...saved,
    projectName: 'One rung',
    rungs: saved.rungs.slice(0, 1),
  };
  await page.locator('.workspace-menu').getByText('File', { exact: true }).click();
  await page.getByLabel('Project file').setInputFiles({
    name: 'one-rung.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(oneRung)),
  });
  await expect(nameBox(page)).toHaveValue('One rung');
  await expect(page.locator('.plc-ladder-rung')).toHaveCount(1);
});

async function readDownload(download: Download): Promise<string> {
  const path = await download.path();
  return readFileSync(path, 'utf8');
}

test('Save asks to sign in when signed out; signed in it saves to /projects/{id}, which survives a reload', async ({
  page,
}) => {
  await openWorkspace(page, '/');
  await nameBox(page).fill('My lamp');
  await page.getByRole('button', { name: 'Save Project' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await expect(signIn).toContainText('Sign in to save your project.');
  await signIn.getByRole('button', { name: 'Cancel' }).click();
  await expect(signIn).toBeHidden();

  const user = await createConfirmedUser(e2eStack(), 'saver');
  await page.goto('/signin');
  await page.getByLabel('Username or e-mail').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/profile');

  // The draft of the new project came back after the page changes.
  await openWorkspace(page, '/');
  await expect(nameBox(page)).toHaveValue('My lamp');
  await addContact(page, 'Lamp');
  await expect(page.getByRole('group', { name: 'Rung 0' })).toHaveAccessibleDescription('XIC(Lamp);');
  await page.getByRole('button', { name: 'Save Project' }).click();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
  await expect(page).toHaveTitle('Projects | My lamp');
  await page.reload();
  await expect(nameBox(page)).toHaveValue('My lamp');
  await expect(page.getByRole('group', { name: 'Rung 0' })).toHaveAccessibleDescription('XIC(Lamp);');

  // An unsaved change to your own project: leaving asks first.
  await nameBox(page).fill('My lamp 2');
  await page.getByRole('link', { name: 'Examples', exact: true }).first().click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/projects\//);
  await page.getByRole('button', { name: 'Save Project' }).click();
  await expect(page.getByRole('button', { name: 'Save Project' })).toBeEnabled();
  await page.getByRole('link', { name: 'Examples', exact: true }).first().click();
  await expect(page).toHaveURL('/examples');
});

test("a problem's indicator is green once the server graded the user's solution as solved", async ({
  page,
}) => {
  const stack = e2eStack();
  const user = await createConfirmedUser(stack, 'solver');
  const token = await idTokenOf(stack, user);
  const reference = SOLUTIONS.find((s) => s.problem_id === 'machine-running-light');
  const answer = await fetch(`${stack.apiUrl}/solutions/machine-running-light`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(reference),
  });
  expect(answer.ok).toBe(true);
  await page.goto('/signin');
  await page.getByLabel('Username or e-mail').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/profile');
  await openWorkspace(page, '/problems/machine-running-light');
  await expect(page.getByRole('img', { name: 'Solved' })).toHaveAttribute('data-solved', 'true');
  await openWorkspace(page, '/problems/start-up-warning');
  await expect(page.getByRole('img', { name: 'Not graded yet' })).toHaveAttribute('data-solved', 'unknown');
});

test('Share Project shows the link, copies it, and offers the embed code', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openWorkspace(page, '/examples/start-stop-seal-in');
  await page.getByRole('button', { name: 'Share Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Project' });
  const link = dialog.getByRole('textbox', { name: 'Share link' });
  await expect(link).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/share\/[^/]+$/);
  await dialog.getByRole('button', { name: 'Copy Link' }).click();
  await expect(dialog.getByRole('button', { name: 'Link Copied!' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Copy Link' })).toBeVisible({ timeout: 3000 });
  const url = await link.inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await dialog.getByRole('tab', { name: 'Embed' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Embed code' })).toHaveValue(
    /<iframe src="http:\/\/127\.0\.0\.1:\d+\/embed\/share\//,
  );
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The link opens read-only and running; Copy to Project lands on / with the name.
  await page.goto(url);
  await expect(page).toHaveTitle('Shared | Start/Stop Seal-In');
  await expect(status(page)).toContainText('Program running...');
  await expect(page.getByRole('button', { name: 'Add Rung' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Copy to Project' }).click();
  await expect(page).toHaveURL('/');
  await expect(nameBox(page)).toHaveValue('Start/Stop Seal-In');
});

test('a new project is kept as a draft and comes back after a reload, with a notice', async ({ page }) => {
  await openWorkspace(page, '/');
  await addContact(page, 'Pump');
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Your unsaved changes from' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Rung 0' })).toHaveAccessibleDescription('XIC(Pump);');
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.locator('.plc-ladder-rung')).toHaveCount(0);
  await page.reload();
  await expect(page.locator('.plc-ladder-rung')).toHaveCount(0);
});

test('the logo opens an empty project and offers the kept draft back', async ({ page }) => {
  await openWorkspace(page, '/');
  await addContact(page, 'Fan');
  await page.getByRole('link', { name: 'PLC IO Simulator home' }).first().click();
  await expect(page.locator('.plc-ladder-rung')).toHaveCount(0);
  const notice = page.getByRole('status').filter({ hasText: 'You have unsaved work from' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Restore it' }).click();
  await expect(page.getByRole('group', { name: 'Rung 0' })).toHaveAccessibleDescription('XIC(Fan);');
});

test('the I/O palette adds DI and DO tags by the naming rules; the Tags tab creates tags; one undo history', async ({
  page,
}) => {
  await openWorkspace(page, '/');
  const io = page.locator('.workspace-menu').filter({ hasText: 'I/O' });
  await io.getByText('I/O', { exact: true }).click();
  await io.getByRole('button', { name: 'Normally open pushbutton' }).click();
  await io.getByRole('button', { name: 'Normally open pushbutton' }).click();
  await io.getByRole('button', { name: 'Normally closed pushbutton' }).click();
  await io.getByRole('button', { name: 'Indicator lamp' }).click();
  await tab(page, 'Tags').click();
  const tags = page.locator('.workspace-panel').filter({ has: page.getByRole('rowheader', { name: 'DI0' }) });
  await expect(tags.getByRole('textbox', { name: 'Alias of DI0' })).toHaveValue('PB1');
  await expect(tags.getByRole('textbox', { name: 'Alias of DI1' })).toHaveValue('PB2');
  await expect(tags.getByRole('textbox', { name: 'Alias of DI2' })).toHaveValue('PB3');
  // A normally closed button rests at 1.
  await expect(tags.getByRole('switch', { name: 'Value of DI2' })).toHaveAttribute('aria-checked', 'true');
  await expect(tags.getByRole('textbox', { name: 'Alias of DO0' })).toHaveValue('LAMP1');

  // The create row: Create is disabled while the name is empty.
  const create = tags.getByRole('button', { name: 'Create' });
  await expect(create).toBeDisabled();
  await tags.getByRole('textbox', { name: 'New tag name' }).fill('Count');
  await tags.getByRole('combobox', { name: 'New tag type' }).selectOption('DINT');
  await create.click();
  await expect(tags.getByRole('rowheader', { name: 'Count' })).toBeVisible();

  // Undo (the ladder editor's) takes back the tag, then the lamp: one history for every panel.
  await tab(page, 'Ladder').click();
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await tab(page, 'Tags').click();
  await expect(page.getByRole('rowheader', { name: 'Count' })).toHaveCount(0);
  await expect(page.getByRole('rowheader', { name: 'DO0' })).toHaveCount(0);
  await expect(page.getByRole('rowheader', { name: 'DI2' })).toBeVisible();
});

test('switching language while running asks to stop first', async ({ page }) => {
  await openWorkspace(page, '/problems/start-up-warning');
  await page.getByRole('button', { name: 'RUN', exact: true }).click();
  await expect(status(page)).toContainText('Program running...');
  await tab(page, 'Structured Text').click();
  const dialog = page.getByRole('dialog', { name: 'Stop to Switch Language?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(status(page)).toContainText('Program running...');
  await expect(tab(page, 'Ladder')).toHaveAttribute('aria-selected', 'true');
  await tab(page, 'Structured Text').click();
  await dialog.getByRole('button', { name: 'Stop & Switch' }).click();
  await expect(status(page)).not.toContainText('Program running...');
  await expect(tab(page, 'Structured Text')).toHaveAttribute('aria-selected', 'true');
  // Examples switch tabs without asking: they only show the other language.
  await openWorkspace(page, '/examples/start-stop-seal-in');
  await tab(page, 'Structured Text').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(status(page)).toContainText('Program running...');
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('an example runs in one tab strip: the ladder and the scene', async ({ page }) => {
    await openWorkspace(page, '/examples/start-stop-seal-in');
    await expect(status(page)).toContainText('Program running...');
    await expect(page.locator('.plc-ladder-rung').first()).toBeVisible();
    await tab(page, 'Scene').tap();
    await expect(page.locator('.workspace-scene canvas')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('a new project fits the screen: the name and document tools scroll in their own row', async ({
    page,
  }) => {
    await openWorkspace(page, '/');
    const row = page.locator('.workspace-toolbar__doc');
    await expect(row.getByRole('button', { name: 'Save Project' })).toBeAttached();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    const box = await row.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    expect(await row.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  });
});

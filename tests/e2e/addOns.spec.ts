import type { Page } from '@playwright/test';
import { STORYBOOK_URL } from './support/server.ts';
import { e2eStack } from './support/stack.ts';
import { createConfirmedUser } from './support/users.ts';
import { typeLine } from './support/monaco.ts';
import { QUIET_BANNERS, signInThroughPage } from './support/site.ts';
import { expect, test } from './support/test.ts';

/**
 * Add-On Instructions in the workspace (issue 25 items 6 and 7): an AOI made in the Add-Ons tab by
 * mouse and keyboard (name, parameters, a local tag), its Logic edited in the Ladder tab with only its
 * own tags to pick, a call placed from the Add-On toolset with a new instance, drawn like Studio 5000
 * (the AOI's name, the instance, one row per shown parameter), and the whole kept by Save Project.
 * Screenshots of the rung and of the Add-Ons tab at 1280 px and 375 px go to /work/screens.
 */

const SERVER_WAIT = { timeout: 20_000 };
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).first();
const panel = (page: Page) => page.getByRole('region', { name: 'Add-On Instructions' });
const ladder = (page: Page) => page.locator('.workspace-ladder .plc-ladder');
const picker = (page: Page) => page.getByRole('dialog', { name: /operands/ });

test.beforeEach(async ({ context }) => {
  await context.addInitScript(QUIET_BANNERS);
});

async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.locator('.workspace-toolbar')).toBeVisible(SERVER_WAIT);
  await expect(page.getByRole('button', { name: 'Add Rung' })).toBeEnabled(SERVER_WAIT);
}

/** Adds a parameter by the keyboard: its name typed, usage and type chosen in the add row. */
async function addParameter(page: Page, name: string, usage: string, type: string): Promise<void> {
  const form = panel(page).getByRole('form', { name: /Add a parameter/ });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Usage').selectOption(usage);
  await form.getByLabel('Data type').selectOption(type);
  await form.getByLabel('Name').press('Enter');
  await expect(panel(page).locator(`tr[data-parameter="${name}"]`)).toBeVisible();
}

/** Save Project (a new project gets its page), then a reload. */
async function saveAndReload(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save Project' }).click();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/, SERVER_WAIT);
  await expect(page.getByRole('img', { name: 'Unsaved changes' })).toHaveCount(0, SERVER_WAIT);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Project name' })).toHaveValue('Seal-in AOI', SERVER_WAIT);
}

/** The names in the Parameters and Local Tags table, in order. */
const parameterNames = (page: Page) =>
  panel(page)
    .locator('tr[data-parameter] input[aria-label$=" name"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

/** Types `name` into the open picker's slot and takes it (an existing tag, or a new one). */
async function pick(page: Page, name: string): Promise<void> {
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
}

test('an AOI built in the Add-Ons tab, its Logic edited, called from a rung, kept by Save Project', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const user = await createConfirmedUser(e2eStack(), 'addons');
  await signInThroughPage(page, user.username, user.password);
  await openHome(page);
  await page.getByRole('textbox', { name: 'Project name' }).fill('Seal-in AOI');

  // A new AOI: AOI1, renamed Seal (a mnemonic is refused with its reason), described.
  await tab(page, 'Add-Ons').click();
  await expect(panel(page)).toContainText('No Add-On Instructions yet.');
  await panel(page).getByRole('button', { name: 'New Add-On Instruction' }).click();
  const name = panel(page).getByRole('textbox', { name: 'Add-On Instruction name' });
  await expect(name).toHaveValue('AOI1');
  await name.fill('TON');
  await name.press('Enter');
  await expect(panel(page).getByRole('status')).toHaveText(
    'TON is a built-in instruction: choose another name.',
  );
  await expect(name).toHaveValue('AOI1');
  await name.fill('Seal');
  await name.press('Enter');
  await expect(panel(page).getByRole('combobox', { name: 'Add-On Instruction' })).toHaveValue(/.+/);
  await panel(page).getByRole('textbox', { name: 'Add-On Instruction description' }).fill('Seal-in circuit');
  await panel(page).getByRole('textbox', { name: 'Add-On Instruction description' }).blur();

  // Parameters: Start (Input), Run (Output), and a local Sealed; an Input TIMER is refused.
  await addParameter(page, 'Start', 'Input', 'BOOL');
  await addParameter(page, 'Run', 'Output', 'BOOL');
  await addParameter(page, 'Sealed', 'Local', 'BOOL');
  await expect(panel(page).locator('tr[data-parameter]')).toHaveCount(3);
  await expect.poll(() => parameterNames(page)).toEqual(['Start', 'Run', 'Sealed']);
  await panel(page).getByRole('textbox', { name: 'Run description' }).fill('Motor runs');
  await panel(page).getByRole('textbox', { name: 'Run description' }).press('Enter');
  await page.setViewportSize({ width: 1280, height: 1000 });
  await panel(page).evaluate((element) => element.scrollTo(0, 0));
  await page.screenshot({ path: '/work/screens/aoi-editor-1280.png' });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Its Logic in the Ladder tab: the banner names it; the picker offers only Seal's own tags.
  await panel(page).getByRole('button', { name: 'Open Logic' }).click();
  const banner = page.locator('.workspace-ladder').getByRole('note', { name: 'Add-On Instruction routine' });
  await expect(banner).toContainText('Add-On Instruction Seal › Logic (Ladder)');
  await page.getByRole('button', { name: 'Add Rung' }).click();
  await page.getByRole('button', { name: 'XIC', exact: true }).click();
  await page.getByRole('region', { name: /^Ladder/ }).press('Enter');
  await expect(picker(page).getByRole('button', { name: 'Start' })).toBeVisible();
  await expect(picker(page).getByRole('button', { name: 'Sealed' })).toBeVisible();
  await pick(page, 'Start');
  await expect(picker(page)).toBeHidden();
  await page.getByRole('button', { name: 'OTE', exact: true }).click();
  await page.getByRole('region', { name: /^Ladder/ }).press('Enter');
  await pick(page, 'Run');
  await expect(ladder(page)).toContainText('Start');
  await expect(ladder(page)).toContainText('Run');

  // Save Project, reload: the AOI, its parameters and its Logic are back.
  await saveAndReload(page);
  await tab(page, 'Add-Ons').click();
  await expect(panel(page).getByRole('textbox', { name: 'Add-On Instruction name' })).toHaveValue('Seal');
  await expect.poll(() => parameterNames(page)).toEqual(['Start', 'Run', 'Sealed']);
  await expect(panel(page).getByRole('textbox', { name: 'Run description' })).toHaveValue('Motor runs');
  await expect(panel(page).getByRole('textbox', { name: 'Add-On Instruction description' })).toHaveValue(
    'Seal-in circuit',
  );
  await panel(page).getByRole('button', { name: 'Open Logic' }).click();
  await expect(banner).toContainText('Add-On Instruction Seal › Logic (Ladder)');
  await expect(ladder(page).locator('.plc-ladder-rung')).toHaveCount(1);
  await expect(ladder(page)).toContainText('Start');

  // Back in the MainRoutine: a rung with a call from the Add-On toolset and a new instance Seal1.
  await banner.getByRole('button', { name: 'Back to MainRoutine' }).click();
  await expect(banner).toBeHidden();
  await expect(ladder(page).locator('.plc-ladder-rung')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Rung' }).click();
  await page.getByRole('tab', { name: 'Add-On', exact: true }).click();
  await page.getByRole('button', { name: 'Seal', exact: true }).click();
  await page.getByRole('region', { name: /^Ladder/ }).press('Enter');
  await expect(picker(page)).toContainText('Instance (Seal)');
  await expect(picker(page)).toContainText('No tags of this type yet.');
  await page.keyboard.type('Seal1');
  await expect(picker(page)).toContainText('Create Seal tag “Seal1”');
  await page.keyboard.press('Enter');
  await expect(picker(page)).toContainText('Start (Input BOOL)');
  await pick(page, 'PumpStart');
  await expect(picker(page)).toContainText('Run (Output BOOL)');
  await pick(page, 'PumpRun');
  await expect(picker(page)).toBeHidden();
  const box = ladder(page).locator('[data-type="Seal"]');
  await expect(box.locator('text')).toHaveText([
    'Seal',
    'Seal-in circuit',
    'Seal',
    'Seal1',
    'Start',
    'PumpStart',
    '0',
    'Run',
    'PumpRun',
    '0',
  ]);
  await page.locator('.workspace-ladder').screenshot({ path: '/work/screens/aoi-rung.png' });

  // The Tags tab offers the AOI as a data type; Seal1 is a Seal.
  await tab(page, 'Tags').click();
  await expect(
    page
      .getByRole('combobox', { name: 'New tag type' })
      .locator('optgroup[label="Add-On Instructions"] option'),
  ).toHaveText(['Seal']);

  // Saved again with the call: its instance and arguments are back after a reload.
  await saveAndReload(page);
  await expect(ladder(page).locator('[data-type="Seal"] text')).toHaveText(
    ['Seal', 'Seal-in circuit', 'Seal', 'Seal1', 'Start', 'PumpStart', '0', 'Run', 'PumpRun', '0'],
    SERVER_WAIT,
  );

  // It runs: PumpStart on, the Logic (XIC(Start) OTE(Run)) runs in Seal1 and PumpRun follows it.
  await page.getByRole('button', { name: 'RUN', exact: true }).click();
  await expect(page.locator('.workspace-toolbar .plc-status')).toContainText('Program running...');
  await tab(page, 'Tags').click();
  await page.getByRole('switch', { name: 'Toggle PumpStart' }).click();
  await expect(ladder(page).locator('[data-type="Seal"] text')).toHaveText(
    ['Seal', 'Seal-in circuit', 'Seal', 'Seal1', 'Start', 'PumpStart', '1', 'Run', 'PumpRun', '1'],
    SERVER_WAIT,
  );
  await page.locator('.workspace-ladder').screenshot({ path: '/work/screens/aoi-rung.png' });
});

test('the Add-Ons tab on a phone: each parameter a card of labelled fields, reachable by keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openHome(page);
  await tab(page, 'Add-Ons').click();
  await panel(page).getByRole('button', { name: 'New Add-On Instruction' }).focus();
  await page.keyboard.press('Enter');
  await expect(panel(page).getByRole('textbox', { name: 'Add-On Instruction name' })).toHaveValue('AOI1');
  await addParameter(page, 'Level', 'Input', 'REAL');
  await addParameter(page, 'Full', 'Output', 'BOOL');
  await addParameter(page, 'Delay', 'Local', 'TIMER');
  const row = panel(page).locator('tr[data-parameter="Level"]');
  // A card: the fields stack inside the panel's width, none cut off.
  const width = (await panel(page).boundingBox())?.width ?? 0;
  for (const field of ['Level name', 'Level usage', 'Level data type', 'Level description']) {
    const box = await row.getByLabel(field, { exact: true }).boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(60);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width + 1);
  }
  await row.getByRole('textbox', { name: 'Level default value' }).fill('2.5');
  await row.getByRole('textbox', { name: 'Level default value' }).press('Enter');
  await expect(row.getByRole('textbox', { name: 'Level default value' })).toHaveValue('2.5');
  await panel(page).getByRole('button', { name: 'Move Full up' }).click();
  await expect(panel(page).locator('tr[data-parameter]').first()).toHaveAttribute('data-parameter', 'Full');
  await page.screenshot({ path: '/work/screens/aoi-editor-375.png', fullPage: false });
});

test('the Add-On Instructions story draws the SealIn call with its instance and arguments', async ({
  page,
}) => {
  await page.goto(`${STORYBOOK_URL}/iframe.html?id=ladder-add-on-instructions--stopped&viewMode=story`);
  const box = page.locator('[data-type="SealIn"]');
  await expect(box).toBeVisible({ timeout: 15_000 });
  await expect(box.locator('text')).toHaveText([
    'SealIn',
    'Seal-in motor start',
    'SealIn',
    'Motor1',
    'Start',
    'DI0',
    '0',
    'Stop',
    'DI1',
    '0',
    'Run',
    'DO0',
    '0',
  ]);
});

test('an AOI whose Logic is Structured Text is edited in the Structured Text tab', async ({ page }) => {
  test.setTimeout(90_000);
  await openHome(page);
  await tab(page, 'Add-Ons').click();
  await panel(page).getByRole('combobox', { name: 'Logic language' }).selectOption('ST');
  await panel(page).getByRole('button', { name: 'New Add-On Instruction' }).click();
  await addParameter(page, 'Level', 'Input', 'DINT');
  await addParameter(page, 'High', 'Output', 'BOOL');
  await panel(page).getByRole('button', { name: 'Open Logic' }).click();

  const st = page.locator('.workspace-st');
  await expect(st.getByRole('note', { name: 'Add-On Instruction routine' })).toContainText(
    'Add-On Instruction AOI1 › Logic (Structured Text)',
  );
  const editor = st.locator('.monaco-editor').first();
  await expect(editor).toBeVisible(SERVER_WAIT);
  await editor.locator('.view-lines').click();
  await typeLine(page, 'High := Level > 80;');
  await expect(editor.locator('.view-lines')).toContainText('High := Level > 80;');

  // Back to MainRoutine: the program's own (empty) Structured Text; the AOI keeps its statement.
  await st.getByRole('button', { name: 'Back to MainRoutine' }).click();
  await expect(st.getByRole('note', { name: 'Add-On Instruction routine' })).toBeHidden();
  await tab(page, 'Add-Ons').click();
  await panel(page).getByRole('button', { name: 'Open Logic' }).click();
  await expect(st.locator('.monaco-editor .view-lines').first()).toContainText('High := Level > 80;');
});

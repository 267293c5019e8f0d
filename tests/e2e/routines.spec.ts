import type { Page } from '@playwright/test';
import { e2eStack } from './support/stack.ts';
import { createConfirmedUser } from './support/users.ts';
import { typeLine } from './support/monaco.ts';
import { QUIET_BANNERS, signInThroughPage } from './support/site.ts';
import { expect, test } from './support/test.ts';

/**
 * The routine list of the workspace (issue 25 item 5): a Ladder subroutine added by mouse and by
 * keyboard, a rung with an OTE in it, each routine showing its own rungs, a rename and a delete; the
 * routines kept by the draft after a reload and by Save Project.
 */

const SERVER_WAIT = { timeout: 20_000 };
const routines = (page: Page) => page.locator('.workspace-ladder').getByRole('listbox', { name: 'Routines' });
/** The routine names in list order. */
const names = (page: Page) => routines(page).locator('.workspace-routines__name');
const routine = (page: Page, name: string) =>
  routines(page).getByRole('option', { name: new RegExp(`^${name} ?,`) });
const ladder = (page: Page) => page.locator('.workspace-ladder .plc-ladder');
const rungs = (page: Page) => page.locator('.workspace-ladder .plc-ladder-rung');

test.beforeEach(async ({ context }) => {
  await context.addInitScript(QUIET_BANNERS);
});

async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.locator('.workspace-toolbar')).toBeVisible(SERVER_WAIT);
  await expect(page.getByRole('button', { name: 'Add Rung' })).toBeEnabled(SERVER_WAIT);
}

/** Adds a rung with instruction `type` on a new tag `name` (typed into the operand picker). */
async function addRungWith(page: Page, type: string, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Add Rung' }).click();
  await page.getByRole('button', { name: type, exact: true }).click();
  await page.getByRole('region', { name: /^Ladder/ }).press('Enter');
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: /operands/ })).toBeHidden();
}

test('a Ladder subroutine: added by mouse and keyboard, its own rungs, renamed and deleted', async ({
  page,
}) => {
  await openHome(page);
  await expect(names(page)).toHaveText(['MainRoutine']);
  await addRungWith(page, 'XIC', 'Start');
  await expect(rungs(page)).toHaveCount(1);

  // By mouse: Add routine; the name is typed, with the naming rules said under the field.
  await page.getByRole('button', { name: 'Add routine' }).click();
  const name = page.getByRole('textbox', { name: 'Routine name' });
  await expect(name).toBeFocused();
  await name.fill('Fill Tank');
  await expect(page.getByText('A routine name uses only letters, digits and _ (no spaces).')).toBeVisible();
  await name.fill('Fill');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(routine(page, 'Fill')).toHaveAttribute('aria-selected', 'true');
  await expect(rungs(page)).toHaveCount(0);

  // A rung with an OTE in Fill.
  await addRungWith(page, 'OTE', 'Valve');
  await expect(rungs(page)).toHaveCount(1);
  await expect(ladder(page)).toContainText('Valve');
  await expect(ladder(page)).not.toContainText('Start');

  // Each routine shows its own rungs: MainRoutine by a click, Fill again by the keyboard.
  await routine(page, 'MainRoutine').click();
  await expect(routine(page, 'MainRoutine')).toHaveAttribute('aria-selected', 'true');
  await expect(ladder(page)).toContainText('Start');
  await expect(ladder(page)).not.toContainText('Valve');
  await routine(page, 'MainRoutine').press('ArrowRight');
  await expect(routine(page, 'Fill')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(routine(page, 'Fill')).toHaveAttribute('aria-selected', 'true');
  await expect(ladder(page)).toContainText('Valve');
  await expect(ladder(page)).not.toContainText('Start');

  // By keyboard: Tab to Add routine, Enter, a name (Ladder is the language unless chosen), Enter.
  await routine(page, 'Fill').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Add routine' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.type('Drain');
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('LADDER');
  await page.keyboard.press('Enter');
  await expect(routine(page, 'Drain')).toHaveAttribute('aria-selected', 'true');
  await expect(routine(page, 'Drain')).toBeFocused();
  await expect(rungs(page)).toHaveCount(0);

  // F2 renames Fill; Delete routine asks first, naming Drain.
  await page.keyboard.press('ArrowLeft');
  await expect(routine(page, 'Fill')).toBeFocused();
  await page.keyboard.press('F2');
  const newName = page.getByRole('textbox', { name: 'New name' });
  await expect(newName).toHaveValue('Fill');
  await newName.fill('FillTank');
  await newName.press('Enter');
  await expect(names(page)).toHaveText(['MainRoutine', 'FillTank', 'Drain']);

  await routine(page, 'Drain').click();
  await page.getByRole('button', { name: 'Delete routine' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Routine?' });
  await expect(dialog).toContainText('Delete the routine Drain and its 0 rungs? Undo brings it back.');
  await dialog.getByRole('button', { name: 'Delete Drain' }).click();
  await expect(names(page)).toHaveText(['MainRoutine', 'FillTank']);
  await expect(routine(page, 'MainRoutine')).toHaveAttribute('aria-selected', 'true');
  await expect(ladder(page)).toContainText('Start');

  // The draft keeps the routines and their rungs over a reload.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Your unsaved changes from' })).toBeVisible(
    SERVER_WAIT,
  );
  await expect(names(page)).toHaveText(['MainRoutine', 'FillTank']);
  await routine(page, 'FillTank').click();
  await expect(ladder(page)).toContainText('Valve');
  await expect(rungs(page)).toHaveCount(1);
});

test('Save Project keeps the subroutines: after a reload the routine list and its rungs are back', async ({
  page,
}) => {
  const user = await createConfirmedUser(e2eStack(), 'routines');
  await signInThroughPage(page, user.username, user.password);
  await openHome(page);
  await page.getByRole('textbox', { name: 'Project name' }).fill('Tank routines');
  await page.getByRole('button', { name: 'Add routine' }).click();
  await page.getByRole('textbox', { name: 'Routine name' }).fill('Fill');
  await page.getByRole('textbox', { name: 'Routine name' }).press('Enter');
  await addRungWith(page, 'OTE', 'Valve');
  await page.getByRole('button', { name: 'Save Project' }).click();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/, SERVER_WAIT);
  await expect(page.getByRole('img', { name: 'Unsaved changes' })).toHaveCount(0, SERVER_WAIT);

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Project name' })).toHaveValue('Tank routines', SERVER_WAIT);
  await expect(names(page)).toHaveText(['MainRoutine', 'Fill']);
  await routine(page, 'Fill').click();
  await expect(ladder(page)).toContainText('Valve');
  await expect(rungs(page)).toHaveCount(1);
  await routine(page, 'MainRoutine').click();
  await expect(rungs(page)).toHaveCount(0);
});

test('a Structured Text subroutine is edited in the Structured Text tab; the Main Routine stays Ladder', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openHome(page);
  await page.getByRole('button', { name: 'Add routine' }).click();
  await page.getByRole('textbox', { name: 'Routine name' }).fill('Calc');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ST');
  await page.getByRole('textbox', { name: 'Routine name' }).press('Enter');

  // The Structured Text tab shows Calc; the program still runs Ladder.
  const st = page.locator('.workspace-st');
  const stRoutine = (name: string) =>
    st.getByRole('listbox', { name: 'Routines' }).getByRole('option', { name: new RegExp(`^${name} ?,`) });
  await expect(stRoutine('Calc')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Runs: Ladder')).toBeVisible();
  const editor = st.locator('.monaco-editor').first();
  await expect(editor).toBeVisible(SERVER_WAIT);
  await editor.locator('.view-lines').click();
  await typeLine(page, 'Count := Count + 1;');
  await expect(editor.locator('.view-lines')).toContainText('Count := Count + 1;');

  // MainRoutine opens the Ladder tab (its language); back in Calc, its statements are still there.
  await stRoutine('MainRoutine').click();
  await expect(routine(page, 'MainRoutine')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Runs: Ladder')).toBeVisible();
  await routine(page, 'Calc').click();
  await expect(stRoutine('Calc')).toHaveAttribute('aria-selected', 'true');
  await expect(st.locator('.monaco-editor .view-lines').first()).toContainText('Count := Count + 1;');
});

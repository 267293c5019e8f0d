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
/** The Ladder tab's routine picker. */
const routines = (page: Page) => page.locator('.workspace-ladder').getByRole('combobox', { name: 'Routine' });
/** The routines in list order, each with its language. */
const names = (page: Page) => routines(page).getByRole('option');
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
  await expect(names(page)).toHaveText(['MainRoutine (Ladder)']);
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
  await expect(routines(page)).toHaveValue('Fill');
  await expect(rungs(page)).toHaveCount(0);

  // A rung with an OTE in Fill.
  await addRungWith(page, 'OTE', 'Valve');
  await expect(rungs(page)).toHaveCount(1);
  await expect(ladder(page)).toContainText('Valve');
  await expect(ladder(page)).not.toContainText('Start');

  // Each routine shows its own rungs: MainRoutine chosen in the picker, Fill again by the keyboard.
  await routines(page).selectOption('MainRoutine');
  await expect(routines(page)).toHaveValue('MainRoutine');
  await expect(ladder(page)).toContainText('Start');
  await expect(ladder(page)).not.toContainText('Valve');
  await routines(page).press('ArrowDown');
  await expect(routines(page)).toHaveValue('Fill');
  await expect(routines(page)).toBeFocused();
  await expect(ladder(page)).toContainText('Valve');
  await expect(ladder(page)).not.toContainText('Start');

  // By keyboard: Tab to Add routine, Enter, a name (Ladder is the language unless chosen), Enter.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Add routine' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.type('Drain');
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('LADDER');
  await page.keyboard.press('Enter');
  await expect(routines(page)).toHaveValue('Drain');
  await expect(routines(page)).toBeFocused();
  await expect(rungs(page)).toHaveCount(0);

  // F2 renames Fill; Delete routine asks first, naming Drain.
  await page.keyboard.press('ArrowUp');
  await expect(routines(page)).toHaveValue('Fill');
  await page.keyboard.press('F2');
  const newName = page.getByRole('textbox', { name: 'New name' });
  await expect(newName).toHaveValue('Fill');
  await newName.fill('FillTank');
  await newName.press('Enter');
  await expect(names(page)).toHaveText(['MainRoutine (Ladder)', 'FillTank (Ladder)', 'Drain (Ladder)']);

  await routines(page).selectOption('Drain');
  await page.getByRole('button', { name: 'Delete routine' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Routine?' });
  await expect(dialog).toContainText('Delete the routine Drain and its 0 rungs? Undo brings it back.');
  await dialog.getByRole('button', { name: 'Delete Drain' }).click();
  await expect(names(page)).toHaveText(['MainRoutine (Ladder)', 'FillTank (Ladder)']);
  await expect(routines(page)).toHaveValue('MainRoutine');
  await expect(ladder(page)).toContainText('Start');

  // The draft keeps the routines and their rungs over a reload.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Your unsaved changes from' })).toBeVisible(
    SERVER_WAIT,
  );
  await expect(names(page)).toHaveText(['MainRoutine (Ladder)', 'FillTank (Ladder)']);
  await routines(page).selectOption('FillTank');
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
  await expect(names(page)).toHaveText(['MainRoutine (Ladder)', 'Fill (Ladder)']);
  await routines(page).selectOption('Fill');
  await expect(ladder(page)).toContainText('Valve');
  await expect(rungs(page)).toHaveCount(1);
  await routines(page).selectOption('MainRoutine');
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
  const stRoutines = st.getByRole('combobox', { name: 'Routine' });
  await expect(stRoutines).toHaveValue('Calc');
  await expect(stRoutines.getByRole('option')).toHaveText(['MainRoutine (Ladder)', 'Calc (Structured Text)']);
  await expect(page.getByText('Runs: Ladder')).toBeVisible();
  const editor = st.locator('.monaco-editor').first();
  await expect(editor).toBeVisible(SERVER_WAIT);
  await editor.locator('.view-lines').click();
  await typeLine(page, 'Count := Count + 1;');
  await expect(editor.locator('.view-lines')).toContainText('Count := Count + 1;');

  // MainRoutine opens the Ladder tab (its language); back in Calc, its statements are still there.
  await stRoutines.selectOption('MainRoutine');
  await expect(routines(page)).toHaveValue('MainRoutine');
  await expect(page.getByText('Runs: Ladder')).toBeVisible();
  await routines(page).selectOption('Calc');
  await expect(stRoutines).toHaveValue('Calc');
  await expect(st.locator('.monaco-editor .view-lines').first()).toContainText('Count := Count + 1;');
});

test('the routine list is one compact row: at 375 px without overflow, at 1280×720 one row of ~32 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openHome(page);
  // Two subroutines, one with a long name; the Ladder tab shows the long one.
  for (const [name, language] of [
    ['Fill_Tank_From_Main_Supply_Valve', 'LADDER'],
    ['Alarm', 'ST'],
  ] as const) {
    await page.getByRole('button', { name: 'Add routine' }).first().click();
    await page.getByRole('textbox', { name: 'Routine name' }).fill(name);
    await page.getByRole('combobox', { name: 'Language' }).selectOption(language);
    await page.getByRole('textbox', { name: 'Routine name' }).press('Enter');
    await expect(page.getByRole('textbox', { name: 'Routine name' })).toBeHidden();
  }
  const stRoutines = page.locator('.workspace-st').getByRole('combobox', { name: 'Routine' });
  await expect(stRoutines).toHaveValue('Alarm');
  await stRoutines.selectOption('Fill_Tank_From_Main_Supply_Valve');
  await expect(routines(page)).toHaveValue('Fill_Tank_From_Main_Supply_Valve');
  // The whole name (cut to the picker's width when it is long) is its title.
  await expect(routines(page)).toHaveAttribute('title', 'Fill_Tank_From_Main_Supply_Valve (Ladder)');

  const row = page.locator('.workspace-ladder .workspace-routines');
  const parts = [
    routines(page),
    ...['Add routine', 'Rename routine', 'Delete routine'].map((name) => row.getByRole('button', { name })),
  ];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 720 });
    await expect(routines(page)).toBeVisible();
    // The layout settles a frame or two after the viewport changes (the dock lays its panels out again).
    await expect
      .poll(async () => (await row.boundingBox())?.height ?? Infinity, {
        message: `the routine row's height at ${width} px`,
        timeout: 15_000,
      })
      .toBeLessThanOrEqual(36);
    // The picker and the three buttons side by side, all inside the viewport, nothing to scroll sideways.
    const tops = new Set<number>();
    for (const part of parts) {
      const partBox = await part.boundingBox();
      expect(partBox && partBox.x + partBox.width, `right edge at ${width} px`).toBeLessThanOrEqual(width);
      tops.add(Math.round(partBox?.y ?? -1));
    }
    expect([...tops], `one row at ${width} px`).toHaveLength(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  }
});

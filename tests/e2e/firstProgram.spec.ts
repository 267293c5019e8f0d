import type { Locator, Page } from '@playwright/test';
import { canvasPixels } from './support/canvasPixels.ts';
import { watchConsole } from './support/console.ts';
import { QUIET_BANNERS } from './support/site.ts';
import { press, pressWire, type Press } from './support/press.ts';
import { expect, test } from './support/test.ts';

/**
 * A newcomer's first program by mouse and by touch (issue 22 "Done when"): a new project, the Conveyor
 * scene, the seal-in rung built with clicks or taps only, picking START, STOP and MOTOR by typing their
 * aliases into the picker and putting a branch around START with the toolbar. The rung as the issue
 * writes it, with XIO(STOP), cannot run on the scene's normally closed STOP: the teaching warning says
 * so and links the help page; the learner swaps it for XIC(STOP), runs, starts and stops the belt.
 * Also: dragging an instruction moves it, as one undo step.
 */

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).first();
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const rung0 = (page: Page) => page.getByRole('group', { name: 'Rung 0' });

/** The instruction selected now (the one just inserted): its drawing. */
async function selectedInstruction(page: Page): Promise<Locator> {
  const selected = page.locator('.plc-ladder .plc-instruction[data-selected="true"]');
  await expect(selected).toHaveCount(1);
  const id = await selected.getAttribute('data-element-id');
  return page.locator(`[data-element-id="${id}"]`);
}

/** One click or tap on the instruction's operand (the `?`), its alias typed into the picker, Enter. */
async function pickByAlias(page: Page, instruction: Locator, alias: string, how: Press): Promise<void> {
  await press(instruction.locator('[data-operand-slot="tag"]').first(), how);
  const picker = page.getByRole('dialog', { name: /operands/ });
  await expect(picker).toBeVisible();
  await picker.getByRole('combobox').fill(alias);
  // The tag with that alias is listed first and is what Enter takes; nothing offers to create a new one.
  await expect(picker.locator('.plc-picker__default')).toContainText(`· ${alias}`);
  await expect(picker.getByRole('button', { name: /^Create/ })).toHaveCount(0);
  await picker.getByRole('combobox').press('Enter');
  await expect(picker).toBeHidden();
  await expect(instruction).toContainText(alias);
}

/** Opens a new project and chooses the Conveyor scene. */
async function newConveyorProject(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.locator('.workspace-toolbar')).toBeVisible({ timeout: 20_000 });
  await tab(page, 'Scene').click();
  await page.getByLabel('Choose a scene').selectOption({ label: 'Conveyor' });
  await expect(page.locator('canvas[data-scene="CONVEYOR"]')).toBeVisible();
  await tab(page, 'Ladder').click();
}

async function firstProgram(page: Page, how: Press): Promise<void> {
  const console = watchConsole(page);
  await newConveyorProject(page);

  // XIC START, XIO STOP, OTE MOTOR, picked by their aliases.
  await press(button(page, 'Add Rung'), how);
  await press(button(page, 'XIC'), how);
  const start = await selectedInstruction(page);
  await pickByAlias(page, start, 'START', how);
  await press(button(page, 'XIO'), how);
  const stop = await selectedInstruction(page);
  await pickByAlias(page, stop, 'STOP', how);
  await press(button(page, 'OTE'), how);
  await pickByAlias(page, await selectedInstruction(page), 'MOTOR', how);
  await expect(rung0(page)).toHaveAccessibleDescription('XIC(DI0)XIO(DI1)OTE(DO0);');

  // A branch around START, MOTOR in its second leg: the seal-in.
  await press(start.locator('.plc-hit'), how);
  await expect(start).toHaveAttribute('data-selected', 'true');
  await press(button(page, 'Branch Around'), how);
  const bottomLeg = page.locator('.plc-branch > .plc-leg').nth(1);
  await pressWire(bottomLeg.locator(':scope > .plc-wire').first(), how);
  await press(button(page, 'XIC'), how);
  await pickByAlias(page, await selectedInstruction(page), 'MOTOR', how);
  await expect(rung0(page)).toHaveAccessibleDescription('[XIC(DI0),XIC(DO0)]XIO(DI1)OTE(DO0);');

  // STOP is normally closed: the Errors tab warns about XIO(STOP) and links the explanation.
  await press(tab(page, 'Errors'), how);
  const warning = page.locator('.workspace-errors [data-severity="warning"]');
  await expect(warning).toContainText('XIO reads DI1 (STOP), a normally closed input');
  await expect(warning.getByRole('link', { name: /Why\?/ })).toHaveAttribute(
    'href',
    '/help#normally-closed-inputs',
  );
  // Clicking the warning selects the XIO on the Ladder tab; the learner replaces it with XIC(STOP).
  await press(warning.locator('.workspace-errors__line'), how);
  await expect(stop).toHaveAttribute('data-selected', 'true');
  // The learner closes the Errors panel again to see the whole rung (the routine list takes a row).
  await press(tab(page, 'Errors'), how);
  await expect(warning).toBeHidden();
  await press(button(page, 'Delete'), how);
  const branchId = await page.locator('.plc-branch').getAttribute('data-element-id');
  const rungId = await page.locator('.plc-ladder-rung').getAttribute('data-element-id');
  await pressWire(page.locator(`[data-element-id="wire:${rungId}:${branchId}"]`), how);
  await press(button(page, 'XIC'), how);
  await pickByAlias(page, await selectedInstruction(page), 'STOP', how);
  await expect(rung0(page)).toHaveAccessibleDescription('[XIC(DI0),XIC(DO0)]XIC(DI1)OTE(DO0);');

  // RUN; START in the IO tab runs the belt (sealed in after START is released); STOP stops it.
  await press(button(page, 'RUN'), how);
  await expect(page.locator('.workspace-toolbar .plc-status')).toContainText('Program running...');
  await press(tab(page, 'IO'), how);
  const motor = page.locator('.plc-io__output[data-tag="DO0"]');
  await expect(motor).toHaveAttribute('data-on', 'false');
  const startButton = page.getByRole('button', { name: /^DI0\b/ });
  await press(startButton, how);
  await expect(motor).toHaveAttribute('data-on', 'true');
  await press(startButton, how);
  await expect(motor).toHaveAttribute('data-on', 'true');
  await press(tab(page, 'Scene'), how);
  const canvas = page.locator('canvas[data-scene="CONVEYOR"]');
  const before = (await canvasPixels(canvas)).fingerprint;
  await expect
    .poll(async () => (await canvasPixels(canvas)).fingerprint, { timeout: 5_000 })
    .not.toBe(before);
  await press(tab(page, 'IO'), how);
  const stopButton = page.getByRole('button', { name: /^DI1\b/ });
  await press(stopButton, how);
  await expect(motor).toHaveAttribute('data-on', 'false');

  console.expectNone();
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript(QUIET_BANNERS);
});

test('a first program by mouse: Conveyor, the seal-in picked by alias, a branch around START, run', async ({
  page,
}) => {
  await firstProgram(page, 'click');
});

test('dragging an instruction moves it to the wire it is dropped on, as one undo step', async ({ page }) => {
  await newConveyorProject(page);
  await button(page, 'Add Rung').click();
  await button(page, 'XIC').click();
  await pickByAlias(page, await selectedInstruction(page), 'START', 'click');
  await button(page, 'XIC').click();
  const stop = await selectedInstruction(page);
  await pickByAlias(page, stop, 'STOP', 'click');
  await button(page, 'OTE').click();
  await pickByAlias(page, await selectedInstruction(page), 'MOTOR', 'click');
  await expect(rung0(page)).toHaveAccessibleDescription('XIC(DI0)XIC(DI1)OTE(DO0);');

  // Drag XIC(STOP) onto the left half of XIC(START): it lands before it.
  const startContact = page.locator('.plc-instruction').first();
  const from = await stop.locator('.plc-hit').boundingBox();
  const to = await startContact.locator('.plc-hit').boundingBox();
  if (!from || !to) throw new Error('nothing to drag');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x, from.y + from.height / 2, { steps: 3 });
  await page.mouse.move(to.x + to.width / 4, to.y + to.height / 2, { steps: 5 });
  await expect(page.locator('.plc-editor__drag')).toHaveText('Move XIC DI1 before XIC DI0');
  await expect(startContact).toHaveAttribute('data-drop-target', 'true');
  await page.mouse.up();
  await expect(rung0(page)).toHaveAccessibleDescription('XIC(DI1)XIC(DI0)OTE(DO0);');
  await expect(stop).toHaveAttribute('data-selected', 'true');
  await expect(page.locator('.plc-editor__drag')).toHaveCount(0);
  await button(page, 'Undo').click();
  await expect(rung0(page)).toHaveAccessibleDescription('XIC(DI0)XIC(DI1)OTE(DO0);');
});

test.describe('on a 375 px phone, by touch', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('the same first program with taps only', async ({ page }) => {
    await firstProgram(page, 'tap');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

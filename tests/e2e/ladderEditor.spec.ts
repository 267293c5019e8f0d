import type { Page } from '@playwright/test';
import { STORYBOOK_URL } from './support/server.ts';
import { press, pressWire, type Press } from './support/press.ts';
import { expect, test } from './support/test.ts';

/**
 * The ladder editor in `<PlcSimulator mode="edit">` (stories/src/editor, EmptyInPlcSimulator: an empty
 * ladder with DI0 START, DI1 STOP and DO0 MOTOR): the seal-in rung built with the mouse only, run with
 * the I/O panel's START, three rungs pasted through the clipboard, everything undone; and the same
 * build by touch on a 375 px phone.
 */
const STORY = `${STORYBOOK_URL}/iframe.html?id=editor-laddereditor--empty-in-plc-simulator&viewMode=story`;

/** Three rungs of neutral text, as Studio 5000's ASCII editor (or the editor's copy) writes them. */
const THREE_RUNGS = 'XIC(DI0)OTE(DO0);\nXIC(DI1)XIO(DI0)OTE(DO0);\n[XIC(DI0),XIC(DI1)]OTE(DO0);\n';

/** Opens the story and waits for the engine and the editor. */
async function openStory(page: Page): Promise<void> {
  await page.goto(STORY);
  await expect(page.getByRole('button', { name: 'Add Rung' })).toBeEnabled({ timeout: 15_000 });
  await expect(page.locator('.plc-ladder-rung')).toHaveCount(0);
}

/**
 * Builds `[XIC(DI0),XIC(DO0)]XIO(DI1)OTE(DO0);` (XIC START, a branch with XIC MOTOR, XIO STOP, OTE
 * MOTOR) with clicks or taps only; gives the OTE's element id.
 */
async function buildSealIn(page: Page, how: Press): Promise<string> {
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  const selected = page.locator('.plc-ladder .plc-instruction[data-selected="true"]');
  /** Sets the selected (new) instruction's tag: double-click it, or tap it twice, then a tag. */
  const pick = async (tag: string) => {
    const id = await selected.getAttribute('data-element-id');
    const instruction = page.locator(`[data-element-id="${id}"]`);
    if (how === 'click') await instruction.dblclick();
    else {
      await instruction.tap();
      await instruction.tap();
    }
    const picker = page.getByRole('dialog', { name: /operands/ });
    // Choices read 'DI0 · START': the tag's name, then its alias.
    await press(picker.getByRole('button', { name: new RegExp(`^${tag}( · |$)`) }), how);
    await expect(picker).toBeHidden();
    await expect(instruction).toContainText(tag);
    return id as string;
  };

  await press(button('Add Rung'), how);
  await press(button('Add Branch'), how);
  await press(button('XIC'), how); // in the branch's top leg
  await pick('DI0');
  const bottomLeg = page.locator('.plc-branch > .plc-leg').nth(1);
  await pressWire(bottomLeg.locator(':scope > .plc-wire').first(), how);
  await press(button('XIC'), how);
  await pick('DO0');
  const rungId = await page.locator('.plc-ladder-rung').getAttribute('data-element-id');
  const branchId = await page.locator('.plc-branch').getAttribute('data-element-id');
  await pressWire(page.locator(`[data-element-id="wire:${rungId}:${branchId}"]`), how);
  await press(button('XIO'), how);
  await pick('DI1');
  await press(button('OTE'), how);
  const ote = await pick('DO0');

  await expect(page.getByRole('group', { name: 'Rung 0' })).toHaveAccessibleDescription(
    '[XIC(DI0),XIC(DO0)]XIO(DI1)OTE(DO0);',
  );
  return ote;
}

/** RUN, START pressed: the OTE is energised; START off again, back to PROG. */
async function runSealIn(page: Page, ote: string, how: Press): Promise<void> {
  const coil = page.locator(`[data-element-id="${ote}"]`);
  await press(page.getByRole('button', { name: 'RUN', exact: true }), how);
  await expect(page.getByRole('button', { name: 'Add Rung' })).toBeDisabled();
  await expect(coil).toHaveAttribute('data-state', 'normal');
  const start = page.getByRole('button', { name: 'DI0 START' });
  await press(start, how);
  await expect(coil).toHaveAttribute('data-state', 'energised');
  await press(start, how); // released: the rung seals in
  await expect(start).toHaveAttribute('aria-pressed', 'false');
  await expect(coil).toHaveAttribute('data-state', 'energised');
  await press(page.getByRole('button', { name: 'PROG', exact: true }), how);
  await expect(page.getByRole('button', { name: 'Add Rung' })).toBeEnabled();
}

/** Undo until there is nothing left to undo: the empty ladder again. */
async function undoAll(page: Page, how: Press): Promise<void> {
  const undo = page.getByRole('button', { name: 'Undo', exact: true });
  for (let i = 0; i < 30 && (await undo.isEnabled()); i++) await press(undo, how);
  await expect(undo).toBeDisabled();
  await expect(page.locator('.plc-ladder-rung')).toHaveCount(0);
}

test.describe('ladder editor in PlcSimulator mode="edit"', () => {
  test('builds the seal-in rung with the mouse, runs it, pastes three rungs, undoes everything', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: STORYBOOK_URL });
    await openStory(page);
    const ote = await buildSealIn(page, 'click');
    await runSealIn(page, ote, 'click');

    // Paste three rungs with Ctrl+V on the focused ladder: they go after the selected rung 0.
    await page.evaluate((text) => navigator.clipboard.writeText(text), THREE_RUNGS);
    // The rung number takes no pointer events of its own: the rung under it gets them.
    const number = page.locator('.plc-rung-number').first();
    await number.dblclick({ force: true });
    const text = page.getByRole('textbox', { name: 'Rung 0 as text' });
    await expect(text).toHaveValue('[XIC(DI0),XIC(DO0)]XIO(DI1)OTE(DO0);');
    await text.press('Escape');
    await expect(text).toBeHidden();
    await number.click({ force: true });
    await expect(page.getByRole('status').filter({ hasText: 'Selected:' })).toHaveText('Selected: rung 0');
    await page.keyboard.press('ControlOrMeta+V');
    await expect(page.locator('.plc-ladder-rung')).toHaveCount(4);
    await expect(page.getByRole('group', { name: 'Rung 3' })).toHaveAccessibleDescription(
      '[XIC(DI0),XIC(DI1)]OTE(DO0);',
    );
    await expect(page.getByRole('group', { name: 'Rung 1' })).toHaveAccessibleDescription(
      'XIC(DI0)OTE(DO0);',
    );

    // Copy rung 3 back to the clipboard with Ctrl+C.
    await page.keyboard.press('ControlOrMeta+C');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('[XIC(DI0),XIC(DI1)]OTE(DO0);\n');

    await undoAll(page, 'click');
  });

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

    test('builds the seal-in rung by touch, runs it, undoes everything', async ({ page }) => {
      await openStory(page);
      const ote = await buildSealIn(page, 'tap');
      await runSealIn(page, ote, 'tap');
      await undoAll(page, 'tap');
    });
  });

  test('builds the seal-in rung with the keyboard only, creates a timer tag from the picker, runs it', async ({
    page,
  }) => {
    await openStory(page);
    const ladder = page.getByRole('region', { name: /^Ladder/ });
    for (let i = 0; i < 60; i++) {
      if (await ladder.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(ladder).toBeFocused();
    const status = page.getByRole('status').filter({ hasText: /Selected|Nothing/ });
    const pick = async (tag: string) => {
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: /operands/ }).getByRole('combobox')).toBeFocused();
      await page.keyboard.type(tag);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: /operands/ })).toBeHidden();
      await expect(ladder).toBeFocused();
    };

    await page.keyboard.press('r');
    await page.keyboard.press('b');
    await page.keyboard.press('x');
    await pick('DI0');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(status).toHaveText('Selected: wire in rung 0');
    await page.keyboard.press('x');
    await pick('DO0');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('/');
    await pick('DI1');
    await page.keyboard.press('o');
    await pick('DO0');
    await expect(page.getByRole('group', { name: 'Rung 0' })).toHaveAccessibleDescription(
      '[XIC(DI0),XIC(DO0)]XIO(DI1)OTE(DO0);',
    );
    const ote = await page
      .locator('.plc-ladder .plc-instruction[data-selected="true"]')
      .getAttribute('data-element-id');

    // A second rung with a TON on a tag that does not exist yet: created as a TIMER from the picker.
    await page.keyboard.press('r');
    await page.keyboard.press('t');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Delay');
    await expect(page.getByRole('button', { name: 'Create TIMER tag “Delay”' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('group', { name: 'Rung 1' })).toHaveAccessibleDescription('TON(Delay,0,0);');

    // RUN and START from the keyboard: focus each button and press Space.
    const run = page.getByRole('button', { name: 'RUN', exact: true });
    await run.focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Add Rung' })).toBeDisabled();
    const start = page.getByRole('button', { name: 'DI0 START' });
    await start.focus();
    await page.keyboard.press('Space');
    await expect(page.locator(`[data-element-id="${ote}"]`)).toHaveAttribute('data-state', 'energised');
  });

  test('inserts an instruction by dragging a toolset button onto a wire', async ({ page }) => {
    await openStory(page);
    await page.getByRole('button', { name: 'Add Rung' }).click();
    await page.getByRole('button', { name: 'OTE', exact: true }).click();
    const rungId = await page.locator('.plc-ladder-rung').getAttribute('data-element-id');
    const wire = page.locator(`[data-element-id="wire:${rungId}:start"]`);
    await page.getByRole('button', { name: 'XIO', exact: true }).dragTo(wire, { force: true });
    await expect(page.getByRole('group', { name: 'Rung 0' })).toHaveAccessibleDescription('XIO(?)OTE(?);');
    await expect(page.locator('.plc-ladder .plc-instruction[data-selected="true"]')).toHaveAttribute(
      'data-type',
      'XIO',
    );
  });
});

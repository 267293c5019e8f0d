import { STORYBOOK_URL } from './support/server.ts';
import { expect, test } from './support/test.ts';

/**
 * PID in the ladder editor (`<PlcSimulator mode="edit">`, the empty-ladder story): the PID comes from
 * the Process toolset tab, its PID tag, Process Variable and Control Variable are created from the
 * operand picker by typing new names, a tank is pasted as two rungs of neutral text, and running it the
 * box shows the level rising to the setpoint.
 */
const STORY = `${STORYBOOK_URL}/iframe.html?id=editor-laddereditor--empty-in-plc-simulator&viewMode=story`;

const TANK = [
  'MOV(50.0,TankLoop.SP)MOV(2.0,TankLoop.KP)MOV(0.5,TankLoop.KI);',
  'MUL(Valve,0.05,Inflow)MUL(Level,0.95,Level)ADD(Level,Inflow,Level);',
  '',
].join('\n');

test('a PID from the Process tab, its tags made in the picker, closes a tank loop', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: STORYBOOK_URL });
  await page.goto(STORY);
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  await expect(button('Add Rung')).toBeEnabled({ timeout: 15_000 });
  await button('Add Rung').click();
  await page.getByRole('tab', { name: 'Process' }).click();
  await button('PID').click();
  const pid = page.locator('.plc-ladder [data-type="PID"]');
  await expect(pid).toHaveAttribute('data-selected', 'true');

  // The picker walks PID → Process Variable → Control Variable; each new name creates its tag.
  await pid.dblclick();
  const picker = page.getByRole('dialog', { name: 'PID operands' });
  await expect(picker.getByRole('button', { name: 'Process Variable' })).toBeVisible();
  const field = picker.getByRole('combobox');
  await field.fill('TankLoop');
  await expect(picker.getByRole('button', { name: 'Create PID tag “TankLoop”' })).toBeVisible();
  await field.press('Enter');
  await expect(picker.getByText('PID process variable')).toBeVisible();
  await field.fill('Level');
  await field.press('Enter');
  await field.fill('Valve');
  await field.press('Enter');
  await expect(picker).toBeHidden();
  const rung0 = page.getByRole('group', { name: 'Rung 0' });
  await expect(rung0).toHaveAccessibleDescription('PID(TankLoop,Level,0,Valve,0,0,0);');

  // The tuning and the tank as text, pasted after rung 0.
  await page.evaluate((text) => navigator.clipboard.writeText(text), TANK);
  await page.locator('.plc-rung-number').first().click({ force: true });
  await page.keyboard.press('ControlOrMeta+V');
  await expect(page.locator('.plc-ladder-rung')).toHaveCount(3);

  await button('RUN').click();
  await expect(button('Add Rung')).toBeDisabled();
  const value = (slot: string) => pid.locator(`.plc-box-row[data-slot="${slot}"] .plc-value`);
  await expect(value('SP')).toHaveText('50.0', { timeout: 15_000 });
  // The level climbs to the setpoint: a PI loop with no offset.
  await expect
    .poll(async () => Number(await value('PV').textContent()), { timeout: 40_000 })
    .toBeGreaterThan(49);
  await page.screenshot({ path: '/work/screens/pid-editor.png' });
});

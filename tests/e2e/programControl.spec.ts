import type { Page } from '@playwright/test';
import { importNeutralText } from '../../compiler/src/neutral/import.ts';
import { STORYBOOK_URL } from './support/server.ts';
import { QUIET_BANNERS } from './support/site.ts';
import { expect, test } from './support/test.ts';

/**
 * JMP/LBL, MCR, NOP, AFI, COP and FLL (issue 25) in real Chromium: the live Storybook story on the real
 * engine (an MCR zone switched off drops its OTE and keeps its OTL; a JMP freezes the rung it skips),
 * and the workspace drawing them from a project file with the Program Control toolset tab open.
 */

const story = (id: string) => `${STORYBOOK_URL}/iframe.html?id=ladder-programcontrol--${id}&viewMode=story`;

/** The live bit drawn beside the coil of `type` whose tag is `name`. */
const bit = (page: Page, type: string, name: string) =>
  page
    .locator(`[data-type="${type}"]`)
    .filter({ has: page.locator('text.plc-tag-name', { hasText: name }) })
    .locator('text.plc-bit');

test('an MCR zone switched off drops its OTE and keeps its OTL; a JMP freezes the rung it skips', async ({
  page,
}) => {
  await page.goto(story('program-control-live'));
  const zone = page.getByRole('button', { name: /^DI2 ZONE_ON = [01]$/ });
  const jump = page.getByRole('button', { name: /^DI0 JUMP = [01]$/ });
  const run = page.getByRole('button', { name: /^DI1 RUN = [01]$/ });
  await expect(zone).toBeEnabled({ timeout: 15_000 });
  /** Clicks an input's button until it shows `value`. */
  const set = async (button: typeof zone, value: 0 | 1) => {
    if (!(await button.innerText()).endsWith(`= ${value}`)) await button.click();
    await expect(button).toHaveText(new RegExp(`= ${value}$`));
  };
  await set(run, 1);
  await set(zone, 1);
  await expect(bit(page, 'OTE', 'DO1')).toHaveText('1', { timeout: 15_000 });
  await expect(bit(page, 'OTL', 'DO2')).toHaveText('1');
  await set(zone, 0);
  await expect(bit(page, 'OTE', 'DO1')).toHaveText('0', { timeout: 15_000 });
  await expect(bit(page, 'OTL', 'DO2')).toHaveText('1');
  // Jump over rung 1: DO0 keeps 1 though RUN goes off; Passed (after the label) follows RUN.
  await expect(bit(page, 'OTE', 'DO0')).toHaveText('1');
  await set(jump, 1);
  await set(run, 0);
  await expect(bit(page, 'OTE', 'Passed')).toHaveText('0', { timeout: 15_000 });
  await expect(bit(page, 'OTE', 'DO0')).toHaveText('1');
  await page.screenshot({ path: '/work/screens/program-control-story.png', fullPage: true });
});

test('COP copies Data[1..3] into Copy on the real engine', async ({ page }) => {
  await page.goto(story('copy-and-fill-running'));
  const cop = page.locator('[data-type="COP"]');
  await expect(cop.locator('text')).toContainText(
    ['COP', 'Copy File', 'Source', 'Data[1]', 'Dest', 'Copy', 'Length', '3'],
    {
      timeout: 15_000,
    },
  );
  await page.screenshot({ path: '/work/screens/copy-fill-story.png', fullPage: true });
});

test('the workspace draws JMP, LBL, MCR, NOP, AFI, COP, FLL and offers them on their toolset tabs', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.addInitScript(QUIET_BANNERS);
  await page.setViewportSize({ width: 1280, height: 900 });
  const text = [
    'TAG',
    '  Data : DINT[5] := [1,2,3,4,5];',
    '  Copy : DINT[3];',
    'END_TAG',
    'XIC(DI0)JMP(Skip);',
    'XIC(DI1)MCR();',
    'XIC(DI2)OTE(DO0);',
    'MCR();',
    'LBL(Skip)NOP()COP(Data[1],Copy,3);',
    'AFI()FLL(0,Data,5);',
  ].join('\n');
  const { project } = importNeutralText(text, { projectName: 'Jumps and copies' });
  await page.goto('/');
  await expect(page.locator('.workspace-toolbar')).toBeVisible({ timeout: 20_000 });
  await page.locator('.workspace-menu').getByText('File', { exact: true }).click();
  await page.getByLabel('Project file').setInputFiles({
    name: 'jumps.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(project)),
  });
  await expect(page.locator('.plc-ladder-rung')).toHaveCount(6, { timeout: 20_000 });
  await expect(page.locator('[data-type="JMP"] text')).toHaveText(['Skip', 'JMP']);
  await expect(page.locator('[data-type="LBL"] text')).toHaveText(['Skip', 'LBL']);
  await expect(page.locator('[data-type="MCR"]')).toHaveCount(2);
  await page.getByRole('tab', { name: 'Program Control' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('button')).toContainText(['JMP', 'LBL', 'MCR', 'NOP', 'AFI']);
  await page.screenshot({ path: '/work/screens/program-control-workspace.png' });
  await page.getByRole('tab', { name: 'File/Misc' }).click();
  await expect(page.getByRole('tabpanel').getByRole('button')).toContainText(['COP', 'FLL']);
});

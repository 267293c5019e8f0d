import type { Page } from '@playwright/test';
import * as b from '../../compiler/src/reference/builders.ts';
import { QUIET_BANNERS } from './support/site.ts';
import { expect, test } from './support/test.ts';

/**
 * Structures in ladder (issue 24): a project file with a data type Motor, a STRUCT tag Pump1 and an
 * array Pumps of Motor is opened; the ladder draws the path operands by name (`Pumps[Idx].Speed`,
 * `Pump1.Speed`) and, running, shows the member's live value after the ADD. Screenshot at 1280 px.
 */

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

function structProject() {
  const project = b.project(
    b.dataType('Motor', b.member('Run', 'BOOL'), b.member('Speed', 'REAL'), b.member('Delay', 'TIMER')),
    b.struct('Pump1', 'Motor'),
    b.struct('Pumps', 'Motor', { '[2].Run': 1, '[2].Speed': 2.5, '[2].Delay.PRE': 500 }, 4),
    b.tag('Idx', 'DINT', 2),
    b.rung(b.xic('Pumps[Idx].Run'), b.ton('Pumps[2].Delay'), b.ote('Pump1.Run')),
    b.rung(b.xic('Pumps[2].Delay.DN'), b.add('Pumps[Idx].Speed', 1.5, 'Pump1.Speed')),
  );
  return { ...project, projectName: 'Pump structures' };
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript(QUIET_BANNERS);
});

test('a project with a UDT runs, and the ladder shows Pump1.Speed live after the ADD', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.locator('.workspace-toolbar')).toBeVisible({ timeout: 20_000 });
  await page.locator('.workspace-menu').getByText('File', { exact: true }).click();
  await page.getByLabel('Project file').setInputFiles({
    name: 'pumps.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(structProject())),
  });
  await expect(page.locator('.plc-ladder-rung')).toHaveCount(2, { timeout: 20_000 });
  const add = page.locator('[data-element-id="ins-5"]');
  await expect(add.locator('text')).toContainText(['ADD', 'Add', 'Source A', 'Pumps[Idx].Speed', '2.5']);
  await expect(add.locator('text')).toContainText(['Dest', 'Pump1.Speed', '0.0']);
  await expect(page.locator('[data-element-id="ins-1"] text').first()).toHaveText('Pumps[Idx].Run');

  await button(page, 'RUN').click();
  await expect(page.locator('.workspace-toolbar .plc-status')).toContainText('Program running...', {
    timeout: 15_000,
  });
  // After the 500 ms timer is done, the ADD writes 2.5 + 1.5 into Pump1.Speed.
  await expect(add.locator('text')).toContainText(['Dest', 'Pump1.Speed', '4.0'], { timeout: 15_000 });
  await page.screenshot({ path: '/work/screens/ladder-struct-1280.png' });
});

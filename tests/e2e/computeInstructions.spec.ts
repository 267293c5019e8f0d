import type { Page } from '@playwright/test';
import * as b from '../../compiler/src/reference/builders.ts';
import { QUIET_BANNERS } from './support/site.ts';
import { expect, test } from './support/test.ts';

/**
 * The compute instructions in the workspace (issue 25 item 1): a CPT is added from the toolset's Compute
 * tab with the mouse, its Dest picked and its Expression typed in the operand picker with the keyboard,
 * and, running, the ladder shows Dest's live value. Screenshot at 1280 px.
 */

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

function tagsOnly() {
  const project = b.project([b.tag('A', 'DINT', 6), b.tag('B', 'REAL', 2.5), b.tag('Result', 'REAL')]);
  return { ...project, projectName: 'Compute' };
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript(QUIET_BANNERS);
});

test('a CPT from the Compute tab computes A * B + 1.0 into Result, shown live while running', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.locator('.workspace-toolbar')).toBeVisible({ timeout: 20_000 });
  await page.locator('.workspace-menu').getByText('File', { exact: true }).click();
  await page.getByLabel('Project file').setInputFiles({
    name: 'compute.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(tagsOnly())),
  });
  await expect(page.getByRole('textbox', { name: 'Project name' })).toHaveValue('Compute', {
    timeout: 20_000,
  });

  await button(page, 'Add Rung').click();
  const compute = page.getByRole('tab', { name: 'Compute', exact: true });
  await compute.click();
  await expect(compute).toHaveAttribute('aria-selected', 'true');
  const panel = page.locator('.plc-toolsets__panel');
  await expect(panel.getByRole('button')).toHaveText([
    'CPT',
    'NEG',
    'ABS',
    'SQR',
    'SQRT',
    'AND',
    'OR',
    'XOR',
    'NOT',
    'CLR',
    'MVM',
    'BTD',
    'SCP',
  ]);
  await button(page, 'CPT').click();
  const selected = page.locator('.plc-ladder .plc-instruction[data-selected="true"]');
  await expect(selected).toHaveCount(1);
  const cpt = page.locator(`[data-element-id="${await selected.getAttribute('data-element-id')}"]`);
  await expect(cpt.locator('text')).toContainText(['CPT', 'Compute', 'Dest', '?', 'Expression', '?']);

  // The picker opens on Dest; Enter takes Result and moves on to the Expression, typed as text.
  await cpt.locator('[data-operand-slot="Dest"]').click();
  const picker = page.getByRole('dialog', { name: 'CPT operands' });
  const field = picker.getByRole('combobox');
  await field.fill('Result');
  await field.press('Enter');
  await expect(picker.getByText('CPT expression')).toBeVisible();
  await field.fill('A * B + 1.0');
  await field.press('Enter');
  await expect(picker).toBeHidden();
  await expect(page.getByRole('group', { name: 'Rung 0' })).toHaveAccessibleDescription(
    'CPT(Result,A * B + 1.0);',
  );

  await button(page, 'RUN').click();
  await expect(page.locator('.workspace-toolbar .plc-status')).toContainText('Program running...', {
    timeout: 15_000,
  });
  // 6 × 2.5 + 1.0 = 16.0, the REAL Dest's live value under its name.
  await expect(cpt.locator('text')).toContainText(['Dest', 'Result', '16.0'], { timeout: 15_000 });
  await page.screenshot({ path: '/work/screens/compute-cpt-1280.png' });
});

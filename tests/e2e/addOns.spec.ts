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

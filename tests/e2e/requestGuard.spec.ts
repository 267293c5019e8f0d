import { test } from './support/test.ts';

test.fail('a page that loads anything from another host fails its test', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await fetch('https://cdn.example.com/library.js').catch(() => undefined);
  });
});

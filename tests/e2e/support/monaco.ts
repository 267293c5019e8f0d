import { expect, type Page } from '@playwright/test';

/**
 * Types one line into the focused Monaco editor and a line break. Monaco opens its suggestion list a moment
 * after typing (quick suggestions are debounced, and later still on a loaded machine): an Escape sent before
 * the list opens closes nothing, and the Enter then accepts a suggestion instead of breaking the line (CI
 * saw `END_VARCount := …`). So wait for the list if it opens, close it, and only then press Enter.
 */
export async function typeLine(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
  await closeSuggestions(page);
  await page.keyboard.press('Enter');
}

/** Closes the suggestion list, waiting briefly for it to open first (it may not, e.g. after a `;`). */
export async function closeSuggestions(page: Page): Promise<void> {
  const list = page.locator('.monaco-editor .suggest-widget.visible');
  await list
    .first()
    .waitFor({ state: 'visible', timeout: 600 })
    .catch(() => undefined);
  await page.keyboard.press('Escape');
  await expect(list).toHaveCount(0);
}

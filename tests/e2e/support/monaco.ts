import type { Page } from '@playwright/test';

/** Types one line into the focused Monaco editor and a line break (Escape first, so Enter never accepts an open suggestion). */
export async function typeLine(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Enter');
}

import type { Locator } from '@playwright/test';
import { expect } from './test.ts';

/** How a spec presses things: with the mouse, or by touch. */
export type Press = 'click' | 'tap';

/** Clicks or taps `target`. */
export async function press(target: Locator, how: Press): Promise<void> {
  if (how === 'click') await target.click();
  else await target.tap();
}

/**
 * Clicks or taps a ladder wire. A horizontal SVG line has a box 0 px high, which Playwright calls
 * invisible: the action is forced, at the box's centre, where the wire's wide hit line is, once the
 * wire is scrolled into view.
 */
export async function pressWire(wire: Locator, how: Press): Promise<void> {
  await expect(wire).toHaveCount(1);
  // A forced action does not scroll a 0 px high box into view; a learner scrolls to the wire first.
  await wire.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  if (how === 'click') await wire.click({ force: true });
  else await wire.tap({ force: true });
  await expect(wire).toHaveAttribute('data-selected', 'true');
}

import { describe, expect, it } from 'vitest';
import { moveStep, placeCard, TOUR_STEPS } from './tourSteps.ts';

describe('the tour steps', () => {
  it('walks the toolbar, the toolsets, the picker, RUN, the IO tab and the Errors tab', () => {
    expect(TOUR_STEPS.map((step) => step.id)).toEqual([
      'toolbar',
      'toolsets',
      'picker',
      'run',
      'io',
      'errors',
    ]);
  });

  it('moves on with Next, back with Back (not before the first), and ends after the last', () => {
    expect(moveStep(0, 'next', 6)).toBe(1);
    expect(moveStep(4, 'next', 6)).toBe(5);
    expect(moveStep(5, 'next', 6)).toBeNull();
    expect(moveStep(3, 'back', 6)).toBe(2);
    expect(moveStep(0, 'back', 6)).toBe(0);
  });
});

describe('placeCard', () => {
  const card = { width: 300, height: 150 };
  const desktop = { width: 1280, height: 800 };

  it('puts the card below its target, lined up with its left edge', () => {
    expect(placeCard({ top: 64, left: 16, width: 650, height: 44 }, card, desktop)).toEqual({
      top: 64 + 44 + 12,
      left: 16,
    });
  });

  it('puts it above a target near the bottom, and keeps it inside the window', () => {
    expect(placeCard({ top: 770, left: 1200, width: 60, height: 30 }, card, desktop)).toEqual({
      top: 770 - 12 - 150,
      left: 1280 - 300 - 8,
    });
  });

  it('puts it at the bottom of the window when the target fills it, and in the middle without one', () => {
    const phone = { width: 375, height: 812 };
    expect(
      placeCard({ top: 100, left: 0, width: 375, height: 650 }, { width: 359, height: 200 }, phone),
    ).toEqual({
      top: 812 - 200 - 8,
      left: 8,
    });
    expect(placeCard(null, card, desktop)).toEqual({ top: 325, left: 490 });
  });
});

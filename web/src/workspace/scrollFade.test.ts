import { describe, expect, it } from 'vitest';
import { scrollFade, scrollFadeRef } from './scrollFade.ts';

const row = (scrollLeft: number, scrollWidth: number, clientWidth = 359) => ({
  scrollLeft,
  scrollWidth,
  clientWidth,
});

describe('scrollFade', () => {
  it('fades only the ends that hide more of the row', () => {
    expect(scrollFade(row(0, 359))).toBe('none');
    expect(scrollFade(row(0, 725))).toBe('end');
    expect(scrollFade(row(100, 725))).toBe('both');
    expect(scrollFade(row(366, 725))).toBe('start');
    // Fractional positions of a high-density screen count as the end.
    expect(scrollFade(row(365.5, 725))).toBe('start');
  });

  it('marks the row and follows its scrolling', () => {
    const element = document.createElement('div');
    Object.defineProperties(element, {
      scrollWidth: { value: 725 },
      clientWidth: { value: 359 },
    });
    const cleanup = scrollFadeRef(element);
    expect(element.dataset.scrollFade).toBe('end');
    element.scrollLeft = 366;
    element.dispatchEvent(new Event('scroll'));
    expect(element.dataset.scrollFade).toBe('start');
    cleanup?.();
    element.scrollLeft = 0;
    element.dispatchEvent(new Event('scroll'));
    expect(element.dataset.scrollFade).toBe('start');
  });
});

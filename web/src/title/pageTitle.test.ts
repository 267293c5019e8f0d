import { describe, expect, it } from 'vitest';
import { DEFAULT_TITLE, detailTitle, pageTitle } from './pageTitle.ts';

describe('page titles', () => {
  it('defaults to the product name', () => {
    expect(DEFAULT_TITLE).toBe('PLC IO Simulator');
  });

  it("titles a detail page '{section} | {name}' once the name is known", () => {
    expect(detailTitle('Projects', 'Garage door')).toBe('Projects | Garage door');
    expect(detailTitle('Shared', 'Tank fill')).toBe('Shared | Tank fill');
  });

  it("says 'Loading…' while the name is unknown or empty", () => {
    expect(detailTitle('Examples', undefined)).toBe('Loading…');
    expect(detailTitle('Problems', null)).toBe('Loading…');
    expect(detailTitle('Community', '')).toBe('Loading…');
  });

  it('titles other pages after the page and the product', () => {
    expect(pageTitle('Help')).toBe('Help | PLC IO Simulator');
  });
});

import { describe, expect, it } from 'vitest';
import { applyTheme, readTheme, saveTheme } from './theme.ts';

describe('theme', () => {
  it('is light until the visitor picks dark', () => {
    expect(readTheme()).toBe('light');
    localStorage.setItem('theme', 'purple');
    expect(readTheme()).toBe('light');
  });

  it('saves the choice and marks the root element', () => {
    saveTheme('dark');
    expect(readTheme()).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    applyTheme('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});

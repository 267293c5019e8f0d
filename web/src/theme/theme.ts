import { storage } from '../storage.ts';

export type Theme = 'light' | 'dark';

/** localStorage key holding the chosen theme. */
export const THEME_KEY = 'theme';

/** The saved theme; light when none was chosen. */
export function readTheme(): Theme {
  return storage.get(THEME_KEY) === 'dark' ? 'dark' : 'light';
}

/** Shows the page in `theme` (CSS reads `data-theme` on the root element). */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
}

/** Applies and remembers the theme. */
export function saveTheme(theme: Theme): void {
  storage.set(THEME_KEY, theme);
  applyTheme(theme);
}

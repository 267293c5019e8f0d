import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The problems list's difficulty badges (spec 000 §2: easy green, medium amber, hard red) against WCAG 2.x
 * AA: their 0.8rem (12.8 px) semibold text is not "large", so it needs a contrast ratio of at least 4.5:1.
 * The colours are read from the stylesheets the page uses, with theme variables resolved for the light
 * (:root) and the dark (:root[data-theme='dark']) theme, so a change to either file is checked.
 */

// Read from disk: Vitest hands CSS imports (`?raw` included) over empty.
const here = dirname(fileURLToPath(import.meta.url));
const listsCss = readFileSync(join(here, 'lists.css'), 'utf8');
const globalCss = readFileSync(join(here, '../styles/global.css'), 'utf8');

interface Rule {
  selectors: string[];
  declarations: Map<string, string>;
}

/** The top-level style rules of a stylesheet (rules inside @media and other at-rules are left out). */
function topLevelRules(css: string): Rule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: Rule[] = [];
  const pattern = /([^{}]+)\{([^{}]*)\}/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const before = text.slice(0, match.index);
    const depth = (before.match(/\{/g)?.length ?? 0) - (before.match(/\}/g)?.length ?? 0);
    const prelude = (match[1] ?? '').trim();
    if (depth !== 0 || prelude.startsWith('@')) continue;
    const declarations = new Map<string, string>();
    for (const declaration of (match[2] ?? '').split(';')) {
      const colon = declaration.indexOf(':');
      if (colon < 0) continue;
      declarations.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim());
    }
    rules.push({ selectors: prelude.split(',').map((s) => s.replace(/\s+/g, ' ').trim()), declarations });
  }
  return rules;
}

type Theme = 'light' | 'dark';
const DARK = ":root[data-theme='dark']";

/** Whether `selector` applies to a badge with class `className` in `theme`. */
function appliesTo(selector: string, className: string, theme: Theme): boolean {
  const darkOnly = /\[data-theme=['"]?dark['"]?\]/.test(selector);
  if (darkOnly && theme === 'light') return false;
  const last = selector.split(' ').at(-1) ?? '';
  return last.split(/(?=\.)/).includes(`.${className}`);
}

/** The custom properties of `theme`: :root's, then (dark) the dark theme's over them. */
function themeVariables(theme: Theme): Map<string, string> {
  const variables = new Map<string, string>();
  for (const rule of topLevelRules(globalCss)) {
    const isRoot = rule.selectors.includes(':root');
    const isDark = rule.selectors.some((s) => s.replace(/"/g, "'") === DARK);
    if (!isRoot && !(isDark && theme === 'dark')) continue;
    for (const [name, value] of rule.declarations) if (name.startsWith('--')) variables.set(name, value);
  }
  return variables;
}

/** A declared colour with var() references resolved, e.g. `var(--danger)` → `#c62828`. */
function resolve(value: string, variables: Map<string, string>): string {
  return value.replace(/var\((--[\w-]+)(?:,\s*([^)]+))?\)/g, (_, name: string, fallback?: string) => {
    const found = variables.get(name) ?? fallback;
    if (found === undefined) throw new Error(`undefined variable ${name}`);
    return resolve(found, variables);
  });
}

/** The text and background colours a badge of `difficulty` gets in `theme`, from the stylesheets. */
function badgeColours(difficulty: string, theme: Theme): { text: string; background: string } {
  const variables = themeVariables(theme);
  let text: string | undefined;
  let background: string | undefined;
  for (const className of ['difficulty-badge', `difficulty-${difficulty}`]) {
    for (const rule of topLevelRules(listsCss)) {
      if (!rule.selectors.some((s) => appliesTo(s, className, theme))) continue;
      text = rule.declarations.get('color') ?? text;
      background =
        rule.declarations.get('background-color') ?? rule.declarations.get('background') ?? background;
    }
  }
  // Without a colour of its own the badge inherits the page text colour.
  const textValue = resolve(text ?? 'var(--text)', variables);
  if (background === undefined) throw new Error(`no background for ${difficulty}`);
  return { text: textValue, background: resolve(background, variables) };
}

/** [r, g, b] in 0–255 from #rgb, #rrggbb or a named white/black. */
function rgb(colour: string): [number, number, number] {
  const value = colour.trim().toLowerCase();
  if (value === 'white') return [255, 255, 255];
  if (value === 'black') return [0, 0, 0];
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(value);
  if (short) return [1, 2, 3].map((i) => parseInt(`${short[i]}${short[i]}`, 16)) as [number, number, number];
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(value);
  if (long) return [1, 2, 3].map((i) => parseInt(long[i] ?? '', 16)) as [number, number, number];
  throw new Error(`not a plain opaque colour: ${colour}`);
}

/** WCAG 2.x relative luminance. */
function luminance(colour: string): number {
  const [r, g, b] = rgb(colour).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio, 1 to 21. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('difficulty badge contrast (WCAG AA)', () => {
  it('computes ratios as WCAG defines them', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#777', '#fff')).toBeCloseTo(4.48, 2);
    // The colours the badges had before: below AA.
    expect(contrast('#fff', '#1a8f3c')).toBeLessThan(4.5);
    expect(contrast('#fff', '#b7791f')).toBeLessThan(4.5);
  });

  for (const theme of ['light', 'dark'] as const) {
    for (const difficulty of ['easy', 'medium', 'hard']) {
      it(`${difficulty} has at least 4.5:1 in the ${theme} theme`, () => {
        const { text, background } = badgeColours(difficulty, theme);
        expect(contrast(text, background), `${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
      });
    }
  }
});

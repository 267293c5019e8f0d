/**
 * The option vocabulary every embed shares (the React props, the `<plc-simulator>` attributes and the
 * `/embed/…` query string): `src`, `mode`, `autoRun`, `panels`, `theme`, `height`.
 */
export const PANELS = ['scene', 'ladder', 'st', 'io', 'tags', 'trend'] as const;
export type PanelName = (typeof PANELS)[number];
export const DEFAULT_PANELS: readonly PanelName[] = ['scene', 'ladder', 'io'];

/** 'run' (run controls), 'view' (drawing only) or 'edit' (run controls and the ladder editor). */
export type SimulatorMode = 'view' | 'run' | 'edit';
export type SimulatorTheme = 'light' | 'dark';
/**
 * 'auto': as tall as the content (the iframe page also reports its height to the parent page,
 * ./heightMessage.ts); a number: pixels; any other CSS length: that height, the widget scrolls inside.
 */
export type SimulatorHeight = number | string;

export interface EmbedOptions {
  src?: string;
  mode: SimulatorMode;
  autoRun: boolean;
  panels: readonly PanelName[];
  theme: SimulatorTheme;
  height?: SimulatorHeight;
}

export const isPanel = (name: string): name is PanelName => (PANELS as readonly string[]).includes(name);

/** `scene,io` → ['scene', 'io'], unknown names reported to `unknown`; empty → the defaults. */
export function parsePanels(text: string | null | undefined, unknown?: (name: string) => void): PanelName[] {
  const names = (text ?? '')
    .split(',')
    .map((n) => n.trim().toLowerCase())
    .filter((n) => n !== '');
  const panels: PanelName[] = [];
  for (const name of names) {
    if (isPanel(name)) {
      if (!panels.includes(name)) panels.push(name);
    } else unknown?.(name);
  }
  return panels.length > 0 ? panels : [...DEFAULT_PANELS];
}

/** An attribute or query flag: present and not 'false' or '0' means true. */
export function parseFlag(text: string | null | undefined): boolean {
  if (text === null || text === undefined) return false;
  const value = text.trim().toLowerCase();
  return value !== 'false' && value !== '0';
}

/** `auto` (any case) → 'auto', digits → pixels, another CSS length as given; empty → none. */
export function parseHeight(text: string | null | undefined): SimulatorHeight | undefined {
  const value = (text ?? '').trim();
  if (value === '') return undefined;
  if (value.toLowerCase() === 'auto') return 'auto';
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** Options from a query string or attribute getter (`get('autoRun')`, …). */
export function parseEmbedOptions(get: (name: string) => string | null): EmbedOptions {
  const mode = get('mode');
  const theme = get('theme');
  const height = parseHeight(get('height'));
  const src = get('src');
  return {
    ...(src ? { src } : {}),
    mode: mode === 'view' || mode === 'edit' ? mode : 'run',
    autoRun: parseFlag(get('autoRun') ?? get('autorun')),
    panels: parsePanels(get('panels')),
    theme: theme === 'dark' ? 'dark' : 'light',
    ...(height === undefined ? {} : { height }),
  };
}

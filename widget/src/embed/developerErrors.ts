/**
 * Numbered errors for embedders who misuse `<PlcSimulator>` (xyflow style): each names what to fix
 * and the section of docs/embedding.md that explains it. Logged once per message with console.error.
 */
export const DEVELOPER_ERRORS = {
  error001: () => '<PlcSimulator> got both `project` and `src`: pass one of them.',
  error002: () => '<PlcSimulator> needs a `project` (a project document) or a `src` (a URL or an id).',
  error003: (panel: string) =>
    `<PlcSimulator> does not know the panel "${panel}": use scene, ladder, st, io, tags or trend.`,
  error004: (mode: string) => `<PlcSimulator> does not know the mode "${mode}": use "view", "run" or "edit".`,
  error005: (theme: string) => `<PlcSimulator> does not know the theme "${theme}": use "light" or "dark".`,
} as const;

export type DeveloperErrorCode = keyof typeof DEVELOPER_ERRORS;

const logged = new Set<string>();

/** The full message: `[PLC IO Simulator error001] … See docs/embedding.md#error001.` */
export function developerMessage(code: DeveloperErrorCode, detail: string): string {
  return `[PLC IO Simulator ${code}] ${detail} See docs/embedding.md#${code}.`;
}

/** Logs a developer error once (React may render twice). */
export function reportDeveloperError(code: DeveloperErrorCode, detail: string): void {
  const message = developerMessage(code, detail);
  if (logged.has(message)) return;
  logged.add(message);
  console.error(message);
}

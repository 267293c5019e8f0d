import { readFile, writeFile } from 'node:fs/promises';
import type { Diagnostic } from '@plcsim/compiler';

/** Where a command writes; tests pass their own to capture the output. */
export interface Output {
  out(text: string): void;
  err(text: string): void;
}

export const consoleOutput: Output = {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
};

/** Exit codes: 0 success, 1 a sequence step failed, 2 bad input (usage, file, compile, precheck). */
export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_ERROR = 2;

/** Reads a text file, or explains why it cannot. */
export async function readText(path: string): Promise<{ text: string } | { error: string }> {
  try {
    return { text: await readFile(path, 'utf8') };
  } catch (error) {
    return { error: `Cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}` };
  }
}

export async function writeText(path: string, text: string): Promise<string | null> {
  try {
    await writeFile(path, text);
    return null;
  } catch (error) {
    return `Cannot write ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`;
  }
}

/** `rung N: message` for ladder, `line:col: message` for Structured Text. */
export function formatDiagnostic(d: Diagnostic): string {
  const prefix =
    d.line !== undefined ? `${d.line}:${d.col ?? 1}: ` : d.rung !== undefined ? `rung ${d.rung}: ` : '';
  return `${prefix}${d.severity === 'warning' ? 'warning: ' : ''}${d.message}`;
}

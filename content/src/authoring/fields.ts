/** Typed reads of front-matter values, each failing with the line of its key. */
import { ContentError } from './diagnostics.ts';
import type { FrontMatterFile } from './frontMatter.ts';

const KNOWN = (allowed: readonly string[]) => allowed.map((key) => `"${key}"`).join(', ');

/** Fails on a key the file kind does not know (a typo would otherwise be silently ignored). */
export function onlyKeys(file: FrontMatterFile, allowed: readonly string[]): void {
  for (const key of Object.keys(file.data)) {
    if (!allowed.includes(key))
      throw new ContentError(
        file.lines[key] ?? 2,
        `unknown front matter key "${key}" (known: ${KNOWN(allowed)})`,
      );
  }
}

export function lineOf(file: FrontMatterFile, key: string): number {
  return file.lines[key] ?? 2;
}

export function requiredString(file: FrontMatterFile, key: string): string {
  const value = file.data[key];
  if (value === undefined || value === null) throw new ContentError(2, `the front matter needs "${key}"`);
  if (typeof value !== 'string' || value.trim() === '')
    throw new ContentError(lineOf(file, key), `"${key}" must be text`);
  return value.trim();
}

export function requiredInteger(file: FrontMatterFile, key: string, min: number, max: number): number {
  const value = file.data[key];
  if (value === undefined || value === null) throw new ContentError(2, `the front matter needs "${key}"`);
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    throw new ContentError(lineOf(file, key), `"${key}" must be a whole number from ${min} to ${max}`);
  return value;
}

export function oneOf<T extends string>(file: FrontMatterFile, key: string, choices: readonly T[]): T {
  const value = requiredString(file, key);
  const found = choices.find((choice) => choice === value);
  if (!found)
    throw new ContentError(
      lineOf(file, key),
      `"${key}" must be one of ${choices.join(', ')}, not "${value}"`,
    );
  return found;
}

/** An ISO date-time (YAML may read an unquoted one as a Date), or `fallback` when the key is absent. */
export function optionalDateTime(file: FrontMatterFile, key: string, fallback: string): string {
  const value = file.data[key];
  if (value === undefined || value === null) return fallback;
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime()))
    throw new ContentError(
      lineOf(file, key),
      `"${key}" must be a date and time such as 2025-04-01T09:00:00.000Z`,
    );
  return date.toISOString();
}

/** A mapping of names to numbers (sceneVars), empty when absent. */
export function numberMap(file: FrontMatterFile, key: string): Record<string, number> {
  const value = file.data[key];
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw new ContentError(lineOf(file, key), `"${key}" must be a mapping such as { level: 50 }`);
  const out: Record<string, number> = {};
  for (const [name, n] of Object.entries(value)) {
    if (typeof n !== 'number') throw new ContentError(lineOf(file, key), `"${key}.${name}" must be a number`);
    out[name] = n;
  }
  return out;
}

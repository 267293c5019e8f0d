/**
 * File names of the project export ("Download my projects"): one `<project name>.json` per project,
 * safe on Windows, macOS and Linux, and never two alike (case-insensitive file systems included).
 */

/** Characters no file name may hold on one of the systems (and control characters). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must go.
const UNSAFE = /[<>:"/\\|?*\u0000-\u001f\u007f]/g;
/** Names Windows reserves for devices, with or without an extension. */
const RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;
/** Long enough for any project name (at most 100 characters), short enough for every system. */
const MAX_BASE_LENGTH = 100;

export const UNTITLED = 'Untitled project';

/** `name` as a file's base name: unsafe characters become '_', spaces are tidied, never empty. */
export function safeBaseName(name: string): string {
  let base = name.normalize('NFC').replace(/\s+/g, ' ').replace(UNSAFE, '_').trim();
  // Windows drops trailing dots and spaces; a leading dot hides the file elsewhere.
  base = base.replace(/^[.\s]+|[.\s]+$/g, '');
  base = Array.from(base).slice(0, MAX_BASE_LENGTH).join('').trim();
  if (base === '') return UNTITLED;
  if (RESERVED.test(base)) return `${base}_`;
  return base;
}

/**
 * One file name per project name, in order: `Name.json`, and for a name already taken
 * `Name (2).json`, `Name (3).json`… (compared ignoring case, as Windows and macOS do).
 */
export function exportFileNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const base = safeBaseName(name);
    let candidate = `${base}.json`;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${base} (${n}).json`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/** The zip's own name: `plc-projects-<username>-<YYYY-MM-DD>.zip`. */
export function exportZipName(username: string, now: Date): string {
  return `plc-projects-${safeBaseName(username)}-${now.toISOString().slice(0, 10)}.zip`;
}

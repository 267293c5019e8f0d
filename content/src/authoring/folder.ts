/** A content folder: its number and id from its name, its files by name, each read once. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ContentError, type ContentDiagnostic } from './diagnostics.ts';

export interface ContentFolder {
  /** Path relative to the repository root, for messages: content/problems/26-hand-signal. */
  path: string;
  number: number;
  id: string;
  files: Map<string, string>;
}

export const repositoryRoot = new URL('../../../', import.meta.url).pathname;

/** The folder at `dir`, refusing a badly named folder or a file the kind does not know. */
export function readFolder(dir: string, known: readonly string[]): ContentFolder {
  // Inside the repository, paths read from its root (content/problems/…); elsewhere, as given.
  const inside = relative(repositoryRoot, dir);
  const path = inside === '' || inside.startsWith('..') ? dir : inside;
  const name = dir.replace(/\/+$/, '').split('/').pop() ?? '';
  const match = /^(\d{2,})-([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(name);
  if (!match)
    throw new FolderError(
      path,
      'the folder name must be its number and id, such as 26-hand-signal (lower case, digits, dashes)',
    );
  const files = new Map<string, string>();
  for (const file of readdirSync(dir).sort()) {
    if (!known.includes(file))
      throw new FolderError(`${path}/${file}`, `unknown file (a folder holds ${known.join(', ')})`);
    if (statSync(join(dir, file)).isFile()) files.set(file, readFileSync(join(dir, file), 'utf8'));
  }
  return { path, number: Number(match[1]), id: match[2] ?? '', files };
}

/** A fault of a whole folder or file (line 1). */
export class FolderError extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(message);
  }
}

/** Runs `read` on one file of `folder`, turning its ContentError into a diagnostic of that file. */
export function inFile<T>(folder: ContentFolder, file: string, read: (text: string) => T): T {
  const text = folder.files.get(file);
  if (text === undefined) throw new FolderError(`${folder.path}/${file}`, 'missing');
  try {
    return read(text);
  } catch (error) {
    if (error instanceof ContentError)
      throw new FileError({ file: `${folder.path}/${file}`, line: error.line, message: error.message });
    throw error;
  }
}

/** A located fault on its way out of a reader. */
export class FileError extends Error {
  constructor(readonly diagnostic: ContentDiagnostic) {
    super(diagnostic.message);
  }
}

/** The diagnostic of anything a reader threw (a bug shows as a diagnostic too, never a crash). */
export function diagnosticOf(error: unknown, fallbackFile: string): ContentDiagnostic {
  if (error instanceof FileError) return error.diagnostic;
  if (error instanceof FolderError) return { file: error.file, line: 1, message: error.message };
  return { file: fallbackFile, line: 1, message: error instanceof Error ? error.message : String(error) };
}

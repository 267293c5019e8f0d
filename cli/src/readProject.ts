import type { Project } from '@plcsim/compiler';
import { parseProjectDocument } from '@plcsim/compiler/document';
import { readText } from './io.ts';

/** Reads and validates a stored-project JSON file. */
export async function readProject(path: string): Promise<{ project: Project } | { errors: string[] }> {
  const file = await readText(path);
  if ('error' in file) return { errors: [file.error] };
  let json: unknown;
  try {
    json = JSON.parse(file.text);
  } catch (error) {
    return { errors: [`${path} is not valid JSON: ${(error as Error).message}`] };
  }
  const { project, errors } = parseProjectDocument(json);
  return project ? { project } : { errors: errors.map((e) => `${path}: ${e}`) };
}

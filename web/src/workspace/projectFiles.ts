/**
 * Moving a program in and out of the site as files: the project document as JSON (what `plcsim` and a
 * teacher's `plcsim grade` read), the ladder as Rockwell neutral text, and the tags and rungs as a
 * Studio 5000 L5X file for a real controller.
 */
import { exportNeutralProgram, type Project } from '@plcsim/compiler';
import { parseProjectDocument } from '@plcsim/compiler/document';

/** A file to offer for download. */
export interface DownloadFile {
  name: string;
  type: string;
  text: string;
  /** Things the learner should know about the export (L5X). */
  warnings: string[];
}

/** A file name from a project name: letters, digits, '-' and '_' kept, the rest '-'. */
export function fileBaseName(projectName: string): string {
  const base = projectName
    .trim()
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return base === '' ? 'project' : base.slice(0, 80);
}

/** The project document as pretty JSON, without the ids of where it came from. */
export function projectJsonFile(project: Project): DownloadFile {
  return {
    name: `${fileBaseName(project.projectName)}.json`,
    type: 'application/json',
    text: `${JSON.stringify(project, null, 2)}\n`,
    warnings: [],
  };
}

/** The ladder as neutral text, one rung per line. */
export function neutralTextFile(project: Project): DownloadFile {
  return {
    name: `${fileBaseName(project.projectName)}.txt`,
    type: 'text/plain',
    text: exportNeutralProgram(project),
    warnings: [],
  };
}

/**
 * The tags and routines as Studio 5000 L5X. The exporter (with the ST declarations parser it needs)
 * loads on the first export, not with the workspace.
 */
export async function l5xFile(project: Project): Promise<DownloadFile> {
  const { exportL5x } = await import('@plcsim/compiler/l5x');
  const { xml, warnings } = exportL5x(project);
  return { name: `${fileBaseName(project.projectName)}.L5X`, type: 'application/xml', text: xml, warnings };
}

/** Largest project file read (the API's item limit is 400 KB; a bigger file is not a project). */
export const MAX_PROJECT_FILE = 2_000_000;

/** The project in a chosen file's text, or the reason it cannot be opened. */
export function readProjectFile(text: string): { project: Project } | { error: string } {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    return { error: 'This file is not a project: it is not valid JSON.' };
  }
  const { project, errors } = parseProjectDocument(document);
  if (!project) return { error: `This file is not a project: ${errors.slice(0, 3).join('; ')}.` };
  return { project };
}

/** Offers `file` as a download in the browser. */
export function download(file: DownloadFile): void {
  const url = URL.createObjectURL(new Blob([file.text], { type: file.type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

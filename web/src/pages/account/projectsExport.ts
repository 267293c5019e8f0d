/**
 * "Download my projects": every saved project as its own JSON file in a zip, made in the browser.
 * The list (GET /projects, every page: api/projects.ts) gives the ids; each whole project comes from GET /projects/{id}; fflate
 * (~8 KB) is loaded only when the learner asks for the zip.
 */
import { apiRequest } from '../../api/http.ts';
import { fetchProjects } from '../../api/projects.ts';
import { exportFileNames } from './exportNames.ts';

/** Projects fetched at the same time. */
const PARALLEL = 4;

type Fetcher = <T>(path: string, signal?: AbortSignal) => Promise<T>;
const fetchJson: Fetcher = (path, signal) => apiRequest(path, { signal });

/** The ids of all the user's saved projects, every page of GET /projects (api/projects.ts). */
async function savedProjectIds(signal?: AbortSignal): Promise<string[]> {
  return (await fetchProjects(signal)).map((project) => project.project_id);
}

/** One whole saved project, as GET /projects/{id} answers it. */
async function fetchProject(id: string, signal: AbortSignal | undefined, get: Fetcher) {
  const answer = await get<{ project?: Record<string, unknown> }>(
    `/projects/${encodeURIComponent(id)}`,
    signal,
  );
  if (!answer.project) throw new Error(`The server did not return project ${id}.`);
  return answer.project;
}

/** Every saved project in full, in the list's order; `onProgress(done, total)` after each. */
export async function fetchAllProjects(
  options: {
    signal?: AbortSignal;
    onProgress?: (done: number, total: number) => void;
    /** The ids to fetch; by default every saved project's. */
    listIds?: (signal?: AbortSignal) => Promise<string[]>;
    get?: Fetcher;
  } = {},
): Promise<Record<string, unknown>[]> {
  const get = options.get ?? fetchJson;
  const ids = await (options.listIds ?? savedProjectIds)(options.signal);
  const projects: Record<string, unknown>[] = new Array(ids.length);
  let next = 0;
  let done = 0;
  options.onProgress?.(0, ids.length);
  const worker = async () => {
    while (next < ids.length) {
      const index = next++;
      projects[index] = await fetchProject(ids[index] as string, options.signal, get);
      options.onProgress?.(++done, ids.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, ids.length) }, worker));
  return projects;
}

/** The zip of `projects`: one pretty-printed JSON file each, named by project name (exportNames.ts). */
export async function projectsZip(projects: readonly Record<string, unknown>[]): Promise<Uint8Array> {
  const { strToU8, zipSync } = await import('fflate');
  const names = exportFileNames(
    projects.map((project) => (typeof project.projectName === 'string' ? project.projectName : '')),
  );
  const files: Record<string, Uint8Array> = {};
  projects.forEach((project, index) => {
    files[names[index] as string] = strToU8(`${JSON.stringify(project, null, 2)}\n`);
  });
  return zipSync(files, { level: 6 });
}

/** Lets the browser save `bytes` as `fileName`. */
export function saveFile(bytes: Uint8Array, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

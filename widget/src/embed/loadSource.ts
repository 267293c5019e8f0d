import type { Project } from '@plcsim/compiler';

/** Where `src` points: an example, problem or share of the site's API, or a project JSON file. */
export type SourceTarget =
  { kind: 'example' | 'problem' | 'share'; id: string; url: string } | { kind: 'file'; url: string };

const ROUTES = [
  { pattern: /^\/?examples\/([^/?#]+)\/?$/, kind: 'example', path: 'examples', field: 'example' },
  { pattern: /^\/?problems\/([^/?#]+)\/?$/, kind: 'problem', path: 'problems', field: 'problem' },
  { pattern: /^\/?share\/([^/?#]+)\/?$/, kind: 'share', path: 'shared', field: 'project' },
] as const;

/**
 * `examples/3`, `problems/first-lamp`, `share/<id>` (with or without a leading slash) read the site's
 * API at `apiBase`; anything else is the URL of a project JSON file.
 */
export function sourceTarget(src: string, apiBase: string): SourceTarget {
  const base = apiBase.replace(/\/+$/, '');
  for (const route of ROUTES) {
    const match = route.pattern.exec(src.trim());
    if (match?.[1]) {
      const id = decodeURIComponent(match[1]);
      return { kind: route.kind, id, url: `${base}/${route.path}/${encodeURIComponent(id)}` };
    }
  }
  return { kind: 'file', url: src.trim() };
}

/** The project document inside an API answer (`{ example }`, `{ problem }`, `{ project }`) or a file. */
function documentOf(target: SourceTarget, body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return body;
  const record = body as Record<string, unknown>;
  if (target.kind === 'example') return record.example;
  if (target.kind === 'problem') return record.problem;
  if (target.kind === 'share') return record.project;
  return 'project' in record && typeof record.project === 'object' ? record.project : body;
}

const NOT_FOUND: Record<SourceTarget['kind'], string> = {
  example: 'Example not found.',
  problem: 'Problem not found.',
  share: 'Shared project not found.',
  file: 'Project not found.',
};

/** Fetches and checks a project; rejects with a message a learner can read. */
export async function loadSource(
  src: string,
  apiBase: string,
  fetcher: typeof fetch = fetch,
): Promise<Project> {
  const target = sourceTarget(src, apiBase);
  let response: Response;
  try {
    response = await fetcher(target.url, { headers: { accept: 'application/json' } });
  } catch {
    throw new Error('The simulator could not reach the server. Check your connection and reload.');
  }
  if (response.status === 404) throw new Error(NOT_FOUND[target.kind]);
  if (!response.ok) throw new Error(`The project could not be loaded (HTTP ${response.status}).`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new Error('The project file is not valid JSON.');
  }
  // The schema's validator loads with the first `src`: a page that passes `project` never needs it.
  const { parseProjectDocument } = await import('@plcsim/compiler/document');
  const { project, errors } = parseProjectDocument(documentOf(target, body));
  if (!project) throw new Error(`The project is not valid: ${errors.slice(0, 3).join('; ')}.`);
  return project;
}

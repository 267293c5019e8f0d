import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as HttpModule from './http.ts';

const http = vi.hoisted(() => ({ apiRequest: vi.fn() }));
vi.mock('./http.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof HttpModule>()),
  apiRequest: http.apiRequest,
}));

const { fetchProjects, saveProject } = await import('./projects.ts');

const row = (id: string) => ({
  project_id: id,
  projectName: id,
  scene: 'EMPTY',
  tagMap: {},
  instructionMap: {},
});

afterEach(() => http.apiRequest.mockReset());

describe('fetchProjects', () => {
  it('follows lastEvaluatedKey through every page of GET /projects', async () => {
    http.apiRequest
      .mockResolvedValueOnce({ projects: [row('a'), row('b')], lastEvaluatedKey: 'k1' })
      .mockResolvedValueOnce({ projects: [row('c')], lastEvaluatedKey: 'k/2' })
      .mockResolvedValueOnce({ projects: [], lastEvaluatedKey: 'k3' })
      .mockResolvedValueOnce({ projects: [row('d')], lastEvaluatedKey: null });
    const projects = await fetchProjects();
    expect(projects.map((p) => p.project_id)).toEqual(['a', 'b', 'c', 'd']);
    expect(http.apiRequest.mock.calls.map(([path]) => path as string)).toEqual([
      '/projects?limit=100',
      '/projects?limit=100&cursor=k1',
      '/projects?limit=100&cursor=k%2F2',
      '/projects?limit=100&cursor=k3',
    ]);
  });

  it("names a failed page as 'Failed to fetch projects: …'", async () => {
    http.apiRequest
      .mockResolvedValueOnce({ projects: [row('a')], lastEvaluatedKey: 'k1' })
      .mockRejectedValueOnce(new Error('503 Service Unavailable'));
    await expect(fetchProjects()).rejects.toThrow('Failed to fetch projects: 503 Service Unavailable');
  });
});

describe('saveProject', () => {
  it('sends the version the edits are based on, never the loaded document own id or version', async () => {
    http.apiRequest.mockResolvedValue({ project: { project_id: 'p', version: 4 } });
    const loaded = { projectName: 'P', project_id: 'old', version: 2, shared: 'true' };
    expect(await saveProject('p', loaded, 3)).toMatchObject({ project_id: 'p', version: 4 });
    expect(http.apiRequest).toHaveBeenCalledWith('/projects/p', {
      method: 'POST',
      body: { projectName: 'P', shared: 'true', projectId: 'p', version: 3 },
    });
  });

  it('creates without a version (a copy of a loaded project too)', async () => {
    http.apiRequest.mockResolvedValue({ project: { project_id: 'copy', version: 1 } });
    await saveProject('copy', { projectName: 'P', project_id: 'old', version: 7 }, null);
    expect(http.apiRequest).toHaveBeenCalledWith('/projects/copy', {
      method: 'POST',
      body: { projectName: 'P', projectId: 'copy' },
    });
  });
});

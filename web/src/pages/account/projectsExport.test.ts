import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { fetchAllProjects, projectsZip } from './projectsExport.ts';

/** A fake API: answers by path, records the paths asked. */
function fakeApi(answers: Record<string, unknown>) {
  const asked: string[] = [];
  const get = async <T>(path: string): Promise<T> => {
    asked.push(path);
    if (!(path in answers)) throw new Error(`unexpected ${path}`);
    return answers[path] as T;
  };
  return { get, asked };
}

describe('projectsZip', () => {
  it('zips each whole project (fetched one by one) as JSON that parses back, one file per project', async () => {
    const tank = { project_id: 'p1', projectName: 'Tank', rungs: [{ id: 1 }] };
    const tank2 = { project_id: 'p2', projectName: 'Tank', rungs: [] };
    const api = fakeApi({
      '/projects/p1': { project: tank },
      '/projects/p2': { project: tank2 },
    });
    const progress: string[] = [];
    const projects = await fetchAllProjects({
      listIds: async () => ['p1', 'p2'],
      get: api.get,
      onProgress: (d, t) => progress.push(`${d}/${t}`),
    });
    expect(progress).toEqual(['0/2', '1/2', '2/2']);
    const files = unzipSync(await projectsZip(projects));
    expect(Object.keys(files)).toEqual(['Tank.json', 'Tank (2).json']);
    expect(JSON.parse(strFromU8(files['Tank.json'] as Uint8Array))).toEqual(tank);
    expect(JSON.parse(strFromU8(files['Tank (2).json'] as Uint8Array))).toEqual(tank2);
  });

  it('makes an empty zip when there are no projects', async () => {
    const projects = await fetchAllProjects({ listIds: async () => [], get: fakeApi({}).get });
    expect(Object.keys(unzipSync(await projectsZip(projects)))).toEqual([]);
  });
});

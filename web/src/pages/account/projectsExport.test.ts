import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { fetchAllProjects, listProjectIds, nextPageQuery, projectsZip } from './projectsExport.ts';

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

describe('listProjectIds', () => {
  it("reads today's answer, { projects } on one page", async () => {
    const api = fakeApi({ '/projects': { projects: [{ project_id: 'a' }, { project_id: 'b' }] } });
    expect(await listProjectIds(undefined, api.get)).toEqual(['a', 'b']);
    expect(api.asked).toEqual(['/projects']);
  });

  it('follows a paged answer, { items, nextToken }, to its last page', async () => {
    const api = fakeApi({
      '/projects': { items: [{ project_id: 'a' }], nextToken: 't/1' },
      '/projects?nextToken=t%2F1': { items: [{ project_id: 'b' }], nextToken: 't2' },
      '/projects?nextToken=t2': { items: [{ project_id: 'c' }], nextToken: null },
    });
    expect(await listProjectIds(undefined, api.get)).toEqual(['a', 'b', 'c']);
  });

  it('follows a cursor like the community list (lastEvaluatedKey → cursor=…), and stops on a repeated one', async () => {
    const api = fakeApi({
      '/projects': { projects: [{ project_id: 'a' }], lastEvaluatedKey: 'k1' },
      '/projects?cursor=k1': { projects: [{ project_id: 'b' }], lastEvaluatedKey: 'k1' },
    });
    expect(await listProjectIds(undefined, api.get)).toEqual(['a', 'b']);
    expect(api.asked).toEqual(['/projects', '/projects?cursor=k1']);
  });

  it('has no next page without a token', () => {
    expect(nextPageQuery({ projects: [] })).toBeNull();
    expect(nextPageQuery({ items: [], nextToken: '' })).toBeNull();
  });
});

describe('projectsZip', () => {
  it('zips each whole project (fetched one by one) as JSON that parses back, one file per project', async () => {
    const tank = { project_id: 'p1', projectName: 'Tank', rungs: [{ id: 1 }] };
    const tank2 = { project_id: 'p2', projectName: 'Tank', rungs: [] };
    const api = fakeApi({
      '/projects': { projects: [{ project_id: 'p1' }, { project_id: 'p2' }] },
      '/projects/p1': { project: tank },
      '/projects/p2': { project: tank2 },
    });
    const progress: string[] = [];
    const projects = await fetchAllProjects({
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
    const projects = await fetchAllProjects({ get: fakeApi({ '/projects': { projects: [] } }).get });
    expect(Object.keys(unzipSync(await projectsZip(projects)))).toEqual([]);
  });
});

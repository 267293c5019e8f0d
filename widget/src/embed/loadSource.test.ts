import { createEmptyProject } from '@plcsim/compiler';
import { describe, expect, it } from 'vitest';
import { loadSource, sourceTarget } from './loadSource.ts';

const answer = (status: number, body: unknown): typeof fetch =>
  (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;

describe('sourceTarget', () => {
  it('maps site ids to API routes and anything else to a file URL', () => {
    expect(sourceTarget('examples/3', '/api/')).toEqual({ kind: 'example', id: '3', url: '/api/examples/3' });
    expect(sourceTarget('/problems/first-lamp/', 'https://api.example')).toEqual({
      kind: 'problem',
      id: 'first-lamp',
      url: 'https://api.example/problems/first-lamp',
    });
    expect(sourceTarget('share/a b', '/api').url).toBe('/api/shared/a%20b');
    expect(sourceTarget('https://course.example/lamp.json', '/api')).toEqual({
      kind: 'file',
      url: 'https://course.example/lamp.json',
    });
  });
});

describe('loadSource', () => {
  it('reads the project out of an API answer and checks it', async () => {
    const project = createEmptyProject('Lamp');
    const loaded = await loadSource('examples/1', '/api', answer(200, { example: project, adjacent: {} }));
    expect(loaded.projectName).toBe('Lamp');
    const file = await loadSource('/lamp.json', '/api', answer(200, project));
    expect(file.projectName).toBe('Lamp');
  });

  it('says what went wrong in words a learner can read', async () => {
    await expect(loadSource('share/x', '/api', answer(404, { message: 'no' }))).rejects.toThrow(
      'Shared project not found.',
    );
    await expect(loadSource('/p.json', '/api', answer(500, {}))).rejects.toThrow(
      'The project could not be loaded (HTTP 500).',
    );
    await expect(loadSource('/p.json', '/api', answer(200, { tagMap: 5 }))).rejects.toThrow(
      /^The project is not valid: /,
    );
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(loadSource('/p.json', '/api', offline)).rejects.toThrow(
      'The simulator could not reach the server. Check your connection and reload.',
    );
  });
});

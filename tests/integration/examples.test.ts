import { EXAMPLES } from '@plcsim/content';
import { describe, expect, it } from 'vitest';
import { api } from './support/api.ts';

interface ExampleList {
  examples: Record<string, unknown>[];
  message: string;
}
interface ExampleAnswer {
  example: Record<string, unknown>;
  adjacent: { prev: string | null; next: string | null };
}

const ids = EXAMPLES.map((e) => e.example_id);

describe('GET /examples', () => {
  it('lists every seeded example in exampleNumber order, with what the list filters need, for anyone', async () => {
    const response = await api('GET', '/examples');
    expect(response.status).toBe(200);
    const body = response.body as ExampleList;
    expect(typeof body.message).toBe('string');
    expect(body.examples.map((e) => e.example_id)).toEqual(ids);
    for (const [i, summary] of body.examples.entries()) {
      const example = EXAMPLES[i];
      expect(summary).toEqual({
        example_id: example?.example_id,
        exampleNumber: example?.exampleNumber,
        exampleName: example?.exampleName,
        description: example?.description,
        scene: example?.scene,
        createdAt: example?.createdAt,
        tagMap: example?.tagMap,
        instructionMap: example?.instructionMap,
        rungs: example?.rungs,
        stSource: example?.stSource,
        programMode: example?.programMode,
      });
    }
  });
});

describe('GET /examples/{exampleId}', () => {
  it('answers the whole example document and its neighbours by number', async () => {
    for (const [i, example] of EXAMPLES.entries()) {
      const response = await api('GET', `/examples/${example.example_id}`);
      expect(response.status).toBe(200);
      const body = response.body as ExampleAnswer;
      expect(body.example).toEqual(example);
      expect(body.adjacent).toEqual({ prev: ids[i - 1] ?? null, next: ids[i + 1] ?? null });
    }
  });

  it('has no previous example for the first and no next one for the last', async () => {
    const first = (await api('GET', `/examples/${ids[0]}`)).body as ExampleAnswer;
    const last = (await api('GET', `/examples/${ids[ids.length - 1]}`)).body as ExampleAnswer;
    expect(first.adjacent.prev).toBeNull();
    expect(last.adjacent.next).toBeNull();
  });

  it.each([
    ['an unknown id', '/examples/no-such-example'],
    ['an id with encoded characters', '/examples/%E2%9C%93%20nope'],
    ['a problem id', '/examples/machine-running-light'],
  ])('answers 404 "Example not found." for %s', async (_, path) => {
    const response = await api('GET', path);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Example not found.' });
  });

  it('answers 400 "Example ID is required." for a blank id', async () => {
    const response = await api('GET', '/examples/%20');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Example ID is required.' });
  });
});

import type { ExampleDocument } from '@plcsim/content';
import * as examples from '../data/exampleRepository.ts';
import type { ExampleSummary } from '../data/exampleRepository.ts';
import { notFound } from '../http/errors.ts';
import { adjacentIds, type Adjacent } from './adjacent.ts';

export const EXAMPLE_ID_REQUIRED = 'Example ID is required.';
export const EXAMPLE_NOT_FOUND = 'Example not found.';
export const EXAMPLES_LOADED = 'Examples loaded.';

/** Every example's summary, by exampleNumber. */
export async function listExamples(): Promise<ExampleSummary[]> {
  return examples.listExamples();
}

/** One example and its neighbours by exampleNumber; 404 when unknown. */
export async function getExample(
  exampleId: string,
): Promise<{ example: ExampleDocument; adjacent: Adjacent }> {
  const [example, order] = await Promise.all([examples.getExample(exampleId), examples.exampleOrder()]);
  if (!example) throw notFound(EXAMPLE_NOT_FOUND);
  return { example, adjacent: adjacentIds(order, exampleId) };
}

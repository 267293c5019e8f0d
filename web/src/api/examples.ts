import { apiRequest, wrapped } from './http.ts';
import type { ListInstruction, ListTag } from './projects.ts';

/** A row of GET /examples (spec 001 §3 "Example"). */
export interface ExampleSummary {
  example_id: string;
  exampleNumber: number;
  exampleName: string;
  description?: string;
  scene: string;
  createdAt?: string;
  tagMap: Record<string, ListTag> | null;
  instructionMap: Record<string, ListInstruction> | null;
  rungs?: unknown[] | null;
  stSource?: string | null;
}

export const EXAMPLE_ID_REQUIRED = 'Example ID is required.';

/** Every example; the answer's message is only logged (spec 001 §7). */
export function fetchExamples(signal?: AbortSignal): Promise<ExampleSummary[]> {
  return wrapped('fetch examples', async () => {
    const answer = await apiRequest<{ examples?: ExampleSummary[]; message?: string }>('/examples', {
      signal,
    });
    if (answer.message) console.info(answer.message);
    return answer.examples ?? [];
  });
}

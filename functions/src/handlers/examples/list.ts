import { handler } from '../../http/handler.ts';
import { EXAMPLES_LOADED, listExamples } from '../../services/exampleService.ts';

/** GET /examples: every example's summary, by exampleNumber (anyone). */
export const main = handler(async () => ({
  body: { examples: await listExamples(), message: EXAMPLES_LOADED },
}));

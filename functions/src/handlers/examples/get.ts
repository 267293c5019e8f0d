import { handler } from '../../http/handler.ts';
import { pathParam } from '../../http/request.ts';
import { EXAMPLE_ID_REQUIRED, getExample } from '../../services/exampleService.ts';

/** GET /examples/{exampleId}: the example and its prev/next ids (anyone). */
export const main = handler(async (event) => {
  const exampleId = pathParam(event, 'exampleId', EXAMPLE_ID_REQUIRED);
  return { body: await getExample(exampleId) };
});

import { handler } from '../../http/handler.ts';
import { listProblems } from '../../services/problemService.ts';

/** GET /problems: every problem's summary, by problemNumber (anyone). */
export const main = handler(async () => ({ body: { problems: await listProblems() } }));

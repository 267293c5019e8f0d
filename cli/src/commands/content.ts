import { loadEngine } from '@plcsim/engine-wasm/node';
import { checkContent, contentRoot } from '@plcsim/content/authoring';
import { EXIT_ERROR, EXIT_FAILED, EXIT_OK, type Output } from '../io.ts';

export interface ContentOptions {
  mutation?: boolean | undefined;
}

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * `plcsim content check [folder] [--mutation]`: builds the problem and example folders under
 * `folder` (default: the repository's content/) as `npm run generate` does and checks each test as a
 * grader (docs/content-format.md, docs/teaching.md). Exit 0 when all is well, 1 with faults, 2 on
 * usage errors.
 */
export async function contentCommand(
  positionals: readonly string[],
  options: ContentOptions,
  output: Output,
): Promise<number> {
  const [action, folder = contentRoot, ...extra] = positionals;
  if (action !== 'check' || extra.length > 0) {
    output.err('plcsim content: usage: plcsim content check [folder] [--mutation]');
    return EXIT_ERROR;
  }
  const result = await checkContent(await loadEngine(), folder, { mutation: options.mutation ?? false });
  for (const line of result.scores) output.out(line);
  for (const fault of result.faults) output.err(fault);
  const { problems, solutions, examples } = result.built;
  const lessons = result.lessons > 0 ? `, ${count(result.lessons, 'lesson')}` : '';
  const checked = `${count(problems.length, 'problem')}, ${count(solutions.length, 'reference solution')}, ${count(examples.length, 'example')}${lessons}`;
  if (problems.length + examples.length + result.built.diagnostics.length === 0) {
    output.err(`plcsim content: no problem or example folder in ${folder}`);
    return EXIT_ERROR;
  }
  if (result.faults.length > 0) {
    output.err(`${checked}: ${count(result.faults.length, 'fault')}`);
    return EXIT_FAILED;
  }
  output.out(`${checked}: no faults`);
  return EXIT_OK;
}

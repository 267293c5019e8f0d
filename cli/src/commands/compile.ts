import { compileProject } from '@plcsim/compiler';
import { EXIT_ERROR, EXIT_OK, formatDiagnostic, type Output } from '../io.ts';
import { readProject } from '../readProject.ts';

/** `plcsim compile <project.json>`: prints diagnostics; exit 2 when there are errors. */
export async function compileCommand(path: string, output: Output): Promise<number> {
  const read = await readProject(path);
  if ('errors' in read) {
    read.errors.forEach((e) => output.err(e));
    return EXIT_ERROR;
  }
  const { program, diagnostics } = compileProject(read.project);
  diagnostics.forEach((d) => output.err(formatDiagnostic(d)));
  if (!program) return EXIT_ERROR;
  output.out(
    `${path}: OK — ${read.project.rungs.length} rungs, ${program.code.length} bytecode words, ${program.initial.length} tag slots`,
  );
  return EXIT_OK;
}

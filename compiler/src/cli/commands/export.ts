import { exportNeutralText } from '../../neutral/export.ts';
import { EXIT_ERROR, EXIT_OK, type Output } from '../io.ts';
import { readProject } from '../readProject.ts';

/** `plcsim export <project.json>`: the rungs as Rockwell neutral text, one rung a line. */
export async function exportCommand(path: string, output: Output): Promise<number> {
  const read = await readProject(path);
  if ('errors' in read) {
    read.errors.forEach((e) => output.err(e));
    return EXIT_ERROR;
  }
  output.out(exportNeutralText(read.project).trimEnd());
  return EXIT_OK;
}

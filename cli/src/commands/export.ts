import { exportL5x, exportNeutralProgram } from '@plcsim/compiler';
import { EXIT_ERROR, EXIT_OK, type Output } from '../io.ts';
import { readProject } from '../readProject.ts';

export interface ExportOptions {
  /** Studio 5000 L5X XML instead of neutral text. */
  l5x?: boolean | undefined;
}

/**
 * `plcsim export <project.json>`: the rungs as Rockwell neutral text, one rung a line (after the tag
 * table, `TAG … END_TAG`, when the project has an array, so `plcsim import` reads it back); with `--l5x` the
 * tags and main routine as a Studio 5000 L5X document (its warnings to standard error).
 */
export async function exportCommand(path: string, options: ExportOptions, output: Output): Promise<number> {
  const read = await readProject(path);
  if ('errors' in read) {
    read.errors.forEach((e) => output.err(e));
    return EXIT_ERROR;
  }
  if (options.l5x) {
    const { xml, warnings } = exportL5x(read.project, { exportDate: new Date() });
    warnings.forEach((w) => output.err(`warning: ${w}`));
    output.out(xml.trimEnd());
    return EXIT_OK;
  }
  output.out(exportNeutralProgram(read.project).trimEnd());
  return EXIT_OK;
}

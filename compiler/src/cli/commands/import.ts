import { basename, extname } from 'node:path';
import { parseVarBlocks, type VarDeclaration } from '../../iec/varBlock.ts';
import type { Diagnostic } from '../../model/diagnostics.ts';
import { importNeutralText } from '../../neutral/import.ts';
import { EXIT_ERROR, EXIT_OK, formatDiagnostic, readText, writeText, type Output } from '../io.ts';

export interface ImportOptions {
  /** An IEC `VAR … END_VAR` file declaring the tags. */
  tags?: string | undefined;
  /** Where to write the project JSON; standard output when absent. */
  output?: string | undefined;
}

async function declarationsFrom(
  path: string,
): Promise<{ declarations: VarDeclaration[]; diagnostics: Diagnostic[] } | { error: string }> {
  const file = await readText(path);
  if ('error' in file) return file;
  const { declarations, diagnostics } = parseVarBlocks(file.text);
  return { declarations, diagnostics };
}

/**
 * `plcsim import <file>`: neutral-text rungs (`.txt`, any extension but `.st`) or Structured Text
 * (`.st`, its VAR blocks becoming tags) into a stored-project JSON. Nothing is written when there are
 * errors.
 */
export async function importCommand(path: string, options: ImportOptions, output: Output): Promise<number> {
  const file = await readText(path);
  if ('error' in file) {
    output.err(file.error);
    return EXIT_ERROR;
  }
  const diagnostics: Diagnostic[] = [];
  const declarations: VarDeclaration[] = [];
  if (options.tags) {
    const tags = await declarationsFrom(options.tags);
    if ('error' in tags) {
      output.err(tags.error);
      return EXIT_ERROR;
    }
    declarations.push(...tags.declarations);
    diagnostics.push(...tags.diagnostics);
  }
  const isStructuredText = extname(path).toLowerCase() === '.st';
  const projectName = basename(path, extname(path));
  let project;
  if (isStructuredText) {
    const own = parseVarBlocks(file.text);
    declarations.push(...own.declarations);
    diagnostics.push(...own.diagnostics);
    const imported = importNeutralText('', { declarations, projectName });
    diagnostics.push(...imported.diagnostics);
    project = { ...imported.project, stSource: file.text, programMode: 'ST' as const };
  } else {
    const imported = importNeutralText(file.text, { declarations, projectName });
    diagnostics.push(...imported.diagnostics);
    project = imported.project;
  }
  diagnostics.forEach((d) =>
    output.err(
      `${d.source === 'st' && options.tags && !isStructuredText ? options.tags : path}:${formatDiagnostic(d)}`,
    ),
  );
  if (diagnostics.some((d) => d.severity !== 'warning')) return EXIT_ERROR;

  const json = `${JSON.stringify(project, null, 2)}\n`;
  if (!options.output) {
    output.out(json.trimEnd());
    return EXIT_OK;
  }
  const failed = await writeText(options.output, json);
  if (failed) {
    output.err(failed);
    return EXIT_ERROR;
  }
  const tags = Object.keys(project.tagMap).length;
  output.err(`Wrote ${options.output}: ${project.rungs.length} rungs, ${tags} tags`);
  return EXIT_OK;
}

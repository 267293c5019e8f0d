import { basename, extname } from 'node:path';
import {
  createEmptyProject,
  importNeutralText,
  parseVarBlocks,
  programVars,
  type Diagnostic,
  type Project,
  type VarDeclaration,
} from '@plcsim/compiler';
import { EXIT_ERROR, EXIT_OK, formatDiagnostic, readText, writeText, type Output } from '../io.ts';
import { loadProblem } from '../problem.ts';

export interface ImportOptions {
  /** An IEC `VAR … END_VAR` file declaring the tags. */
  tags?: string | undefined;
  /** Where to write the project JSON; standard output when absent. */
  output?: string | undefined;
  /**
   * A problem (problem_id, number or problem JSON file) to import into: its tags, scene and sequence
   * are kept, and names equal to its aliases (START, GREEN) are its I/O tags.
   */
  problem?: string | undefined;
}

/**
 * The project a learner starts a problem with, without the problem's own fields. Its data types and
 * Add-On Instructions stay (an instance tag of an AOI names its type), and so do the rung maps the
 * AOIs' ladder logic lives in: importing the learner's file replaces the main rungs and keeps those.
 */
function problemProject(problem: Project): Project {
  const { scene, sceneVars, tagMap, childTagMap, sequence, description } = problem;
  const { dataTypes, addOnInstructions, rungs, rungMap, branchMap, instructionMap } = problem;
  return {
    ...createEmptyProject(problem.projectName),
    scene,
    sceneVars,
    tagMap,
    childTagMap,
    sequence,
    description,
    rungs,
    rungMap,
    branchMap,
    instructionMap,
    ...(dataTypes ? { dataTypes } : {}),
    ...(addOnInstructions ? { addOnInstructions } : {}),
  };
}

/**
 * The declarations without those of a problem's aliases (the problem's tag is used); a declaration of
 * another type than that tag's gets a warning, as compileSt gives one for a declared tag name.
 */
function withoutAliases(
  declarations: readonly VarDeclaration[],
  problem: Project,
): { kept: VarDeclaration[]; warnings: Diagnostic[] } {
  const byAlias = new Map(
    Object.values(problem.tagMap)
      .filter((t) => t.alias.trim() !== '')
      .map((t) => [t.alias.trim().toUpperCase(), t]),
  );
  const kept: VarDeclaration[] = [];
  const warnings: Diagnostic[] = [];
  for (const declaration of declarations) {
    const tag = byAlias.get(declaration.name.toUpperCase());
    if (!tag) {
      kept.push(declaration);
      continue;
    }
    if (tag.data_type !== declaration.type) {
      warnings.push({
        source: 'st',
        severity: 'warning',
        message:
          `VAR declares "${declaration.name}" as ${declaration.type}, but the problem's tag ` +
          `${tag.name} (${tag.alias}) is ${tag.data_type}: the problem's tag is used`,
        line: declaration.line,
        col: declaration.col,
      });
    }
  }
  return { kept, warnings };
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
 * (`.st`, its VAR blocks becoming tags) into a stored-project JSON. With `--problem`, into that
 * problem's project: names equal to its aliases read its I/O tags (case-insensitively; a VAR
 * declaration of one is dropped), other names become internal tags. Nothing is written when there are
 * errors.
 */
export async function importCommand(path: string, options: ImportOptions, output: Output): Promise<number> {
  let problem: Project | undefined;
  if (options.problem !== undefined) {
    const loaded = await loadProblem(options.problem);
    if ('error' in loaded) {
      output.err(`plcsim import: ${loaded.error}`);
      return EXIT_ERROR;
    }
    problem = problemProject(loaded.problem);
  }
  const file = await readText(path);
  if ('error' in file) {
    output.err(file.error);
    return EXIT_ERROR;
  }
  const diagnostics: Diagnostic[] = [];
  let declarations: VarDeclaration[] = [];
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
  if (isStructuredText) {
    // As the compiler reads them: the program's own FUNCTION_BLOCKs and TYPEs, and the project's data
    // types, are types a VAR block may use (`EyeFilter : Debounce;`). A variable of a type the program
    // declares itself is left to the compiler, which declares the type and the tag together.
    const own = programVars(file.text, Object.values(problem?.dataTypes ?? {}));
    const programTypes = new Set(own.types.map((t) => t.name.toUpperCase()));
    declarations.push(...own.declarations.filter((d) => !programTypes.has(d.udt?.toUpperCase() ?? '')));
    diagnostics.push(...own.diagnostics);
  }
  if (problem) {
    const { kept, warnings } = withoutAliases(declarations, problem);
    declarations = kept;
    diagnostics.push(...warnings);
  }
  const into = { declarations, projectName, ...(problem ? { project: problem } : {}) };
  let project;
  if (isStructuredText) {
    const imported = importNeutralText('', into);
    diagnostics.push(...imported.diagnostics);
    project = { ...imported.project, stSource: file.text, programMode: 'ST' as const };
  } else {
    const imported = importNeutralText(file.text, into);
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

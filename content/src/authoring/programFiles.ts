/**
 * Program files of a content folder loaded into a project: `.ld` neutral rung text (with its TYPE,
 * TAG, ADD_ON_INSTRUCTION and ROUTINE blocks) through the compiler's importer, `.st` as the Structured
 * Text source. Each is compiled, so a reference that does not compile is reported with its line.
 */
import { compileProject, importNeutralText, type Diagnostic, type Project } from '@plcsim/compiler';
import { ContentError } from './diagnostics.ts';

export type ProgramLanguage = 'ladder' | 'st';

/** The file text as stored: without the final line break a text editor adds. */
export const storedText = (text: string) => text.replace(/\r\n?/g, '\n').replace(/\n$/, '');

const where = (d: Diagnostic) => d.line ?? (d.rung !== undefined ? d.rung + 1 : 1);

/** `project` with the program of `text` (its language `language`); throws the first problem found. */
export function withProgram(
  project: Project,
  text: string,
  language: ProgramLanguage,
  newId: () => string,
): Project {
  let built: Project;
  if (language === 'st') {
    built = { ...project, programMode: 'ST', stSource: storedText(text) };
  } else {
    const imported = importNeutralText(text, { project, newId });
    const [first] = imported.diagnostics;
    if (first) throw new ContentError(where(first), first.message);
    built = { ...imported.project, programMode: 'LADDER', stSource: '' };
  }
  const compiled = compileProject(built);
  const error = compiled.diagnostics.find((d) => d.severity !== 'warning');
  if (error || !compiled.program) {
    const routine = error?.routine ? ` (routine ${error.routine})` : '';
    const rung =
      language === 'ladder' && error?.rung !== undefined
        ? `rung ${error.rung + 1}${routine}: `
        : routine
          ? `${routine.trim()}: `
          : '';
    throw new ContentError(
      language === 'st' && error?.line ? error.line : 1,
      `${rung}${error?.message ?? 'does not compile'}`,
    );
  }
  return built;
}

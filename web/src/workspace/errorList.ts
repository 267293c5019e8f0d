/**
 * The Errors tab's text (spec 000 §2 "Errors tab"): the heading counts errors with 'Error' or
 * 'Errors', labelled (Ladder) or (Structured Text); Structured Text errors read 'Line {n}, Col {n}:
 * {msg}'; with none, 'No {language} errors.'. Teaching warnings are listed after the errors. A
 * subroutine's diagnostics (issue 25) are listed whatever the Main Routine's language, led by the
 * routine's name: 'Fill, rung 2: {msg}', 'Calc, line 3, col 7: {msg}', 'Fill: {msg}'. An Add-On
 * Instruction's diagnostics name it in their message ('Add-On Instruction Seal, Logic routine: {msg}'),
 * a Structured Text one followed by its place: '{msg} (line 3, col 7)'.
 */
import type { Diagnostic, ProgramMode } from '@plcsim/compiler';
import { LANGUAGE_NAMES } from '@plcsim/widget';

/** One line of the list. */
export interface ErrorLine {
  text: string;
  warning: boolean;
  /** The ladder element to select, when there is one. */
  elementId?: string;
  /** The rung (0-based), for a ladder diagnostic without an element. */
  rung?: number;
  /** Where a Structured Text diagnostic is (1-based), to show it in the editor. */
  place?: { line: number; col: number };
  /** The help page section that explains it (`/help#{help}`). */
  help?: string;
  /** The subroutine it is in (its name); absent for the Main Routine. */
  routine?: string;
  /** The Add-On Instruction (and its routine) it is in. */
  addOn?: NonNullable<Diagnostic['addOn']>;
}

/** The diagnostics of the program in `mode` (project-level ones and subroutines' belong to both). */
function ofMode(diagnostics: readonly Diagnostic[], mode: ProgramMode): Diagnostic[] {
  const source = mode === 'ST' ? 'st' : 'ladder';
  return diagnostics.filter(
    (d) => d.source === source || d.source === 'project' || d.routine !== undefined || d.addOn !== undefined,
  );
}

/** The text of one diagnostic in subroutine `diagnostic.routine`. */
function routineText(diagnostic: Diagnostic & { routine: string }): string {
  const { routine, message } = diagnostic;
  if (diagnostic.source === 'st' && diagnostic.line !== undefined) {
    return `${routine}, line ${diagnostic.line}, col ${diagnostic.col ?? 1}: ${message}`;
  }
  if (diagnostic.source === 'ladder' && diagnostic.rung !== undefined) {
    return `${routine}, rung ${diagnostic.rung}: ${message}`;
  }
  return `${routine}: ${message}`;
}

/** The text of one diagnostic. */
export function diagnosticText(diagnostic: Diagnostic): string {
  if (diagnostic.addOn !== undefined) {
    const at = diagnostic.source === 'st' && diagnostic.line !== undefined;
    return at
      ? `${diagnostic.message} (line ${diagnostic.line}, col ${diagnostic.col ?? 1})`
      : diagnostic.message;
  }
  if (diagnostic.routine !== undefined) return routineText({ ...diagnostic, routine: diagnostic.routine });
  if (diagnostic.source === 'st' && diagnostic.line !== undefined) {
    return `Line ${diagnostic.line}, Col ${diagnostic.col ?? 1}: ${diagnostic.message}`;
  }
  if (diagnostic.source === 'ladder' && diagnostic.rung !== undefined && diagnostic.elementId === undefined) {
    return `Rung ${diagnostic.rung}: ${diagnostic.message}`;
  }
  return diagnostic.message;
}

/** The heading and the lines of the Errors tab. */
export function errorList(
  diagnostics: readonly Diagnostic[],
  mode: ProgramMode,
): { heading: string; errors: ErrorLine[]; warnings: ErrorLine[] } {
  const language = LANGUAGE_NAMES[mode];
  const mine = ofMode(diagnostics, mode);
  const line = (d: Diagnostic): ErrorLine => ({
    text: diagnosticText(d),
    warning: d.severity === 'warning',
    ...(d.elementId === undefined ? {} : { elementId: d.elementId }),
    ...(d.rung === undefined ? {} : { rung: d.rung }),
    ...(d.source === 'st' && d.line !== undefined ? { place: { line: d.line, col: d.col ?? 1 } } : {}),
    ...(d.help === undefined ? {} : { help: d.help }),
    ...(d.routine === undefined ? {} : { routine: d.routine }),
    ...(d.addOn === undefined ? {} : { addOn: d.addOn }),
  });
  const errors = mine.filter((d) => d.severity !== 'warning').map(line);
  const warnings = mine.filter((d) => d.severity === 'warning').map(line);
  const heading =
    errors.length === 0
      ? `No ${language} errors.`
      : `${errors.length} ${errors.length === 1 ? 'Error' : 'Errors'} (${language})`;
  return { heading, errors, warnings };
}

import type { Project, ProgramMode } from '@plcsim/compiler';

/** The languages as the workspace names them (its tabs, the Errors heading). */
export const LANGUAGE_NAMES: Record<ProgramMode, string> = {
  LADDER: 'Ladder',
  ST: 'Structured Text',
};

/** The language that runs: the project's program mode, Ladder by default. */
export const languageOf = (project: Project): ProgramMode => project.programMode ?? 'LADDER';

/** Instructions in the ladder (a rung without any does nothing). */
export function ladderInstructionCount(project: Project): number {
  return Object.keys(project.instructionMap ?? {}).length;
}

/** Structured Text with each comment (`(* … *)`, unclosed too, and `// …`) replaced by a space. */
export function withoutStComments(source: string): string {
  return source.replace(/\(\*[\s\S]*?(\*\)|$)/g, ' ').replace(/\/\/[^\n]*/g, ' ');
}

/** The Structured Text source without comments and white space is not empty. */
export function hasStCode(project: Project): boolean {
  const source = typeof project.stSource === 'string' ? project.stSource : '';
  return withoutStComments(source).trim() !== '';
}

/** Why RUN of the chosen language would run nothing while the other language has a program. */
export interface EmptyLanguage {
  /** The language that would run (empty). */
  chosen: ProgramMode;
  /** The language that has a program. */
  other: ProgramMode;
  /** The Output tab's line. */
  text: string;
}

/**
 * When the language that runs has no program and the other one has: what to tell the learner (`verb`
 * is what was refused: RUN, Submit, Run Sequence). Null otherwise (both empty runs as before: nothing
 * to switch to).
 */
export function emptyLanguage(project: Project, verb = 'RUN'): EmptyLanguage | null {
  const chosen = languageOf(project);
  const instructions = ladderInstructionCount(project);
  if (chosen === 'ST') {
    if (hasStCode(project) || instructions === 0) return null;
    const rungs = project.rungs.length;
    return {
      chosen,
      other: 'LADDER',
      text: `${verb} refused: the project runs Structured Text and its Structured Text program is empty, but the Ladder program has ${rungs} ${rungs === 1 ? 'rung' : 'rungs'}.`,
    };
  }
  if (instructions > 0 || !hasStCode(project)) return null;
  return {
    chosen,
    other: 'ST',
    text: `${verb} refused: the project runs Ladder and its Ladder program is empty, but the Structured Text program has code.`,
  };
}

/**
 * Subroutines in a neutral-text program (issue 25), after the Main Routine's rungs, L5K style:
 *
 * ```
 * ROUTINE Fill
 * XIC(Go)ADD(N,1,N);
 * END_ROUTINE
 * ST_ROUTINE Calc
 * Level := N * 10;
 * END_ST_ROUTINE
 * ```
 *
 * Each keyword line stands alone (the name after ROUTINE / ST_ROUTINE). A ladder routine's body is
 * rungs as the main ones; a Structured Text routine's body is its statements, kept as written (without
 * a final line break).
 */
import type { Diagnostic } from '../model/diagnostics.ts';
import type { ProgramMode, Project } from '../model/project.ts';

/** One routine block of the text. */
export interface RoutineBlock {
  name: string;
  language: ProgramMode;
  /** LADDER: the text with every line outside the body blank (so lines count from the file's top). */
  body: string;
  /** ST: the statements as written. */
  stSource: string;
  /** 1-based line of the ROUTINE / ST_ROUTINE keyword. */
  line: number;
}

const HEADER = /^\s*(ROUTINE|ST_ROUTINE)\s+(\S+)\s*$/i;

/** The routine blocks, and the text with their lines blanked (line numbers kept) for the main rungs. */
export function readRoutineSections(text: string): {
  rest: string;
  routines: RoutineBlock[];
  diagnostics: Diagnostic[];
} {
  const lines = text.split('\n');
  const routines: RoutineBlock[] = [];
  const diagnostics: Diagnostic[] = [];
  for (let i = 0; i < lines.length; i++) {
    const header = HEADER.exec(lines[i] ?? '');
    if (!header) continue;
    const st = header[1]?.toUpperCase() === 'ST_ROUTINE';
    const end = st ? 'END_ST_ROUTINE' : 'END_ROUTINE';
    let close = i + 1;
    while (close < lines.length && (lines[close] ?? '').trim().toUpperCase() !== end) close++;
    if (close >= lines.length) {
      diagnostics.push({
        source: 'ladder',
        severity: 'error',
        message: `${header[1]?.toUpperCase()} ${header[2]} has no ${end}`,
        line: i + 1,
        col: 1,
      });
    }
    const bodyLines = lines.slice(i + 1, close);
    routines.push({
      name: header[2] ?? '',
      language: st ? 'ST' : 'LADDER',
      body: `${'\n'.repeat(i + 1)}${bodyLines.join('\n')}`,
      stSource: bodyLines.join('\n'),
      line: i + 1,
    });
    for (let j = i; j <= Math.min(close, lines.length - 1); j++) lines[j] = '';
    i = close;
  }
  return { rest: lines.join('\n'), routines, diagnostics };
}

/** The project's subroutines as routine blocks ('' when it has none). */
export function routineSectionText(
  project: Project,
  rungsText: (rungs: readonly string[]) => string,
): string {
  return (project.routines ?? [])
    .map((routine) =>
      routine.language === 'ST'
        ? `ST_ROUTINE ${routine.name}\n${routine.stSource.replace(/\n$/, '')}\nEND_ST_ROUTINE\n`
        : `ROUTINE ${routine.name}\n${rungsText(routine.rungs)}END_ROUTINE\n`,
    )
    .join('');
}

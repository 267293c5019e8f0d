/**
 * Subroutines in the L5X export (issue 25): one `<Routine>` per subroutine after MainRoutine, in the
 * project's routine order. A ladder routine is `Type="RLL"` with its rungs' neutral text (a JSR as
 * Logix writes it, `JSR(Fill,0)`); a Structured Text routine is `Type="ST"` with one `<Line>` per source
 * line, `JSR(Name)` written `JSR(Name,0)` as Logix ST requires.
 */
import type { Project } from '../model/project.ts';
import { exportNeutralText } from '../neutral/export.ts';

/** `<RLLContent>` (or `<RLLContent/>`) of rungs `{text, comment}`, each with its number. */
export function rllContentXml(
  rungs: readonly { text: string; comment: string }[],
  cdata: (t: string) => string,
): string[] {
  if (rungs.length === 0) return ['<RLLContent/>'];
  const lines = ['<RLLContent>'];
  rungs.forEach(({ text, comment }, number) => {
    lines.push(`<Rung Number="${number}" Type="N">`);
    if (comment !== '') lines.push('<Comment>', cdata(comment), '</Comment>');
    lines.push('<Text>', cdata(text), '</Text>', '</Rung>');
  });
  lines.push('</RLLContent>');
  return lines;
}

/** Rungs `ids` that exist, each with its neutral text (`…;`) and comment. */
export function rungsXmlData(project: Project, ids: readonly string[]): { text: string; comment: string }[] {
  return ids.flatMap((id) => {
    const rung = project.rungMap[id];
    if (!rung) return [];
    const text = exportNeutralText({ ...project, rungs: [id] }).trimEnd();
    return [{ text, comment: rung.comment ?? '' }];
  });
}

/** The subroutines' `<Routine>` elements; adds a warning per unset operand and per ST routine. */
export function subroutinesXml(
  project: Project,
  warnings: string[],
  escapeXml: (t: string) => string,
  cdata: (t: string) => string,
): string[] {
  const lines: string[] = [];
  for (const routine of project.routines ?? []) {
    const name = escapeXml(routine.name);
    if (routine.language === 'ST') {
      warnings.push(
        `Routine "${routine.name}" is exported as written; check it in Studio 5000, whose Structured Text differs in places (TRUE/FALSE, IEC timer calls).`,
      );
      const source = routine.stSource.replace(/\bJSR\s*\(\s*([A-Za-z_]\w*)\s*\)/gi, 'JSR($1,0)');
      lines.push(`<Routine Name="${name}" Type="ST">`, '<STContent>');
      source.split('\n').forEach((line, number) => {
        lines.push(`<Line Number="${number}">`, cdata(line), '</Line>');
      });
      lines.push('</STContent>', '</Routine>');
      continue;
    }
    const rungs = rungsXmlData(project, routine.rungs);
    rungs.forEach(({ text }, number) => {
      if (text.includes('?'))
        warnings.push(`Routine "${routine.name}" rung ${number} has an operand that is not set (?).`);
    });
    lines.push(`<Routine Name="${name}" Type="RLL">`, ...rllContentXml(rungs, cdata), '</Routine>');
  }
  return lines;
}

/** The mutation report's table and summary line (printed by report.ts). */
import { SLACK_BAR, type CheckSlack } from '../timing/slack.ts';
import { SCORE_BAR } from './allScores.ts';
import type { SolutionScore } from './score.ts';

const percent = (x: number) => `${(x * 100).toFixed(1)} %`;

/** A problem's least slack for the table: '300 ms', '—' when no check is near a timed transition. */
function slackCell(slack: CheckSlack | undefined): string {
  if (!slack) return '—';
  return `${slack.slack * 100} ms${slack.slack < SLACK_BAR ? '  ✗' : ''}`;
}

/**
 * One row per reference solution; with `slacks` (each problem's least slack, by problem number) a
 * last column gives the problem's slack (issue 22 item 18).
 */
export function reportTable(
  scores: readonly SolutionScore[],
  slacks?: ReadonlyMap<number, CheckSlack | undefined>,
): string {
  const header = [
    '#',
    'problem',
    'lang',
    'mutants',
    'no compile',
    'equivalent',
    'killed',
    'survived',
    'score',
    ...(slacks ? ['slack'] : []),
  ];
  const rows = scores.map((s) => [
    String(s.problemNumber),
    s.problemName,
    s.language === 'ST' ? 'ST' : 'LD',
    String(s.mutants),
    String(s.uncompilable),
    String(s.equivalent),
    String(s.killed),
    String(s.survived),
    `${percent(s.score)}${s.score < SCORE_BAR ? '  ✗' : ''}`,
    ...(slacks ? [slackCell(slacks.get(s.problemNumber))] : []),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const left = new Set([1, 2]);
  const line = (cells: readonly string[]) =>
    cells.map((c, i) => (left.has(i) ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function summaryLine(scores: readonly SolutionScore[], seconds: number): string {
  const sum = (f: (s: SolutionScore) => number) => scores.reduce((n, s) => n + f(s), 0);
  const killed = sum((s) => s.killed);
  const live = killed + sum((s) => s.survived);
  const problems = new Set(scores.map((s) => s.problemNumber)).size;
  const below = scores.filter((s) => s.score < SCORE_BAR);
  const lowest = [...scores].sort((a, b) => a.score - b.score)[0];
  return [
    `${problems} problems, ${scores.length} reference solutions:`,
    `${sum((s) => s.mutants)} mutants (${sum((s) => s.uncompilable)} do not compile, ${sum((s) => s.equivalent)} equivalent),`,
    `killed ${killed} of ${live} (${percent(live === 0 ? 1 : killed / live)}),`,
    lowest ? `lowest ${percent(lowest.score)} (problem ${lowest.problemNumber} ${lowest.language}),` : '',
    below.length === 0
      ? `all at ${percent(SCORE_BAR)} or more;`
      : `${below.length} below ${percent(SCORE_BAR)} (problems ${[...new Set(below.map((s) => s.problemNumber))].join(', ')});`,
    `${seconds.toFixed(1)} s.`,
  ]
    .filter((part) => part !== '')
    .join(' ');
}

/** The surviving mutants of the solutions below the bar: what a stronger sequence must catch. */
export function survivorList(scores: readonly SolutionScore[]): string {
  return scores
    .filter((s) => s.score < SCORE_BAR)
    .map((s) => {
      const survivors = s.outcomes.filter((o) => o.status === 'survived');
      return [
        `Problem ${s.problemNumber} ${s.problemName} (${s.language}) passes:`,
        ...survivors.map((o) => `  ${o.operator}: ${o.description}`),
      ].join('\n');
    })
    .join('\n');
}

/**
 * The slack rule's summary: the least slack of all problems and where, and the problems below
 * {@link SLACK_BAR} scans with the checks that are too close.
 */
export function slackLine(slacks: ReadonlyMap<number, CheckSlack | undefined>): string {
  const entries = [...slacks].flatMap(([n, s]) => (s ? [{ n, s }] : []));
  const lowest = [...entries].sort((a, b) => a.s.slack - b.s.slack)[0];
  const below = entries.filter((e) => e.s.slack < SLACK_BAR);
  const ms = (scans: number) => `${scans * 100} ms`;
  return [
    `Slack of timed checks (issue 22): ${entries.length} of ${slacks.size} problems have checks of tags that change by time,`,
    lowest ? `lowest ${ms(lowest.s.slack)} (problem ${lowest.n} step ${lowest.s.step} ${lowest.s.tag}),` : '',
    below.length === 0
      ? `all at ${ms(SLACK_BAR)} or more.`
      : `${below.length} below ${ms(SLACK_BAR)}: ${below.map((e) => `problem ${e.n} step ${e.s.step} ${e.s.tag} checked at ${e.s.checkMs} ms, changes at ${e.s.transitionMs} ms`).join('; ')}.`,
  ]
    .filter((part) => part !== '')
    .join(' ');
}

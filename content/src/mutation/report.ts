/**
 * `npm run content:report`: the mutation score of every problem's reference solutions and each
 * problem's least slack (timing/slack.ts), as a table and summary lines, then the surviving mutants of
 * any solution below the bar. Exit code 1 when one is below 85 %, cannot be scored (its reference
 * fails), or a problem has a check closer than 2 scans to a timed transition. `--problem N` scores one
 * problem; `--verbose` lists every mutant's outcome.
 */
import { loadEngine } from '@plcsim/engine-wasm/node';
import { referencePairs, SCORE_BAR, scorePair } from './allScores.ts';
import type { SolutionScore } from './score.ts';
import { problemLeastSlack } from '../timing/problemSlack.ts';
import { SLACK_BAR, type CheckSlack } from '../timing/slack.ts';
import { reportTable, slackLine, summaryLine, survivorList } from './table.ts';

async function main(args: readonly string[]): Promise<number> {
  const only = args.includes('--problem') ? Number(args[args.indexOf('--problem') + 1]) : undefined;
  const verbose = args.includes('--verbose');
  const engine = await loadEngine();
  const started = performance.now();
  const pairs = referencePairs().filter(
    ({ problem }) => only === undefined || problem.problemNumber === only,
  );
  const scores: SolutionScore[] = [];
  const broken: string[] = [];
  for (const { problem, solution } of pairs) {
    try {
      scores.push(await scorePair(engine, problem, solution));
    } catch (error) {
      broken.push(`Problem ${problem.problemNumber} (${solution.programMode ?? 'LADDER'}): ${String(error)}`);
    }
  }
  const slacks = new Map<number, CheckSlack | undefined>();
  for (const { problem } of pairs) {
    if (slacks.has(problem.problemNumber)) continue;
    try {
      slacks.set(problem.problemNumber, problemLeastSlack(engine, problem));
    } catch (error) {
      broken.push(`Problem ${problem.problemNumber} (slack): ${String(error)}`);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(reportTable(scores, slacks));
  console.log('');
  console.log(summaryLine(scores, seconds));
  console.log(slackLine(slacks));
  if (broken.length > 0) console.log(`\nNot scored:\n${broken.join('\n')}`);
  const survivors = survivorList(scores);
  if (survivors) console.log(`\n${survivors}`);
  if (verbose) {
    for (const s of scores) {
      console.log(`\nProblem ${s.problemNumber} ${s.problemName} (${s.language}):`);
      for (const o of s.outcomes) console.log(`  ${o.status.padEnd(12)} ${o.operator}: ${o.description}`);
    }
  }
  const tight = [...slacks.values()].some((s) => s !== undefined && s.slack < SLACK_BAR);
  return broken.length > 0 || tight || scores.some((s) => s.score < SCORE_BAR) ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));

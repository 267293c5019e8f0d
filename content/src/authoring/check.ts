/**
 * `plcsim content check <folder>`: what a teacher runs on a problem or example folder (or the whole
 * tree) before sharing it. Everything the build checks (format, tags, every reference passing its
 * test), then what makes a test a good grader: the empty starting program fails it, no check sits
 * within two scans of a timed transition (the slack rule), and with `mutation`, the share of wrong
 * programs (mutants of each reference) the test catches.
 */
import { compileProject, runSequence } from '@plcsim/compiler';
import type { Engine } from '@plcsim/engine-wasm';
import type { ProblemDocument, SolutionDocument } from '../documents.ts';
import { SCORE_BAR, scorePair } from '../mutation/allScores.ts';
import { problemLeastSlack } from '../timing/problemSlack.ts';
import { SLACK_BAR, describeSlack } from '../timing/slack.ts';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readBook } from '../learn/readBook.ts';
import { buildContent, type BuiltContent } from './buildContent.ts';
import { repositoryRoot } from './folder.ts';
import { diagnosticText, type ContentDiagnostic } from './diagnostics.ts';

export interface CheckOptions {
  /** Also score each reference solution's test by mutation (slower: seconds per problem). */
  mutation?: boolean;
}

export interface ContentCheckResult {
  built: BuiltContent;
  /** Faults, each `file:line: message`. */
  faults: string[];
  /** One line per mutation score, when asked for. */
  scores: string[];
  /** How many lessons were checked (a whole content tree has them). */
  lessons: number;
}

const percent = (score: number) => `${Math.floor(score * 100)} %`;

/** True when the problem's own starting program (no rungs, or its start.ld) passes its test. */
function startingProgramPasses(engine: Engine, problem: ProblemDocument): boolean {
  const { program } = compileProject(problem);
  if (!program) return false;
  const requiredTags = Object.values(problem.tagMap).map(({ name, data_type }) => ({ name, data_type }));
  return runSequence(engine, problem, program, { requiredTags }).passed;
}

function problemFaults(
  engine: Engine,
  problem: ProblemDocument,
  solutions: readonly SolutionDocument[],
  folder: string,
): ContentDiagnostic[] {
  const faults: ContentDiagnostic[] = [];
  const at = (message: string): ContentDiagnostic => ({ file: `${folder}/sequence.md`, line: 1, message });
  if (startingProgramPasses(engine, problem))
    faults.push(
      at('the starting program (no rungs) passes this test: add steps whose outputs need a program'),
    );
  const slack = problemLeastSlack(engine, problem, solutions);
  if (slack && slack.slack < SLACK_BAR)
    faults.push(
      at(
        `step ${slack.step} checks ${slack.tag} at ${slack.checkMs} ms, only ${describeSlack(slack)} from its timed change at ${slack.transitionMs} ms: check at least ${SLACK_BAR * 100} ms away, so a learner's program a scan late still passes`,
      ),
    );
  return faults;
}

export async function checkContent(
  engine: Engine,
  path: string,
  options: CheckOptions = {},
): Promise<ContentCheckResult> {
  const built = buildContent(engine, path);
  const faults = built.diagnostics.map(diagnosticText);
  let lessons = 0;
  const scores: string[] = [];
  for (const problem of built.problems) {
    const folder = built.problemFolders.get(problem.problem_id) ?? problem.problem_id;
    const solutions = built.solutions.filter((s) => s.problem_id === problem.problem_id);
    try {
      faults.push(...problemFaults(engine, problem, solutions, folder).map(diagnosticText));
    } catch (error) {
      // A reference the grader's own path cannot run (the build ran it as an author's program).
      faults.push(
        `${folder}: the test could not be judged as a grader: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (!options.mutation) continue;
    for (const solution of solutions) {
      const score = await scorePair(engine, problem, solution);
      scores.push(
        `${folder}: ${score.language === 'ST' ? 'solution.st' : 'solution.ld'}: mutation score ${percent(score.score)} (${score.killed} of ${score.killed + score.survived} wrong programs caught)`,
      );
      if (score.score < SCORE_BAR) {
        const survivors = score.outcomes
          .filter((o) => o.status === 'survived')
          .map((o) => `  passes too: ${o.operator}: ${o.description}`);
        faults.push(
          `${folder}/sequence.md:1: the test catches ${percent(score.score)} of wrong programs, below ${percent(SCORE_BAR)}:\n${survivors.join('\n')}`,
        );
      }
    }
  }
  // A whole content tree: its lessons too, against the problems and examples just built.
  const learnDir = join(resolve(path), 'learn');
  if (existsSync(learnDir) && built.diagnostics.length === 0) {
    const { errors } = readBook(learnDir, built.examples, built.problems, repositoryRoot);
    faults.push(...errors.map(diagnosticText));
    lessons = readdirSync(learnDir).filter((name) => name.endsWith('.md')).length;
  }
  return { built, faults, scores, lessons };
}

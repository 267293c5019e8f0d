import { describe, expect, it } from 'vitest';
import type { CheckSlack } from '../timing/slack.ts';
import type { SolutionScore } from './score.ts';
import { reportTable, slackLine } from './table.ts';

const score = (problemNumber: number): SolutionScore => ({
  problemNumber,
  problemName: `Problem ${problemNumber}`,
  language: 'LADDER',
  mutants: 4,
  uncompilable: 0,
  equivalent: 0,
  killed: 4,
  survived: 0,
  score: 1,
  outcomes: [],
});

const slack = (step: number, scans: number): CheckSlack => ({
  step,
  tag: 'DO1',
  slack: scans,
  checkMs: 1400,
  transitionMs: 1400 + (scans + 1) * 100,
});

describe('the content report', () => {
  it("gives each problem's least slack in the table, marking one below 2 scans", () => {
    const slacks = new Map([
      [1, slack(3, 4)],
      [2, undefined],
      [3, slack(9, 1)],
    ]);
    const lines = reportTable([score(1), score(2), score(3)], slacks).split('\n');
    expect(lines[0]).toMatch(/score {6}slack$/);
    expect(lines[2]).toMatch(/100\.0 % {5}400 ms$/);
    expect(lines[3]).toMatch(/100\.0 % {10}—$/);
    expect(lines[4]).toMatch(/100\.0 % {2}100 ms {2}✗$/);
  });

  it('sums the slack up: the lowest, and every check below 2 scans', () => {
    expect(
      slackLine(
        new Map([
          [1, slack(3, 4)],
          [2, undefined],
        ]),
      ),
    ).toBe(
      'Slack of timed checks (issue 22): 1 of 2 problems have checks of tags that change by time, lowest 400 ms (problem 1 step 3 DO1), all at 200 ms or more.',
    );
    expect(
      slackLine(
        new Map([
          [1, slack(3, 4)],
          [7, slack(9, 0)],
        ]),
      ),
    ).toBe(
      'Slack of timed checks (issue 22): 2 of 2 problems have checks of tags that change by time, lowest 0 ms (problem 7 step 9 DO1), 1 below 200 ms: problem 7 step 9 DO1 checked at 1400 ms, changes at 1500 ms.',
    );
  });
});

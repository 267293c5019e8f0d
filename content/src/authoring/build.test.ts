import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Engine } from '@plcsim/engine-wasm';
import { loadEngine } from '@plcsim/engine-wasm/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContent } from './buildContent.ts';
import { diagnosticText } from './diagnostics.ts';

let engine: Engine;
const root = mkdtempSync(join(tmpdir(), 'plcsim-content-'));
beforeAll(async () => {
  engine = await loadEngine();
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const PROBLEM_MD = `---
number: 7
name: Door Opener
difficulty: easy
scene: GARAGE_DOOR
unit: 2
tags:
  - { name: DO0, alias: FWD, symbol: MOTOR_CONTACTOR }
  - { name: DO1, alias: REV, symbol: MOTOR_CONTACTOR }
  - { name: DI0, alias: START, symbol: NO_PUSHBUTTON }
  - { name: DI1, alias: STOP, symbol: NC_PUSHBUTTON, value: 1 }
  - { name: DI2, alias: UP, symbol: NO_LIMIT_SWITCH }
  - { name: DI3, alias: DOWN, symbol: NO_LIMIT_SWITCH }
---

Press START (DI0) to open the door with FWD (DO0)
until the UP limit switch (DI2) is made.

STOP (DI1) stops it.
`;

const SEQUENCE_MD = `The test, for teachers: open, stop, open again.

| Step | START | STOP | UP | FWD | REV | Run for | Check |
| --- | --- | --- | --- | --- | --- | --- | --- |
| Idle. | 0 | 1 | - | 0 | 0 | | |
| Press START: opening. | 1 | 1 | - | 1 | 0 | | FWD = 1 |
| Release: still opening. | 0 | 1 | - | 1 | 0 | 1.5 s | |
| STOP: stopped. | 0 | 0 | - | 0 | 0 | | |
`;

const SOLUTION_LD = `// seal-in
[XIC(START),XIC(FWD)]XIC(STOP)XIO(UP)OTE(FWD);
`;

let folderCount = 0;
/** A fresh content tree with one problem folder of `files` (defaults: the valid problem above). */
function problemTree(files: Record<string, string | undefined>, name = '07-door-opener'): string {
  const tree = join(root, `tree${folderCount++}`);
  const dir = join(tree, 'problems', name);
  mkdirSync(dir, { recursive: true });
  const all: Record<string, string | undefined> = {
    'problem.md': PROBLEM_MD,
    'sequence.md': SEQUENCE_MD,
    'solution.ld': SOLUTION_LD,
    ...files,
  };
  for (const [file, text] of Object.entries(all))
    if (text !== undefined) writeFileSync(join(dir, file), text);
  return tree;
}

const messages = (tree: string) => buildContent(engine, tree).diagnostics.map(diagnosticText);

describe('the content build', () => {
  it('builds a problem: tags from the scene and the front matter, the statement, the steps', () => {
    const built = buildContent(
      engine,
      problemTree({ 'solution.st': 'FWD := (START OR FWD) AND STOP AND NOT UP;\n' }),
    );
    expect(built.diagnostics).toEqual([]);
    const [problem] = built.problems;
    expect(problem).toMatchObject({
      problem_id: 'door-opener',
      problemNumber: 7,
      problemName: 'Door Opener',
      difficulty: 'easy',
      unit: 2,
      scene: 'GARAGE_DOOR',
      description:
        'Press START (DI0) to open the door with FWD (DO0) until the UP limit switch (DI2) is made.\n\nSTOP (DI1) stops it.',
    });
    const tag = (name: string) => Object.values(problem?.tagMap ?? {}).find((t) => t.name === name);
    expect(tag('DI1')).toMatchObject({ alias: 'STOP', value: 1, io_symbol: 'NC_PUSHBUTTON' });
    expect(tag('DI2')).toMatchObject({ alias: 'UP', io_symbol: 'NO_LIMIT_SWITCH', req: true });
    expect(problem?.sequence.map((s) => [s.inputs, s.outputs, s.fastForward])).toEqual([
      [[0, 1, 0, 1], [0, 0], 0],
      [[1, 1, 0, 0], [1, 0], 0],
      [[0, 1, 0, 0], [1, 0], 1500],
      [[0, 0, 0, 0], [0, 0], 0],
    ]);
    expect(problem?.sequence[1]?.checks).toEqual([{ tagName: 'FWD', value: 1 }]);
    expect(built.solutions.map((s) => [s.projectName, s.programMode])).toEqual([
      ['Door Opener (reference solution, ladder)', 'LADDER'],
      ['Door Opener (reference solution, Structured Text)', 'ST'],
    ]);
  });

  it('reads sets, tolerances and hold checks', () => {
    const tree = problemTree({
      'sequence.md': `| Step | START | STOP | FWD | REV | Set | Check |
| --- | --- | --- | --- | --- | --- | --- |
| Idle. | 0 | 1 | 0 | 0 | Speed := 2.5; T.PRE := 300 | Speed = 2.5 ± 0.01 hold; T.PRE = 300 |
`,
      'solution.ld': 'XIC(START)OTE(FWD);MOV(2.5,Speed);TON(T,300,0);\n',
    });
    const built = buildContent(engine, tree);
    expect(built.diagnostics).toEqual([]);
    expect(built.problems[0]?.sequence[0]).toMatchObject({
      sets: [
        { tag: 'Speed', value: 2.5 },
        { tag: 'T', child: 'PRE', value: 300 },
      ],
      checks: [
        { tagName: 'Speed', value: 2.5, tolerance: 0.01, hold: true },
        { tagName: 'T', child: 'PRE', value: 300 },
      ],
    });
  });

  it('names the file and line of a bad cell', () => {
    const tree = problemTree({
      'sequence.md': SEQUENCE_MD.replace('| Press START: opening. | 1 |', '| Press START: opening. | 2 |'),
    });
    expect(messages(tree)).toEqual([
      expect.stringMatching(
        /problems\/07-door-opener\/sequence\.md:6: step 2: the cell under START must be 0 or 1, not "2"$/,
      ),
    ]);
  });

  it('refuses 0/1 for an input the scene drives, and a missing output column', () => {
    const sensor = problemTree({
      'sequence.md': SEQUENCE_MD.replace('| Idle. | 0 | 1 | - |', '| Idle. | 0 | 1 | 1 |'),
    });
    expect(messages(sensor)).toEqual([
      expect.stringMatching(
        /07-door-opener\/sequence\.md:5: step 1: UP is written by the scene on every scan: its cells are "-"$/,
      ),
    ]);
    const noRev = problemTree({
      'sequence.md': '| Step | START | FWD |\n| --- | --- | --- |\n| Idle. | 0 | 0 |\n',
    });
    expect(messages(noRev)).toEqual([
      expect.stringMatching(/sequence\.md:1: every output needs a column: add REV$/),
    ]);
  });

  it('names a scene tag the front matter leaves out, and an unknown key', () => {
    const missing = problemTree({
      'problem.md': PROBLEM_MD.replace('  - { name: DI3, alias: DOWN, symbol: NO_LIMIT_SWITCH }\n', ''),
    });
    expect(messages(missing)).toEqual([
      expect.stringMatching(
        /problem\.md:7: the GARAGE_DOOR scene needs tag DI3 \(DOWN\): list it under "tags"$/,
      ),
    ]);
    const typo = problemTree({ 'problem.md': PROBLEM_MD.replace('unit: 2', 'unti: 2') });
    expect(messages(typo)).toEqual([expect.stringMatching(/problem\.md:6: unknown front matter key "unti"/)]);
  });

  it('reports YAML mistakes on their line', () => {
    const tree = problemTree({
      'problem.md': PROBLEM_MD.replace(
        '  - { name: DO1, alias: REV, symbol: MOTOR_CONTACTOR }',
        '  - { name: DO1, alias: REV, symbol: MOTOR_CONTACTOR',
      ),
    });
    expect(messages(tree)).toEqual([expect.stringMatching(/problem\.md:(9|10): front matter: /)]);
  });

  it('puts a failing reference on the row of the step it fails', () => {
    const tree = problemTree({ 'solution.ld': 'XIC(START)OTE(FWD);\n' });
    expect(messages(tree)).toEqual([
      expect.stringMatching(/07-door-opener\/sequence\.md:7: step 3: the reference solution\.ld fails it: /),
    ]);
  });

  it('reports a ladder syntax error on its line, and a folder without a solution', () => {
    const syntax = problemTree({ 'solution.ld': '// seal-in\nXIC(START)OTE(FWD);\nXIC(START OTE(REV);\n' });
    expect(messages(syntax)).toEqual([expect.stringMatching(/07-door-opener\/solution\.ld:3: /)]);
    const none = problemTree({ 'solution.ld': undefined });
    expect(messages(none)).toEqual([
      expect.stringMatching(
        /07-door-opener:1: a problem needs a reference solution: solution\.ld, solution\.st or both$/,
      ),
    ]);
  });

  it('refuses a badly named folder, an unknown file and a number that disagrees with the folder', () => {
    expect(messages(problemTree({}, 'Door Opener'))).toEqual([
      expect.stringMatching(/the folder name must be its number and id/),
    ]);
    expect(messages(problemTree({ 'solution.ST': 'x' }))).toEqual([
      expect.stringMatching(/07-door-opener\/solution\.ST:1: unknown file/),
    ]);
    expect(messages(problemTree({}, '08-door-opener'))).toEqual([
      expect.stringMatching(/problem\.md:2: "number" is 7 but the folder is numbered 8$/),
    ]);
  });

  it('builds an example, filling the inputs the scene drives from its run', () => {
    const tree = join(root, `tree${folderCount++}`);
    const dir = join(tree, 'examples', '03-door-example');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'example.md'),
      PROBLEM_MD.replace('difficulty: easy\n', '').replace('number: 7', 'number: 3'),
    );
    writeFileSync(join(dir, 'program.ld'), SOLUTION_LD);
    writeFileSync(
      join(dir, 'sequence.md'),
      '| Step | START | FWD | REV | Run for |\n| - | - | - | - | - |\n| Open. | 1 | 1 | 0 | |\n| Wait for the top. | 0 | 0 | 0 | 9 s |\n',
    );
    const built = buildContent(engine, tree);
    expect(built.diagnostics).toEqual([]);
    // The inputs the scene drives show its values after each step: DOWN (DI3) opens as the door
    // leaves the floor, UP (DI2) is made once it is open.
    expect(built.examples[0]?.sequence.map((s) => s.inputs)).toEqual([
      [1, 1, 0, 0],
      [0, 1, 1, 0],
    ]);
    expect(built.examples[0]).toMatchObject({ example_id: 'door-example', exampleNumber: 3, unit: 2 });
  });
});

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROBLEMS } from '@plcsim/content';
import { describe, expect, it } from 'vitest';
import type { Project } from '@plcsim/compiler';
import { main } from './main.ts';

const dir = mkdtempSync(join(tmpdir(), 'plcsim-import-problem-'));

async function plcsim(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

function write(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const PROBLEM_ID = 'machine-running-light';
const problem = PROBLEMS.find((p) => p.problem_id === PROBLEM_ID);
if (!problem) throw new Error(`content has no ${PROBLEM_ID} problem`);
const problemTagNames = Object.values(problem.tagMap).map((t) => t.name);

/** Problem 1 solved in Structured Text with the problem's aliases, in mixed case, and one internal tag. */
const ST_SOLUTION = `VAR
  Running : BOOL;
  START : BOOL;
END_VAR
Running := (start OR Running) AND STOP;
Green := Running;
RED := NOT Running;
`;

/** The same program as neutral-text rungs. */
const RUNGS = `[XIC(START),XIC(Running)]XIC(stop)OTE(Running);
XIC(Running)OTE(GREEN);
XIO(Running)OTE(red);
`;

const readProject = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Project;

describe('plcsim import --problem', () => {
  it.each([
    ['program.st', ST_SOLUTION],
    ['rungs.txt', RUNGS],
  ])(
    'maps the aliases of %s onto the problem’s I/O tags, and the result grades as passed',
    async (name, text) => {
      const source = write(name, text);
      const output = join(dir, `${name}.json`);
      const imported = await plcsim('import', '--problem', PROBLEM_ID, source, '-o', output);
      expect(imported.code).toBe(0);

      const project = readProject(output);
      // The problem's tags (with their aliases) and one internal tag: no START, GREEN or RED of its own.
      expect(
        Object.values(project.tagMap)
          .map((t) => t.name)
          .sort(),
      ).toEqual([...problemTagNames, 'Running'].sort());
      expect(Object.values(project.tagMap).find((t) => t.name === 'DI0')?.alias).toBe('START');
      expect(project).toMatchObject({ scene: problem.scene, sequence: problem.sequence });

      const graded = await plcsim('grade', '--problem', PROBLEM_ID, output);
      expect(graded.out.split('\n').at(-1)).toBe(`${PROBLEM_ID}: 1 passed, 0 failed, 0 invalid of 1.`);
      expect(graded.code).toBe(0);
    },
  );

  it('without --problem the alias names are tags of their own, which the grader does not accept', async () => {
    const output = join(dir, 'plain.json');
    expect((await plcsim('import', write('plain.txt', RUNGS), '-o', output)).code).toBe(0);
    expect(Object.values(readProject(output).tagMap).map((t) => t.name)).toContain('START');
    const graded = await plcsim('grade', '--json', '--problem', PROBLEM_ID, output);
    expect(graded.code).toBe(1);
    expect(JSON.parse(graded.out).results[0]).toMatchObject({ verdict: 'failed' });
  });

  it('keeps the Add-On Instructions of the problem’s starting program, so a call of one grades', async () => {
    // Problem 83's starting program holds the MotorStarter AOI and its two instance tags.
    const st = write(
      'starters.st',
      [
        'Pump1Starter(Start := START1, Stop := STOP1, Overload := OL1, Reset := RESET, Run => PUMP1, Fault => FAULT1);',
        'Pump2Starter(Start := START2, Stop := STOP2, Overload := OL2, Reset := RESET, Run => PUMP2, Fault => FAULT2);',
      ].join('\n'),
    );
    const rungs = write(
      'starters.txt',
      'MotorStarter(Pump1Starter,START1,STOP1,OL1,RESET,PUMP1,FAULT1);\n' +
        'MotorStarter(Pump2Starter,START2,STOP2,OL2,RESET,PUMP2,FAULT2);\n',
    );
    for (const source of [st, rungs]) {
      const output = `${source}.json`;
      const imported = await plcsim('import', '--problem', '83', source, '-o', output);
      expect(imported.err).toMatch(/^Wrote /);
      expect(readProject(output).addOnInstructions?.map((aoi) => aoi.name)).toEqual(['MotorStarter']);
      const graded = await plcsim('grade', '--problem', '83', output);
      expect(graded.out.split('\n').at(-1)).toBe(
        'two-pumps-one-starter: 1 passed, 0 failed, 0 invalid of 1.',
      );
    }
  });

  it('reads a VAR of the program’s own FUNCTION_BLOCK type as the compiler does, so the program grades', async () => {
    const source = write(
      'debounce.st',
      [
        'FUNCTION_BLOCK Debounce',
        'VAR_INPUT In : BOOL; Delay : DINT; END_VAR',
        'VAR_OUTPUT Out : BOOL; END_VAR',
        'VAR HeldOn, HeldOff : TON; END_VAR',
        'HeldOn(IN := In, PT := Delay);',
        'HeldOff(IN := NOT In, PT := Delay);',
        'IF HeldOn.Q THEN Out := TRUE; ELSIF HeldOff.Q THEN Out := FALSE; END_IF;',
        'END_FUNCTION_BLOCK',
        'VAR EyeFilter, LevelFilter : Debounce; Lit : R_TRIG; END_VAR',
        'EyeFilter(In := EYE, Delay := 500, Out => PART_LAMP);',
        'LevelFilter(In := LEVEL, Delay := 2000, Out => PUMP);',
        'Lit(CLK := PART_LAMP);',
        'IF Lit.Q THEN PartCount := PartCount + 1; END_IF;',
      ].join('\n'),
    );
    const output = `${source}.json`;
    const imported = await plcsim('import', '--problem', '84', source, '-o', output);
    expect(imported.err).toMatch(/^Wrote /);
    const graded = await plcsim('grade', '--problem', '84', output);
    expect(graded.out.split('\n').at(-1)).toBe('debounce-add-on: 1 passed, 0 failed, 0 invalid of 1.');
  });

  it('takes the problem’s number too', async () => {
    const output = join(dir, 'by-number.json');
    const imported = await plcsim('import', '--problem', '1', write('by-number.txt', RUNGS), '-o', output);
    expect(imported.code).toBe(0);
    expect((await plcsim('grade', '--problem', '1', output)).code).toBe(0);
  });

  it('warns when a VAR block declares an alias with another type, and uses the problem’s tag', async () => {
    const source = write('typed.st', 'VAR\n  GREEN : DINT;\nEND_VAR\nGREEN := START;\nRED := NOT START;\n');
    const imported = await plcsim('import', '--problem', PROBLEM_ID, source);
    expect(imported.code).toBe(0);
    expect(imported.err).toBe(
      `${source}:2:3: warning: VAR declares "GREEN" as DINT, but the problem's tag DO2 (GREEN) is BOOL: ` +
        "the problem's tag is used",
    );
    expect(
      Object.values((JSON.parse(imported.out) as Project).tagMap)
        .map((t) => t.name)
        .sort(),
    ).toEqual([...problemTagNames].sort());
  });

  it('reports an unknown problem with exit 2 and writes nothing', async () => {
    const output = join(dir, 'never.json');
    const result = await plcsim(
      'import',
      '--problem',
      'no-such-problem',
      write('x.txt', RUNGS),
      '-o',
      output,
    );
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/^plcsim import: Unknown problem "no-such-problem": give a problem JSON file/);
    expect(() => readFileSync(output)).toThrow();
  });
});

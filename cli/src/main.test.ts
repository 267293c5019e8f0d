import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Project } from '@plcsim/compiler';
import * as b from '../../compiler/src/reference/builders.ts';
import { main } from './main.ts';

const dir = mkdtempSync(join(tmpdir(), 'plcsim-cli-'));
const programs = new URL('../../compiler/bench/programs/', import.meta.url);

async function plcsim(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

function write(name: string, content: string | object): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

const motor = (): Project => ({
  ...b.project(
    b.tag('DI0', 'BOOL', 0, 'PB1'),
    b.tag('DO0', 'BOOL', 0, 'M1'),
    b.timer('T1', 300),
    b.rung(b.branch([b.xic('DI0')], [b.xic('DO0')]), b.ote('DO0')),
    b.rung(b.xic('DO0'), b.ton('T1')),
  ),
  sequence: [
    {
      description: 'start',
      inputs: [1],
      outputs: [1],
      sets: [],
      checks: [{ tagName: 'T1', child: 'ACC', value: 200 }],
    },
    {
      description: 'sealed',
      inputs: [0],
      outputs: [1],
      sets: [],
      checks: [{ tagName: 'T1', child: 'DN', value: 1 }],
    },
  ],
});

describe('plcsim', () => {
  it('prints usage and exits 2 without a command or with an unknown one', async () => {
    expect((await plcsim()).code).toBe(2);
    const unknown = await plcsim('frobnicate');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('unknown command "frobnicate"');
  });

  it('compile: OK for a valid project, rung diagnostics and exit 2 for a broken one', async () => {
    expect(await plcsim('compile', write('ok.json', motor()))).toMatchObject({ code: 0 });
    const broken = motor();
    const ins = Object.values(broken.instructionMap).find((i) => i.type === 'TON');
    if (ins) ins.tag = null;
    const result = await plcsim('compile', write('broken.json', broken));
    expect(result.code).toBe(2);
    expect(result.err).toBe('rung 1: Missing or invalid tag for instruction TON (rung 1)');
  });

  it('explains unreadable and invalid files with exit 2', async () => {
    expect((await plcsim('compile', join(dir, 'missing.json'))).err).toMatch(
      /Cannot read .*missing\.json: ENOENT/,
    );
    expect((await plcsim('compile', write('bad.json', '{'))).err).toMatch(/is not valid JSON/);
    expect((await plcsim('compile', write('wrong.json', { projectName: 1 }))).code).toBe(2);
  });

  it('test: passes the sequence (exit 0) and reports a failing step (exit 1)', async () => {
    const pass = await plcsim('test', write('motor.json', motor()));
    expect(pass.code).toBe(0);
    expect(pass.out).toBe(['✓ Step 1 (start)', '✓ Step 2 (sealed)', 'All steps passed.'].join('\n'));

    const steps = write('steps.json', [
      { description: 'off', inputs: [0], outputs: [1], sets: [], checks: [] },
    ]);
    const fail = await plcsim('test', write('motor2.json', motor()), '--sequence', steps);
    expect(fail.code).toBe(1);
    expect(fail.out).toContain('✗ Step 1 (off): Step 1 expected M1 (DO0) to be 1 but got 0.');
  });

  it('test --json --keep-going: every step with a snapshot of every tag and member', async () => {
    const steps = write('steps2.json', {
      sequence: [
        { description: 'wrong', inputs: [1], outputs: [0], sets: [], checks: [] },
        { description: 'right', inputs: [0], outputs: [1], sets: [], checks: [] },
      ],
    });
    const result = await plcsim(
      'test',
      write('motor3.json', motor()),
      '--sequence',
      steps,
      '--json',
      '--keep-going',
    );
    expect(result.code).toBe(1);
    const report = JSON.parse(result.out) as { steps: { status: string; values: Record<string, number> }[] };
    expect(report.steps.map((s) => s.status)).toEqual(['fail', 'pass']);
    expect(report.steps[1]?.values).toMatchObject({ DO0: 1, 'T1.ACC': 300, 'T1.DN': 1 });
  });

  it('test: says so when the project has no steps', async () => {
    const path = write('nosteps.json', { ...motor(), sequence: [] });
    expect(await plcsim('test', path)).toMatchObject({
      code: 0,
      out: `${path}: compiles, but has no sequence steps to run.`,
    });
  });

  it('test: a precheck error exits 2', async () => {
    const steps = write('steps3.json', [
      { description: '', inputs: [1, 1], outputs: [1], sets: [], checks: [] },
    ]);
    const result = await plcsim('test', write('motor4.json', motor()), '--sequence', steps);
    expect(result.code).toBe(2);
    expect(result.out).toContain('Error during sequence precheck');
  });

  it('compile and test a Structured Text project: line:col diagnostics, loop warnings in the output', async () => {
    const tags = [b.tag('DI0', 'BOOL'), b.tag('DO0', 'BOOL'), b.tag('N', 'DINT')];
    const broken = { ...b.project(...tags), programMode: 'ST', stSource: 'DO0 := DI0\nN := 1;' };
    const compiled = await plcsim('compile', write('broken-st.json', broken));
    expect(compiled.code).toBe(2);
    expect(compiled.err).toBe("1:11: Expected ';' after the statement");

    const looping = {
      ...b.project(...tags),
      programMode: 'ST',
      stSource: 'DO0 := DI0;\nWHILE TRUE DO\n  N := N + 1;\nEND_WHILE;',
      sequence: [{ description: 'on', inputs: [1], outputs: [1], sets: [], checks: [] }],
    };
    const result = await plcsim('test', write('looping-st.json', looping));
    expect(result.code).toBe(0);
    expect(result.out).toBe(['✓ Step 1 (on)', 'All steps passed.'].join('\n'));
    expect(result.err).toBe('warning: Line 2: loop stopped after 10000 iterations.');
  });

  it('test: a runaway scan faults on the watchdog, fails its step and stops the run', async () => {
    const tags = [b.tag('DI0', 'BOOL'), b.tag('DO0', 'BOOL'), b.tag('i', 'DINT'), b.tag('j', 'DINT')];
    const runaway = {
      ...b.project(...tags),
      programMode: 'ST',
      stSource:
        'DO0 := DI0;\nFOR i := 1 TO 999 DO\n  FOR j := 1 TO 999 DO\n    DO0 := DI0;\n  END_FOR;\nEND_FOR;',
      sequence: [
        { description: 'on', inputs: [1], outputs: [1], sets: [], checks: [] },
        { description: 'off', inputs: [0], outputs: [0], sets: [], checks: [] },
      ],
    };
    const result = await plcsim('test', write('runaway-st.json', runaway), '--keep-going');
    const fault =
      /Watchdog timeout: the scan ran more than 2000000 instructions \(line [2-5]\)\. The PLC stopped\./;
    expect(result.code).toBe(1);
    const [first, second, last] = result.out.split('\n');
    expect(first).toMatch(/^✗ Step 1 \(on\): Step 1: /);
    expect(first).toMatch(fault);
    expect(second).toBe('· Step 2 (off): not run');
    expect(last).toBe('Some steps failed.');
    expect(result.err).toMatch(fault);
  });

  it('import then export round-trips the B1 benchmark exactly', async () => {
    const output = join(dir, 'b1.json');
    const ladder = new URL('b1-ladder.txt', programs).pathname;
    const imported = await plcsim(
      'import',
      ladder,
      '--tags',
      new URL('b1-tags.st', programs).pathname,
      '-o',
      output,
    );
    expect(imported.code).toBe(0);
    expect(imported.err).toBe(`Wrote ${output}: 200 rungs, 201 tags`);
    expect((await plcsim('compile', output)).code).toBe(0);
    const exported = await plcsim('export', output);
    expect(`${exported.out}\n`).toBe(readFileSync(ladder, 'utf8'));
  });

  it('export --l5x writes the tags and rungs as Studio 5000 L5X, warnings to standard error', async () => {
    const ladder = await plcsim('export', '--l5x', write('l5x.json', motor()));
    expect(ladder.code).toBe(0);
    expect(ladder.err).toBe('');
    expect(ladder.out).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8" standalone="yes"\?>\n<RSLogix5000Content /,
    );
    expect(ladder.out).toContain('<Tag Name="T1" TagType="Base" DataType="TIMER" Constant="false"');
    expect(ladder.out).toContain('<![CDATA[[XIC(DI0),XIC(DO0)]OTE(DO0);]]>');
    expect(ladder.out).toContain('<![CDATA[XIC(DO0)TON(T1,300,0);]]>');
    expect(ladder.out.endsWith('</RSLogix5000Content>')).toBe(true);

    const st = await plcsim(
      'export',
      '--l5x',
      write('l5x-st.json', { ...motor(), programMode: 'ST', stSource: 'DO0 := DI0;' }),
    );
    expect(st.code).toBe(0);
    expect(st.err).toMatch(/^warning: The Structured Text program is not exported/);
    expect((await plcsim('export', '--l5x', write('l5x-bad.json', '{'))).code).toBe(2);
  });

  it('import of Structured Text keeps the source and declares its VAR tags', async () => {
    const result = await plcsim('import', new URL('b2.st', programs).pathname);
    expect(result.code).toBe(0);
    const project = JSON.parse(result.out) as Project;
    expect(project.programMode).toBe('ST');
    expect(project.stSource).toContain('FOR i := 1 TO 100 DO');
    const names = Object.values(project.tagMap).map((t) => `${t.name}:${t.data_type}`);
    expect(names).toContain('IN0:BOOL');
    expect(names).toContain('T19:TIMER');
    expect(names).toHaveLength(27);
  });

  it('import reports neutral-text syntax errors and writes nothing', async () => {
    const output = join(dir, 'never.json');
    const result = await plcsim('import', write('bad.txt', 'XIC(A)OTE(B;\n'), '-o', output);
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/bad\.txt:/);
    expect(() => readFileSync(output)).toThrow();
  });

  it('bench --quick reports both implementations with matching checksums', async () => {
    const result = await plcsim('bench', '--quick');
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/VM \(WebAssembly\) +\d+\.\d+ µs\/scan/);
    expect(result.out).toContain('checksums match');
  }, 60_000);
});

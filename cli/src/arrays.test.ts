/** `plcsim` with array tags: import, export (neutral and L5X), compile and test, the index fault included. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROBLEMS } from '@plcsim/content';
import { describe, expect, it } from 'vitest';
import { importNeutralText, type Project } from '@plcsim/compiler';
import type { GradeRow } from './commands/grade.ts';
import { main } from './main.ts';

const dir = mkdtempSync(join(tmpdir(), 'plcsim-cli-arrays-'));

async function plcsim(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const TEXT = [
  'TAG',
  '  Data : DINT[5] := [10,20,30,40,50];',
  '  Bits : BOOL[4] := [0,0,0,0];',
  '  Index : DINT := 1;',
  '  Total : DINT := 0;',
  'END_TAG',
  'XIC(Go)MOV(Data[Index],Total)OTE(Bits[Index]);',
].join('\n');

const STEPS = [
  {
    description: 'reads element 1',
    inputs: [],
    outputs: [],
    sets: [{ tag: 'Go', value: 1 }],
    checks: [
      { tagName: 'Total', value: 20 },
      { tagName: 'Bits[1]', value: 1 },
    ],
  },
  {
    description: 'reads element 3',
    inputs: [],
    outputs: [],
    sets: [{ tag: 'Index', value: 3 }],
    checks: [
      { tagName: 'Total', value: 40 },
      { tagName: 'Bits[3]', value: 1 },
    ],
  },
  { description: 'index 9', inputs: [], outputs: [], sets: [{ tag: 'Index', value: 9 }], checks: [] },
];

describe('plcsim with arrays', () => {
  it('imports the tag table and element operands, exports them back, and compiles', async () => {
    const source = join(dir, 'arrays.txt');
    const output = join(dir, 'arrays.json');
    writeFileSync(source, `${TEXT}\n`);
    expect(await plcsim('import', source, '-o', output)).toMatchObject({
      code: 0,
      err: `Wrote ${output}: 1 rungs, 5 tags`,
    });
    expect((await plcsim('compile', output)).code).toBe(0);
    expect((await plcsim('export', output)).out).toBe(TEXT.replace('END_TAG', '  Go : BOOL := 0;\nEND_TAG'));
    const l5x = await plcsim('export', '--l5x', output);
    expect(l5x.out).toContain(
      '<Tag Name="Data" TagType="Base" DataType="DINT" Dimensions="5" Radix="Decimal" Constant="false" ExternalAccess="Read/Write">',
    );
    expect(l5x.out).toContain('<![CDATA[XIC(Go)MOV(Data[Index],Total)OTE(Bits[Index]);]]>');
  });

  it('test checks element values by name and stops at an index out of range with its message', async () => {
    const source = join(dir, 'run.txt');
    const project = join(dir, 'run.json');
    const steps = join(dir, 'steps.json');
    writeFileSync(source, `${TEXT}\n`);
    writeFileSync(steps, JSON.stringify(STEPS));
    expect((await plcsim('import', source, '-o', project)).code).toBe(0);
    const run = await plcsim('test', project, '--sequence', steps);
    expect(run.out.split('\n')).toEqual([
      '✓ Step 1 (reads element 1)',
      '✓ Step 2 (reads element 3)',
      '✗ Step 3 (index 9): Step 3: Array index 9 is out of range for Data[0..4] (rung 0)',
      'Some steps failed.',
    ]);
    expect(run.code).toBe(1);
    const json = JSON.parse((await plcsim('test', project, '--sequence', steps, '--json')).out) as {
      steps: { values?: Record<string, number> }[];
    };
    expect(json.steps[1]?.values).toMatchObject({ 'Data[3]': 40, 'Bits[1]': 1, 'Bits[3]': 1, Total: 40 });
  });
});

describe('plcsim grade with arrays', () => {
  const problem = PROBLEMS.find((p) => p.problem_id === 'batch-counter') as Project | undefined;
  if (!problem) throw new Error('content has no batch-counter problem');
  /** batch-counter solved with its lamps driven through a BOOL array; `index` picks the GREEN lamp's bit. */
  const solution = (index: number) =>
    importNeutralText(
      [
        'TAG',
        '  Lamps : BOOL[2] := [0,0];',
        `  Which : DINT := ${index};`,
        'END_TAG',
        'XIC(DI0)CTU(Batch,3,0);',
        'XIC(Batch.DN)TON(Hold,2000,0);',
        'GRT(Batch.ACC,0)XIO(Batch.DN)OTE(Lamps[0]);',
        'XIC(Batch.DN)OTE(Lamps[Which]);',
        'XIC(Lamps[0])OTE(DO1);',
        'XIC(Lamps[1])OTE(DO2);',
        '[XIO(DI1),XIC(Hold.DN)]RES(Batch);',
      ].join('\n'),
      { project: problem },
    ).project;

  it('passes a solution that uses array elements and fails one whose index leaves the array', async () => {
    const folder = mkdtempSync(join(dir, 'grade-'));
    writeFileSync(join(folder, 'a-right.json'), JSON.stringify(solution(1)));
    writeFileSync(join(folder, 'b-out-of-range.json'), JSON.stringify(solution(2)));
    const { out } = await plcsim('grade', '--problem', 'batch-counter', folder, '--json');
    const rows = (JSON.parse(out) as { results: GradeRow[] }).results;
    expect(rows.map((r) => [r.verdict, r.message])).toEqual([
      ['passed', ''],
      ['failed', 'Step 1: Array index 2 is out of range for Lamps[0..1] (rung 3)'],
    ]);
  });
});

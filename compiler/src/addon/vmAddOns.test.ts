/**
 * Add-On Instructions through the real path (issue 25): compileProject → VM. The manual's typical AOI, a
 * motor seal-in with a start delay, called from two rungs with two instances; the rung going false keeps
 * the outputs and skips the logic; an EnableInFalse routine clears them; logic in ladder and in ST.
 */
import { loadEngine } from '@plcsim/engine-wasm/node';
import type { Engine } from '@plcsim/engine-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileProject } from '../compile.ts';
import type { Project } from '../model/project.ts';
import * as b from '../reference/builders.ts';
import { addOn, call, param, withAddOns, type AddOnRoutineSpec } from '../reference/addOnBuilders.ts';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

function plc(project: Project) {
  const { program, diagnostics } = compileProject(project);
  expect(diagnostics.filter((d) => d.severity !== 'warning')).toEqual([]);
  if (!program) throw new Error('no program');
  expect(engine.load(program).ok).toBe(true);
  expect(engine.prescan().ok).toBe(true);
  return {
    set: (name: string, value: number) => expect(engine.set(name, value)).toBe(true),
    scan: (dt = 100) => engine.scan(dt),
    get: (name: string) => engine.get(name),
  };
}

/** Motor: Run seals in on Start, drops on Stop; Running comes on 300 ms after Run (a local TON). */
const MOTOR_TAGS = [
  param('Input', b.tag('Start', 'BOOL'), { required: true, visible: true }),
  param('Input', b.tag('Stop', 'BOOL'), { required: true, visible: true }),
  param('Output', b.tag('Run', 'BOOL'), { required: true, visible: true }),
  param('Output', b.tag('Running', 'BOOL'), { visible: true }),
  param('Local', b.timer('Delay', 300)),
];
const LADDER_LOGIC = [
  b.rung(b.branch([b.xic('Start')], [b.xic('Run')]), b.xio('Stop'), b.ote('Run')),
  b.rung(b.xic('Run'), b.ton('Delay')),
  b.rung(b.xic('Delay.DN'), b.ote('Running')),
];
const ST_LOGIC = ['Run := (Start OR Run) AND NOT Stop;', 'TON(Delay, Run);', 'Running := Delay.DN;'].join(
  '\n',
);

function motors(logic: AddOnRoutineSpec, enableInFalse?: AddOnRoutineSpec): Project {
  return withAddOns(
    b.project(
      b.struct('M1', 'Motor', { 'Delay.PRE': 300 }),
      b.struct('M2', 'Motor'), // the definition's defaults: Delay.PRE 300
      ...['En1', 'En2', 'Start1', 'Stop1', 'Start2', 'Stop2', 'Run1', 'Run2', 'Ready1', 'Ready2', 'Out1'].map(
        (n) => b.tag(n, 'BOOL'),
      ),
      b.rung(
        b.xic('En1'),
        call('Motor', 'M1', { Start: 'Start1', Stop: 'Stop1', Run: 'Run1', Running: 'Ready1' }),
        b.ote('Out1'),
      ),
      b.rung(
        b.xic('En2'),
        call('Motor', 'M2', { Start: 'Start2', Stop: 'Stop2', Run: 'Run2', Running: 'Ready2' }),
      ),
    ),
    addOn('Motor', MOTOR_TAGS, logic, enableInFalse),
  );
}

describe.each([
  ['ladder', LADDER_LOGIC],
  ['Structured Text', ST_LOGIC],
])('an Add-On Instruction with %s logic', (_, logic) => {
  it('two instances called from two rungs keep their own state, timers included', () => {
    const p = plc(motors(logic));
    p.set('En1', 1);
    p.set('En2', 1);
    p.set('Start1', 1);
    p.scan();
    expect([p.get('Run1'), p.get('Run2'), p.get('M1.Run'), p.get('M1.EnableIn'), p.get('Out1')]).toEqual([
      1, 0, 1, 1, 1,
    ]);
    p.set('Start1', 0);
    p.scan(100);
    expect([p.get('Run1'), p.get('Ready1'), p.get('M1.Delay.ACC')]).toEqual([1, 0, 200]);
    p.set('Start2', 1);
    p.scan(200);
    // M1's delay reaches its 300 ms preset; M2's has run only this scan.
    expect([p.get('Ready1'), p.get('Run2'), p.get('Ready2'), p.get('M2.Delay.ACC')]).toEqual([1, 1, 0, 200]);
    p.set('Stop1', 1);
    p.scan();
    expect([p.get('Run1'), p.get('Ready1'), p.get('Run2')]).toEqual([0, 0, 1]);
  });

  it('a false rung: EnableIn and EnableOut 0, inputs still copied, the logic skipped, outputs kept', () => {
    const p = plc(motors(logic));
    p.set('En1', 1);
    p.set('Start1', 1);
    p.scan();
    p.set('Start1', 0);
    p.set('En1', 0);
    p.set('Stop1', 1);
    p.scan();
    // Stop would drop Run if the logic ran; it does not, so Run and its destination keep 1.
    expect([p.get('M1.EnableIn'), p.get('M1.EnableOut'), p.get('Out1')]).toEqual([0, 0, 0]);
    expect([p.get('M1.Stop'), p.get('M1.Run'), p.get('Run1')]).toEqual([1, 1, 1]);
    p.set('En1', 1);
    p.scan();
    expect([p.get('M1.EnableOut'), p.get('Run1')]).toEqual([1, 0]);
  });

  it('an EnableInFalse routine runs while the rung is false and its outputs are copied', () => {
    const clear =
      typeof logic === 'string'
        ? 'Run := FALSE; Running := FALSE;'
        : [b.rung(b.otu('Run'), b.otu('Running'))];
    const p = plc(motors(logic, clear));
    p.set('En1', 1);
    p.set('Start1', 1);
    p.scan();
    expect(p.get('Run1')).toBe(1);
    p.set('En1', 0);
    p.scan();
    expect([p.get('M1.Run'), p.get('Run1'), p.get('M1.EnableOut')]).toEqual([0, 0, 0]);
  });
});

describe('an Add-On Instruction called in Structured Text', () => {
  const stProject = (logic: AddOnRoutineSpec, main: string): Project => {
    const p = motors(logic);
    return {
      ...p,
      programMode: 'ST',
      rungs: [],
      stSource: main,
    };
  };
  const MAIN = [
    'M1(Start := Start1, Stop := Stop1, Run => Run1);',
    'IF M1.Run THEN',
    '  Out1 := TRUE;',
    'END_IF;',
  ].join('\n');

  it.each([
    ['ladder', LADDER_LOGIC],
    ['Structured Text', ST_LOGIC],
  ])(
    'Seal1(Start := PB) runs the %s logic on the instance with EnableIn true; Seal1.Run reads it',
    (_, logic) => {
      const p = plc(stProject(logic, MAIN));
      p.scan();
      expect([p.get('M1.EnableIn'), p.get('M1.EnableOut'), p.get('Run1'), p.get('Out1')]).toEqual([
        1, 1, 0, 0,
      ]);
      p.set('Start1', 1);
      p.scan();
      p.set('Start1', 0);
      p.scan();
      expect([p.get('Run1'), p.get('M1.Run'), p.get('Out1')]).toEqual([1, 1, 1]);
      p.scan(300);
      expect(p.get('M1.Running')).toBe(1);
      p.set('Stop1', 1);
      p.scan();
      expect(p.get('Run1')).toBe(0);
    },
  );

  it('a call with a parameter the AOI lacks, or an output given with :=, is reported on its line', () => {
    const { diagnostics } = compileProject(
      stProject(LADDER_LOGIC, 'Out1 := FALSE;\nM1(Start := Start1, Speed := 3);\nM1(Run := Run1);'),
    );
    expect(diagnostics.map((d) => [d.message, d.line])).toEqual([
      ['Motor has no parameter Speed', 2],
      ['Motor: Run is an output; read it with Run => tag', 3],
    ]);
  });
});

describe('an Add-On Instruction calling another, with an InOut', () => {
  it('the inner instance lives in the outer one; the InOut is the caller tag itself', () => {
    const inner = addOn(
      'Bump',
      [param('Input', b.tag('Go', 'BOOL'), { required: true }), param('InOut', b.tag('N', 'DINT'))],
      [b.rung(b.xic('Go'), b.add('N', 1, 'N'))],
    );
    const outer = addOn(
      'Pair',
      [
        param('Input', b.tag('Go', 'BOOL'), { required: true }),
        param('InOut', b.tag('Count', 'DINT')),
        param('Local', b.struct('B1', 'Bump')),
      ],
      [
        b.rung(call('Bump', 'B1', { Go: 'Go', N: 'Count' })),
        b.rung(call('Bump', 'B1', { Go: 'Go', N: 'Count' })),
      ],
    );
    const p = plc(
      withAddOns(
        b.project(
          b.struct('P1', 'Pair'),
          b.tag('En', 'BOOL'),
          b.tag('Total', 'DINT'),
          b.rung(b.xic('En'), call('Pair', 'P1', { Go: 'En', Count: 'Total' })),
        ),
        inner,
        outer,
      ),
    );
    p.scan();
    expect(p.get('Total')).toBe(0);
    p.set('En', 1);
    p.scan();
    p.scan();
    // Two inner calls per scan, each adding 1 to the caller's Total through two InOuts.
    expect([p.get('Total'), p.get('P1.B1.EnableOut')]).toEqual([4, 1]);
  });
});

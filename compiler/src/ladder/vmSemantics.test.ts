/**
 * Every instruction and SEMANTICS.md rule, through the real path: compileProject → VM.
 * Values are what a learner would read in the Tags tab after each 100 ms scan.
 */
import { loadEngine } from '@plcsim/engine-wasm/node';
import type { Engine } from '@plcsim/engine-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileProject } from '../compile.ts';
import type { Project } from '../model/project.ts';
import * as b from '../reference/builders.ts';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

/** Compiles and loads `project`, runs the pre-scan, and returns helpers over the engine. */
function plc(project: Project) {
  const { program, diagnostics } = compileProject(project);
  // Teaching warnings (a DN the program never reads) are expected: these programs test the VM.
  expect(diagnostics.filter((d) => d.severity !== 'warning')).toEqual([]);
  if (!program) throw new Error('no program');
  expect(engine.load(program).ok).toBe(true);
  expect(engine.prescan().ok).toBe(true);
  return {
    set: (name: string, value: number) => expect(engine.set(name, value)).toBe(true),
    scan: (dt = 100) => engine.scan(dt),
    get: (name: string) => engine.get(name),
    timer: (name: string) => ['ACC', 'EN', 'TT', 'DN'].map((m) => engine.get(`${name}.${m}`)),
  };
}

describe('bit instructions', () => {
  it('XIC passes when on, XIO when off; OTE writes the rung state', () => {
    const p = plc(b.project(b.rung(b.xic('A'), b.xio('B'), b.ote('Y'))));
    p.scan();
    expect(p.get('Y')).toBe(0);
    p.set('A', 1);
    p.scan();
    expect(p.get('Y')).toBe(1);
    p.set('B', 1);
    p.scan();
    expect(p.get('Y')).toBe(0);
  });

  it('OTL and OTU latch and keep; the last write of the scan wins', () => {
    const p = plc(b.project(b.rung(b.xic('Set'), b.otl('L')), b.rung(b.xic('Reset'), b.otu('L'))));
    p.set('Set', 1);
    p.scan();
    p.set('Set', 0);
    p.scan();
    expect(p.get('L')).toBe(1);
    p.set('Set', 1);
    p.set('Reset', 1);
    p.scan();
    expect(p.get('L')).toBe(0);
  });

  it('a write is visible to later rungs in the same scan, not to earlier ones', () => {
    const p = plc(
      b.project(
        b.rung(b.xic('M'), b.ote('Early')),
        b.rung(b.xic('A'), b.ote('M')),
        b.rung(b.xic('M'), b.ote('Late')),
      ),
    );
    p.set('A', 1);
    p.scan();
    expect([p.get('Early'), p.get('M'), p.get('Late')]).toEqual([0, 1, 1]);
    p.scan();
    expect(p.get('Early')).toBe(1);
  });

  it('ONS is true for exactly the scan its input rises', () => {
    const p = plc(b.project(b.rung(b.xic('A'), b.ons('Store'), b.ote('Pulse'))));
    const pulses: (number | undefined)[] = [];
    for (const a of [0, 1, 1, 1, 0, 1]) {
      p.set('A', a);
      p.scan();
      pulses.push(p.get('Pulse'));
    }
    expect(pulses).toEqual([0, 1, 0, 0, 0, 1]);
  });

  it('OSR and OSF pulse Out on the rising and falling edge; the rung continues', () => {
    const p = plc(b.project(b.rung(b.xic('A'), b.osr('S1', 'Up'), b.osf('S2', 'Down'), b.ote('Through'))));
    const seen: string[] = [];
    for (const a of [1, 1, 0, 0]) {
      p.set('A', a);
      p.scan();
      seen.push(`${p.get('Up')}${p.get('Down')}${p.get('Through')}`);
    }
    expect(seen).toEqual(['101', '001', '010', '000']);
  });

  it('a branch is true when any leg is true, and outputs in a leg see that leg', () => {
    const p = plc(b.project(b.rung(b.branch([b.xic('A')], [b.xic('B'), b.ote('LegB')]), b.ote('Y'))));
    p.set('B', 1);
    p.scan();
    expect([p.get('Y'), p.get('LegB')]).toEqual([1, 1]);
    p.set('B', 0);
    p.set('A', 1);
    p.scan();
    expect([p.get('Y'), p.get('LegB')]).toEqual([1, 0]);
  });

  it('nested branches combine as written', () => {
    // A AND ((B AND (C OR D)) OR E)
    const p = plc(
      b.project(
        b.rung(
          b.xic('A'),
          b.branch([b.xic('B'), b.branch([b.xic('C')], [b.xic('D')])], [b.xic('E')]),
          b.ote('Y'),
        ),
      ),
    );
    const cases: [Record<string, number>, number][] = [
      [{ A: 1, B: 1, C: 0, D: 1, E: 0 }, 1],
      [{ A: 1, B: 1, C: 0, D: 0, E: 0 }, 0],
      [{ A: 1, B: 0, C: 1, D: 1, E: 1 }, 1],
      [{ A: 0, B: 1, C: 1, D: 1, E: 1 }, 0],
    ];
    for (const [inputs, expected] of cases) {
      for (const [name, value] of Object.entries(inputs)) p.set(name, value);
      p.scan();
      expect(p.get('Y'), JSON.stringify(inputs)).toBe(expected);
    }
  });
});

describe('timers (100 ms scans)', () => {
  it('TON: EN follows the rung, TT while timing, DN at PRE, ACC stops at PRE, false resets', () => {
    const p = plc(b.project(b.timer('T1', 250), b.rung(b.xic('Go'), b.ton('T1'))));
    p.set('Go', 1);
    const steps = [1, 2, 3, 4].map(() => (p.scan(), p.timer('T1')));
    expect(steps).toEqual([
      [100, 1, 1, 0],
      [200, 1, 1, 0],
      [250, 1, 0, 1],
      [250, 1, 0, 1],
    ]);
    p.set('Go', 0);
    p.scan();
    expect(p.timer('T1')).toEqual([0, 0, 0, 0]);
  });

  it('TON with PRE 0 is done on its first true scan', () => {
    const p = plc(b.project(b.timer('T1', 0), b.rung(b.xic('Go'), b.ton('T1'))));
    p.set('Go', 1);
    p.scan();
    expect(p.timer('T1')).toEqual([0, 1, 0, 1]);
  });

  it('TOF: DN while true and for PRE after the rung goes false', () => {
    const p = plc(b.project(b.timer('T1', 200), b.rung(b.xic('Go'), b.tof('T1'))));
    p.set('Go', 1);
    p.scan();
    expect(p.timer('T1')).toEqual([0, 1, 0, 1]);
    p.set('Go', 0);
    const steps = [1, 2, 3].map(() => (p.scan(), p.timer('T1')));
    expect(steps).toEqual([
      [100, 0, 1, 1],
      [200, 0, 0, 0],
      [200, 0, 0, 0],
    ]);
  });

  it('RTO keeps ACC and DN when false; RES clears it', () => {
    const p = plc(
      b.project(b.timer('T1', 300), b.rung(b.xic('Go'), b.rto('T1')), b.rung(b.xic('Clear'), b.res('T1'))),
    );
    p.set('Go', 1);
    p.scan();
    p.scan();
    p.set('Go', 0);
    p.scan();
    expect(p.timer('T1')).toEqual([200, 0, 0, 0]);
    p.set('Go', 1);
    p.scan();
    p.scan();
    expect(p.timer('T1')).toEqual([300, 1, 0, 1]);
    p.set('Go', 0);
    p.scan();
    expect(p.timer('T1')).toEqual([300, 0, 0, 1]);
    p.set('Clear', 1);
    p.scan();
    expect(p.timer('T1')).toEqual([0, 0, 0, 0]);
  });

  it('adds the real elapsed time of each scan', () => {
    const p = plc(b.project(b.timer('T1', 1000), b.rung(b.xic('Go'), b.ton('T1'))));
    p.set('Go', 1);
    p.scan(37);
    p.scan(400);
    expect(p.get('T1.ACC')).toBe(437);
    p.scan(3_600_000);
    expect(p.timer('T1')).toEqual([1000, 1, 0, 1]);
  });
});

describe('counters', () => {
  it('CTU counts rising edges only; DN at PRE; ACC may pass PRE; RES clears', () => {
    const p = plc(
      b.project(b.counter('C1', 2), b.rung(b.xic('Pulse'), b.ctu('C1')), b.rung(b.xic('Clear'), b.res('C1'))),
    );
    for (const v of [1, 1, 0, 1, 0, 1]) {
      p.set('Pulse', v);
      p.scan();
    }
    expect([p.get('C1.ACC'), p.get('C1.DN'), p.get('C1.CU')]).toEqual([3, 1, 1]);
    p.set('Clear', 1);
    p.scan();
    expect([p.get('C1.ACC'), p.get('C1.DN'), p.get('C1.CU')]).toEqual([0, 0, 0]);
  });

  it('CTD counts down below zero; DN is ACC ≥ PRE', () => {
    const p = plc(b.project(b.counter('C1', 0), b.rung(b.xic('Pulse'), b.ctd('C1'))));
    p.set('Pulse', 1);
    p.scan();
    expect([p.get('C1.ACC'), p.get('C1.DN'), p.get('C1.CD')]).toEqual([-1, 0, 1]);
  });

  it('CTU wraps at 32 bits and sets OV; CTD wraps and sets UN', () => {
    const p = plc(
      b.project(
        b.counter('Up', 5, { acc: 2147483647 }),
        b.counter('Down', 5, { acc: -2147483648 }),
        b.rung(b.xic('Pulse'), b.ctu('Up'), b.ctd('Down')),
      ),
    );
    p.set('Pulse', 1);
    p.scan();
    expect([p.get('Up.ACC'), p.get('Up.OV')]).toEqual([-2147483648, 1]);
    expect([p.get('Down.ACC'), p.get('Down.UN')]).toEqual([2147483647, 1]);
  });
});

describe('math, move and compare', () => {
  const math = (ins: b.InstructionSpec, a: number, c: number) => {
    const p = plc(
      b.project(b.tag('A', 'DINT', a), b.tag('B', 'DINT', c), b.tag('R', 'DINT', 12345), b.rung(ins)),
    );
    p.scan();
    return p.get('R');
  };

  it('wraps ADD, SUB and MUL at 32 bits', () => {
    expect(math(b.add('A', 'B', 'R'), 2147483647, 1)).toBe(-2147483648);
    expect(math(b.sub('A', 'B', 'R'), -2147483648, 1)).toBe(2147483647);
    expect(math(b.mul('A', 'B', 'R'), 65536, 65536)).toBe(0);
  });

  it('DIV truncates toward zero, gives 0 for /0 and MIN for MIN / -1', () => {
    expect(math(b.div('A', 'B', 'R'), -7, 2)).toBe(-3);
    expect(math(b.div('A', 'B', 'R'), 7, 0)).toBe(0);
    expect(math(b.div('A', 'B', 'R'), -2147483648, -1)).toBe(-2147483648);
  });

  it('MOD takes the sign of the dividend and gives 0 for MOD 0', () => {
    expect(math(b.mod('A', 'B', 'R'), -7, 3)).toBe(-1);
    expect(math(b.mod('A', 'B', 'R'), 7, -3)).toBe(1);
    expect(math(b.mod('A', 'B', 'R'), 7, 0)).toBe(0);
  });

  it('takes integer constants as sources, and runs only on a true rung', () => {
    const p = plc(
      b.project(b.tag('R', 'DINT', 0), b.rung(b.xic('Go'), b.add('R', 5, 'R')), b.rung(b.mov(-3, 'Q'))),
    );
    p.scan();
    expect([p.get('R'), p.get('Q')]).toEqual([0, -3]);
    p.set('Go', 1);
    p.scan();
    p.scan();
    expect(p.get('R')).toBe(10);
  });

  it('compares signed values, including timer members', () => {
    const p = plc(
      b.project(
        b.timer('T1', 1000),
        b.tag('N', 'DINT', -5),
        b.rung(b.ton('T1')),
        b.rung(b.grt('T1.ACC', 150), b.ote('Late')),
        b.rung(
          b.les('N', 0),
          b.leq('N', -5),
          b.geq('N', -5),
          b.neq('N', 5),
          b.equ('N', -5),
          b.ote('AllTrue'),
        ),
      ),
    );
    p.scan();
    expect([p.get('Late'), p.get('AllTrue')]).toEqual([0, 1]);
    p.scan();
    expect(p.get('Late')).toBe(1);
  });
});

describe('pre-scan', () => {
  it('clears OTE targets and timers, keeps latches, gives TOF ACC = PRE', () => {
    const p = plc(
      b.project(
        b.tag('Coil', 'BOOL', 1),
        b.tag('Latched', 'BOOL', 1),
        b.timer('On', 500, { acc: 300, bits: { EN: 1, TT: 1 } }),
        b.timer('Ret', 500, { acc: 300, bits: { EN: 1, DN: 0 } }),
        b.timer('Off', 700, { acc: 0, bits: { DN: 1 } }),
        b.rung(b.xic('X'), b.ote('Coil')),
        b.rung(b.xic('X'), b.otl('Latched')),
        b.rung(b.xic('X'), b.ton('On')),
        b.rung(b.xic('X'), b.rto('Ret')),
        b.rung(b.xic('X'), b.tof('Off')),
      ),
    );
    expect([p.get('Coil'), p.get('Latched')]).toEqual([0, 1]);
    expect(p.timer('On')).toEqual([0, 0, 0, 0]);
    expect(p.timer('Ret')).toEqual([300, 0, 0, 0]);
    expect(p.timer('Off')).toEqual([700, 0, 0, 0]);
  });

  it('sets one-shot storage and counter CU from the rung, so a signal already on is not an edge', () => {
    const p = plc(
      b.project(
        b.tag('Held', 'BOOL', 1),
        b.counter('C1', 5),
        b.rung(b.xic('Held'), b.ons('S'), b.ote('Pulse')),
        b.rung(b.xic('Held'), b.osr('S2', 'Up')),
        b.rung(b.xic('Held'), b.ctu('C1')),
      ),
    );
    p.scan();
    expect([p.get('Pulse'), p.get('Up'), p.get('C1.ACC')]).toEqual([0, 0, 0]);
  });
});

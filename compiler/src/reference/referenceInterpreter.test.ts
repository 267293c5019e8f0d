import { describe, expect, it } from 'vitest';
import {
  add,
  branch,
  counter,
  ctd,
  ctu,
  div,
  equ,
  grt,
  mod,
  mov,
  mul,
  ons,
  osf,
  osr,
  otl,
  ote,
  otu,
  project,
  res,
  rto,
  rung,
  sub,
  tag,
  timer,
  tof,
  ton,
  xic,
  xio,
} from './builders.ts';
import { ReferencePlc } from './referenceInterpreter.ts';
import type { Project } from '../model/project.ts';

/** A PLC over `p`, already pre-scanned. */
function running(p: Project): ReferencePlc {
  const plc = new ReferencePlc(p);
  plc.prescan();
  return plc;
}

/** Reads several names at once. */
function read(plc: ReferencePlc, ...names: string[]): Record<string, number> {
  return Object.fromEntries(names.map((n) => [n, plc.get(n)]));
}

describe('tag memory', () => {
  it('holds BOOL and DINT tags by name and all members of timers and counters', () => {
    const plc = new ReferencePlc(
      project(
        tag('Start', 'BOOL', 1),
        tag('Count', 'DINT', -5),
        timer('Timer1', 250, { acc: 40 }),
        counter('Parts', 3, { members: ['ACC', 'PRE', 'DN'] }),
      ),
    );
    expect(plc.names().sort()).toEqual(
      [
        'START',
        'COUNT',
        'TIMER1.PRE',
        'TIMER1.ACC',
        'TIMER1.EN',
        'TIMER1.TT',
        'TIMER1.DN',
        'PARTS.PRE',
        'PARTS.ACC',
        'PARTS.CU',
        'PARTS.CD',
        'PARTS.DN',
        'PARTS.OV',
        'PARTS.UN',
      ].sort(),
    );
    expect(read(plc, 'start', 'COUNT', 'Timer1.pre', 'TIMER1.ACC', 'Parts.PRE', 'Parts.OV')).toEqual({
      start: 1,
      COUNT: -5,
      'Timer1.pre': 250,
      'TIMER1.ACC': 40,
      'Parts.PRE': 3,
      'Parts.OV': 0,
    });
  });

  it('normalises initial values and writes: BOOL to 0/1, DINT to int32', () => {
    const p = project(tag('B', 'BOOL'), tag('D', 'DINT'));
    Object.values(p.tagMap).forEach((t) => (t.value = t.name === 'B' ? 7 : 2 ** 32 + 5));
    const plc = new ReferencePlc(p);
    expect(read(plc, 'B', 'D')).toEqual({ B: 1, D: 5 });
    plc.set('b', -3);
    plc.set('d', 2147483648);
    expect(plc.snapshot()).toEqual({ B: 1, D: -2147483648 });
    plc.set('B', 0);
    expect(plc.get('b')).toBe(0);
  });

  it('rejects unknown names', () => {
    const plc = new ReferencePlc(project(tag('A', 'BOOL')));
    expect(() => plc.get('Nope')).toThrow(/unknown tag/);
    expect(() => plc.set('Nope', 1)).toThrow(/unknown tag/);
  });
});

describe('contacts, coils and branches', () => {
  it('XIC and XIO gate the rung; OTE writes the rung state', () => {
    const plc = running(project(rung(xic('A'), xio('B'), ote('Y'))));
    const seen: number[] = [];
    for (const [a, b] of [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ] as const) {
      plc.set('A', a);
      plc.set('B', b);
      plc.scan(100);
      seen.push(plc.get('Y'));
    }
    expect(seen).toEqual([0, 1, 0, 0]);
  });

  it('OTL and OTU set and clear and keep', () => {
    const plc = running(project(rung(xic('S'), otl('Y')), rung(xic('R'), otu('Y'))));
    const steps: [number, number, number][] = [
      [1, 0, 1],
      [0, 0, 1],
      [0, 1, 0],
      [0, 0, 0],
      [1, 1, 0], // both: the later rung wins
    ];
    for (const [s, r, y] of steps) {
      plc.set('S', s);
      plc.set('R', r);
      plc.scan(100);
      expect(plc.get('Y')).toBe(y);
    }
  });

  it('a branch is true when any leg is true and each leg starts from the entry condition', () => {
    // [A , B] OTE Y  with an output inside the lower leg, and a leg that is empty.
    const plc = running(
      project(
        rung(xic('En'), branch([xic('A')], [xic('B'), ote('LegB')]), ote('Y')),
        rung(xic('En'), branch([xic('A')], []), ote('Z')),
      ),
    );
    const cases = [
      { En: 1, A: 0, B: 0, Y: 0, LegB: 0, Z: 1 },
      { En: 1, A: 1, B: 0, Y: 1, LegB: 0, Z: 1 },
      { En: 1, A: 0, B: 1, Y: 1, LegB: 1, Z: 1 },
      { En: 0, A: 1, B: 1, Y: 0, LegB: 0, Z: 0 },
    ];
    for (const c of cases) {
      plc.set('En', c.En);
      plc.set('A', c.A);
      plc.set('B', c.B);
      plc.scan(100);
      expect(read(plc, 'Y', 'LegB', 'Z')).toEqual({ Y: c.Y, LegB: c.LegB, Z: c.Z });
    }
  });

  it('nested branches', () => {
    // A [ [B , C] D , E ] OTE Y
    const plc = running(
      project(rung(xic('A'), branch([branch([xic('B')], [xic('C')]), xic('D')], [xic('E')]), ote('Y'))),
    );
    const check = (vals: Record<string, number>, y: number): void => {
      for (const [k, v] of Object.entries(vals)) plc.set(k, v);
      plc.scan(100);
      expect(plc.get('Y')).toBe(y);
    };
    check({ A: 1, B: 0, C: 1, D: 1, E: 0 }, 1);
    check({ A: 1, B: 0, C: 0, D: 1, E: 0 }, 0);
    check({ A: 1, B: 1, C: 0, D: 0, E: 1 }, 1);
    check({ A: 0, B: 1, C: 1, D: 1, E: 1 }, 0);
  });

  it('later rungs see earlier writes in the same scan', () => {
    const plc = running(project(rung(xic('A'), ote('B')), rung(xic('B'), ote('C'))));
    plc.set('A', 1);
    plc.scan(100);
    expect(plc.get('C')).toBe(1);
  });
});

describe('one-shots', () => {
  it('ONS passes for one scan on a rising input', () => {
    const plc = running(project(rung(xic('A'), ons('Mem'), ote('Pulse'))));
    const pulses: number[] = [];
    for (const a of [0, 1, 1, 1, 0, 1, 0]) {
      plc.set('A', a);
      plc.scan(100);
      pulses.push(plc.get('Pulse'));
    }
    expect(pulses).toEqual([0, 1, 0, 0, 0, 1, 0]);
  });

  it('OSR and OSF pulse Out on the rising and falling edges', () => {
    const plc = running(project(rung(xic('A'), osr('S1', 'Rise'), osf('S2', 'Fall'), ote('Y'))));
    const rows: string[] = [];
    for (const a of [0, 1, 1, 0, 0, 1]) {
      plc.set('A', a);
      plc.scan(100);
      rows.push(`${plc.get('Rise')}${plc.get('Fall')}${plc.get('Y')}${plc.get('S1')}${plc.get('S2')}`);
    }
    // Rise Fall Y S1 S2: OSR/OSF pass the rung unchanged.
    expect(rows).toEqual(['00000', '10111', '00111', '01000', '00000', '10111']);
  });

  it('OSR with the same tag for Stor and Out ends holding the rung state', () => {
    const plc = running(project(rung(xic('A'), osr('X', 'X'))));
    plc.set('A', 1);
    plc.scan(100);
    expect(plc.get('X')).toBe(1);
    plc.set('A', 0);
    plc.scan(100);
    expect(plc.get('X')).toBe(0);
  });
});

describe('timers', () => {
  it('TON with PRE 250 over 100 ms scans', () => {
    const plc = running(project(timer('T', 250), rung(xic('Go'), ton('T'))));
    plc.set('Go', 1);
    const rows: Record<string, number>[] = [];
    for (let i = 0; i < 4; i++) {
      plc.scan(100);
      rows.push(read(plc, 'T.ACC', 'T.EN', 'T.TT', 'T.DN'));
    }
    expect(rows).toEqual([
      { 'T.ACC': 100, 'T.EN': 1, 'T.TT': 1, 'T.DN': 0 },
      { 'T.ACC': 200, 'T.EN': 1, 'T.TT': 1, 'T.DN': 0 },
      { 'T.ACC': 250, 'T.EN': 1, 'T.TT': 0, 'T.DN': 1 },
      { 'T.ACC': 250, 'T.EN': 1, 'T.TT': 0, 'T.DN': 1 },
    ]);
    plc.set('Go', 0);
    plc.scan(100);
    expect(read(plc, 'T.ACC', 'T.EN', 'T.TT', 'T.DN')).toEqual({
      'T.ACC': 0,
      'T.EN': 0,
      'T.TT': 0,
      'T.DN': 0,
    });
  });

  it('TON with PRE 0 is done on its first true scan; negative dt counts as 0', () => {
    const plc = running(project(timer('T', 0), timer('U', 100), rung(xic('Go'), ton('T'), ton('U'))));
    plc.set('Go', 1);
    plc.scan(-50);
    expect(read(plc, 'T.DN', 'T.TT', 'U.ACC', 'U.TT')).toEqual({
      'T.DN': 1,
      'T.TT': 0,
      'U.ACC': 0,
      'U.TT': 1,
    });
    plc.scan(3600000);
    expect(read(plc, 'U.ACC', 'U.DN')).toEqual({ 'U.ACC': 100, 'U.DN': 1 });
  });

  it('rounds a fractional dt to the nearest millisecond', () => {
    const plc = running(project(timer('T', 1000), rung(xic('Go'), ton('T'))));
    plc.set('Go', 1);
    const accs: number[] = [];
    for (const dt of [16.7, 0.4, 0.5, 2.5, -0.6]) {
      plc.scan(dt);
      accs.push(plc.get('T.ACC'));
    }
    expect(accs).toEqual([17, 17, 18, 21, 21]);
  });

  it('TON does not overflow ACC near 2^31', () => {
    const plc = running(project(timer('T', 2147483647, { acc: 2147483600 }), rung(xic('Go'), rto('T'))));
    plc.set('Go', 1);
    plc.scan(100);
    expect(read(plc, 'T.ACC', 'T.DN')).toEqual({ 'T.ACC': 2147483647, 'T.DN': 1 });
  });

  it('TOF times after the rung goes false', () => {
    const plc = running(project(timer('T', 250), rung(xic('Go'), tof('T'))));
    expect(read(plc, 'T.ACC', 'T.DN')).toEqual({ 'T.ACC': 250, 'T.DN': 0 }); // pre-scan: ACC = PRE
    plc.set('Go', 1);
    plc.scan(100);
    expect(read(plc, 'T.ACC', 'T.EN', 'T.TT', 'T.DN')).toEqual({
      'T.ACC': 0,
      'T.EN': 1,
      'T.TT': 0,
      'T.DN': 1,
    });
    plc.set('Go', 0);
    const rows: Record<string, number>[] = [];
    for (let i = 0; i < 4; i++) {
      plc.scan(100);
      rows.push(read(plc, 'T.ACC', 'T.EN', 'T.TT', 'T.DN'));
    }
    expect(rows).toEqual([
      { 'T.ACC': 100, 'T.EN': 0, 'T.TT': 1, 'T.DN': 1 },
      { 'T.ACC': 200, 'T.EN': 0, 'T.TT': 1, 'T.DN': 1 },
      { 'T.ACC': 250, 'T.EN': 0, 'T.TT': 0, 'T.DN': 0 },
      { 'T.ACC': 250, 'T.EN': 0, 'T.TT': 0, 'T.DN': 0 },
    ]);
  });

  it('TOF with PRE 0 finishes on its first false scan', () => {
    const plc = running(project(timer('T', 0), rung(xic('Go'), tof('T'))));
    plc.set('Go', 1);
    plc.scan(100);
    plc.set('Go', 0);
    plc.scan(100);
    expect(read(plc, 'T.DN', 'T.TT', 'T.ACC')).toEqual({ 'T.DN': 0, 'T.TT': 0, 'T.ACC': 0 });
  });

  it('RTO keeps ACC and DN while false; RES clears them', () => {
    const plc = running(project(timer('T', 250), rung(xic('Go'), rto('T')), rung(xic('Clr'), res('T'))));
    plc.set('Go', 1);
    plc.scan(100);
    plc.set('Go', 0);
    plc.scan(100);
    expect(read(plc, 'T.ACC', 'T.EN', 'T.TT', 'T.DN')).toEqual({
      'T.ACC': 100,
      'T.EN': 0,
      'T.TT': 0,
      'T.DN': 0,
    });
    plc.set('Go', 1);
    plc.scan(100);
    plc.scan(100);
    plc.set('Go', 0);
    plc.scan(100);
    expect(read(plc, 'T.ACC', 'T.DN')).toEqual({ 'T.ACC': 250, 'T.DN': 1 });
    plc.set('Clr', 1);
    plc.scan(100);
    expect(read(plc, 'T.ACC', 'T.EN', 'T.TT', 'T.DN')).toEqual({
      'T.ACC': 0,
      'T.EN': 0,
      'T.TT': 0,
      'T.DN': 0,
    });
  });

  it('pre-scan keeps an RTO ACC and clears its bits', () => {
    const plc = running(
      project(timer('T', 250, { acc: 300, bits: { DN: 1, EN: 1 } }), rung(xic('Go'), rto('T'))),
    );
    expect(read(plc, 'T.ACC', 'T.EN', 'T.DN')).toEqual({ 'T.ACC': 300, 'T.EN': 0, 'T.DN': 0 });
  });
});

describe('counters', () => {
  it('CTU counts rising edges; DN when ACC reaches PRE', () => {
    const plc = running(project(counter('C', 2), rung(xic('In'), ctu('C'))));
    const rows: string[] = [];
    for (const v of [1, 1, 0, 1, 0, 1, 0]) {
      plc.set('In', v);
      plc.scan(100);
      rows.push(`${plc.get('C.ACC')}/${plc.get('C.CU')}/${plc.get('C.DN')}`);
    }
    expect(rows).toEqual(['1/1/0', '1/1/0', '1/0/0', '2/1/1', '2/0/1', '3/1/1', '3/0/1']);
  });

  it('CTU wraps from 2147483647 and sets OV; RES clears ACC and every bit', () => {
    const plc = running(
      project(counter('C', 5, { acc: 2147483647 }), rung(xic('In'), ctu('C')), rung(xic('Clr'), res('C'))),
    );
    expect(plc.get('C.DN')).toBe(0); // pre-scan does not touch DN
    plc.set('In', 1);
    plc.scan(100);
    expect(read(plc, 'C.ACC', 'C.OV', 'C.DN')).toEqual({ 'C.ACC': -2147483648, 'C.OV': 1, 'C.DN': 0 });
    plc.set('In', 0);
    plc.scan(100);
    plc.set('In', 1);
    plc.scan(100);
    expect(read(plc, 'C.ACC', 'C.OV')).toEqual({ 'C.ACC': -2147483647, 'C.OV': 1 });
    plc.set('In', 0);
    plc.set('Clr', 1);
    plc.scan(100);
    expect(read(plc, 'C.ACC', 'C.CU', 'C.CD', 'C.DN', 'C.OV', 'C.UN')).toEqual({
      'C.ACC': 0,
      'C.CU': 0,
      'C.CD': 0,
      'C.DN': 0,
      'C.OV': 0,
      'C.UN': 0,
    });
  });

  it('CTD counts down below zero, wraps from −2147483648 and sets UN', () => {
    const plc = running(project(counter('C', 0, { acc: -2147483647 }), rung(xic('In'), ctd('C'))));
    const rows: string[] = [];
    for (const v of [1, 0, 1]) {
      plc.set('In', v);
      plc.scan(100);
      rows.push(`${plc.get('C.ACC')}/${plc.get('C.UN')}/${plc.get('C.DN')}`);
    }
    expect(rows).toEqual(['-2147483648/0/0', '-2147483648/0/0', '2147483647/1/1']);
  });

  it('DN follows ACC >= PRE on false scans too, with a negative preset', () => {
    const plc = running(project(counter('C', -1), rung(xic('In'), ctd('C'))));
    plc.scan(100);
    expect(plc.get('C.DN')).toBe(1);
    plc.set('In', 1);
    plc.scan(100);
    expect(read(plc, 'C.ACC', 'C.DN')).toEqual({ 'C.ACC': -1, 'C.DN': 1 });
    plc.set('In', 0);
    plc.scan(100);
    plc.set('In', 1);
    plc.scan(100);
    expect(read(plc, 'C.ACC', 'C.DN')).toEqual({ 'C.ACC': -2, 'C.DN': 0 });
  });
});

describe('math and compares', () => {
  /** Runs one always-true rung of `op` into D and returns D. */
  const calc = (op: typeof add, a: number, b: number): number => {
    const plc = running(project(tag('D', 'DINT'), rung(op(a, b, 'D'))));
    plc.scan(100);
    return plc.get('D');
  };

  it('DIV truncates toward zero, gives 0 for x / 0 and −2^31 for −2^31 / −1', () => {
    expect(calc(div, 7, 2)).toBe(3);
    expect(calc(div, -7, 2)).toBe(-3);
    expect(calc(div, 7, -2)).toBe(-3);
    expect(calc(div, -7, -2)).toBe(3);
    expect(calc(div, 5, 0)).toBe(0);
    expect(calc(div, -2147483648, -1)).toBe(-2147483648);
  });

  it('MOD takes the sign of the dividend; x MOD 0 = 0', () => {
    expect(calc(mod, 7, 3)).toBe(1);
    expect(calc(mod, -7, 3)).toBe(-1);
    expect(calc(mod, 7, -3)).toBe(1);
    expect(calc(mod, -7, -3)).toBe(-1);
    expect(calc(mod, 9, 0)).toBe(0);
    expect(calc(mod, -2147483648, -1)).toBe(0);
  });

  it('ADD SUB MUL wrap at 32 bits', () => {
    expect(calc(add, 2147483647, 1)).toBe(-2147483648);
    expect(calc(sub, -2147483648, 1)).toBe(2147483647);
    expect(calc(mul, 65536, 65536)).toBe(0);
    expect(calc(mul, 2147483647, 2)).toBe(-2);
    expect(calc(mul, -3, 4)).toBe(-12);
  });

  it('math runs only while the rung is true; sources may be tags and members', () => {
    const plc = running(
      project(
        tag('A', 'DINT', 10),
        tag('Sum', 'DINT'),
        timer('T', 500),
        rung(xic('Go'), ton('T')),
        rung(xic('Go'), add('A', 'T.ACC', 'Sum'), mov('Sum', 'T.PRE')),
      ),
    );
    plc.scan(100);
    expect(plc.get('Sum')).toBe(0);
    plc.set('Go', 1);
    plc.scan(100);
    expect(read(plc, 'Sum', 'T.PRE')).toEqual({ Sum: 110, 'T.PRE': 110 });
  });

  it('compares are signed and gate the rung', () => {
    const plc = running(
      project(tag('X', 'DINT', -1), rung(grt('X', 0), ote('Pos')), rung(equ('X', -1), xic('En'), ote('Eq'))),
    );
    plc.set('En', 1);
    plc.scan(100);
    expect(read(plc, 'Pos', 'Eq')).toEqual({ Pos: 0, Eq: 1 });
    plc.set('X', 2147483647);
    plc.scan(100);
    expect(read(plc, 'Pos', 'Eq')).toEqual({ Pos: 1, Eq: 0 });
  });
});

describe('pre-scan', () => {
  it('clears OTE, keeps OTL, sets TOF ACC to PRE and does not run math', () => {
    const plc = new ReferencePlc(
      project(
        tag('Y', 'BOOL', 1),
        tag('L', 'BOOL', 1),
        tag('D', 'DINT', 4),
        timer('T', 300, { acc: 20, bits: { DN: 1 } }),
        rung(xic('Go'), ote('Y'), otu('L'), tof('T'), mov(9, 'D')),
      ),
    );
    plc.set('Go', 1);
    plc.prescan();
    expect(read(plc, 'Y', 'L', 'D', 'T.ACC', 'T.DN', 'T.EN')).toEqual({
      Y: 0,
      L: 1,
      D: 4,
      'T.ACC': 300,
      'T.DN': 0,
      'T.EN': 0,
    });
  });

  it('sets ONS storage from the rung input, so a signal already on is not an edge', () => {
    const plc = new ReferencePlc(
      project(rung(xic('A'), ons('Mem'), ote('Pulse')), rung(xic('B'), ons('M2'), ote('P2'))),
    );
    plc.set('A', 1);
    plc.prescan();
    expect(read(plc, 'Mem', 'M2', 'Pulse')).toEqual({ Mem: 1, M2: 0, Pulse: 0 });
    plc.set('B', 1);
    plc.scan(100);
    expect(read(plc, 'Pulse', 'P2')).toEqual({ Pulse: 0, P2: 1 });
  });

  it('sets OSR Stor and counter CU from the rung input', () => {
    const plc = new ReferencePlc(project(counter('C', 1), rung(xic('A'), osr('S', 'Rise'), ctu('C'))));
    plc.set('A', 1);
    plc.set('Rise', 1);
    plc.prescan();
    expect(read(plc, 'S', 'Rise', 'C.CU', 'C.ACC')).toEqual({ S: 1, Rise: 0, 'C.CU': 1, 'C.ACC': 0 });
    plc.scan(100);
    expect(read(plc, 'Rise', 'C.ACC')).toEqual({ Rise: 0, 'C.ACC': 0 });
  });

  it('runs rungs in order, so a later rung sees what an earlier one cleared', () => {
    const plc = new ReferencePlc(project(tag('Y', 'BOOL', 1), rung(ote('Y')), rung(xic('Y'), ons('M'))));
    plc.prescan();
    expect(read(plc, 'Y', 'M')).toEqual({ Y: 0, M: 0 });
  });

  it('TON clears ACC and bits even when its rung is true', () => {
    const plc = new ReferencePlc(project(timer('T', 100, { acc: 50, bits: { TT: 1 } }), rung(ton('T'))));
    plc.prescan();
    expect(read(plc, 'T.ACC', 'T.TT', 'T.EN')).toEqual({ 'T.ACC': 0, 'T.TT': 0, 'T.EN': 0 });
  });
});

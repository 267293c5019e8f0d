/**
 * The file and shift instructions through the real path, compileProject → VM, with the reference
 * interpreter run beside it (every tag value compared after every scan): the manual's examples — a
 * reject bit tracked along a conveyor by BSL, a FIFO filled to .DN and emptied to .EM — and the rules of
 * docs/decisions.md "File and shift instructions".
 */
import { loadEngine } from '@plcsim/engine-wasm/node';
import { slotValue, type Engine } from '@plcsim/engine-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileProject } from '../compile.ts';
import type { Project } from '../model/project.ts';
import * as b from '../reference/builders.ts';
import { ReferencePlc } from '../reference/referenceInterpreter.ts';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

/** Loads `project` on the VM and the reference; every step checks that both hold the same values. */
function plc(project: Project) {
  const { program, diagnostics } = compileProject(project);
  expect(diagnostics.filter((d) => d.severity !== 'warning')).toEqual([]);
  if (!program) throw new Error('no program');
  expect(engine.load(program).ok).toBe(true);
  const reference = new ReferencePlc(project);
  const get = (name: string): number => {
    const symbol = engine.symbol(name);
    if (!symbol) throw new Error(`no symbol ${name}`);
    return slotValue(engine.slots()[symbol.slot] ?? 0, symbol.type);
  };
  const agree = () => {
    for (const name of reference.names()) expect([name, get(name)]).toEqual([name, reference.get(name)]);
  };
  const set = (name: string, value: number) => {
    expect(engine.set(name, value)).toBe(true);
    reference.set(name, value);
  };
  const scan = () => {
    expect(engine.scan(100).ok).toBe(true);
    expect(reference.scan(100)).toBeNull();
    agree();
  };
  engine.prescan();
  reference.prescan();
  agree();
  return {
    get,
    set,
    scan,
    values: (...names: string[]) => names.map(get),
    /** The input false for a scan, then true for a scan: one rising rung. */
    pulse: (input: string) => {
      set(input, 0);
      scan();
      set(input, 1);
      scan();
    },
  };
}

describe('BSL: a reject-gate tracking register', () => {
  // A conveyor moves one position per Step pulse; the inspection sensor Reject at position 0 feeds the
  // register; the reject gate sits at position 4: bit 4 of Track[0] after the shift, and the bit shifted
  // out past LEN = 5 lands in Ctl.UL.
  const project = b.project(
    b.tag('Step', 'BOOL'),
    b.tag('Reject', 'BOOL'),
    b.tag('Gate', 'BOOL'),
    b.array('Track', 'DINT', 1),
    b.control('Ctl', 5),
    b.rung(b.xic('Step'), b.bsl('Track[0]', 'Ctl', 'Reject')),
    b.rung(b.xic('Ctl.UL'), b.ote('Gate')),
  );

  it('moves a reject bit one position per conveyor step and unloads it after LEN steps', () => {
    const p = plc(project);
    const track: number[] = [];
    const gate: number[] = [];
    const reject = [1, 0, 0, 1, 0, 0, 0];
    for (const bit of reject) {
      p.set('Reject', bit);
      p.pulse('Step');
      track.push(p.get('Track[0]'));
      gate.push(p.get('Gate'));
    }
    // step 1: 0b1; 2: 0b10; 3: 0b100; 4: 0b1001; 5: 0b10010; 6: 0b100100 (bit 5 is past LEN);
    // 7: 0b1001000. The first reject leaves bit 4 on step 6, the second on step 9.
    expect(track).toEqual([1, 2, 4, 9, 18, 36, 72]);
    expect(gate).toEqual([0, 0, 0, 0, 0, 1, 0]);
    expect(p.values('Ctl.EN', 'Ctl.DN', 'Ctl.POS', 'Ctl.ER')).toEqual([1, 1, 5, 0]);
  });

  it('shifts once per false-to-true transition, and a false rung clears .EN .DN .POS', () => {
    const p = plc(project);
    p.set('Reject', 1);
    p.pulse('Step');
    p.scan();
    p.scan();
    expect(p.get('Track[0]')).toBe(1);
    p.set('Step', 0);
    p.scan();
    expect(p.values('Ctl.EN', 'Ctl.DN', 'Ctl.POS')).toEqual([0, 0, 0]);
  });

  it('sets .ER and shifts nothing when LEN is 0 or longer than the array', () => {
    for (const len of [0, -3, 33]) {
      const p = plc(
        b.project(
          b.tag('Step', 'BOOL'),
          b.tag('Src', 'BOOL', 1),
          b.array('Bits', 'DINT', 1, [5]),
          b.control('Ctl', len),
          b.rung(b.xic('Step'), b.bsl('Bits', 'Ctl', 'Src')),
        ),
      );
      p.pulse('Step');
      expect([len, ...p.values('Bits[0]', 'Ctl.ER', 'Ctl.DN')]).toEqual([len, 5, 1, 0]);
    }
  });

  it('BSR shifts bits 0 .. LEN-1 down, the source in at LEN-1 and bit 0 into .UL', () => {
    const p = plc(
      b.project(
        b.tag('Step', 'BOOL'),
        b.tag('Src', 'BOOL', 1),
        b.array('Bits', 'DINT', 2, [0b1011, 0x100]),
        b.control('Ctl', 36),
        b.rung(b.xic('Step'), b.bsr('Bits', 'Ctl', 'Src')),
      ),
    );
    p.pulse('Step');
    // Bits[1] bit 0 moves into Bits[0] bit 31; the source enters at bit 35 (Bits[1] bit 3); bit 8 of
    // Bits[1], past LEN, keeps its value.
    expect(p.values('Bits[0]', 'Bits[1]', 'Ctl.UL')).toEqual([0b101, 0x108, 1]);
  });
});

describe('FFL and FFU: a FIFO filled to .DN and emptied to .EM', () => {
  const project = (type: 'DINT' | 'REAL') =>
    b.project(
      b.tag('Load', 'BOOL'),
      b.tag('Unload', 'BOOL'),
      b.tag('Part', type),
      b.tag('Out', type),
      b.array('Fifo', type, 4),
      b.control('Ctl', 4),
      b.rung(b.xic('Load'), b.ffl('Part', 'Fifo[0]', 'Ctl')),
      b.rung(b.xic('Unload'), b.ffu('Fifo[0]', 'Out', 'Ctl')),
    );

  it('loads at POS until .DN, then unloads the oldest first until .EM', () => {
    const p = plc(project('DINT'));
    expect(p.values('Ctl.EM', 'Ctl.DN')).toEqual([0, 0]);
    p.scan();
    expect(p.values('Ctl.EM', 'Ctl.DN', 'Ctl.POS')).toEqual([1, 0, 0]);
    for (const part of [11, 22, 33, 44, 55]) {
      p.set('Part', part);
      p.pulse('Load');
    }
    // the fifth load finds the FIFO full: nothing is loaded
    expect(p.values('Fifo[0]', 'Fifo[1]', 'Fifo[2]', 'Fifo[3]')).toEqual([11, 22, 33, 44]);
    expect(p.values('Ctl.POS', 'Ctl.DN', 'Ctl.EM', 'Ctl.EN')).toEqual([4, 1, 0, 1]);
    const out: number[] = [];
    for (let i = 0; i < 5; i++) {
      p.pulse('Unload');
      out.push(p.get('Out'));
    }
    expect(out).toEqual([11, 22, 33, 44, 44]);
    expect(p.values('Ctl.POS', 'Ctl.DN', 'Ctl.EM', 'Ctl.EU')).toEqual([0, 0, 1, 1]);
  });

  it('works on REAL arrays, loading a constant as a REAL', () => {
    const p = plc(
      b.project(
        b.tag('Load', 'BOOL'),
        b.tag('Unload', 'BOOL'),
        b.tag('Out', 'REAL'),
        b.array('Fifo', 'REAL', 3),
        b.control('Ctl', 3),
        b.rung(b.xic('Load'), b.ffl(2, 'Fifo', 'Ctl')),
        b.rung(b.xic('Unload'), b.ffu('Fifo', 'Out', 'Ctl')),
      ),
    );
    p.pulse('Load');
    p.pulse('Unload');
    expect(p.values('Out', 'Ctl.POS', 'Ctl.EM')).toEqual([2, 0, 1]);
    const q = plc(project('REAL'));
    q.set('Part', 1.5);
    q.pulse('Load');
    q.pulse('Unload');
    expect(q.values('Out', 'Ctl.EM')).toEqual([1.5, 1]);
  });

  it('LFL and LFU unload the last value loaded first', () => {
    const p = plc(
      b.project(
        b.tag('Load', 'BOOL'),
        b.tag('Unload', 'BOOL'),
        b.tag('Part', 'DINT'),
        b.tag('Out', 'DINT'),
        b.array('Stack', 'DINT', 3),
        b.control('Ctl', 3),
        b.rung(b.xic('Load'), b.lfl('Part', 'Stack', 'Ctl')),
        b.rung(b.xic('Unload'), b.lfu('Stack', 'Out', 'Ctl')),
      ),
    );
    for (const part of [7, 8, 9]) {
      p.set('Part', part);
      p.pulse('Load');
    }
    const out: number[] = [];
    for (let i = 0; i < 3; i++) {
      p.pulse('Unload');
      out.push(p.get('Out'));
    }
    expect(out).toEqual([9, 8, 7]);
    expect(p.values('Ctl.EM', 'Ctl.POS')).toEqual([1, 0]);
  });

  it('sets .ER when LEN is longer than the array from the first element', () => {
    const p = plc(
      b.project(
        b.tag('Load', 'BOOL'),
        b.tag('Part', 'DINT', 5),
        b.array('Fifo', 'DINT', 4),
        b.control('Ctl', 4),
        b.rung(b.xic('Load'), b.ffl('Part', 'Fifo[1]', 'Ctl')),
      ),
    );
    p.pulse('Load');
    expect(p.values('Ctl.ER', 'Ctl.POS', 'Fifo[1]')).toEqual([1, 0, 0]);
  });
});

describe('CONTROL elements and members', () => {
  it('runs a BSL on a CONTROL array element and an FFL/FFU on a CONTROL member of a structure', () => {
    const p = plc(
      b.project(
        b.dataType('Station', b.member('Queue', 'CONTROL'), b.member('Parts', 'DINT', { dimension: 3 })),
        b.struct('S1', 'Station', { 'Queue.LEN': 3 }),
        b.blockArray('Ctls', 'CONTROL', 2, { '[1].LEN': 4 }),
        b.tag('Go', 'BOOL'),
        b.tag('Out', 'DINT'),
        b.array('Bits', 'DINT', 1),
        b.array('Fifo', 'DINT', 3),
        b.rung(b.xic('Go'), b.bsl('Bits', 'Ctls[1]', 'Go')),
        b.rung(b.xic('Go'), b.ffl(5, 'Fifo', 'S1.Queue')),
        b.rung(b.xic('Go'), b.ffu('Fifo', 'Out', 'S1.Queue')),
      ),
    );
    p.pulse('Go');
    p.pulse('Go');
    expect(p.values('Bits[0]', 'Ctls[1].POS', 'Ctls[1].DN', 'Ctls[0].EN')).toEqual([3, 4, 1, 0]);
    // Each rising rung loads a 5 and unloads it again: the shared CONTROL ends empty.
    expect(p.values('Out', 'S1.Queue.POS', 'S1.Queue.EM', 'S1.Queue.EN', 'S1.Queue.EU')).toEqual([
      5, 0, 1, 1, 1,
    ]);
  });
});

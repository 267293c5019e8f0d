/**
 * Structures and arrays of TIMER/COUNTER/STRUCT in ladder (issue 24) through the real path,
 * compileProject → VM, with the reference interpreter beside it: member values after each scan, timers
 * in arrays and structures, and the index fault naming the array of a member path.
 */
import { loadEngine } from '@plcsim/engine-wasm/node';
import { Op, operandCount, slotValue, type Engine } from '@plcsim/engine-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileProject } from '../compile.ts';
import type { Project } from '../model/project.ts';
import * as b from '../reference/builders.ts';
import { ReferencePlc } from '../reference/referenceInterpreter.ts';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

/** The opcodes of a program, decoded. */
function opcodes(code: Int32Array): Op[] {
  const ops: Op[] = [];
  for (let pc = 0; pc < code.length; pc += operandCount(code[pc] as Op) + 1) ops.push(code[pc] as Op);
  return ops;
}

/**
 * Compiles and loads `project` on the VM and on the reference interpreter. `prescan`, `scan`, `set`
 * act on both and check that they agree (the same fault message, the same value in every tag);
 * `get` reads the VM.
 */
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
  const agree = (vmMessage: string | null, referenceMessage: string | null): string | null => {
    expect(referenceMessage).toBe(vmMessage);
    for (const name of reference.names()) expect([name, get(name)]).toEqual([name, reference.get(name)]);
    return vmMessage;
  };
  return {
    code: program.code,
    get,
    values: (...names: string[]) => names.map(get),
    set: (name: string, value: number) => {
      expect(engine.set(name, value)).toBe(true);
      reference.set(name, value);
    },
    prescan: () => agree(engine.prescan().message, reference.prescan()),
    scan: () => agree(engine.scan(100).message, reference.scan(100)),
  };
}

const MOTOR = b.dataType(
  'Motor',
  b.member('Run', 'BOOL'),
  b.member('Speed', 'REAL'),
  b.member('Count', 'DINT'),
  b.member('Delay', 'TIMER'),
  b.member('Hist', 'DINT', { dimension: 3 }),
);
const LINE = b.dataType('Line', b.member('Motors', 'STRUCT', { udt: 'Motor', dimension: 2, lower: 1 }));

describe('structures in ladder', () => {
  it('reads and writes members by constant and variable paths', () => {
    const p = plc(
      b.project(
        MOTOR,
        [
          b.struct('Pump1', 'Motor', { Speed: 1.5, Count: 4 }),
          b.struct('Pumps', 'Motor', { '[2].Count': 7, '[3].Hist[2]': 9 }, 10),
          b.tag('Idx', 'DINT', 2),
        ],
        b.rung(b.xic('Start'), b.ote('Pump1.Run'), b.ote('Pumps[Idx].Run')),
        b.rung(b.add('Pump1.Speed', 2, 'Pump1.Speed'), b.add('Pumps[Idx].Count', 1, 'Pumps[Idx].Count')),
        b.rung(b.mov('Pumps[3].Hist[2]', 'Pump1.Hist[0]'), b.mov('Pumps[Idx].Count', 'Out')),
      ),
    );
    expect(p.prescan()).toBeNull();
    expect(p.scan()).toBeNull();
    expect(p.values('Pump1.Speed', 'Pumps[2].Count', 'Pump1.Hist[0]', 'Out')).toEqual([3.5, 8, 9, 8]);
    p.set('Start', 1);
    p.set('Idx', 5);
    p.scan();
    expect(p.values('Pump1.Run', 'Pumps[5].Run', 'Pumps[2].Run', 'Pumps[5].Count')).toEqual([1, 1, 0, 1]);
    // A constant path is its slot: no LDX for Pump1.Speed or Pumps[3].Hist[2].
    const fixed = plc(b.project(MOTOR, b.struct('Pump1', 'Motor'), b.rung(b.mov('Pump1.Count', 'Y'))));
    expect(opcodes(fixed.code)).toEqual([Op.RUNG, Op.MOV, Op.END]);
  });

  it('runs timers and counters that are array elements or structure members', () => {
    const p = plc(
      b.project(
        MOTOR,
        [
          b.blockArray('Timers', 'TIMER', 3, { '[2].PRE': 300 }),
          b.blockArray('Counts', 'COUNTER', 2, { '[1].PRE': 2 }),
          b.struct('Station', 'Motor', { 'Delay.PRE': 200 }),
        ],
        b.rung(b.xic('Go'), b.ton('Timers[2]'), b.ton('Station.Delay')),
        b.rung(b.xic('Timers[2].DN'), b.ote('Done')),
        b.rung(b.xic('Station.Delay.DN'), b.ote('StationDone')),
        b.rung(b.xic('Pulse'), b.ctu('Counts[1]')),
        b.rung(b.xic('Clear'), b.res('Counts[1]')),
      ),
    );
    p.prescan();
    p.set('Go', 1);
    p.scan();
    p.scan();
    expect(p.values('Station.Delay.ACC', 'StationDone', 'Timers[2].ACC', 'Done')).toEqual([200, 1, 200, 0]);
    p.scan();
    expect(p.values('Timers[2].ACC', 'Timers[2].DN', 'Done')).toEqual([300, 1, 1]);
    for (const on of [1, 0, 1]) {
      p.set('Pulse', on);
      p.scan();
    }
    expect(p.values('Counts[1].ACC', 'Counts[1].DN')).toEqual([2, 1]);
    p.set('Clear', 1);
    p.scan();
    expect(p.values('Counts[1].ACC', 'Counts[1].DN')).toEqual([0, 0]);
  });

  it('faults on a variable index out of range, naming the array of the member path', () => {
    const p = plc(
      b.project(
        MOTOR,
        LINE,
        [b.struct('Pumps', 'Motor', {}, 10), b.struct('Cell', 'Line'), b.tag('I', 'DINT', 1)],
        b.rung(b.xic('A'), b.ote('Lamp')),
        b.rung(b.mov('Pumps[I].Speed', 'Level')),
        b.rung(b.xic('Cell.Motors[I].Run'), b.ote('Lamp2')),
        b.rung(b.mov('Cell.Motors[1].Hist[I]', 'X')),
      ),
    );
    expect(p.prescan()).toBeNull();
    p.set('I', 12);
    expect(p.scan()).toBe('Array index 12 is out of range for Pumps[0..9] (rung 1)');
    const line = plc(
      b.project(
        MOTOR,
        LINE,
        [b.struct('Cell', 'Line'), b.tag('I', 'DINT', 3)],
        b.rung(b.xic('Cell.Motors[I].Run'), b.ote('L')),
      ),
    );
    expect(line.prescan()).toBe('Array index 3 is out of range for Cell.Motors[1..2] (rung 0)');
    const hist = plc(
      b.project(
        MOTOR,
        LINE,
        [b.struct('Cell', 'Line'), b.tag('I', 'DINT', 3)],
        b.rung(b.mov('Cell.Motors[2].Hist[I]', 'X')),
      ),
    );
    expect(hist.prescan()).toBe('Array index 3 is out of range for Cell.Motors[2].Hist[0..2] (rung 0)');
  });
});

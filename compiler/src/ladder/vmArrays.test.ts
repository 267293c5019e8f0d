/**
 * Arrays in ladder through the real path, compileProject → VM, with the reference interpreter run beside
 * it: the element values a learner reads in the Tags tab after each scan, and the major fault of an
 * index out of range (docs/decisions.md "Arrays in ladder").
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

describe('arrays in ladder', () => {
  it('reads elements by a constant index (no LDX) and by a tag index', () => {
    const p = plc(
      b.project(
        [b.array('Data', 'DINT', 10, [10, 20, 30, 40, 50, 60]), b.tag('Index', 'DINT', 3)],
        b.rung(b.mov('Data[Index]', 'X'), b.mov('Data[2]', 'Y'), b.add('Data[Index]', 'Data[1]', 'Z')),
      ),
    );
    expect(p.prescan()).toBeNull();
    expect(p.scan()).toBeNull();
    expect(p.values('X', 'Y', 'Z')).toEqual([40, 30, 60]);
    p.set('Index', 5);
    p.scan();
    expect(p.values('X', 'Y', 'Z')).toEqual([60, 30, 80]);
    expect(opcodes(p.code).filter((op) => op === Op.LDX)).toHaveLength(2); // Data[Index] twice, Data[2] none

    const fixed = plc(b.project(b.array('Data', 'DINT', 3, [5, 6, 7]), b.rung(b.mov('Data[2]', 'Y'))));
    expect(opcodes(fixed.code)).toEqual([Op.RUNG, Op.MOV, Op.END]);
  });

  it('writes a Dest element only when the rung is true, and math on elements computes as on tags', () => {
    const p = plc(
      b.project(
        [b.array('Data', 'DINT', 4, [1, 2, 3, 4]), b.array('Level', 'REAL', 3, [0.5]), b.tag('I', 'DINT', 1)],
        b.rung(
          b.xic('En'),
          b.mov(99, 'Data[I]'),
          b.add('Data[I]', 1, 'Data[I]'),
          b.mul('Data[0]', 1.5, 'Level[I]'),
        ),
        b.rung(b.xic('En'), b.div('Level[0]', 4, 'Data[3]')),
      ),
    );
    p.prescan();
    p.scan();
    expect(p.values('Data[0]', 'Data[1]', 'Data[2]', 'Data[3]', 'Level[1]')).toEqual([1, 2, 3, 4, 0]);
    p.set('En', 1);
    p.scan();
    // 0.5 / 4 = 0.125 rounds to 0 in the DINT element (Logix promotion, as for REAL tags).
    expect(p.values('Data[0]', 'Data[1]', 'Data[2]', 'Data[3]', 'Level[1]')).toEqual([1, 100, 3, 0, 1.5]);
    p.set('I', 2);
    p.scan();
    expect(p.values('Data[2]', 'Level[2]')).toEqual([100, 1.5]);
  });

  it('OTE on an indexed BOOL element writes the rung state, and the pre-scan clears only that element', () => {
    const p = plc(
      b.project(
        [b.array('Bits', 'BOOL', 4, [1, 1, 1, 1]), b.tag('I', 'DINT', 2)],
        b.rung(b.xic('A'), b.ote('Bits[I]')),
        b.rung(b.xic('Bits[I]'), b.ote('Lamp')),
        b.rung(b.xic('B'), b.otl('Bits[0]')),
        b.rung(b.xic('C'), b.otu('Bits[I]')),
      ),
    );
    expect(p.prescan()).toBeNull();
    expect(p.values('Bits[0]', 'Bits[1]', 'Bits[2]', 'Bits[3]')).toEqual([1, 1, 0, 1]);
    p.set('A', 1);
    p.scan();
    expect(p.values('Bits[2]', 'Lamp')).toEqual([1, 1]);
    p.set('I', 3);
    p.set('A', 0);
    p.scan();
    expect(p.values('Bits[2]', 'Bits[3]', 'Lamp')).toEqual([1, 0, 0]);
    p.set('C', 1);
    p.set('I', 1);
    p.scan();
    expect(p.values('Bits[0]', 'Bits[1]', 'Bits[2]', 'Bits[3]')).toEqual([1, 0, 1, 0]);
  });

  it('ONS and OSR keep their storage in an indexed element', () => {
    const p = plc(
      b.project(
        [b.array('Store', 'BOOL', 3), b.array('Pulse', 'BOOL', 3), b.tag('I', 'DINT', 1)],
        b.rung(b.xic('A'), b.ons('Store[I]'), b.ote('Once')),
        b.rung(b.xic('A'), b.osr('Store[2]', 'Pulse[I]')),
      ),
    );
    p.prescan();
    p.set('A', 1);
    p.scan();
    expect(p.values('Once', 'Store[1]', 'Pulse[1]', 'Store[2]')).toEqual([1, 1, 1, 1]);
    p.scan();
    expect(p.values('Once', 'Store[1]', 'Pulse[1]')).toEqual([0, 1, 0]);
  });

  it('honours the first index of an IEC array (ARRAY[1..3]) in ladder operands and in the fault', () => {
    const p = plc(
      b.project(
        [b.array('Level', 'DINT', 3, [7, 8, 9], 1), b.tag('I', 'DINT', 3)],
        b.rung(b.mov('Level[I]', 'X'), b.mov('Level[1]', 'Y')),
      ),
    );
    expect(p.prescan()).toBeNull();
    p.scan();
    expect(p.values('X', 'Y')).toEqual([9, 7]);
    p.set('I', 0);
    expect(p.scan()).toBe('Array index 0 is out of range for Level[1..3] (rung 0)');
  });

  it('an index out of range stops the run with the array, its bounds and the rung', () => {
    const p = plc(
      b.project(
        [b.array('Data', 'DINT', 10), b.tag('Index', 'DINT', 9)],
        b.rung(b.xic('Go'), b.add('Count', 1, 'Count')),
        b.rung(b.xic('Go'), b.mov('Data[Index]', 'X'), b.add('Count', 10, 'Count')),
      ),
    );
    expect(p.prescan()).toBeNull();
    p.set('Go', 1);
    expect(p.scan()).toBeNull();
    expect(p.get('Count')).toBe(11);
    p.set('Index', 12);
    expect(p.scan()).toBe('Array index 12 is out of range for Data[0..9] (rung 1)');
    // The scan stopped at rung 1: rung 0 ran, the ADD after the MOV did not.
    expect(p.get('Count')).toBe(12);
    expect(p.scan()).toBe('Array index 12 is out of range for Data[0..9] (rung 1)');
    expect(p.get('Count')).toBe(12);
    p.set('Index', -1);
    expect(p.prescan()).toBe('Array index -1 is out of range for Data[0..9] (rung 1)');
    p.set('Index', 0);
    expect(p.prescan()).toBeNull();
    expect(p.scan()).toBeNull();
    expect(p.get('Count')).toBe(23);
  });

  it('OTE faults in pre-scan on an index out of range; OTL and a Dest do not while their rung is false', () => {
    const p = plc(
      b.project(
        [b.array('Bits', 'BOOL', 4), b.array('Data', 'DINT', 4), b.tag('I', 'DINT', 7)],
        b.rung(b.xic('A'), b.otl('Bits[I]'), b.mov(1, 'Data[I]')),
        b.rung(b.xic('B'), b.ote('Bits[I]')),
      ),
    );
    expect(p.prescan()).toBe('Array index 7 is out of range for Bits[0..3] (rung 1)');
    p.set('I', 0);
    expect(p.prescan()).toBeNull();
    p.set('I', 4);
    p.set('B', 0);
    expect(p.scan()).toBe('Array index 4 is out of range for Bits[0..3] (rung 1)');
    p.set('I', 3);
    p.prescan();
    p.set('A', 1);
    p.set('I', 5);
    expect(p.scan()).toBe('Array index 5 is out of range for Bits[0..3] (rung 0)');
  });
});

/**
 * JMP/LBL, MCR zones, NOP/AFI and COP/FLL through the real path, compileProject → VM, with the
 * reference interpreter beside it (every tag compared after each scan).
 */
import { loadEngine } from '@plcsim/engine-wasm/node';
import { slotValue, WATCHDOG_BUDGET, type Engine } from '@plcsim/engine-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileProject } from '../compile.ts';
import type { Project } from '../model/project.ts';
import * as b from '../reference/builders.ts';
import { afi, cop, fll, jmp, lbl, mcr, nop } from '../reference/programControlBuilders.ts';
import { ReferencePlc } from '../reference/referenceInterpreter.ts';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

/** Compiles and loads `project` on the VM and the reference; scans check that both agree. */
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

describe('NOP and AFI', () => {
  it('NOP passes the rung condition and AFI makes it false', () => {
    const p = plc(
      b.project(b.rung(b.xic('A'), nop(), b.ote('Passed')), b.rung(b.xic('A'), afi(), b.ote('Never'))),
    );
    p.prescan();
    p.set('A', 1);
    p.scan();
    expect(p.values('Passed', 'Never')).toEqual([1, 0]);
    p.set('A', 0);
    p.scan();
    expect(p.values('Passed', 'Never')).toEqual([0, 0]);
  });
});

describe('JMP and LBL', () => {
  const skipping = () =>
    plc(
      b.project(
        b.tag('Count', 'DINT'),
        b.rung(b.xic('Skip'), jmp('Over')),
        b.rung(b.xic('Run'), b.ote('Motor')),
        b.rung(b.add('Count', 1, 'Count')),
        b.rung(lbl('Over'), b.xic('Run'), b.ote('Lamp')),
      ),
    );

  it('skips the rungs between a true JMP and its LBL; the skipped outputs keep their state', () => {
    const p = skipping();
    p.prescan();
    p.set('Run', 1);
    p.scan();
    expect(p.values('Motor', 'Count', 'Lamp')).toEqual([1, 1, 1]);
    p.set('Skip', 1);
    p.set('Run', 0);
    p.scan();
    p.scan();
    // Motor keeps 1 though Run is off, Count stops counting; the LBL rung runs.
    expect(p.values('Motor', 'Count', 'Lamp')).toEqual([1, 1, 0]);
    p.set('Skip', 0);
    p.scan();
    expect(p.values('Motor', 'Count', 'Lamp')).toEqual([0, 2, 0]);
  });

  it('shows a JMP energised on the scan it jumps (power tracking)', () => {
    const project = b.project(
      b.rung(b.xic('Skip'), jmp('Over')),
      b.rung(b.ote('Motor')),
      b.rung(lbl('Over')),
    );
    const { program, powerSlots } = compileProject(project, { trackPower: true });
    if (!program) throw new Error('no program');
    expect(engine.load(program).ok).toBe(true);
    const jump = Object.values(project.instructionMap).find((i) => i.type === 'JMP')?.uuid ?? '';
    const at = powerSlots.get(jump) ?? -1;
    engine.prescan();
    expect(engine.set('Skip', 1)).toBe(true);
    engine.scan(100);
    expect(engine.slots()[at]).toBe(1);
  });

  it('jumps backward: a loop that ends runs its rungs again in the same scan', () => {
    const p = plc(
      b.project(
        b.tag('N', 'DINT'),
        b.rung(b.mov(0, 'N')),
        b.rung(lbl('Again'), b.add('N', 1, 'N')),
        b.rung(b.les('N', 5), jmp('Again')),
      ),
    );
    p.prescan();
    p.scan();
    expect(p.get('N')).toBe(5);
  });

  it('a backward JMP that never ends is the watchdog fault, not a hang', () => {
    const p = plc(
      b.project(b.rung(lbl('Spin'), b.xic('Go'), jmp('Spin')), b.rung(b.xic('Go'), b.ote('After'))),
    );
    expect(p.prescan()).toBeNull(); // jumps are ignored in pre-scan
    p.set('Go', 1);
    expect(p.scan()).toBe(
      `Watchdog timeout: the scan ran more than ${WATCHDOG_BUDGET} instructions (rung 0). The PLC stopped.`,
    );
    expect(p.get('After')).toBe(0);
  });
});

describe('MCR zones', () => {
  const zone = () =>
    plc(
      b.project(
        b.timer('Delay', 1000),
        b.rung(b.xic('Enable'), mcr()),
        b.rung(b.xic('Run'), b.ote('Motor')),
        b.rung(b.xic('Run'), b.otl('Latched')),
        b.rung(b.xic('Run'), b.ton('Delay')),
        b.rung(mcr()),
        b.rung(b.xic('Run'), b.ote('Outside')),
      ),
    );

  it('a false zone de-energises OTE, keeps OTL and resets TON; the rungs after the zone run as usual', () => {
    const p = zone();
    p.prescan();
    p.set('Enable', 1);
    p.set('Run', 1);
    p.scan();
    p.scan();
    expect(p.values('Motor', 'Latched', 'Delay.ACC', 'Outside')).toEqual([1, 1, 200, 1]);
    p.set('Enable', 0);
    p.scan();
    expect(p.values('Motor', 'Latched', 'Delay.ACC', 'Delay.EN', 'Outside')).toEqual([0, 1, 0, 0, 1]);
    p.set('Enable', 1);
    p.scan();
    expect(p.values('Motor', 'Delay.ACC')).toEqual([1, 100]);
  });

  it('a zone without its ending MCR runs to the end of the routine', () => {
    const p = plc(b.project(b.rung(b.xic('Enable'), mcr()), b.rung(b.xic('Run'), b.ote('Motor'))));
    p.prescan();
    p.set('Run', 1);
    p.scan();
    expect(p.get('Motor')).toBe(0);
    p.set('Enable', 1);
    p.scan();
    expect(p.get('Motor')).toBe(1);
  });

  it('a JMP into a false zone finds it enabled from the label on (1756-RM003)', () => {
    const p = plc(
      b.project(
        b.rung(b.xic('Jump'), jmp('Inside')),
        b.rung(b.xic('Enable'), mcr()),
        b.rung(b.xic('Run'), b.ote('First')),
        b.rung(lbl('Inside'), b.xic('Run'), b.ote('Second')),
        b.rung(mcr()),
      ),
    );
    p.prescan();
    p.set('Run', 1);
    p.scan();
    expect(p.values('First', 'Second')).toEqual([0, 0]);
    p.set('Jump', 1);
    p.scan();
    expect(p.values('First', 'Second')).toEqual([0, 1]);
  });
});

describe('COP and FLL', () => {
  it('COP copies Length elements between arrays, starting at an element, every scan the rung is true', () => {
    const p = plc(
      b.project(
        b.array('Src', 'DINT', 5, [1, 2, 3, 4, 5]),
        b.array('Dst', 'DINT', 4),
        b.rung(b.xic('Go'), cop('Src[1]', 'Dst', 3)),
      ),
    );
    p.prescan();
    p.scan();
    expect(p.values('Dst[0]', 'Dst[1]', 'Dst[2]', 'Dst[3]')).toEqual([0, 0, 0, 0]);
    p.set('Go', 1);
    p.scan();
    expect(p.values('Dst[0]', 'Dst[1]', 'Dst[2]', 'Dst[3]')).toEqual([2, 3, 4, 0]);
    p.set('Src[2]', 30);
    p.scan();
    expect(p.get('Dst[1]')).toBe(30);
  });

  it('COP never writes past the end of Dest, and copies DINT bits into a REAL unchanged', () => {
    const p = plc(
      b.project(
        b.array('Src', 'DINT', 6, [1065353216, 7, 8, 9, 10, 11]),
        b.array('Dst', 'REAL', 2),
        b.tag('After', 'DINT', 99),
        b.tag('Len', 'DINT', 100),
        b.rung(cop('Src', 'Dst', 'Len')),
      ),
    );
    p.prescan();
    p.scan();
    expect(p.values('Dst[0]', 'After')).toEqual([1, 99]); // 0x3F800000 is 1.0
  });

  it('COP copies structures member by member, and arrays of structures', () => {
    const recipe = b.dataType(
      'Recipe',
      b.member('Temp', 'REAL'),
      b.member('Time', 'DINT'),
      b.member('Steps', 'DINT', { dimension: 2 }),
    );
    const p = plc(
      b.project(
        recipe,
        [
          b.struct('Stored', 'Recipe', { '[1].Temp': 180.5, '[1].Time': 20, '[1].Steps[1]': 4 }, 3),
          b.struct('Active', 'Recipe'),
          b.struct('Copies', 'Recipe', {}, 3),
        ],
        b.rung(b.xic('Load'), cop('Stored[1]', 'Active', 1)),
        b.rung(b.xic('Load'), cop('Stored', 'Copies', 3)),
      ),
    );
    p.prescan();
    p.set('Load', 1);
    p.scan();
    expect(p.values('Active.Temp', 'Active.Time', 'Active.Steps[1]', 'Copies[1].Temp')).toEqual([
      180.5, 20, 4, 180.5,
    ]);
  });

  it('FLL clears an array, converts its Source as MOV does, and fills structures', () => {
    const p = plc(
      b.project(
        b.array('Data', 'DINT', 5, [1, 2, 3, 4, 5]),
        b.array('Levels', 'REAL', 3),
        b.tag('Level', 'REAL', 2.5),
        b.array('Counts', 'DINT', 3),
        b.rung(b.xic('Clear'), fll(0, 'Data', 5)),
        b.rung(b.xic('Clear'), fll(7, 'Levels', 3)),
        b.rung(b.xic('Clear'), fll('Level', 'Counts[1]', 5)),
      ),
    );
    p.prescan();
    p.scan();
    expect(p.values('Data[0]', 'Data[4]')).toEqual([1, 5]);
    p.set('Clear', 1);
    p.scan();
    expect(p.values('Data[0]', 'Data[1]', 'Data[2]', 'Data[3]', 'Data[4]')).toEqual([0, 0, 0, 0, 0]);
    expect(p.values('Levels[0]', 'Levels[2]')).toEqual([7, 7]);
    // 2.5 rounds half to even: 2; Length 5 stops at the end of Counts.
    expect(p.values('Counts[0]', 'Counts[1]', 'Counts[2]')).toEqual([0, 2, 2]);
  });
});

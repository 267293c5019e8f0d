/**
 * The sequencers SQO, SQI and SQL through the real path, compileProject → VM, with the reference
 * interpreter run beside it (every tag value compared after every scan): the manual's traffic light
 * stepped by SQO on a timer, and the rules of docs/decisions.md "Sequencers: SQO, SQI, SQL".
 */
import { loadEngine } from '@plcsim/engine-wasm/node';
import { slotValue, type Engine } from '@plcsim/engine-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileProject } from '../compile.ts';
import type { Project } from '../model/project.ts';
import * as b from '../reference/builders.ts';
import { sqi, sql, sqo } from '../reference/sequencerBuilders.ts';
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

// The traffic light of a crossing: bits 0-2 the north-south red, yellow, green lamps, bits 3-5 the
// east-west ones. Step 0 (the start position) is all red; steps 1-4 the cycle. Bit 8 of Lights belongs
// to something else (a walk lamp): the mask 16#3F keeps the SQO off it.
const ALL_RED = 0b001_001;
const NS_GREEN = 0b001_100;
const NS_YELLOW = 0b001_010;
const EW_GREEN = 0b100_001;
const EW_YELLOW = 0b010_001;

describe('SQO: a traffic light stepped by a timer', () => {
  const project = b.project(
    b.tag('Lights', 'DINT', 256),
    b.tag('NsGreen', 'BOOL'),
    b.tag('EwGreen', 'BOOL'),
    b.array('Light', 'DINT', 5, [ALL_RED, NS_GREEN, NS_YELLOW, EW_GREEN, EW_YELLOW]),
    b.control('Seq', 4),
    b.timer('Step', 300),
    // The timer restarts itself: its .DN is true for one scan every four scans.
    b.rung(b.xio('Step.DN'), b.ton('Step')),
    b.rung(b.xic('Step.DN'), sqo('Light[0]', 0x3f, 'Lights', 'Seq')),
    b.rung(b.equ('Lights', 256 + NS_GREEN), b.ote('NsGreen')),
    b.rung(b.equ('Lights', 256 + EW_GREEN), b.ote('EwGreen')),
  );

  it('steps NS green, NS yellow, EW green, EW yellow, then wraps to step 1 (not the start step 0)', () => {
    const p = plc(project);
    const steps: number[][] = [];
    for (let scan = 1; scan <= 24; scan++) {
      p.scan();
      // The SQO acts on the scan the timer is done, every fourth scan.
      if (scan % 4 === 3) steps.push(p.values('Seq.POS', 'Lights', 'Seq.DN', 'NsGreen', 'EwGreen'));
      else expect(p.get('Seq.EN')).toBe(0);
    }
    expect(steps).toEqual([
      [1, 256 + NS_GREEN, 0, 1, 0],
      [2, 256 + NS_YELLOW, 0, 0, 0],
      [3, 256 + EW_GREEN, 0, 0, 1],
      [4, 256 + EW_YELLOW, 1, 0, 0],
      // POS wraps from LEN to 1; .DN stays set (the manual's flowchart only sets it; RES clears it).
      [1, 256 + NS_GREEN, 1, 1, 0],
      [2, 256 + NS_YELLOW, 1, 0, 0],
    ]);
  });

  it('writes step 0 on a rung already true at the first scan, advances only after a false rung', () => {
    const p = plc(
      b.project(
        b.tag('Lights', 'DINT'),
        b.tag('Run', 'BOOL', 1),
        b.tag('Reset', 'BOOL'),
        b.array('Light', 'DINT', 5, [ALL_RED, NS_GREEN, NS_YELLOW, EW_GREEN, EW_YELLOW]),
        b.control('Seq', 4),
        b.rung(b.xic('Run'), sqo('Light', 0x3f, 'Lights', 'Seq')),
        b.rung(b.xic('Reset'), b.res('Seq')),
      ),
    );
    // Pre-scan set .EN, so the first true scan is no transition: POS stays 0 and Dest gets step 0.
    p.scan();
    p.scan();
    expect(p.values('Seq.POS', 'Lights', 'Seq.EN')).toEqual([0, ALL_RED, 1]);
    p.pulse('Run');
    p.pulse('Run');
    expect(p.values('Seq.POS', 'Lights')).toEqual([2, NS_YELLOW]);
    // RES clears POS and the status bits; the rung still true then counts as a new transition.
    p.set('Reset', 1);
    p.scan();
    expect(p.values('Seq.POS', 'Seq.EN', 'Seq.DN', 'Seq.LEN')).toEqual([0, 0, 0, 4]);
    p.set('Reset', 0);
    p.scan();
    expect(p.values('Seq.POS', 'Lights', 'Seq.EN')).toEqual([1, NS_GREEN, 1]);
  });

  it('passes only the mask’s bits, with a mask held in a DINT tag', () => {
    const p = plc(
      b.project(
        b.tag('Go', 'BOOL'),
        b.tag('Out', 'DINT', 0x0f0),
        b.tag('Mask', 'DINT', 0x00f),
        b.array('Steps', 'DINT', 3, [0, 0x1ff, 0x000]),
        b.control('Seq', 2),
        b.rung(b.xic('Go'), sqo('Steps', 'Mask', 'Out', 'Seq')),
      ),
    );
    p.pulse('Go');
    expect(p.values('Out', 'Seq.POS')).toEqual([0x0ff, 1]);
    p.set('Mask', 0x0f0);
    p.pulse('Go');
    expect(p.values('Out', 'Seq.POS')).toEqual([0x00f, 2]);
  });

  it('sets .ER and moves nothing for LEN 0, POS past LEN on a held rung, or POS past the array', () => {
    const p = plc(
      b.project(
        b.tag('Go', 'BOOL'),
        b.tag('Out', 'DINT', 7),
        b.array('Steps', 'DINT', 3, [1, 2, 4]),
        b.control('Seq', 0),
        b.rung(b.xic('Go'), sqo('Steps', -1, 'Out', 'Seq')),
      ),
    );
    p.pulse('Go');
    expect(p.values('Seq.ER', 'Seq.POS', 'Out', 'Seq.EN')).toEqual([1, 0, 7, 1]);
    // LEN 3 on an array of 3 elements: steps 1 and 2 work, step 3 is past the array.
    p.set('Seq.LEN', 3);
    p.pulse('Go');
    expect(p.values('Seq.ER', 'Seq.POS', 'Out')).toEqual([0, 1, 2]);
    p.pulse('Go');
    p.pulse('Go');
    expect(p.values('Seq.ER', 'Seq.POS', 'Out', 'Seq.DN')).toEqual([1, 3, 4, 0]);
    // POS set past LEN while the rung stays true: .ER; the next transition wraps it to 1.
    p.set('Seq.POS', 9);
    p.scan();
    expect(p.values('Seq.ER', 'Seq.POS')).toEqual([1, 9]);
    p.pulse('Go');
    expect(p.values('Seq.ER', 'Seq.POS', 'Out')).toEqual([0, 1, 2]);
  });
});

describe('SQI: compares an input pattern with the step at POS', () => {
  const project = b.project(
    b.tag('Inputs', 'DINT'),
    b.tag('Match', 'BOOL'),
    b.tag('Enable', 'BOOL', 1),
    b.array('Expect', 'DINT', 3, [0, 0b0101, 0b0110]),
    b.control('Seq', 2, { pos: 1 }),
    b.rung(b.xic('Enable'), sqi('Expect', 0b0111, 'Inputs', 'Seq'), b.ote('Match')),
  );

  it('is true only while the masked Source equals the masked step, and changes no CONTROL bit', () => {
    const p = plc(project);
    p.set('Inputs', 0b1101); // bit 3 is outside the mask
    p.scan();
    expect(p.values('Match', 'Seq.EN', 'Seq.DN', 'Seq.ER', 'Seq.POS')).toEqual([1, 0, 0, 0, 1]);
    p.set('Inputs', 0b0100);
    p.scan();
    expect(p.get('Match')).toBe(0);
    p.set('Seq.POS', 2);
    p.set('Inputs', 0b1110);
    p.scan();
    expect(p.get('Match')).toBe(1);
    p.set('Enable', 0);
    p.scan();
    expect(p.get('Match')).toBe(0);
  });

  it('is false with .ER set when POS is past LEN or LEN is 0', () => {
    const p = plc(project);
    p.set('Inputs', 0b0101);
    p.set('Seq.POS', 3);
    p.scan();
    expect(p.values('Match', 'Seq.ER')).toEqual([0, 1]);
    p.set('Seq.POS', 1);
    p.scan();
    expect(p.values('Match', 'Seq.ER')).toEqual([1, 0]);
    p.set('Seq.LEN', 0);
    p.scan();
    expect(p.values('Match', 'Seq.ER')).toEqual([0, 1]);
  });
});

describe('SQL: loads a Source into the sequencer array', () => {
  it('stores at the next position on each transition, keeps storing while the rung is true, wraps to 1', () => {
    const p = plc(
      b.project(
        b.tag('Teach', 'BOOL'),
        b.tag('Inputs', 'DINT'),
        b.array('Recipe', 'DINT', 4),
        b.control('Seq', 3),
        b.rung(b.xic('Teach'), sql('Recipe', 'Inputs', 'Seq')),
      ),
    );
    for (const value of [11, 22, 33]) {
      p.set('Inputs', value);
      p.pulse('Teach');
    }
    expect(p.values('Recipe[0]', 'Recipe[1]', 'Recipe[2]', 'Recipe[3]')).toEqual([0, 11, 22, 33]);
    expect(p.values('Seq.POS', 'Seq.DN')).toEqual([3, 1]);
    // While the rung stays true the current position follows the Source.
    p.set('Inputs', 34);
    p.scan();
    expect(p.get('Recipe[3]')).toBe(34);
    p.set('Inputs', 44);
    p.pulse('Teach');
    expect(p.values('Seq.POS', 'Recipe[1]', 'Recipe[3]')).toEqual([1, 44, 34]);
  });

  it('loads a constant that an SQO with its own CONTROL plays back on the same rung', () => {
    const p = plc(
      b.project(
        b.tag('Go', 'BOOL'),
        b.tag('Out', 'DINT'),
        b.array('Steps', 'DINT', 3),
        b.control('Load', 2),
        b.control('Play', 2),
        b.rung(b.xic('Go'), sql('Steps', 5, 'Load'), sqo('Steps', -1, 'Out', 'Play')),
      ),
    );
    p.pulse('Go');
    expect(p.values('Steps[1]', 'Out', 'Load.POS', 'Play.POS')).toEqual([5, 5, 1, 1]);
  });
});

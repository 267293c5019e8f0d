/**
 * The Logix PID instruction on the VM (compileProject → engine), closing the loop on a first-order plant
 * simulated here: a tank level or an oven that moves toward K·CV with time constant TAU.
 */
import { loadEngine } from '@plcsim/engine-wasm/node';
import { bitsToReal, type Engine } from '@plcsim/engine-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileProject } from '../compile.ts';
import * as b from '../reference/builders.ts';
import { pid, pidTag } from '../reference/pidBuilders.ts';
import type { Project } from '../model/project.ts';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

const DT = 0.1;
const TAU = 2;

function plc(project: Project) {
  const { program, diagnostics } = compileProject(project);
  expect(diagnostics.filter((d) => d.severity !== 'warning')).toEqual([]);
  if (!program) throw new Error('no program');
  expect(engine.load(program).ok).toBe(true);
  expect(engine.prescan().ok).toBe(true);
  const get = (name: string): number => {
    const symbol = engine.symbol(name);
    if (!symbol) throw new Error(name);
    const bits = engine.slots()[symbol.slot] ?? 0;
    return symbol.type === 'REAL' ? bitsToReal(bits) : bits;
  };
  const set = (name: string, value: number) => expect(engine.set(name, value)).toBe(true);
  return { get, set, scan: () => engine.scan(100) };
}

/** A loop `Loop` reading `Level` and driving `Valve`, on `Run`; the plant's gain is `gain`. */
function loop(members: Record<string, number>, gain = 1) {
  const p = plc(
    b.project(
      [pidTag('Loop', members), b.tag('Level', 'REAL'), b.tag('Valve', 'REAL'), b.tag('Run', 'BOOL', 1)],
      b.rung(b.xic('Run'), pid('Loop', 'Level', 'Valve')),
    ),
  );
  /** Scans `n` times, the plant following the valve after each scan. */
  const run = (n: number) => {
    for (let i = 0; i < n; i++) {
      p.scan();
      const level = p.get('Level');
      p.set('Level', level + (DT / TAU) * (gain * p.get('Valve') - level));
    }
  };
  return { ...p, run };
}

describe('PID on the VM', () => {
  it('P only settles with an offset below the setpoint', () => {
    const p = loop({ SP: 50, KP: 2 });
    p.run(600);
    // K·KP·(SP − PV) = PV: 100 − 2·PV = PV, so PV → 33.3, an offset of 16.7.
    expect(p.get('Level')).toBeCloseTo(100 / 3, 1);
    expect(p.get('Loop.ERR')).toBeCloseTo(50 - 100 / 3, 1);
    expect(p.get('Valve')).toBe(p.get('Loop.OUT'));
  });

  it('PI removes the offset', () => {
    const p = loop({ SP: 50, KP: 2, KI: 0.5 });
    p.run(600);
    expect(Math.abs(p.get('Level') - 50)).toBeLessThan(0.05);
    expect(p.get('Valve')).toBeCloseTo(50, 0);
    expect(p.get('Loop.UPD')).toBeCloseTo(0.1, 6);
  });

  it('clamps the output at MAXO without winding the integral up', () => {
    // The plant can reach only 50 at a full valve: the setpoint 90 holds the output at MAXO.
    const p = loop({ SP: 90, KP: 2, KI: 0.5, MAXO: 100 }, 0.5);
    p.run(600);
    expect(p.get('Valve')).toBe(100);
    expect(p.get('Loop.OLH')).toBe(1);
    // Without anti-windup the integral would be about 0.5·40·60 = 1200 by now.
    expect(p.get('Loop.DATA[0]')).toBeLessThanOrEqual(100);
    p.set('Loop.SP', 20);
    p.run(1);
    expect(p.get('Valve')).toBeLessThan(100);
    expect(p.get('Loop.OLH')).toBe(0);
  });

  it('limits the output to MINO too', () => {
    const p = loop({ SP: 10, KP: 4, MINO: 5, MAXO: 80 });
    p.set('Level', 60);
    p.run(1);
    expect(p.get('Valve')).toBe(5);
    expect(p.get('Loop.OLL')).toBe(1);
  });

  it('follows SO in manual mode and returns to auto without a bump', () => {
    const p = loop({ SP: 50, KP: 2, KI: 0.5 });
    p.run(100);
    p.set('Loop.MO', 1);
    p.set('Loop.SO', 30);
    p.run(50);
    expect(p.get('Valve')).toBe(30);
    expect(p.get('Loop.OUT')).toBe(30);
    expect(50 - p.get('Level')).toBeGreaterThan(15);
    p.set('Loop.MO', 0);
    p.run(1);
    // Bumpless: one scan's step (KI·E·dt plus KP times the PV's last change) away from 30, not KP·E (> 30).
    expect(Math.abs(p.get('Valve') - 30)).toBeLessThan(2);
    p.run(600);
    expect(Math.abs(p.get('Level') - 50)).toBeLessThan(0.05);
  });

  it('holds the output when the rung is false and clears .EN', () => {
    const p = loop({ SP: 50, KP: 2, KI: 0.5 });
    p.run(20);
    expect(p.get('Loop.EN')).toBe(1);
    const held = p.get('Valve');
    p.set('Run', 0);
    p.run(20);
    expect(p.get('Valve')).toBe(held);
    expect(p.get('Loop.EN')).toBe(0);
  });

  it('acts directly (E = PV − SP) with .CA: a cooler opens as the temperature rises', () => {
    const p = loop({ SP: 20, KP: 3, KI: 0.2, CA: 1 });
    p.set('Level', 30);
    p.run(1);
    expect(p.get('Loop.ERR')).toBe(10);
    expect(p.get('Valve')).toBeGreaterThan(0);
  });

  it('uses dependent gains with .PE (KI in minutes per repeat)', () => {
    // Kc = 2, Ti = 1/30 min (2 s): the same integral action as KI = 1 1/s independent.
    const p = loop({ SP: 50, KP: 2, KI: 1 / 30, PE: 1 });
    p.run(600);
    expect(Math.abs(p.get('Level') - 50)).toBeLessThan(0.05);
  });

  it('reads and writes DINTs', () => {
    const p = plc(
      b.project(
        [pidTag('Loop', { SP: 10, KP: 1.25 }), b.tag('Raw', 'DINT', 4), b.tag('Out', 'DINT')],
        b.rung(pid('Loop', 'Raw', 'Out')),
      ),
    );
    p.scan();
    // First scan: E = 6, P = 7.5 → 8 (nearest, ties to even).
    expect(p.get('Out')).toBe(8);
    expect(p.get('Loop.PV')).toBe(4);
  });

  it('lets Structured Text read and write a PID tag’s members', () => {
    const project = b.project([pidTag('Loop1', { SP: 5 }), b.tag('X', 'REAL')]);
    project.programMode = 'ST';
    project.stSource =
      'PROGRAM Main\nLoop1.SP := Loop1.SP + 37.0;\nIF NOT Loop1.MO THEN X := Loop1.MAXO; END_IF;\nEND_PROGRAM\n';
    const p = plc(project);
    p.scan();
    expect([p.get('Loop1.SP'), p.get('X')]).toEqual([42, 100]);
  });
});

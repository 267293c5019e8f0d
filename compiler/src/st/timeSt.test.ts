/**
 * TIME in Structured Text (issue 24 item 2): a TIME variable is a DINT of milliseconds, as the time
 * literals are, so it takes part in arithmetic and comparisons and is a timer's PT and ET.
 */
import { loadEngine } from '@plcsim/engine-wasm/node';
import type { Engine } from '@plcsim/engine-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileProject } from '../compile.ts';
import * as b from '../reference/builders.ts';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

/** Compiles and pre-scans `source` (an ST program with its VAR block) and returns a scanner. */
function run(source: string) {
  const project = { ...b.project(), programMode: 'ST' as const, stSource: source };
  const { program, diagnostics } = compileProject(project);
  expect(diagnostics.filter((d) => d.severity !== 'warning')).toEqual([]);
  if (!program) throw new Error('no program');
  expect(engine.load(program).ok).toBe(true);
  expect(engine.prescan().ok).toBe(true);
  return { scan: () => expect(engine.scan(100).ok).toBe(true), get: (name: string) => engine.get(name) };
}

describe('TIME in Structured Text', () => {
  it.each([
    ['T#1s500ms', 1500],
    ['T#1h_2m', 3_720_000],
    ['T#1d2h', 93_600_000],
    ['TIME#2m_30s', 150_000],
    ['t#250MS', 250],
  ])('%s is %s ms', (literal, ms) => {
    const p = run(`VAR T1 : TIME := ${literal}; D : DINT; END_VAR D := TIME_TO_DINT(T1);`);
    p.scan();
    expect(p.get('D')).toBe(ms);
  });

  it('adds, compares and converts TIME values', () => {
    const p = run(
      'VAR T1 : TIME := T#1s; T2 : TIME; Longer : BOOL; D : DINT; END_VAR ' +
        'T2 := T1 + T#500ms; Longer := T2 > T#1s; D := TIME_TO_DINT(T2) * 2; T1 := DINT_TO_TIME(D);',
    );
    p.scan();
    expect([p.get('T2'), p.get('Longer'), p.get('D'), p.get('T1')]).toEqual([1500, 1, 3000, 3000]);
  });

  it("is a timer's PT and ET", () => {
    const p = run(
      'VAR Delay : TON; Wait : TIME := T#300ms; Elapsed : TIME; Done : BOOL; END_VAR ' +
        'Delay(IN := TRUE, PT := Wait, Q => Done, ET => Elapsed);',
    );
    p.scan();
    p.scan();
    expect([p.get('Elapsed'), p.get('Done')]).toEqual([200, 0]);
    p.scan();
    expect([p.get('Elapsed'), p.get('Done')]).toEqual([300, 1]);
  });
});

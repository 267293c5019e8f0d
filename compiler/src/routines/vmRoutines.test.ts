/**
 * Subroutines through the real path (issue 25): compileProject → VM. JSR, SBR and RET in ladder,
 * `JSR(Name);` in Structured Text, ladder calling Structured Text and back, the pre-scan, the nesting
 * limit's major fault, and a diagnostic naming its routine.
 */
import { loadEngine } from '@plcsim/engine-wasm/node';
import { Trap, type Engine } from '@plcsim/engine-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileProject } from '../compile.ts';
import type { Project } from '../model/project.ts';
import * as b from '../reference/builders.ts';
import { jsr, ret, routine, sbr, stRoutine } from '../reference/routineBuilders.ts';

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

describe('ladder JSR, SBR and RET', () => {
  const counting = (...extra: Parameters<typeof routine>[1][]) =>
    b.project(
      b.tag('N', 'DINT'),
      b.rung(b.xic('Go'), jsr('Count'), b.ote('After')),
      routine('Count', b.rung(sbr(), b.add('N', 1, 'N')), ...extra),
    );

  it('a routine no JSR calls is not executed', () => {
    const p = plc(
      b.project(
        b.tag('N', 'DINT'),
        b.rung(b.xic('Go'), b.ote('Lamp')),
        routine('Idle', b.rung(b.add('N', 1, 'N'))),
      ),
    );
    p.set('Go', 1);
    for (let i = 0; i < 5; i++) p.scan();
    expect(p.get('N')).toBe(0);
    expect(p.get('Lamp')).toBe(1);
  });

  it('JSR on a true rung runs the routine every scan and passes the rung on; a false rung does not call', () => {
    const p = plc(counting());
    p.scan();
    expect([p.get('N'), p.get('After')]).toEqual([0, 0]);
    p.set('Go', 1);
    p.scan();
    p.scan();
    p.scan();
    expect([p.get('N'), p.get('After')]).toEqual([3, 1]);
    p.set('Go', 0);
    p.scan();
    expect([p.get('N'), p.get('After')]).toEqual([3, 0]);
  });

  it('RET on a true rung ends the routine early; on a false rung the rest runs', () => {
    const p = plc(counting(b.rung(b.xic('Stop'), ret()), b.rung(b.add('M', 10, 'M'))));
    p.set('Go', 1);
    p.scan();
    expect([p.get('N'), p.get('M')]).toEqual([1, 10]);
    p.set('Stop', 1);
    p.scan();
    expect([p.get('N'), p.get('M')]).toEqual([2, 10]);
  });

  it('a JSR inside a branch returns to the branch it left', () => {
    const p = plc(
      b.project(
        b.tag('N', 'DINT'),
        b.rung(b.branch([b.xic('A'), jsr('Count')], [b.xic('B')]), b.ote('Out')),
        routine('Count', b.rung(b.branch([b.xic('X')], [b.xio('X')]), b.add('N', 1, 'N'))),
      ),
    );
    p.set('A', 1);
    p.scan();
    expect([p.get('N'), p.get('Out')]).toEqual([1, 1]);
    p.set('A', 0);
    p.set('B', 1);
    p.scan();
    expect([p.get('N'), p.get('Out')]).toEqual([1, 1]);
  });

  it('nested calls: a routine calls another, both return in order', () => {
    const p = plc(
      b.project(
        b.tag('Trace', 'DINT'),
        b.rung(jsr('Outer'), b.mul('Trace', 10, 'Trace')),
        routine('Outer', b.rung(b.add('Trace', 1, 'Trace'), jsr('Inner'), b.add('Trace', 3, 'Trace'))),
        routine('Inner', b.rung(b.mul('Trace', 10, 'Trace'))),
      ),
    );
    p.scan();
    // (0 + 1) * 10 + 3 = 13, then * 10 in the Main Routine.
    expect(p.get('Trace')).toBe(130);
  });

  it('recursion past 32 calls deep is a major fault naming the routine', () => {
    const project = b.project(b.rung(b.xic('Go'), jsr('Loop')), routine('Loop', b.rung(jsr('Loop'))));
    const p = plc(project);
    expect(p.scan().ok).toBe(true);
    p.set('Go', 1);
    const status = p.scan();
    expect(status.trap).toBe(Trap.CALL_DEPTH);
    expect(status.message).toBe(
      'Subroutine calls nested deeper than 32: JSR to Loop (routine Loop, rung 0). The PLC stopped.',
    );
  });

  it('the pre-scan follows JSRs whatever the rung: a subroutine OTE is cleared and its RET ignored', () => {
    const project = b.project(
      b.tag('Out', 'BOOL', 1),
      b.tag('Late', 'BOOL', 1),
      b.rung(b.xic('Never'), jsr('Sub')),
      routine(
        'Sub',
        b.rung(b.xic('Keep'), b.ote('Out')),
        b.rung(ret()),
        b.rung(b.xic('Keep'), b.ote('Late')),
      ),
    );
    const { program } = compileProject(project);
    if (!program) throw new Error('no program');
    engine.load(program);
    engine.set('Keep', 1);
    expect(engine.get('Out')).toBe(1);
    expect(engine.prescan().ok).toBe(true);
    expect([engine.get('Out'), engine.get('Late')]).toEqual([0, 0]);
  });
});

describe('Structured Text and ladder routines in one program', () => {
  it('ladder calls a Structured Text routine', () => {
    const p = plc(
      b.project(
        b.tag('N', 'DINT'),
        b.tag('Level', 'DINT'),
        b.rung(b.xic('Go'), jsr('Fill')),
        stRoutine('Fill', 'N := N + 2;\nIF N > 4 THEN\n  Level := N * 10;\n  RETURN;\nEND_IF;\nLevel := 1;'),
      ),
    );
    p.set('Go', 1);
    p.scan();
    expect([p.get('N'), p.get('Level')]).toEqual([2, 1]);
    p.scan();
    p.scan();
    expect([p.get('N'), p.get('Level')]).toEqual([6, 60]);
  });

  it('Structured Text calls a ladder routine', () => {
    const project = b.project(
      b.tag('N', 'DINT'),
      b.tag('Go', 'BOOL'),
      routine('Bump', b.rung(b.add('N', 5, 'N'))),
    );
    project.programMode = 'ST';
    project.stSource = 'IF Go THEN\n  JSR(Bump);\nEND_IF;';
    const p = plc(project);
    p.scan();
    expect(p.get('N')).toBe(0);
    p.set('Go', 1);
    p.scan();
    p.scan();
    expect(p.get('N')).toBe(10);
  });

  it('an ST timer in a subroutine is pre-scanned', () => {
    const p = plc(
      b.project(
        b.timer('T1', 300),
        b.tag('Run', 'BOOL'),
        b.rung(jsr('Timing')),
        stRoutine('Timing', 'TON(T1, Run);'),
      ),
    );
    p.set('Run', 1);
    for (let i = 0; i < 3; i++) p.scan();
    expect(p.get('T1.DN')).toBe(1);
  });
});

describe('routine diagnostics', () => {
  it('a JSR to a routine that does not exist names it', () => {
    const { program, diagnostics } = compileProject(b.project(b.rung(jsr('Missing'))));
    expect(program).toBeNull();
    expect(diagnostics.map((d) => d.message)).toEqual([
      'JSR calls "Missing", but the program has no routine named Missing (rung 0)',
    ]);
  });

  it('a mistake inside a subroutine carries the routine and its own rung number', () => {
    const { diagnostics } = compileProject(
      b.project(
        b.rung(jsr('Second')),
        routine('First', b.rung(b.ote('A'))),
        routine('Second', b.rung(b.ote('B')), b.rung(jsr('Nowhere'))),
      ),
    );
    expect(diagnostics.filter((d) => d.severity !== 'warning')).toEqual([
      expect.objectContaining({
        routine: 'Second',
        rung: 1,
        message: 'JSR calls "Nowhere", but the program has no routine named Nowhere (rung 1)',
      }),
    ]);
  });

  it('a Structured Text routine error carries the routine and its line', () => {
    const { diagnostics } = compileProject(
      b.project(b.tag('X', 'DINT'), b.rung(jsr('Calc')), stRoutine('Calc', 'X := 1;\nNoSuchTag := 2;')),
    );
    const errors = diagnostics.filter((d) => d.severity !== 'warning');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ routine: 'Calc', line: 2 });
  });

  it('routine names: Logix rules, unique case-insensitively, not MainRoutine', () => {
    const { diagnostics } = compileProject(
      b.project(
        b.rung(b.ote('A')),
        routine('Fill', b.rung(b.ote('B'))),
        routine('FILL', b.rung(b.ote('C'))),
        routine('MainRoutine', b.rung(b.ote('D'))),
        routine('2Go', b.rung(b.ote('E'))),
      ),
    );
    expect(diagnostics.filter((d) => d.severity !== 'warning').map((d) => d.message)).toEqual([
      "A subroutine cannot be named MainRoutine: that is the Main Routine's name",
      'Routine name "2Go" is not a valid name: use letters, digits and single underscores, starting with a letter or an underscore, at most 40 characters',
      'Duplicate routine name "Fill" used by 2 routines.',
    ]);
  });

  it('SBR elsewhere than first in a subroutine is an error', () => {
    const { diagnostics } = compileProject(
      b.project(b.rung(jsr('Sub')), routine('Sub', b.rung(b.xic('A'), sbr()))),
    );
    expect(diagnostics.filter((d) => d.severity !== 'warning').map((d) => [d.routine, d.message])).toEqual([
      ['Sub', "SBR must be the first instruction of a subroutine's first rung (rung 0)"],
    ]);
  });

  it('trackPower covers subroutine rungs', () => {
    const project = b.project(b.rung(jsr('Sub')), routine('Sub', b.rung(b.xic('A'), b.ote('B'))));
    const { powerSlots } = compileProject(project, { trackPower: true });
    const sub = project.routines?.[0];
    const rung = sub ? project.rungMap[sub.rungs[0] ?? ''] : undefined;
    for (const id of rung?.elements ?? []) expect(powerSlots.has(id)).toBe(true);
    expect(rung?.elements).toHaveLength(2);
  });
});

import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { loadB1 } from '../bench/runBench.ts';
import { compileProject } from '../compile.ts';
import type { Project } from '../model/project.ts';
import {
  add,
  branch,
  ctd,
  ctu,
  equ,
  mov,
  osr,
  otl,
  ote,
  otu,
  project,
  res,
  rto,
  rung,
  tag,
  timer,
  tof,
  ton,
  xic,
  xio,
} from '../reference/builders.ts';
import { importNeutralText } from '../neutral/import.ts';
import { teachingWarnings } from './teachingWarnings.ts';
import { validateLadder } from './validate.ts';

const messages = (p: Project) => teachingWarnings(p).map((d) => d.message);

/** The id of the `n`-th instruction (0-based, program order) of type `type`. */
function instructionId(p: Project, type: string, n = 0): string {
  const found = Object.values(p.instructionMap).filter((i) => i.type === type)[n];
  if (!found) throw new Error(`no ${type} #${n}`);
  return found.uuid;
}

describe('teachingWarnings: double coil', () => {
  it('reports the second and later OTEs of one bit, naming the first rung', () => {
    const p = project(
      tag('DO0', 'BOOL', 0, 'MOTOR'),
      rung(xic('A'), ote('DO0')),
      rung(xic('B'), ote('Lamp')),
      rung(xic('C'), ote('DO0')),
      rung(xic('D'), ote('DO0')),
    );
    expect(teachingWarnings(p)).toEqual([
      {
        source: 'ladder',
        severity: 'warning',
        message:
          'DO0 (MOTOR) is written by OTE on rungs 0 and 2: only the last one counts each scan. (rung 2)',
        rung: 2,
        elementId: instructionId(p, 'OTE', 2),
      },
      {
        source: 'ladder',
        severity: 'warning',
        message:
          'DO0 (MOTOR) is written by OTE on rungs 0 and 3: only the last one counts each scan. (rung 3)',
        rung: 3,
        elementId: instructionId(p, 'OTE', 3),
      },
    ]);
  });

  it('reports two OTEs of one bit on the legs of one rung, and of one child tag', () => {
    const p = project(
      timer('T1', 100),
      rung(xic('A'), branch([xic('B'), ote('Lamp')], [xic('C'), ote('Lamp')])),
      rung(xic('A'), ote('T1.EN')),
      rung(xic('B'), ote('T1.EN')),
    );
    expect(messages(p)).toEqual([
      'Lamp is written by OTE twice on rung 0: only the last one counts each scan. (rung 0)',
      'T1.EN is written by OTE on rungs 1 and 2: only the last one counts each scan. (rung 2)',
    ]);
  });

  it('does not report one OTE per bit, a seal-in, or OTL and OTU on the bit of an OTE', () => {
    const p = project(
      rung(branch([xic('Start')], [xic('Motor')]), xio('Stop'), ote('Motor')),
      rung(xic('Motor'), ote('Lamp')),
      rung(xic('Fault'), otl('Alarm')),
      rung(xic('Reset'), otu('Alarm')),
      rung(xic('Alarm'), otl('Lamp')),
    );
    expect(messages(p)).toEqual([]);
  });
});

describe('teachingWarnings: a timer or counter driven twice', () => {
  it('reports a second timer instruction on one timer, whatever its kind', () => {
    const p = project(
      rung(xic('A'), ton('T1')),
      rung(xic('B'), tof('T1')),
      rung(xic('C'), rto('T1')),
      rung(xic('T1.DN'), ote('Lamp')),
    );
    expect(teachingWarnings(p).map((d) => [d.message, d.rung, d.elementId])).toEqual([
      [
        'Timer T1 is driven by TON on rung 0 and by TOF on rung 1: each scan one undoes what the other did, ' +
          'so use one timer instruction per timer. (rung 1)',
        1,
        instructionId(p, 'TOF'),
      ],
      [
        'Timer T1 is driven by TON on rung 0 and by RTO on rung 2: each scan one undoes what the other did, ' +
          'so use one timer instruction per timer. (rung 2)',
        2,
        instructionId(p, 'RTO'),
      ],
    ]);
  });

  it('reports two CTUs or two CTDs on one counter', () => {
    const p = project(
      rung(xic('A'), ctu('Up')),
      rung(xic('B'), ctu('Up')),
      rung(xic('C'), ctd('Down')),
      rung(xic('D'), ctd('Down')),
      rung(xic('Up.DN'), xic('Down.DN'), ote('Lamp')),
    );
    expect(messages(p)).toEqual([
      'Counter Up is counted up by CTU on rungs 0 and 1: both share its CU bit, so counts go wrong; ' +
        'put the conditions in a branch before one CTU. (rung 1)',
      'Counter Down is counted down by CTD on rungs 2 and 3: both share its CD bit, so counts go wrong; ' +
        'put the conditions in a branch before one CTD. (rung 3)',
    ]);
  });

  it('does not report a CTU and a CTD on one counter (an up/down counter), nor RES', () => {
    const p = project(
      rung(xic('In'), ctu('Parts')),
      rung(xic('Out'), ctd('Parts')),
      rung(xic('Reset'), res('Parts')),
      rung(xic('Start'), ton('T1')),
      rung(xic('Reset'), res('T1')),
      rung(xic('Parts.DN'), xic('T1.DN'), ote('Lamp')),
    );
    expect(messages(p)).toEqual([]);
  });
});

describe('teachingWarnings: DN never read', () => {
  it('reports a driven timer or counter whose DN nothing reads, on its first instruction', () => {
    const p = project(
      rung(xic('A'), ton('T1')),
      rung(xic('B'), ctu('C1')),
      rung(xic('C'), ctd('C1')),
      rung(xic('T1.TT'), ote('Lamp')),
    );
    expect(teachingWarnings(p).map((d) => [d.message, d.rung, d.elementId])).toEqual([
      [
        'T1.DN is never read: nothing in the program reacts when timer T1 is done. (rung 0)',
        0,
        instructionId(p, 'TON'),
      ],
      [
        'C1.DN is never read: nothing in the program reacts when counter C1 reaches its preset. (rung 1)',
        1,
        instructionId(p, 'CTU'),
      ],
    ]);
  });

  it('does not report a DN read by a contact, an XIO, a compare, a move or a one-shot', () => {
    const p = project(
      rung(xic('A'), ton('T1')),
      rung(xio('T1.DN'), ote('L1')),
      rung(xic('A'), ton('T2')),
      rung(equ('T2.DN', 1), ote('L2')),
      rung(xic('A'), ctu('C1')),
      rung(xic('A'), mov('C1.DN', 'Count')),
      rung(xic('A'), ctd('C2')),
      rung(xic('A'), add('C2.DN', 1, 'Count')),
      rung(xic('A'), rto('T3')),
      rung(xic('T3.DN'), osr('Stor', 'Pulse')),
      rung(xic('Pulse'), ote('L3')),
    );
    expect(messages(p)).toEqual([]);
  });

  it('does not report a timer that only a RES uses, or that nothing drives', () => {
    const p = project(timer('T1', 100), timer('T2', 100), rung(xic('A'), res('T1')));
    expect(messages(p)).toEqual([]);
  });
});

describe('teachingWarnings: inputs and outputs', () => {
  it('reports a DI never read and a DO never written, by number, with no rung or element', () => {
    const p = project(
      tag('DI10', 'BOOL', 0, 'PB3'),
      tag('DI2', 'BOOL'),
      tag('DI0', 'BOOL', 0, 'PB1'),
      tag('DO1', 'BOOL', 0, 'LAMP2'),
      tag('DO0', 'BOOL', 0, 'LAMP1'),
      rung(xic('DI0'), ote('DO0')),
      rung(xic('DO1'), ote('Spare')),
      rung(xio('Spare'), otl('DI2')),
    );
    expect(teachingWarnings(p)).toEqual([
      {
        source: 'ladder',
        severity: 'warning',
        message: 'Input DI2 is never read, so it has no effect on the program.',
      },
      {
        source: 'ladder',
        severity: 'warning',
        message: 'Input DI10 (PB3) is never read, so it has no effect on the program.',
      },
      {
        source: 'ladder',
        severity: 'warning',
        message: 'Output DO1 (LAMP2) is never written by the program, so it never changes.',
      },
    ]);
  });

  it('does not report inputs read or outputs written by any instruction, nor other tags', () => {
    const p = project(
      tag('DI0', 'BOOL'),
      tag('DI1', 'BOOL'),
      tag('DI2', 'BOOL'),
      tag('DO0', 'BOOL'),
      tag('DO1', 'BOOL'),
      tag('DO2', 'BOOL'),
      tag('DO3', 'BOOL'),
      tag('Unused', 'BOOL'),
      tag('DIX', 'BOOL'),
      rung(xio('DI0'), otl('DO0')),
      rung(xic('DI1'), otu('DO1')),
      rung(xic('DI2'), osr('Stor', 'DO2'), ote('DO3')),
    );
    expect(messages(p)).toEqual([]);
  });

  it("leaves the scene's own I/O alone but reports I/O the learner added and forgot", () => {
    // The conveyor brings DI0–DI3 and DO0–DO1; DO5 is the learner's own.
    const p = {
      ...project(
        tag('DI0', 'BOOL', 0, 'START'),
        tag('DI3', 'BOOL', 0, 'PROX2'),
        tag('DO0', 'BOOL', 0, 'MOTOR'),
        tag('DO5', 'BOOL', 0, 'LAMP5'),
        rung(xic('DI0'), ote('Lamp')),
      ),
      scene: 'CONVEYOR' as const,
    };
    expect(messages(p)).toEqual(['Output DO5 (LAMP5) is never written by the program, so it never changes.']);
    const required = { ...p, scene: 'EMPTY' as const };
    const doTag = Object.values(required.tagMap).find((t) => t.name === 'DO5');
    if (doTag) doTag.req = true;
    expect(messages(required)).toEqual([
      'Input DI3 (PROX2) is never read, so it has no effect on the program.',
      'Output DO0 (MOTOR) is never written by the program, so it never changes.',
    ]);
  });
});

describe('teachingWarnings in compileProject', () => {
  const warned = project(
    tag('DI0', 'BOOL'),
    tag('DO0', 'BOOL'),
    rung(xic('A'), ote('Lamp')),
    rung(xic('B'), ote('Lamp')),
    rung(xic('A'), ton('T1')),
    rung(xic('A'), ton('T1')),
  );

  it('appends the warnings to the diagnostics and still produces the program', () => {
    const result = compileProject(warned);
    expect(validateLadder(warned)).toEqual([]);
    expect(result.program).not.toBeNull();
    expect(result.diagnostics.length).toBe(5);
    expect(result.diagnostics.every((d) => d.severity === 'warning' && d.source === 'ladder')).toBe(true);
    expect(result.diagnostics).toEqual(teachingWarnings(warned));
  });

  it('gives no warnings while the ladder has errors (errors come first and block RUN)', () => {
    const broken = structuredClone(warned);
    broken.rungs.push('ghost');
    const result = compileProject(broken);
    expect(result.program).toBeNull();
    expect(result.diagnostics).toEqual([
      { source: 'ladder', severity: 'error', message: 'Missing rung at index: 4', rung: 4 },
    ]);
  });

  it('gives none for a Structured Text project', () => {
    const st = { ...warned, programMode: 'ST' as const, stSource: 'DO0 := DI0;' };
    expect(compileProject(st).diagnostics).toEqual([]);
  });

  it('gives none for B1 ("ladder mix": every DN read, no coil written twice, no DI or DO tags)', async () => {
    const b1 = await loadB1();
    expect(teachingWarnings(b1)).toEqual([]);
    const result = compileProject(b1);
    expect(result.diagnostics).toEqual([]);
    expect(result.program).not.toBeNull();
  });
});

describe('teachingWarnings: cost', () => {
  /** `n` rungs all writing one coil and driving one timer: a warning on nearly every instruction. */
  function fighting(n: number): Project {
    const rungs = Array.from({ length: n }, (_, i) =>
      i % 2 === 0 ? rung(xic('DI0'), ote('DO0')) : rung(xic('DI0'), ton('T1')),
    );
    return project(tag('DI0', 'BOOL'), tag('DO0', 'BOOL'), ...rungs);
  }

  /** The fastest of three runs over each project, taken in turns so that both see the same machine load. */
  function fastest(projects: readonly Project[]): number[] {
    const best = projects.map(() => Infinity);
    for (let i = 0; i < 3; i++) {
      projects.forEach((p, k) => {
        const start = performance.now();
        teachingWarnings(p);
        best[k] = Math.min(best[k] ?? Infinity, performance.now() - start);
      });
    }
    return best;
  }

  it('is linear: eight times the rungs, about eight times the work', () => {
    const small = fighting(5_000);
    const big = fighting(40_000);
    expect(teachingWarnings(big)).toHaveLength(40_000 - 2 + 1);
    // Linear work gives a ratio near 8 (measured 6 to 16: the collector's pauses) and quadratic work 64;
    // compared with each other rather than with a clock bound, so a loaded CI machine slows both alike
    // (an absolute bound failed under load).
    const [smallMs = 0, bigMs = 0] = fastest([small, big]);
    expect(bigMs / Math.max(smallMs, 1)).toBeLessThan(32);
  }, 60_000);
});

describe('teachingWarnings: XIO on a normally closed input (issue 22 item 9)', () => {
  const stop = (p: Project, symbol: 'NC_PUSHBUTTON' | 'NO_PUSHBUTTON' | null) => {
    const found = Object.values(p.tagMap).find((t) => t.name === 'DI1');
    if (!found) throw new Error('DI1');
    found.io_symbol = symbol;
    return p;
  };
  const seal = () =>
    project(
      tag('DI0', 'BOOL', 0, 'START'),
      tag('DI1', 'BOOL', 1, 'STOP'),
      tag('DO0', 'BOOL', 0, 'MOTOR'),
      rung(branch([xic('DI0')], [xic('DO0')]), xio('DI1'), ote('DO0')),
    );

  it('warns on XIO of an NC input, pointing at the contact and the help page', () => {
    const p = stop(seal(), 'NC_PUSHBUTTON');
    expect(teachingWarnings(p)).toEqual([
      {
        source: 'ladder',
        severity: 'warning',
        message:
          'XIO reads DI1 (STOP), a normally closed input: it is 1 at rest, so this contact passes no power ' +
          'until the input opens (the button is pressed). To run while an NC stop button is released, ' +
          'examine it with XIC. (rung 0)',
        rung: 0,
        elementId: instructionId(p, 'XIO'),
        help: 'normally-closed-inputs',
      },
    ]);
  });

  it('knows the scene’s STOP is NC when the tag has no symbol of its own, and stays quiet for XIC or NO', () => {
    const p = stop(seal(), null);
    p.scene = 'CONVEYOR';
    expect(messages(p)).toEqual([expect.stringMatching(/^XIO reads DI1 \(STOP\), a normally closed input/)]);
    expect(messages(stop(seal(), 'NO_PUSHBUTTON'))).toEqual([]);
    const right = stop(
      project(
        tag('DI0', 'BOOL', 0, 'START'),
        tag('DI1', 'BOOL', 1, 'STOP'),
        tag('DO0', 'BOOL', 0, 'MOTOR'),
        rung(branch([xic('DI0')], [xic('DO0')]), xic('DI1'), ote('DO0')),
      ),
      'NC_PUSHBUTTON',
    );
    expect(messages(right)).toEqual([]);
  });

  it('stays quiet for XIO of an NC input that unlatches, or starts a move in a branch leg, on a press', () => {
    const unlatch = stop(
      project(
        tag('DI0', 'BOOL', 0, 'START'),
        tag('DI1', 'BOOL', 1, 'STOP'),
        tag('DO0', 'BOOL', 0, 'FILL'),
        rung(xic('DI0'), otl('DO0')),
        rung(xio('DI1'), otu('DO0')),
        rung(xio('DI1'), ote('Stopped')),
        // A press of STOP starts an opening move that seals itself in (problem 30, Mold Clamp).
        rung(branch([xio('DI1')], [xic('DO1')]), xio('DI2'), ote('DO1')),
      ),
      'NC_PUSHBUTTON',
    );
    expect(messages(unlatch)).toEqual([]);
  });
});

describe('teachingWarnings: Add-On Instruction arguments', () => {
  it('counts an input passed to an AOI as read and an output it sets as written', () => {
    const text = [
      'ADD_ON_INSTRUCTION Debounce',
      'PARAMETERS',
      '  Raw : BOOL (Usage := Input, Required := Yes, Visible := Yes) := 0;',
      '  Clean : BOOL (Usage := Output, Required := Yes, Visible := Yes) := 0;',
      'END_PARAMETERS',
      'LOCAL_TAGS',
      '  Wait : TIMER;',
      'END_LOCAL_TAGS',
      'ROUTINE Logic',
      'XIC(Raw)TON(Wait,50,0);',
      'XIC(Wait.DN)OTE(Clean);',
      'END_ROUTINE',
      'END_ADD_ON_INSTRUCTION',
      'TAG',
      '  Eye : Debounce;',
      'END_TAG',
      'Debounce(Eye,DI0,DO0);',
      '',
    ].join('\n');
    const { project: imported, diagnostics } = importNeutralText(text);
    expect(diagnostics).toEqual([]);
    const messages = teachingWarnings(imported).map((d) => d.message);
    expect(messages.filter((m) => /DI0|DO0/.test(m))).toEqual([]);
    // Without the call, both are reported.
    const bare = importNeutralText(
      text.replace('Debounce(Eye,DI0,DO0);', 'XIC(Eye.EnableOut)OTE(Flag);'),
    ).project;
    expect(
      teachingWarnings({ ...bare, tagMap: { ...bare.tagMap, ...imported.tagMap } }).map((d) => d.message),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Input DI0 is never read/),
        expect.stringMatching(/^Output DO0 is never written/),
      ]),
    );
  });
});

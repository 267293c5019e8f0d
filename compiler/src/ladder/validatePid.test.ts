/** Validation of the PID instruction: its PID tag, Process Variable and Control Variable, its limits. */
import { describe, expect, it } from 'vitest';
import * as b from '../reference/builders.ts';
import { pid, pidTag } from '../reference/pidBuilders.ts';
import { validateLadder } from './validate.ts';
import type { Project } from '../model/project.ts';

const TAGS = [
  pidTag('Loop1', { SP: 50 }),
  b.struct('Bare', 'PID'),
  b.tag('Level', 'REAL'),
  b.tag('Raw', 'DINT'),
  b.tag('Valve', 'REAL'),
  b.tag('Flag', 'BOOL'),
  b.timer('T1', 100),
];

function diagnostics(project: Project) {
  return validateLadder(project).map((d) => `${d.severity}: ${d.message}`);
}

describe('PID validation', () => {
  it('accepts a PID tag with REAL or DINT PV and CV, and its members as operands elsewhere', () => {
    const project = b.project(
      TAGS,
      b.rung(pid('Loop1', 'Level', 'Valve')),
      b.rung(pid('Loop1', 'Raw', 'Raw')),
      b.rung(b.xic('Loop1.MO'), b.mov(30, 'Loop1.SO'), b.mov('Loop1.OUT', 'Valve')),
    );
    expect(diagnostics(project)).toEqual([]);
  });

  it('names a tag that is not a PID, and a PV or CV that is no number', () => {
    const project = b.project(TAGS, b.rung(pid('T1', 'Flag', 'Flag')));
    expect(diagnostics(project)).toEqual([
      'error: PID needs a PID tag (T1 is not a PID): create a tag of data type PID for the loop (rung 0)',
      'error: PID needs a Process Variable: a REAL or DINT tag (rung 0)',
      'error: PID needs a Control Variable: a REAL or DINT tag (rung 0)',
    ]);
  });

  it('says when operands are not chosen yet', () => {
    const project = b.project(TAGS, b.rung(pid('Loop1', 'Level', 'Valve')));
    const ins = Object.values(project.instructionMap)[0];
    if (!ins) throw new Error('no instruction');
    ins.tag = null;
    ins.ref = {};
    expect(diagnostics(project)).toEqual([
      'error: PID needs a PID tag: create a tag of data type PID for the loop (rung 0)',
      'error: PID needs a Process Variable: a REAL or DINT tag (rung 0)',
      'error: PID needs a Control Variable: a REAL or DINT tag (rung 0)',
    ]);
  });

  it('warns when MAXO is not above MINO (a PID tag written without its limits)', () => {
    const project = b.project(TAGS, b.rung(pid('Bare', 'Level', 'Valve')));
    expect(diagnostics(project)).toEqual([
      "warning: PID Bare's output limits leave no room: MAXO 0 is not above MINO 0, so the output stays at 0. Set MAXO (100 for 0–100 %) (rung 0)",
    ]);
  });
});

/** Validation of the file and shift instructions: the messages a learner reads for wrong operands. */
import { describe, expect, it } from 'vitest';
import * as b from '../reference/builders.ts';
import { validateLadder } from './validate.ts';

const messages = (...rungs: b.RungSpec[]) =>
  validateLadder(
    b.project(
      b.tag('Go', 'BOOL'),
      b.tag('Count', 'DINT'),
      b.tag('Level', 'REAL'),
      b.array('Bits', 'DINT', 2),
      b.array('Levels', 'REAL', 3),
      b.control('Ctl', 8),
      b.timer('T1', 100),
      ...rungs,
    ),
  ).map((d) => d.message);

describe('file instruction validation', () => {
  it('accepts a BSL on a DINT array with a CONTROL and a BOOL source bit', () => {
    expect(messages(b.rung(b.xic('Go'), b.bsl('Bits[0]', 'Ctl', 'Go')))).toEqual([]);
    expect(
      messages(b.rung(b.xic('Go'), b.ffl('Level', 'Levels', 'Ctl'), b.ffu('Levels', 'Level', 'Ctl'))),
    ).toEqual([]);
  });

  it('names the CONTROL, the array and the source bit that do not fit', () => {
    expect(messages(b.rung(b.bsl('Levels[0]', 'T1', 'Count')))).toEqual([
      'BSL needs a CONTROL tag (rung 0)',
      'BSL needs a DINT array as its Array: the array tag or its first element, as Data[0] (rung 0)',
      'BSL needs a BOOL tag as its Source Bit (rung 0)',
    ]);
  });

  it('asks for a Source and a Dest of the FIFO’s type', () => {
    expect(messages(b.rung(b.ffl('Level', 'Bits', 'Ctl'), b.ffu('Bits', 'Go', 'Ctl')))).toEqual([
      'FFL needs a DINT Source, the type of the array Bits (rung 0)',
      'Missing dest tag for FFU (rung 0)',
    ]);
  });

  it('reports unset operands', () => {
    const project = b.project(b.rung(b.xic('Go')));
    const ins = { uuid: 'x', type: 'LFU', tag: null };
    project.instructionMap.x = ins;
    project.rungMap[project.rungs[0] ?? '']?.elements.push('x');
    expect(validateLadder(project).map((d) => d.message)).toEqual([
      'LFU needs a CONTROL tag (rung 0)',
      'LFU needs a DINT or REAL array as its Array: the array tag or its first element, as Data[0] (rung 0)',
      'Missing dest tag for LFU (rung 0)',
    ]);
  });
});

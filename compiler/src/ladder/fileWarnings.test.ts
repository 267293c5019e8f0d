/** Teaching warnings of the file instructions: a shared CONTROL, and a LEN past the array. */
import { describe, expect, it } from 'vitest';
import * as b from '../reference/builders.ts';
import { sqi, sql, sqo } from '../reference/sequencerBuilders.ts';
import { teachingWarnings } from './teachingWarnings.ts';

const warnings = (len: number, ...rungs: b.RungSpec[]) =>
  teachingWarnings(
    b.project(
      b.tag('Go', 'BOOL'),
      b.tag('Part', 'DINT'),
      b.array('Track', 'DINT', 2),
      b.control('Ctl', len),
      ...rungs,
    ),
  ).map((d) => d.message);

describe('file instruction teaching warnings', () => {
  it('warns when one CONTROL serves two file instructions that are not a load/unload pair', () => {
    expect(
      warnings(2, b.rung(b.xic('Go'), b.bsl('Track', 'Ctl', 'Go')), b.rung(b.ffl('Part', 'Track', 'Ctl'))),
    ).toEqual([
      'Control "Ctl" is used by BSL (rung 0) and FFL (rung 1): each file instruction needs its own CONTROL (only an FFL and its FFU, an LFL and its LFU, or the SQO, SQI and SQL of one sequence share one).',
    ]);
    expect(warnings(2, b.rung(b.ffl('Part', 'Track', 'Ctl')), b.rung(b.ffu('Track', 'Part', 'Ctl')))).toEqual(
      [],
    );
    expect(warnings(2, b.rung(b.lfl('Part', 'Track', 'Ctl')), b.rung(b.lfu('Track', 'Part', 'Ctl')))).toEqual(
      [],
    );
    expect(
      warnings(2, b.rung(b.ffl('Part', 'Track', 'Ctl')), b.rung(b.lfu('Track', 'Part', 'Ctl'))),
    ).toHaveLength(1);
  });

  it('warns when LEN is longer than the array from its first element', () => {
    expect(warnings(3, b.rung(b.ffl('Part', 'Track', 'Ctl')))).toEqual([
      'Control "Ctl" has LEN 3, but Track[0] holds 2 elements from there: FFL sets .ER and does nothing (rung 0)',
    ]);
    expect(warnings(40, b.rung(b.xic('Go'), b.bsl('Track[1]', 'Ctl', 'Go')))).toEqual([
      'Control "Ctl" has LEN 40, but Track[1] holds 32 bits from there: BSL sets .ER and does nothing (rung 0)',
    ]);
    expect(warnings(64, b.rung(b.xic('Go'), b.bsl('Track', 'Ctl', 'Go')))).toEqual([]);
  });

  it('lets the SQO, SQI and SQL of one sequence share a CONTROL, but not two SQOs or a sequencer and a FIFO', () => {
    expect(
      warnings(
        1,
        b.rung(sqi('Track', -1, 'Part', 'Ctl'), sqo('Track', -1, 'Part', 'Ctl')),
        b.rung(b.xic('Go'), sql('Track', 'Part', 'Ctl')),
      ),
    ).toEqual([]);
    expect(
      warnings(1, b.rung(sqo('Track', -1, 'Part', 'Ctl')), b.rung(sqo('Track', 3, 'Part', 'Ctl'))),
    ).toEqual([
      'Control "Ctl" is used by SQO (rung 0) and SQO (rung 1): each file instruction needs its own CONTROL (only an FFL and its FFU, an LFL and its LFU, or the SQO, SQI and SQL of one sequence share one).',
    ]);
    expect(
      warnings(1, b.rung(b.ffl('Part', 'Track', 'Ctl')), b.rung(sqi('Track', 1, 'Part', 'Ctl'))),
    ).toHaveLength(1);
  });

  it('warns when a sequencer’s array has no room for positions 0 to LEN', () => {
    expect(warnings(2, b.rung(sqo('Track', -1, 'Part', 'Ctl')))).toEqual([
      'Control "Ctl" has LEN 2, but Track[0] holds 2 elements from there: SQO uses positions 0 to 2 (LEN + 1 elements) and sets .ER past the array (rung 0)',
    ]);
    expect(warnings(1, b.rung(b.xic('Go'), sql('Track[1]', 'Part', 'Ctl')))).toHaveLength(1);
    expect(warnings(1, b.rung(sqi('Track', -1, 'Part', 'Ctl')))).toEqual([]);
  });
});

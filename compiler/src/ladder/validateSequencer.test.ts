/** Validation of the sequencers SQO, SQI, SQL and of RES on a CONTROL: the messages a learner reads. */
import { describe, expect, it } from 'vitest';
import * as b from '../reference/builders.ts';
import { sqi, sql, sqo } from '../reference/sequencerBuilders.ts';
import { validateLadder } from './validate.ts';

const messages = (...rungs: b.RungSpec[]) =>
  validateLadder(
    b.project(
      b.tag('Go', 'BOOL'),
      b.tag('Out', 'DINT'),
      b.tag('Mask', 'DINT'),
      b.tag('Index', 'DINT'),
      b.tag('Level', 'REAL'),
      b.array('Steps', 'DINT', 5),
      b.array('Levels', 'REAL', 3),
      b.control('Seq', 4),
      b.timer('T1', 100),
      ...rungs,
    ),
  ).map((d) => d.message);

describe('sequencer validation', () => {
  it('accepts SQO, SQI and SQL on a DINT array with a CONTROL, masks as constants or DINT tags', () => {
    expect(
      messages(
        b.rung(sqi('Steps', 'Mask', 'Out', 'Seq'), sqo('Steps[0]', 0x3f, 'Out', 'Seq')),
        b.rung(b.xic('Go'), sql('Steps', 7, 'Seq'), sql('Steps', 'Out', 'Seq')),
        b.rung(b.xic('Go'), sqo('Steps', -1, 'Steps[4]', 'Seq'), b.res('Seq')),
      ),
    ).toEqual([]);
  });

  it('names the CONTROL and the array that do not fit', () => {
    expect(messages(b.rung(sqo('Levels', 1, 'Out', 'T1')))).toEqual([
      'SQO needs a CONTROL tag (rung 0)',
      'SQO needs a DINT array as its Array: the array tag or its first element, as Data[0] (rung 0)',
    ]);
    expect(messages(b.rung(sql('Out', 1, 'Seq')))).toEqual([
      'SQL needs a DINT array as its Array: the array tag or its first element, as Data[0] (rung 0)',
    ]);
  });

  it('asks for a DINT mask, Dest and Source', () => {
    expect(messages(b.rung(sqo('Steps', 1.5, 'Level', 'Seq')))).toEqual([
      'SQO needs a DINT tag or a whole-number constant as its Mask (rung 0)',
      'SQO needs a DINT tag as its Dest (rung 0)',
    ]);
    expect(
      messages(b.rung({ kind: 'instruction', type: 'SQI', tag: 'Seq', ref: { Array: 'Steps' } })),
    ).toEqual([
      'SQI needs a DINT tag or a whole-number constant as its Mask (rung 0)',
      'SQI needs a DINT tag as its Source (rung 0)',
    ]);
    expect(
      messages(b.rung(sqi('Steps', 'Level', 'Go', 'Seq')), b.rung(sql('Steps', 'Level', 'Seq'))),
    ).toEqual([
      'SQI needs a DINT tag or a whole-number constant as its Mask (rung 0)',
      'SQI needs a DINT tag as its Source (rung 0)',
      'SQL needs a DINT tag or a whole-number constant as its Source (rung 1)',
    ]);
    // SQI's Source is a tag in Logix, never a constant.
    expect(
      messages(
        b.rung({ kind: 'instruction', type: 'SQI', tag: 'Seq', ref: { Array: 'Steps', Mask: 1, Src: 5 } }),
      ),
    ).toEqual(['SQI needs a DINT tag as its Source (rung 0)']);
  });

  it('refuses an operand element chosen by a tag index', () => {
    expect(messages(b.rung(sqo('Steps', 1, 'Steps[Index]', 'Seq')))).toEqual([
      'SQO cannot take an element chosen by a tag index as its Dest: name a tag, or an element with a constant index such as Data[2] (rung 0)',
    ]);
  });

  it('lets RES reset a CONTROL as it resets a TIMER or COUNTER', () => {
    expect(messages(b.rung(b.xic('Go'), b.res('Seq')))).toEqual([]);
    expect(messages(b.rung(b.xic('Go'), b.res('Out')))).toEqual([
      'Missing or invalid tag for instruction RES (rung 0)',
    ]);
  });
});

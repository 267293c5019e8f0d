/** Editing the sequencers SQO, SQI, SQL: the toolset, the boxes, the picker's type filters, RES of a CONTROL. */
import { describe, expect, it } from 'vitest';
import {
  array,
  control,
  project,
  res,
  rung,
  tag,
  timer,
  xic,
} from '../../../../compiler/src/reference/builders.ts';
import { sqi, sqo } from '../../../../compiler/src/reference/sequencerBuilders.ts';
import { slotsOf } from '../../editor/operands.ts';
import { INSTRUCTION_TITLES, TOOLSETS } from '../../editor/Toolsets.tsx';
import { instructionKind, isOutputType } from '../../ladder/instructionKinds.ts';
import { performOk, refusal, stateOf } from '../testing.ts';
import { addInstruction } from './addInstruction.ts';
import { setOperand } from './setOperand.ts';

// Tags: Go tag-1 BOOL, Lights tag-2 DINT, Level tag-3 REAL, Light tag-4 DINT[5], Levels tag-5 REAL[3],
// Seq tag-6 CONTROL, T1 tag-7 TIMER. Instructions: ins-1 SQI(Light, 7, Lights, Seq), ins-2 SQO(Light, 63,
// Lights, Seq); ins-3 XIC(Go), ins-4 RES(T1).
const p = project(
  tag('Go', 'BOOL'),
  tag('Lights', 'DINT'),
  tag('Level', 'REAL'),
  array('Light', 'DINT', 5),
  array('Levels', 'REAL', 3),
  control('Seq', 4),
  timer('T1', 100),
  rung(sqi('Light', 7, 'Lights', 'Seq'), sqo('Light', 63, 'Lights', 'Seq')),
  rung(xic('Go'), res('T1')),
);
const s = stateOf(p);

describe('sequencers in the editor', () => {
  it('lists SQO, SQI, SQL after LFU on the File/Misc tab with their Studio 5000 names', () => {
    const types = TOOLSETS.find((t) => t.name === 'File/Misc')?.types ?? [];
    expect(types.slice(types.indexOf('LFU'))).toEqual(['LFU', 'SQO', 'SQI', 'SQL']);
    expect(['SQO', 'SQI', 'SQL'].map((t) => INSTRUCTION_TITLES[t])).toEqual([
      'Sequencer Output',
      'Sequencer Input',
      'Sequencer Load',
    ]);
  });

  it('draws the boxes as Studio 5000 does: SQI an input without status bits, SQO and SQL with EN and DN', () => {
    const rows = (type: string) => {
      const kind = instructionKind(type);
      return kind.shape === 'box' ? [kind.rows.map((r) => r.label), kind.outputs] : [];
    };
    expect(rows('SQO')).toEqual([
      ['Array', 'Mask', 'Dest', 'Control', 'Length', 'Position'],
      ['EN', 'DN'],
    ]);
    expect(rows('SQI')).toEqual([['Array', 'Mask', 'Source', 'Control', 'Length', 'Position'], []]);
    expect(rows('SQL')).toEqual([
      ['Array', 'Source', 'Control', 'Length', 'Position'],
      ['EN', 'DN'],
    ]);
    expect([isOutputType('SQI'), isOutputType('SQO'), isOutputType('SQL')]).toEqual([false, true, true]);
  });

  it('adds an SQO with empty Array, Mask and Dest slots, and an SQI ahead of the outputs', () => {
    const at = stateOf(p, { kind: 'instruction', id: 'ins-3', rungId: 'rung-2' });
    const next = performOk(addInstruction, at, { type: 'SQO' });
    const added = Object.values(next.project.instructionMap).find((i) => !p.instructionMap[i.uuid]);
    expect(added).toMatchObject({ type: 'SQO', tag: null, ref: { Array: null, Mask: null, Dest: null } });
    const withSqi = performOk(
      addInstruction,
      stateOf(p, { kind: 'instruction', id: 'ins-4', rungId: 'rung-2' }),
      {
        type: 'SQI',
      },
    );
    const elements = withSqi.project.rungMap['rung-2']?.elements ?? [];
    expect(elements.map((id) => withSqi.project.instructionMap[id]?.type)).toEqual(['XIC', 'SQI', 'RES']);
  });

  it('offers DINT arrays for Array, DINT tags for Mask, Dest and Source, CONTROL tags for Control', () => {
    const slots = (id: string) => {
      const ins = p.instructionMap[id];
      if (!ins) throw new Error(`no ${id}`);
      return slotsOf(p, ins).map((x) => [x.label, x.constant, x.choices.map((c) => c.name)]);
    };
    expect(slots('ins-2')).toEqual([
      ['Array', false, ['Light']],
      ['Mask', true, ['Light', 'Lights', 'Seq.LEN', 'Seq.POS', 'T1.ACC', 'T1.PRE']],
      ['Destination', false, ['Light', 'Lights', 'Seq.LEN', 'Seq.POS', 'T1.ACC', 'T1.PRE']],
      ['Control', false, ['Seq']],
    ]);
    // SQI's Source is a tag (Logix takes no constant there).
    expect(slots('ins-1')[2]?.slice(0, 2)).toEqual(['Source', false]);
    expect(refusal(setOperand, s, { instructionId: 'ins-2', slot: 'Array', value: 'tag-5' })).toBe(
      'SQO Array takes a DINT tag, not REAL.',
    );
    expect(refusal(setOperand, s, { instructionId: 'ins-2', slot: 'Dest', value: 'tag-3' })).toBe(
      'SQO Dest takes a DINT tag, not REAL.',
    );
    expect(performOk(setOperand, s, { instructionId: 'ins-2', slot: 'Mask', value: 255 })).toBeTruthy();
  });

  it('lets RES take a CONTROL (the sequencer’s reset)', () => {
    const next = performOk(setOperand, s, { instructionId: 'ins-4', slot: 'tag', value: 'tag-6' });
    expect(next.project.instructionMap['ins-4']?.tag).toBe('tag-6');
  });
});

/** Editing the file and shift instructions: new boxes, the CONTROL tag type, the Array slot. */
import { describe, expect, it } from 'vitest';
import {
  array,
  bsl,
  control,
  ffl,
  project,
  rung,
  tag,
  xic,
} from '../../../../compiler/src/reference/builders.ts';
import { compileProject } from '@plcsim/compiler';
import { slotsOf } from '../../editor/operands.ts';
import { TOOLSETS } from '../../editor/Toolsets.tsx';
import { instructionKind } from '../../ladder/instructionKinds.ts';
import { performOk, refusal, stateOf } from '../testing.ts';
import { addInstruction } from './addInstruction.ts';
import { createOperandTag } from './createOperandTag.ts';
import { createTag } from './createTag.ts';
import { setOperand } from './setOperand.ts';

// Tags: Go tag-1 BOOL, Part tag-2 REAL, Track tag-3 DINT[2], Levels tag-4 REAL[3], Ctl tag-5 CONTROL.
// Instructions: ins-1 XIC(Go), ins-2 BSL(Track, Ctl, Go), ins-3 FFL(Part, Levels, Ctl).
const p = project(
  tag('Go', 'BOOL'),
  tag('Part', 'REAL'),
  array('Track', 'DINT', 2),
  array('Levels', 'REAL', 3),
  control('Ctl', 8),
  rung(xic('Go'), bsl('Track', 'Ctl', 'Go'), ffl('Part', 'Levels', 'Ctl')),
);
const s = stateOf(p);

describe('file instructions in the editor', () => {
  it('offers BSL … LFU (then the sequencers) on the File/Misc tab and draws BSL as Studio 5000 does', () => {
    expect(TOOLSETS.find((t) => t.name === 'File/Misc')?.types).toEqual([
      'COP',
      'FLL',
      'BSL',
      'BSR',
      'FFL',
      'FFU',
      'LFL',
      'LFU',
      'SQO',
      'SQI',
      'SQL',
    ]);
    const box = instructionKind('BSL');
    expect(box.shape === 'box' && box.rows.map((r) => r.label)).toEqual([
      'Array',
      'Control',
      'Source Bit',
      'Length',
    ]);
    expect(box.shape === 'box' && box.outputs).toEqual(['EN', 'DN', 'ER']);
    const unload = instructionKind('FFU');
    expect(unload.shape === 'box' && unload.outputs).toEqual(['EU', 'DN', 'EM']);
  });

  it('adds a BSL with empty Array and Source Bit slots', () => {
    const next = performOk(
      addInstruction,
      stateOf(p, { kind: 'instruction', id: 'ins-1', rungId: 'rung-1' }),
      {
        type: 'BSL',
      },
    );
    const added = Object.values(next.project.instructionMap).find((i) => !p.instructionMap[i.uuid]);
    expect(added).toMatchObject({ type: 'BSL', tag: null, ref: { Array: null, Bit: null } });
  });

  it('lists only arrays of the right type for Array, and CONTROL tags for Control', () => {
    const ins = p.instructionMap['ins-2'];
    if (!ins) throw new Error('no BSL');
    const slots = slotsOf(p, ins);
    expect(slots.map((x) => [x.slot, x.choices.map((c) => c.name)])).toEqual([
      ['Array', ['Track']],
      ['tag', ['Ctl']],
      ['Bit', ['Ctl.DN', 'Ctl.EM', 'Ctl.EN', 'Ctl.ER', 'Ctl.EU', 'Ctl.UL', 'Go']],
    ]);
  });

  it('sets a whole array or its first element as Array, and refuses a single DINT or a REAL array', () => {
    const next = performOk(setOperand, s, { instructionId: 'ins-2', slot: 'Array', value: 'tag-3[1]' });
    expect(next.project.instructionMap['ins-2']?.ref?.Array).toBe('tag-3[1]');
    expect(refusal(setOperand, s, { instructionId: 'ins-2', slot: 'Array', value: 'tag-2' })).toBe(
      'Part is not an array: a file instruction works on an array, such as DINT[4].',
    );
    expect(refusal(setOperand, s, { instructionId: 'ins-2', slot: 'Array', value: 'tag-4' })).toBe(
      'BSL Array takes a DINT tag, not REAL.',
    );
    expect(performOk(setOperand, s, { instructionId: 'ins-3', slot: 'Array', value: 'tag-4' })).toBeTruthy();
  });

  it('creates a CONTROL tag with its members from the Control slot and from the Tags tab', () => {
    const next = performOk(createOperandTag, s, { instructionId: 'ins-2', slot: 'tag', name: 'Shift' });
    const shift = Object.values(next.project.tagMap).find((t) => t.name === 'Shift');
    expect(shift?.data_type).toBe('CONTROL');
    expect(shift?.children?.map((id) => next.project.childTagMap[id]?.name)).toEqual([
      'LEN',
      'POS',
      'EN',
      'EU',
      'DN',
      'EM',
      'ER',
      'UL',
    ]);
    expect(compileProject(next.project).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const made = performOk(createTag, s, { name: 'Queue', type: 'CONTROL' });
    expect(Object.values(made.project.tagMap).find((t) => t.name === 'Queue')?.children).toHaveLength(8);
    expect(refusal(createOperandTag, s, { instructionId: 'ins-2', slot: 'Array', name: 'Bits' })).toBe(
      'Create the array in the Tags tab (a DINT or REAL tag with a dimension), then choose it.',
    );
  });
});

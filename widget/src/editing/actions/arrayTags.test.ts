import { describe, expect, it } from 'vitest';
import { array, mov, project, rung, tag, xic } from '../../../../compiler/src/reference/builders.ts';
import { counterEnv, performOk, refusal, stateOf } from '../testing.ts';
import { createTag } from './createTag.ts';
import { deleteTag } from './deleteTag.ts';
import { setTagDimension } from './setTagDimension.ts';
import { setTagValue } from './setTagValue.ts';

// Data tag-1 DINT[5] = 1 2 3, Bits tag-2 BOOL[3], Temps tag-3 REAL[1..3], Index tag-4 DINT, X tag-5.
// ins-1 MOV(Data[Index], X), ins-2 XIC(Bits[1]), ins-3 MOV(Data[2], X)
const p = project(
  array('Data', 'DINT', 5, [1, 2, 3]),
  array('Bits', 'BOOL', 3),
  array('Temps', 'REAL', 3, [], 1),
  tag('Index', 'DINT'),
  tag('X', 'DINT'),
  rung(mov('Data[Index]', 'X')),
  rung(xic('Bits[1]')),
  rung(mov('Data[2]', 'X')),
);
const s = stateOf(p);

describe('createTag with an array length', () => {
  it('creates a DINT[10] from a typed length; blank makes a single value', () => {
    const made = performOk(createTag, s, { name: 'Table', type: 'DINT', dimension: ' 10 ' }, counterEnv());
    expect(made.project.tagMap['new-1']).toMatchObject({
      name: 'Table',
      data_type: 'DINT',
      dimension: 10,
      values: [],
      io_symbol: null,
    });
    const single = performOk(createTag, s, { name: 'One', type: 'REAL', dimension: '' });
    expect(single.project.tagMap['new-1']?.dimension).toBeUndefined();
  });

  it('makes BOOL and REAL arrays, TIMER arrays too, and refuses lengths outside 1..1000', () => {
    expect(
      performOk(createTag, s, { name: 'Flags', type: 'BOOL', dimension: 4 }).project.tagMap['new-1'],
    ).toMatchObject({ data_type: 'BOOL', dimension: 4 });
    expect(
      performOk(createTag, s, { name: 'Tmrs', type: 'TIMER', dimension: 3 }).project.tagMap['new-1'],
    ).toMatchObject({ data_type: 'TIMER', dimension: 3, children: null });
    expect(refusal(createTag, s, { name: 'Big', type: 'DINT', dimension: '1001' })).toBe(
      'An array has 1 to 1000 elements: "1001" is not such a length.',
    );
    expect(refusal(createTag, s, { name: 'Zero', type: 'DINT', dimension: '0' })).toBe(
      'An array has 1 to 1000 elements: "0" is not such a length.',
    );
    expect(refusal(createTag, s, { name: 'Odd', type: 'DINT', dimension: '2.5' })).toBe(
      'An array has 1 to 1000 elements: "2.5" is not such a length.',
    );
  });
});

describe('setTagValue on an array element', () => {
  it('sets Data[3] in the array values, keeping the others, by its element operand id', () => {
    const next = performOk(setTagValue, s, { tagId: 'tag-1[3]', value: '42' });
    expect(next.project.tagMap['tag-1']?.values).toEqual([1, 2, 3, 42, 0]);
    expect(next.project.tagMap['tag-2']).toBe(p.tagMap['tag-2']);
  });

  it('validates by the element type: BOOL 0/1, DINT whole numbers, REAL literals as singles', () => {
    expect(refusal(setTagValue, s, { tagId: 'tag-2[0]', value: 2 })).toBe(
      'Bits[0] is a BOOL: its value is 0 or 1.',
    );
    expect(
      performOk(setTagValue, s, { tagId: 'tag-2[2]', value: 1 }).project.tagMap['tag-2']?.values,
    ).toEqual([0, 0, 1]);
    expect(refusal(setTagValue, s, { tagId: 'tag-1[0]', value: '1.5' })).toBe(
      'Data[0] is a DINT: its value is a whole number from -2147483648 to 2147483647.',
    );
    const temps = performOk(setTagValue, s, { tagId: 'tag-3[1]', value: '0.1' }).project.tagMap['tag-3'];
    expect(temps?.values?.[0]).toBe(Math.fround(0.1));
    expect(refusal(setTagValue, s, { tagId: 'tag-3[2]', value: 'abc' })).toBe(
      '"abc" is not a REAL number: type one like 1.5, -2., .5 or 1.0E-3.',
    );
  });

  it('refuses an index outside the bounds and the array tag itself; the same value is no change', () => {
    expect(refusal(setTagValue, s, { tagId: 'tag-1[5]', value: 1 })).toBe(
      'Array index 5 is out of range for Data[0..4]',
    );
    expect(refusal(setTagValue, s, { tagId: 'tag-3[0]', value: 1 })).toBe(
      'Array index 0 is out of range for Temps[1..3]',
    );
    expect(refusal(setTagValue, s, { tagId: 'tag-1', value: 1 })).toBe(
      'Data is an array: set the values of its elements (Data[0..4]).',
    );
    expect(refusal(setTagValue, s, { tagId: 'tag-4[0]', value: 1 })).toBe('Tag "tag-4[0]" does not exist.');
    expect(performOk(setTagValue, s, { tagId: 'tag-1[1]', value: 2 })).toBe(s);
  });
});

describe('setTagDimension', () => {
  it('keeps the values that still fit when an array gets shorter or longer', () => {
    const shorter = performOk(setTagDimension, s, { tagId: 'tag-1', dimension: '2' }).project.tagMap['tag-1'];
    expect(shorter).toMatchObject({ dimension: 2, values: [1, 2] });
    const longer = performOk(setTagDimension, s, { tagId: 'tag-1', dimension: 8 }).project.tagMap['tag-1'];
    expect(longer).toMatchObject({ dimension: 8, values: [1, 2, 3, 0, 0] });
    expect(performOk(setTagDimension, s, { tagId: 'tag-1', dimension: 5 })).toBe(s);
  });

  it('refuses a tag that is not an array and a blank or out-of-range length', () => {
    expect(refusal(setTagDimension, s, { tagId: 'tag-4', dimension: 3 })).toBe('Index is not an array.');
    expect(refusal(setTagDimension, s, { tagId: 'tag-1', dimension: '' })).toBe(
      'Type the length of Data[0..4]: 1 to 1000 elements.',
    );
    expect(refusal(setTagDimension, s, { tagId: 'tag-1', dimension: 1001 })).toBe(
      'An array has 1 to 1000 elements: "1001" is not such a length.',
    );
  });
});

describe('deleteTag and element operands', () => {
  it('clears Data[Index] and Data[2] when the array is deleted', () => {
    const next = performOk(deleteTag, s, { tagId: 'tag-1' }).project;
    expect(next.instructionMap['ins-1']?.ref?.Src).toBeNull();
    expect(next.instructionMap['ins-3']?.ref?.Src).toBeNull();
    expect(next.instructionMap['ins-2']).toBe(p.instructionMap['ins-2']);
  });

  it('clears Data[Index] when the index tag is deleted, and a contact on Bits[1] with Bits', () => {
    const next = performOk(deleteTag, s, { tagId: 'tag-4' }).project;
    expect(next.instructionMap['ins-1']?.ref?.Src).toBeNull();
    expect(next.instructionMap['ins-3']?.ref?.Src).toBe('tag-1[2]');
    expect(performOk(deleteTag, s, { tagId: 'tag-2' }).project.instructionMap['ins-2']?.tag).toBeNull();
  });
});

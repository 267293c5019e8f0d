import { describe, expect, it } from 'vitest';
import { array, mov, project, rung, tag, timer, xic } from '../../../../compiler/src/reference/builders.ts';
import { slotsOf, operandName, parseOperand } from '../../editor/operands.ts';
import { performOk, refusal, stateOf } from '../testing.ts';
import { setOperand } from './setOperand.ts';

// Data tag-1 DINT[10], Bits tag-2 BOOL[4], Index tag-3 DINT, Level tag-4 BOOL, T1 tag-5 (child-1 PRE …).
// ins-1 XIC(Level), ins-2 MOV(1, Index)
const p = project(
  array('Data', 'DINT', 10),
  array('Bits', 'BOOL', 4, [], 1),
  tag('Index', 'DINT'),
  tag('Level', 'BOOL'),
  timer('T1', 100),
  rung(xic('Level'), mov(1, 'Index')),
);
const s = stateOf(p);
const ins = (id: string) => {
  const found = p.instructionMap[id];
  if (!found) throw new Error(id);
  return found;
};

describe('setOperand with array elements', () => {
  it('sets element operands by constant index, tag index and a timer member index', () => {
    const bit = performOk(setOperand, s, { instructionId: 'ins-1', slot: 'tag', value: 'tag-2[4]' });
    expect(bit.project.instructionMap['ins-1']?.tag).toBe('tag-2[4]');
    const src = performOk(setOperand, s, { instructionId: 'ins-2', slot: 'Src', value: 'tag-1[tag-3]' });
    expect(src.project.instructionMap['ins-2']?.ref?.Src).toBe('tag-1[tag-3]');
    const byAcc = performOk(setOperand, s, { instructionId: 'ins-2', slot: 'Dest', value: 'tag-1[child-2]' });
    expect(byAcc.project.instructionMap['ins-2']?.ref?.Dest).toBe('tag-1[child-2]');
  });

  it('refuses a whole array, an index out of range, a BOOL index and an element of the wrong type', () => {
    expect(refusal(setOperand, s, { instructionId: 'ins-2', slot: 'Src', value: 'tag-1' })).toBe(
      'Data is an array: name one element, such as Data[0].',
    );
    expect(refusal(setOperand, s, { instructionId: 'ins-1', slot: 'tag', value: 'tag-2[0]' })).toBe(
      'Array index 0 is out of range for Bits[1..4].',
    );
    expect(refusal(setOperand, s, { instructionId: 'ins-2', slot: 'Src', value: 'tag-1[tag-4]' })).toBe(
      'The index of Data[Level] must be a DINT tag or a whole number; it is BOOL.',
    );
    expect(refusal(setOperand, s, { instructionId: 'ins-1', slot: 'tag', value: 'tag-1[2]' })).toBe(
      'XIC tag takes a BOOL tag, not DINT.',
    );
    expect(refusal(setOperand, s, { instructionId: 'ins-1', slot: 'tag', value: 'tag-4[2]' })).toBe(
      'Level is not an array, so it takes no index.',
    );
    expect(refusal(setOperand, s, { instructionId: 'ins-1', slot: 'tag', value: 'nope[2]' })).toBe(
      'Tag "nope" does not exist.',
    );
  });
});

describe('operands for array elements', () => {
  it('names element operands Data[3] and Data[Index]; parses them typed, of the slot types only', () => {
    expect(operandName(p, 'tag-1[3]')).toBe('Data[3]');
    expect(operandName(p, 'tag-1[tag-3]')).toBe('Data[Index]');
    expect(operandName(p, 'tag-1[child-2]')).toBe('Data[T1.ACC]');
    expect(operandName(p, 'gone[3]')).toBe('');
    const [src, dest] = slotsOf(p, ins('ins-2'));
    const [contact] = slotsOf(p, ins('ins-1'));
    if (!src || !dest || !contact) throw new Error('slots');
    expect(parseOperand(src, ' data[ index ] ', p)).toBe('tag-1[tag-3]');
    expect(parseOperand(dest, 'Data[9]', p)).toBe('tag-1[9]');
    expect(parseOperand(dest, 'Data[10]', p)).toBeUndefined();
    expect(parseOperand(contact, 'Bits[1]', p)).toBe('tag-2[1]');
    expect(parseOperand(contact, 'Data[1]', p)).toBeUndefined();
    // The array itself is listed with its bounds, and is no operand without an index.
    expect(src.choices.find((c) => c.name === 'Data')?.range).toBe('Data[0..9]');
    expect(parseOperand(src, 'Data', p)).toBeUndefined();
  });
});

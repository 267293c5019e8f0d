import { describe, expect, it } from 'vitest';
import { array, mov, project, rung, tag, timer, xic } from '../reference/builders.ts';
import { compileProject } from '../compile.ts';
import { elementOperandFromText, operandDataType, operandSlot, operandText } from './elementOperands.ts';

const p = project(
  array('Data', 'DINT', 10, [1, 2]),
  { ...array('Bits', 'BOOL', 4), alias: 'Flags' },
  array('Level', 'REAL', 3),
  tag('Index', 'DINT'),
  tag('Flag', 'BOOL'),
  tag('Speed', 'REAL'),
  timer('Timer1', 1000),
  rung(xic('Bits[Index]'), mov('Data[3]', 'Data[Timer1.ACC]')),
);
const id = (name: string) => Object.values(p.tagMap).find((t) => t.name === name)?.uuid ?? '';
const accId = Object.values(p.childTagMap).find((c) => c.name === 'ACC')?.uuid ?? '';

describe('element operands for the editor', () => {
  it('operandText names elements, tags, members and constants by name', () => {
    expect(operandText(p, `${id('Data')}[3]`)).toBe('Data[3]');
    expect(operandText(p, `${id('Bits')}[${id('Index')}]`)).toBe('Bits[Index]');
    expect(operandText(p, `${id('Data')}[${accId}]`)).toBe('Data[Timer1.ACC]');
    expect(operandText(p, id('Index'))).toBe('Index');
    expect(operandText(p, accId)).toBe('Timer1.ACC');
    expect(operandText(p, 5)).toBe('5');
    expect(operandText(p, 1.5)).toBe('1.5');
    expect(operandText(p, null)).toBe('?');
    expect(operandText(p, 'nope[3]')).toBe('?');
    expect(operandText(p, `${id('Data')}[nope]`)).toBe('Data[?]');
  });

  it('elementOperandFromText turns typed elements into operands, by name or alias, any case', () => {
    expect(elementOperandFromText(p, 'Data[3]')).toEqual({
      operand: `${id('Data')}[3]`,
      type: 'DINT',
      reason: null,
    });
    expect(elementOperandFromText(p, ' data [ index ] ')).toEqual({
      operand: `${id('Data')}[${id('Index')}]`,
      type: 'DINT',
      reason: null,
    });
    expect(elementOperandFromText(p, 'Flags[0]').operand).toBe(`${id('Bits')}[0]`);
    expect(elementOperandFromText(p, 'Level[Timer1.ACC]')).toEqual({
      operand: `${id('Level')}[${accId}]`,
      type: 'REAL',
      reason: null,
    });
    // What the helper gives back, operandText reads as the user wrote it (names as declared).
    expect(operandText(p, elementOperandFromText(p, 'data[index]').operand)).toBe('Data[Index]');
  });

  it('says why a text names no element', () => {
    const reason = (text: string) => elementOperandFromText(p, text).reason;
    expect(reason('Data[12]')).toBe('Array index 12 is out of range for Data[0..9]');
    expect(reason('Data[-1]')).toBe('Array index -1 is out of range for Data[0..9]');
    expect(reason('Data[Flag]')).toBe(
      'The index of Data[Flag] must be a DINT tag or a whole number; Flag is BOOL',
    );
    expect(reason('Data[Speed]')).toBe(
      'The index of Data[Speed] must be a DINT tag or a whole number; Speed is REAL',
    );
    expect(reason('Data[Timer1.DN]')).toBe(
      'The index of Data[Timer1.DN] must be a DINT tag or a whole number; Timer1.DN is BOOL',
    );
    expect(reason('Data[Bits]')).toBe(
      'The index of Data[Bits] must be a DINT tag or a whole number; Bits is an array',
    );
    expect(reason('Data[Nothing]')).toBe('No tag is named "Nothing"');
    expect(reason('Nothing[1]')).toBe('No tag is named "Nothing"');
    expect(reason('Index[1]')).toBe('Index is not an array, so it takes no index');
    expect(reason('Data')).toBe('"Data" is not an array element: write Name[3] or Name[Index]');
    expect(reason('Data[]')).toBe('"Data[]" is not an array element: write Name[3] or Name[Index]');
    // A path (issue 24 structures) gets the shared path message.
    expect(reason('Data[1][2]')).toBe("'Data[1][2]': Data[1] is a DINT, not an array");
    expect(elementOperandFromText(p, 'Data[12]').operand).toBeNull();
  });

  it('operandDataType reads an element as its array element type and refuses a whole array', () => {
    expect(operandDataType(p, `${id('Level')}[1]`)).toBe('REAL');
    expect(operandDataType(p, `${id('Bits')}[${id('Index')}]`)).toBe('BOOL');
    expect(operandDataType(p, id('Data'))).toBeUndefined();
    expect(operandDataType(p, accId)).toBe('DINT');
    expect(operandDataType(p, id('Speed'))).toBe('REAL');
  });
});

describe('operandSlot for live values', () => {
  it('gives the slot an operand reads now: tags, constant and tag indexes, nothing out of range', () => {
    const { slotOfId, program } = compileProject(p);
    if (!program) throw new Error('no program');
    const slots = Int32Array.from(program.initial);
    const read = (slot: number) => slots[slot];
    const symbolSlot = (name: string) => program.symbols.find((s) => s.name === name)?.slot;
    expect(operandSlot(p, slotOfId, `${id('Data')}[3]`, read)).toBe(symbolSlot('Data[3]'));
    expect(operandSlot(p, slotOfId, id('Index'), read)).toBe(symbolSlot('Index'));
    expect(operandSlot(p, slotOfId, `${id('Bits')}[${id('Index')}]`, read)).toBe(symbolSlot('Bits[0]'));
    slots[symbolSlot('Index') ?? -1] = 3;
    expect(operandSlot(p, slotOfId, `${id('Bits')}[${id('Index')}]`, read)).toBe(symbolSlot('Bits[3]'));
    slots[symbolSlot('Index') ?? -1] = 4;
    expect(operandSlot(p, slotOfId, `${id('Bits')}[${id('Index')}]`, read)).toBeUndefined();
    expect(operandSlot(p, slotOfId, 5, read)).toBeUndefined();
    expect(operandSlot(p, slotOfId, id('Data'), read)).toBe(symbolSlot('Data[0]'));
  });
});

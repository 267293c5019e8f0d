/** JMP/LBL label slots and COP/FLL whole-array slots in setOperand and the operand picker. */
import { describe, expect, it } from 'vitest';
import * as b from '../../../../compiler/src/reference/builders.ts';
import { cop, fll, jmp, lbl } from '../../../../compiler/src/reference/programControlBuilders.ts';
import { parseOperand, slotsOf } from '../../editor/operands.ts';
import { performOk, refusal, stateOf } from '../testing.ts';
import { setOperand } from './setOperand.ts';

const p = b.project(
  [b.array('Data', 'DINT', 5), b.array('Bits', 'BOOL', 4), b.tag('Len', 'DINT', 2)],
  b.rung(b.xic('A'), jmp('Done')),
  b.rung(lbl('Done'), b.ote('Lamp')),
  b.rung(lbl('Again'), cop('Data[1]', 'Data', 'Len'), fll(0, 'Data', 5)),
);
const id = (name: string) => Object.values(p.tagMap).find((t) => t.name === name)?.uuid ?? '';
const of = (type: string) =>
  Object.values(p.instructionMap).find((i) => i.type === type) ?? { uuid: '', type };

describe('label slots', () => {
  it('list the labels of the ladder, take a typed name and refuse one that breaks the name rules', () => {
    const [label] = slotsOf(p, of('JMP') as never);
    expect(label?.label).toBe('Label');
    expect(label?.current).toBe('Done');
    expect(label?.choices.map((c) => c.name)).toEqual(['Again', 'Done']);
    expect(label && parseOperand(label, 'Later', p)).toBe('Later');
    expect(label && parseOperand(label, '9lives', p)).toBeUndefined();
    const s = stateOf(p);
    const next = performOk(setOperand, s, { instructionId: of('JMP').uuid, slot: 'Label', value: 'Again' });
    expect(next.project.instructionMap[of('JMP').uuid]?.ref?.Label).toBe('Again');
    expect(refusal(setOperand, s, { instructionId: of('LBL').uuid, slot: 'Label', value: 'a__b' })).toBe(
      '"a__b" is not a label name: start with a letter or _, then letters, digits and single _, at most 40 characters.',
    );
  });
});

describe('COP and FLL slots', () => {
  it('offer whole arrays as choices and take them; BOOL arrays are refused', () => {
    const [source, dest, length] = slotsOf(p, of('COP') as never);
    expect([source?.label, dest?.label, length?.label]).toEqual(['Source', 'Destination', 'Length']);
    const data = source?.choices.find((c) => c.name === 'Data');
    expect(data).toEqual({ id: id('Data'), name: 'Data', alias: '', io: false });
    expect(source?.choices.map((c) => c.name)).not.toContain('Bits');
    const s = stateOf(p);
    const next = performOk(setOperand, s, { instructionId: of('FLL').uuid, slot: 'Length', value: 3 });
    expect(next.project.instructionMap[of('FLL').uuid]?.ref?.Length).toBe(3);
    expect(refusal(setOperand, s, { instructionId: of('COP').uuid, slot: 'Dest', value: id('Bits') })).toBe(
      'COP Dest takes a DINT or REAL or STRUCT or TIMER or COUNTER tag, not BOOL.',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { ladderProject } from '../ladder/testing.ts';
import { newTagNameProblem } from '../editing/actions/createOperandTag.ts';
import { choiceLabel, exactChoice, filterChoices, parseOperand, slotsOf, type SlotInfo } from './operands.ts';

const project = ladderProject('XIC(T1.DN)XIO(Stop)TON(T1,1000,0)CTU(C1,3,0)ADD(K,1,Z)OTE(Motor);');
const instruction = (type: string) => {
  const found = Object.values(project.instructionMap).find((i) => i.type === type);
  if (!found) throw new Error(type);
  return found;
};

describe('slotsOf', () => {
  it('offers BOOL tags and members to contacts, TIMER tags to timers, DINTs to math', () => {
    const [xic] = slotsOf(project, instruction('XIC'));
    expect(xic?.current).toBe('T1.DN');
    expect(xic?.choices.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Motor', 'Stop', 'T1.DN', 'C1.DN']),
    );
    expect(xic?.choices.map((c) => c.name)).not.toContain('T1');
    expect(slotsOf(project, instruction('TON'))[0]?.choices.map((c) => c.name)).toEqual(['T1']);
    expect(slotsOf(project, instruction('CTU'))[0]?.choices.map((c) => c.name)).toEqual(['C1']);
    const add = slotsOf(project, instruction('ADD'));
    expect(add.map((s) => s.label)).toEqual(['Source A', 'Source B', 'Destination']);
    expect(add[1]?.current).toBe('1');
    expect(add[0]?.choices.map((c) => c.name)).toEqual(
      expect.arrayContaining(['K', 'Z', 'T1.ACC', 'T1.PRE']),
    );
  });
});

describe('parseOperand', () => {
  it('reads names case-insensitively, constants only for sources, blank as clear', () => {
    const [srcA, , dest] = slotsOf(project, instruction('ADD'));
    if (!srcA || !dest) throw new Error('slots');
    expect(parseOperand(srcA, 'k')).toBe(srcA.choices.find((c) => c.name === 'K')?.id);
    expect(parseOperand(srcA, ' -12 ')).toBe(-12);
    expect(parseOperand(dest, '5')).toBeUndefined();
    expect(parseOperand(dest, '')).toBeNull();
    expect(parseOperand(dest, 'nothing')).toBeUndefined();
  });

  it('offers REAL tags to ADD, MOV and compares, not to MOD', () => {
    const base = ladderProject('ADD(K,1,Z)MOD(K,2,Z);');
    const k = Object.values(base.tagMap).find((t) => t.name === 'K');
    if (!k) throw new Error('K');
    const real = { ...base, tagMap: { ...base.tagMap, [k.uuid]: { ...k, data_type: 'REAL' as const } } };
    const [addInstruction, modInstruction] = Object.values(real.instructionMap);
    if (!addInstruction || !modInstruction) throw new Error('ADD, MOD');
    const names = (i: typeof addInstruction) => slotsOf(real, i)[0]?.choices.map((c) => c.name);
    expect(names(addInstruction)).toEqual(['K', 'Z']);
    expect(names(modInstruction)).toEqual(['Z']);
    expect(parseOperand(slotsOf(real, addInstruction)[0] as SlotInfo, 'k')).toBe(k.uuid);
  });
});

describe('choices with aliases (issue 22: the picker by alias)', () => {
  const io = ladderProject('XIC(DI0)XIO(DI1)XIC(Flag)OTE(DO0);');
  const alias = (name: string, value: string, symbol: 'NO_PUSHBUTTON' | null = null) => {
    const tag = Object.values(io.tagMap).find((t) => t.name === name);
    if (!tag) throw new Error(name);
    tag.alias = value;
    tag.io_symbol = symbol;
  };
  alias('DI0', 'START', 'NO_PUSHBUTTON');
  alias('DI1', 'STOP');
  alias('DO0', 'MOTOR');
  const xic = () => {
    const found = Object.values(io.instructionMap).find((i) => i.type === 'XIC');
    if (!found) throw new Error('XIC');
    const [slot] = slotsOf(io, found);
    if (!slot) throw new Error('slot');
    return slot;
  };

  it('lists the I/O first with its aliases, then the other tags', () => {
    expect(xic().choices.map(choiceLabel)).toEqual(['DI0 · START', 'DI1 · STOP', 'DO0 · MOTOR', 'Flag']);
  });

  it('takes an alias typed in any case as the tag it names, exact matches first', () => {
    const slot = xic();
    const di0 = slot.choices.find((c) => c.name === 'DI0')?.id;
    expect(parseOperand(slot, 'start')).toBe(di0);
    expect(parseOperand(slot, ' START ')).toBe(di0);
    expect(filterChoices(slot.choices, 'st').map((c) => c.name)).toEqual(['DI0', 'DI1']);
    expect(filterChoices(slot.choices, 'stop').map((c) => c.name)).toEqual(['DI1']);
    expect(exactChoice(slot.choices, 'motor')?.name).toBe('DO0');
  });

  it('refuses a new tag named like an existing alias', () => {
    expect(newTagNameProblem(io, 'START')).toBe(
      '"START" is the alias of DI0: use DI0 or choose another name.',
    );
    expect(newTagNameProblem(io, 'Start2')).toBeNull();
  });
});

describe('REAL operands', () => {
  const real = ladderProject('MOV(1.5,Speed)ADD(K,1,Z)MOD(K,2,Z)GRT(K,0)XIC(Bit)OTE(Bit);');
  const slots = (type: string) => {
    const found = Object.values(real.instructionMap).find((i) => i.type === type);
    if (!found) throw new Error(type);
    return slotsOf(real, found);
  };
  const names = (type: string, index: number) => slots(type)[index]?.choices.map((c) => c.name) ?? [];

  it('offers REAL tags to math, MOV and compare slots, not to MOD or contacts', () => {
    expect(names('ADD', 0)).toEqual(expect.arrayContaining(['K', 'Z', 'Speed']));
    expect(names('ADD', 2)).toContain('Speed');
    expect(names('MOV', 1)).toContain('Speed');
    expect(names('GRT', 1)).toContain('Speed');
    expect(names('MOD', 0)).not.toContain('Speed');
    expect(names('XIC', 0)).not.toContain('Speed');
  });

  it('reads REAL constants where the slot takes REAL, integers only in MOD', () => {
    const [movSrc] = slots('MOV');
    const [, modSrcB] = slots('MOD');
    if (!movSrc || !modSrcB) throw new Error('slots');
    expect(movSrc.current).toBe('1.5');
    expect(parseOperand(movSrc, '-2.5')).toBe(-2.5);
    expect(parseOperand(movSrc, '1.0E-3')).toBe(0.001);
    expect(parseOperand(modSrcB, '2.5')).toBeUndefined();
    expect(parseOperand(modSrcB, '7')).toBe(7);
  });
});

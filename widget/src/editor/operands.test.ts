import { describe, expect, it } from 'vitest';
import { ladderProject } from '../ladder/testing.ts';
import { parseOperand, slotsOf } from './operands.ts';

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
});

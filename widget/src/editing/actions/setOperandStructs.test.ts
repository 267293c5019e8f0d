/** Path operands (issue 24 structures) in setOperand and in the operand text a user types. */
import { describe, expect, it } from 'vitest';
import * as b from '../../../../compiler/src/reference/builders.ts';
import { parseOperand, slotsOf, elementProblem } from '../../editor/operands.ts';
import { performOk, refusal, stateOf } from '../testing.ts';
import { setOperand } from './setOperand.ts';

const p = b.project(
  b.dataType('Motor', b.member('Run', 'BOOL'), b.member('Speed', 'REAL'), b.member('Delay', 'TIMER')),
  [
    b.struct('Pump1', 'Motor'),
    b.struct('Pumps', 'Motor', {}, 10),
    b.blockArray('Timers', 'TIMER', 4),
    b.tag('Idx', 'DINT'),
  ],
  b.rung(b.xic('Pump1.Run'), b.ton('Timers[1]')),
  b.rung(b.mov(1, 'Pump1.Speed')),
);
const id = (name: string) => Object.values(p.tagMap).find((t) => t.name === name)?.uuid ?? '';
const [xic, ton] = p.rungMap[p.rungs[0] ?? '']?.elements ?? [];
const mov = p.rungMap[p.rungs[1] ?? '']?.elements[0] ?? '';

describe('setOperand with path operands', () => {
  it('takes a member or element of the slot type and refuses the rest with the compiler words', () => {
    const s = stateOf(p);
    const run = `${id('Pumps')}[${id('Idx')}].Run`;
    const next = performOk(setOperand, s, { instructionId: xic ?? '', slot: 'tag', value: run });
    expect(next.project.instructionMap[xic ?? '']?.tag).toBe(run);
    expect(
      refusal(setOperand, s, { instructionId: xic ?? '', slot: 'tag', value: `${id('Pump1')}.Speed` }),
    ).toBe('XIC tag takes a BOOL tag, not REAL.');
    expect(
      refusal(setOperand, s, { instructionId: xic ?? '', slot: 'tag', value: `${id('Pump1')}.Sped` }),
    ).toBe("'Pump1.Sped': Motor has no member Sped (its members: Run, Speed, Delay).");
    expect(
      refusal(setOperand, s, {
        instructionId: ton ?? '',
        slot: 'tag',
        value: `${id('Timers')}[${id('Idx')}]`,
      }),
    ).toBe('Timers[Idx]: a TIMER needs a constant index.');
    performOk(setOperand, s, { instructionId: ton ?? '', slot: 'tag', value: `${id('Pump1')}.Delay` });
  });

  it('reads typed paths in an operand field', () => {
    const [dest] = slotsOf(p, p.instructionMap[mov] ?? { uuid: '', type: 'MOV', tag: null }).filter(
      (s) => s.slot === 'Dest',
    );
    if (!dest) throw new Error('no Dest slot');
    expect(parseOperand(dest, 'Pumps[Idx].Speed', p)).toBe(`${id('Pumps')}[${id('Idx')}].Speed`);
    expect(parseOperand(dest, 'pump1.speed', p)).toBe(`${id('Pump1')}.Speed`);
    expect(parseOperand(dest, 'Pump1.Run', p)).toBeUndefined();
    expect(elementProblem(p, dest, 'Pump1.Run')).toBe('Pump1.Run is a BOOL: this slot takes DINT or REAL.');
    const [src] = slotsOf(p, p.instructionMap[mov] ?? { uuid: '', type: 'MOV', tag: null });
    if (!src) throw new Error('no Src slot');
    expect(parseOperand(src, '1.5', p)).toBe(1.5);
  });
});

/**
 * Validation of ladder path operands (issue 24): members of STRUCT tags, elements of arrays of
 * TIMER/COUNTER/STRUCT, and the messages that name the path as the learner writes it.
 */
import { describe, expect, it } from 'vitest';
import * as b from '../reference/builders.ts';
import { validateLadder } from './validate.ts';
import { teachingWarnings } from './teachingWarnings.ts';
import { elementOperandFromText, operandDataType, operandSlot, operandText } from './elementOperands.ts';
import { compileProject } from '../compile.ts';

const MOTOR = b.dataType(
  'Motor',
  b.member('Run', 'BOOL'),
  b.member('Speed', 'REAL'),
  b.member('Delay', 'TIMER'),
  b.member('Hist', 'DINT', { dimension: 3 }),
);
const TAGS = [
  b.struct('Pump1', 'Motor'),
  b.struct('Pumps', 'Motor', {}, 10),
  b.blockArray('Timers', 'TIMER', 4),
  b.blockArray('Counts', 'COUNTER', 2),
  b.tag('Idx', 'DINT', 2),
  b.tag('Flag', 'BOOL'),
  b.tag('X', 'DINT'),
];

function messages(...rungs: b.RungSpec[]): string[] {
  return validateLadder(b.project(MOTOR, TAGS, ...rungs)).map((d) => d.message);
}

/** A project of TAGS where a rung's operands are written as stored operand strings. */
function withOperand(slot: 'XIC' | 'TON' | 'MOV', operand: string): string[] {
  const p = b.project(MOTOR, TAGS, b.rung(b.xic('Flag'), b.ote('Flag')));
  const id = (name: string) => Object.values(p.tagMap).find((t) => t.name === name)?.uuid ?? '';
  const stored = operand.replace(/\b(Pump1|Pumps|Timers|Counts|Idx|Flag|X)\b/g, (name) => id(name));
  const ins = Object.values(p.instructionMap)[0];
  if (!ins) throw new Error('no instruction');
  ins.type = slot;
  if (slot === 'MOV') {
    ins.tag = null;
    ins.ref = { Src: stored, Dest: id('X') };
  } else ins.tag = stored;
  return validateLadder(p).map((d) => d.message);
}

describe('validateLadder: path operands', () => {
  it('accepts members and elements wherever their type goes', () => {
    expect(
      messages(
        b.rung(b.xic('Pump1.Run'), b.xio('Pumps[2].Run'), b.ons('Pumps[Idx].Run'), b.ote('Pumps[9].Run')),
        b.rung(
          b.osr('Pump1.Run', 'Pumps[Idx].Run'),
          b.add('Pump1.Speed', 'Pumps[Idx].Hist[2]', 'Pump1.Speed'),
        ),
        b.rung(b.ton('Timers[2]'), b.ton('Pump1.Delay'), b.ctu('Counts[1]'), b.res('Counts[0]')),
        b.rung(b.xic('Timers[2].DN'), b.xic('Pump1.Delay.DN'), b.mov('Pump1.Delay.ACC', 'X')),
      ),
    ).toEqual([]);
  });

  it('names the path as written when a member does not exist or an index is out of range', () => {
    expect(withOperand('XIC', 'Pump1.Sped')).toEqual([
      "'Pump1.Sped': Motor has no member Sped (its members: Run, Speed, Delay, Hist) (rung 0)",
    ]);
    expect(withOperand('XIC', 'Pumps[12].Run')).toEqual([
      'Array index 12 is out of range for Pumps[0..9] (rung 0)',
    ]);
    expect(withOperand('MOV', 'Pump1.Hist[3]')).toEqual([
      'Array index 3 is out of range for Pump1.Hist[0..2] (rung 0)',
    ]);
    expect(withOperand('XIC', 'Pumps[Flag].Run')).toEqual([
      'The index of Pumps[Flag].Run must be a DINT tag or a whole number; Flag is BOOL (rung 0)',
    ]);
    expect(withOperand('XIC', 'Pump1.Speed')).toEqual([
      'Missing or invalid tag for instruction XIC (rung 0)',
    ]);
  });

  it('takes a TIMER or COUNTER element only with a constant index', () => {
    expect(withOperand('TON', 'Timers[Idx]')).toEqual([
      'Timers[Idx]: TON needs a constant index, such as Timers[0] (rung 0)',
    ]);
    expect(withOperand('TON', 'Timers')).toEqual([
      'Timers is an array: TON needs one element, such as Timers[0] (rung 0)',
    ]);
    expect(withOperand('TON', 'Counts[1]')).toEqual(['Missing or invalid tag for instruction TON (rung 0)']);
    expect(withOperand('TON', 'Timers[7]')).toEqual([
      'Array index 7 is out of range for Timers[0..3] (rung 0)',
    ]);
  });

  it('teaching warnings read paths by name and do not flag an indexed coil twice', () => {
    const p = b.project(
      MOTOR,
      TAGS,
      b.rung(b.xic('Flag'), b.ote('Pump1.Run')),
      b.rung(b.xic('Flag'), b.ote('Pump1.Run')),
      b.rung(b.xic('Flag'), b.ote('Pumps[Idx].Run')),
      b.rung(b.xic('Flag'), b.ote('Pumps[Idx].Run')),
    );
    expect(teachingWarnings(p).map((d) => d.message)).toEqual([expect.stringContaining('Pump1.Run')]);
  });
});

describe('path operands as people read and type them', () => {
  const p = b.project(MOTOR, TAGS, b.rung(b.xic('Pumps[Idx].Run'), b.mov('Pumps[Idx].Speed', 'Pump1.Speed')));
  const id = (name: string) => Object.values(p.tagMap).find((t) => t.name === name)?.uuid ?? '';

  it('shows a path operand with names, and its type and live slot', () => {
    const operand = `${id('Pumps')}[${id('Idx')}].Speed`;
    expect(operandText(p, operand)).toBe('Pumps[Idx].Speed');
    expect(operandDataType(p, operand)).toBe('REAL');
    expect(operandDataType(p, `${id('Timers')}[1]`)).toBe('TIMER');
    const { program } = compileProject(p);
    if (!program) throw new Error('no program');
    // The view's slotOfId gives a structured tag's first slot (its first leaf's symbol).
    const slotOfId = new Map<string, number>();
    const pumps = program.symbols.find((s) => s.name === 'Pumps[0].Run')?.slot ?? -1;
    const idx = program.symbols.find((s) => s.name === 'Idx')?.slot ?? -1;
    slotOfId.set(id('Pumps'), pumps);
    slotOfId.set(id('Idx'), idx);
    const speed3 = program.symbols.find((s) => s.name === 'Pumps[3].Speed')?.slot;
    expect(operandSlot(p, slotOfId, operand, (slot) => (slot === idx ? 3 : 0))).toBe(speed3);
    expect(operandSlot(p, slotOfId, operand, (slot) => (slot === idx ? 10 : 0))).toBeUndefined();
  });

  it('turns typed paths into operand strings, members as the type writes them', () => {
    expect(elementOperandFromText(p, 'pump1.speed')).toEqual({
      operand: `${id('Pump1')}.Speed`,
      type: 'REAL',
      reason: null,
    });
    expect(elementOperandFromText(p, 'Pumps[Idx].Run')).toEqual({
      operand: `${id('Pumps')}[${id('Idx')}].Run`,
      type: 'BOOL',
      reason: null,
    });
    expect(elementOperandFromText(p, 'Timers[2]')).toEqual({
      operand: `${id('Timers')}[2]`,
      type: 'TIMER',
      reason: null,
    });
    expect(elementOperandFromText(p, 'Timers[2].dn')).toEqual({
      operand: `${id('Timers')}[2].DN`,
      type: 'BOOL',
      reason: null,
    });
    expect(elementOperandFromText(p, 'Pump1.Sped').reason).toBe(
      "'Pump1.Sped': Motor has no member Sped (its members: Run, Speed, Delay, Hist)",
    );
    expect(elementOperandFromText(p, 'Pumps[10].Run').reason).toBe(
      'Array index 10 is out of range for Pumps[0..9]',
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  add,
  counter,
  ctu,
  mod,
  mov,
  osr,
  project,
  res,
  rung,
  tag,
  timer,
  ton,
  xic,
} from '../../../../compiler/src/reference/builders.ts';
import { compileProject, type Project } from '@plcsim/compiler';
import { setOperand } from './setOperand.ts';
import { performOk, refusal, stateOf } from '../testing.ts';

// Tags: A tag-1 (BOOL), D tag-2 (DINT), T1 tag-3 (children child-1..5: PRE ACC EN TT DN),
// C1 tag-4 (children child-6..10: PRE ACC CU CD DN).
// Instructions: ins-1 XIC(A), ins-2 TON(T1), ins-3 ADD(D,1,D), ins-4 OSR(A,A), ins-5 RES(C1), ins-6 CTU(C1).
function build(): Project {
  const p = project(
    tag('A', 'BOOL'),
    tag('D', 'DINT'),
    timer('T1', 100),
    counter('C1', 3),
    rung(xic('A'), ton('T1'), add('D', 1, 'D'), osr('A', 'A'), res('C1'), ctu('C1')),
  );
  // A child whose parent does not list it.
  p.childTagMap['stray'] = {
    uuid: 'stray',
    name: 'DN',
    alias: '',
    data_type: 'BOOL',
    value: 0,
    children: null,
    io_symbol: null,
    parent: 'tag-3',
  };
  return p;
}
const p = build();
const s = stateOf(p);

describe('setOperand', () => {
  it('contacts and coils take BOOL tags or BOOL children', () => {
    const next = performOk(setOperand, s, { instructionId: 'ins-1', slot: 'tag', value: 'child-5' });
    expect(next.project.instructionMap['ins-1']?.tag).toBe('child-5');
    expect(next.project.instructionMap['ins-2']).toBe(p.instructionMap['ins-2']);
    expect(refusal(setOperand, s, { instructionId: 'ins-1', slot: 'tag', value: 'tag-2' })).toBe(
      'XIC tag takes a BOOL tag, not DINT.',
    );
    expect(refusal(setOperand, s, { instructionId: 'ins-1', slot: 'tag', value: 'child-1' })).toMatch(
      /not DINT/,
    );
  });

  it('timers take TIMER tags, counters COUNTER tags, RES either', () => {
    expect(refusal(setOperand, s, { instructionId: 'ins-2', slot: 'tag', value: 'tag-4' })).toBe(
      'TON tag takes a TIMER tag, not COUNTER.',
    );
    expect(refusal(setOperand, s, { instructionId: 'ins-6', slot: 'tag', value: 'tag-3' })).toMatch(
      /COUNTER/,
    );
    const reset = performOk(setOperand, s, { instructionId: 'ins-5', slot: 'tag', value: 'tag-3' });
    expect(reset.project.instructionMap['ins-5']?.tag).toBe('tag-3');
  });

  it('math takes DINT tags or children, and integer constants as sources only', () => {
    const acc = performOk(setOperand, s, { instructionId: 'ins-3', slot: 'Dest', value: 'child-7' });
    expect(acc.project.instructionMap['ins-3']?.ref?.Dest).toBe('child-7');
    const constant = performOk(setOperand, s, { instructionId: 'ins-3', slot: 'SrcB', value: -42 });
    expect(constant.project.instructionMap['ins-3']?.ref?.SrcB).toBe(-42);
    expect(refusal(setOperand, s, { instructionId: 'ins-3', slot: 'Dest', value: 5 })).toBe(
      'ADD Dest takes a tag, not a constant.',
    );
    expect(refusal(setOperand, s, { instructionId: 'ins-3', slot: 'SrcA', value: 1.5 })).toBe(
      '1.5 is not a 32-bit integer.',
    );
    expect(refusal(setOperand, s, { instructionId: 'ins-3', slot: 'SrcA', value: 2 ** 31 })).toMatch(
      /32-bit/,
    );
    expect(refusal(setOperand, s, { instructionId: 'ins-3', slot: 'SrcA', value: 'tag-1' })).toMatch(
      /not BOOL/,
    );
  });

  it('ADD, MOV and compares take REAL tags too; MOD takes DINT tags only', () => {
    const withReal = project(
      tag('A', 'BOOL'),
      tag('Level', 'DINT'),
      rung(xic('A'), add('Level', 1, 'Level'), mod('Level', 2, 'Level'), mov(1, 'Level')),
    );
    const level = withReal.tagMap['tag-2'];
    if (!level) throw new Error('no tag-2');
    const r = stateOf({
      ...withReal,
      tagMap: { ...withReal.tagMap, 'tag-2': { ...level, data_type: 'REAL' } },
    });
    // ins-1 XIC(A), ins-2 ADD(Level,1,Level), ins-3 MOD(Level,2,Level), ins-4 MOV(1,Level).
    const dest = performOk(setOperand, r, { instructionId: 'ins-2', slot: 'Dest', value: 'tag-2' });
    expect(dest.project.instructionMap['ins-2']?.ref?.Dest).toBe('tag-2');
    const src = performOk(setOperand, r, { instructionId: 'ins-4', slot: 'Src', value: 'tag-2' });
    expect(src.project.instructionMap['ins-4']?.ref?.Src).toBe('tag-2');
    expect(refusal(setOperand, r, { instructionId: 'ins-3', slot: 'Dest', value: 'tag-2' })).toBe(
      'MOD Dest takes a DINT tag, not REAL.',
    );
    expect(refusal(setOperand, r, { instructionId: 'ins-3', slot: 'SrcA', value: 'tag-2' })).toBe(
      'MOD SrcA takes a DINT tag, not REAL.',
    );
  });

  it('OSR takes BOOL Stor and Out', () => {
    const next = performOk(setOperand, s, { instructionId: 'ins-4', slot: 'Out', value: 'child-3' });
    expect(next.project.instructionMap['ins-4']?.ref).toEqual({ Stor: 'tag-1', Out: 'child-3' });
  });

  it('refuses a missing tag, a child its parent does not list, a missing instruction or slot', () => {
    expect(refusal(setOperand, s, { instructionId: 'ins-1', slot: 'tag', value: 'nope' })).toBe(
      'Tag "nope" does not exist.',
    );
    expect(refusal(setOperand, s, { instructionId: 'ins-1', slot: 'tag', value: 'stray' })).toBe(
      'Child tag "DN" does not belong to its parent.',
    );
    expect(refusal(setOperand, s, { instructionId: 'nope', slot: 'tag', value: 'tag-1' })).toBe(
      'Instruction "nope" does not exist.',
    );
    expect(refusal(setOperand, s, { instructionId: 'ins-1', slot: 'SrcA', value: 'tag-1' })).toBe(
      'XIC has no SrcA operand.',
    );
  });

  it('clears a slot with null, and choosing a tag clears the instruction error at the next compile', () => {
    const cleared = performOk(setOperand, s, { instructionId: 'ins-1', slot: 'tag', value: null });
    expect(cleared.project.instructionMap['ins-1']?.tag).toBeNull();
    const broken = compileProject(cleared.project).diagnostics.filter((d) => d.elementId === 'ins-1');
    expect(broken.length).toBeGreaterThan(0);
    const fixed = performOk(setOperand, cleared, { instructionId: 'ins-1', slot: 'tag', value: 'tag-1' });
    expect(compileProject(fixed.project).diagnostics.filter((d) => d.elementId === 'ins-1')).toEqual([]);
  });

  it('returns the same state when nothing changes', () => {
    const result = setOperand.perform(
      s,
      { instructionId: 'ins-1', slot: 'tag', value: 'tag-1' },
      { newId: () => 'x' },
    );
    expect('state' in result && result.state).toBe(s);
  });
});

import { compileProject } from '@plcsim/compiler';
import { describe, expect, it } from 'vitest';
import {
  add,
  project,
  res,
  rung,
  tag,
  ton,
  xic,
  timer,
} from '../../../../compiler/src/reference/builders.ts';
import { performOk, refusal, stateOf } from '../testing.ts';
import { createOperandTag, inferredTagType } from './createOperandTag.ts';

// Tags: A tag-1 (BOOL), T1 tag-2 (TIMER, children child-1..5).
// Instructions: ins-1 XIC(A), ins-2 TON(T1), ins-3 ADD(A?…) — operands are replaced below.
const base = project(
  tag('A', 'BOOL'),
  timer('T1', 100),
  rung(xic('A'), ton('T1'), add('D', 1, 'D'), res('T1')),
);
const s = stateOf(base);

describe('createOperandTag', () => {
  it('infers the type from the slot: BOOL for a contact, TIMER for TON, DINT for math', () => {
    expect(inferredTagType('XIC', 'tag')).toBe('BOOL');
    expect(inferredTagType('TON', 'tag')).toBe('TIMER');
    expect(inferredTagType('CTU', 'tag')).toBe('COUNTER');
    expect(inferredTagType('ADD', 'Dest')).toBe('DINT');
    expect(inferredTagType('EQU', 'SrcA')).toBe('DINT');
    expect(inferredTagType('RES', 'tag')).toBeUndefined();
  });

  it('creates a BOOL for a contact and sets the contact to it in one step', () => {
    const next = performOk(createOperandTag, s, { instructionId: 'ins-1', slot: 'tag', name: ' Start ' });
    const created = Object.values(next.project.tagMap).find((t) => t.name === 'Start');
    expect(created).toMatchObject({ data_type: 'BOOL', value: 0, alias: '', children: null });
    expect(next.project.instructionMap['ins-1']?.tag).toBe(created?.uuid);
  });

  it('creates a TIMER with its five members for a TON', () => {
    const next = performOk(createOperandTag, s, { instructionId: 'ins-2', slot: 'tag', name: 'Delay' });
    const created = Object.values(next.project.tagMap).find((t) => t.name === 'Delay');
    expect(created?.data_type).toBe('TIMER');
    const members = (created?.children ?? []).map((id) => next.project.childTagMap[id]?.name);
    expect(members).toEqual(['PRE', 'ACC', 'EN', 'TT', 'DN']);
    expect(next.project.instructionMap['ins-2']?.tag).toBe(created?.uuid);
    expect(compileProject(next.project).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('creates a DINT for a math destination', () => {
    const next = performOk(createOperandTag, s, { instructionId: 'ins-3', slot: 'Dest', name: 'Total' });
    const created = Object.values(next.project.tagMap).find((t) => t.name === 'Total');
    expect(created?.data_type).toBe('DINT');
    expect(next.project.instructionMap['ins-3']?.ref?.Dest).toBe(created?.uuid);
  });

  it('refuses taken names, bad names and RES, leaving the state unchanged', () => {
    expect(refusal(createOperandTag, s, { instructionId: 'ins-1', slot: 'tag', name: 'a' })).toBe(
      'A tag named "A" already exists (BOOL).',
    );
    expect(refusal(createOperandTag, s, { instructionId: 'ins-1', slot: 'tag', name: '2fast' })).toBe(
      '"2fast" is not a tag name: use letters, digits and _, starting with a letter or _.',
    );
    expect(refusal(createOperandTag, s, { instructionId: 'ins-1', slot: 'tag', name: '  ' })).toBe(
      'Type a name for the new tag.',
    );
    expect(refusal(createOperandTag, s, { instructionId: 'ins-4', slot: 'tag', name: 'T2' })).toBe(
      'RES takes a TIMER or a COUNTER: create it from its TON or CTU first.',
    );
    expect(refusal(createOperandTag, s, { instructionId: 'ins-1', slot: 'Dest', name: 'X' })).toBe(
      'XIC has no Dest operand.',
    );
    expect(refusal(createOperandTag, s, { instructionId: 'nope', slot: 'tag', name: 'X' })).toBe(
      'Instruction "nope" does not exist.',
    );
  });
});

import { compileProject } from '@plcsim/compiler';
import { describe, expect, it } from 'vitest';
import { project, rung, tag, xic } from '../../../../compiler/src/reference/builders.ts';
import { performOk, refusal, stateOf } from '../testing.ts';
import { createTag } from './createTag.ts';

// A tag-1 (BOOL, alias START).
const base = project(tag('A', 'BOOL', 0, 'START'), rung(xic('A')));
const s = stateOf(base, { kind: 'instruction', id: 'ins-1' });
const named = (p: typeof base, name: string) => Object.values(p.tagMap).find((t) => t.name === name);

describe('createTag', () => {
  it('creates a BOOL, a DINT and a REAL with value 0, keeping the ladder selection', () => {
    const next = performOk(createTag, s, { name: ' Flag ', type: 'BOOL' });
    expect(named(next.project, 'Flag')).toMatchObject({
      data_type: 'BOOL',
      value: 0,
      alias: '',
      children: null,
      io_symbol: null,
    });
    expect(next.selection).toBe(s.selection);
    const dint = performOk(createTag, s, { name: 'Count', type: 'DINT', alias: 'CNT' });
    expect(named(dint.project, 'Count')).toMatchObject({ data_type: 'DINT', value: 0, alias: 'CNT' });
    const real = performOk(createTag, s, { name: 'Level', type: 'REAL' });
    expect(named(real.project, 'Level')).toMatchObject({ data_type: 'REAL', value: 0, children: null });
  });

  it('gives a TIMER and a COUNTER their members', () => {
    const timer = performOk(createTag, s, { name: 'Delay', type: 'TIMER' }).project;
    const t = named(timer, 'Delay');
    expect((t?.children ?? []).map((id) => timer.childTagMap[id]?.name)).toEqual([
      'PRE',
      'ACC',
      'EN',
      'TT',
      'DN',
    ]);
    const counter = performOk(createTag, s, { name: 'Parts', type: 'COUNTER' }).project;
    const c = named(counter, 'Parts');
    expect((c?.children ?? []).map((id) => counter.childTagMap[id]?.name)).toEqual([
      'PRE',
      'ACC',
      'CU',
      'CD',
      'DN',
    ]);
    expect(compileProject(counter).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('draws a new DI{n} as a pushbutton, like every other tag creation', () => {
    const next = performOk(createTag, s, { name: 'DI4', type: 'BOOL' });
    expect(named(next.project, 'DI4')?.io_symbol).toBe('NO_PUSHBUTTON');
  });

  it('refuses unsupported types (spec: "others logged as unsupported") and bad or taken names and aliases', () => {
    expect(refusal(createTag, s, { name: 'X', type: 'LREAL' })).toBe(
      'Unsupported tag type "LREAL": a tag is BOOL, DINT, REAL, TIMER, COUNTER, CONTROL or a data type\'s name.',
    );
    expect(refusal(createTag, s, { name: '', type: 'BOOL' })).toBe('Type a name for the new tag.');
    expect(refusal(createTag, s, { name: 'a', type: 'BOOL' })).toBe('A tag named "A" already exists (BOOL).');
    expect(refusal(createTag, s, { name: '9x', type: 'BOOL' })).toBe(
      '"9x" is not a tag name: use letters, digits and _, starting with a letter or _.',
    );
    expect(refusal(createTag, s, { name: 'B', type: 'BOOL', alias: 'start' })).toBe(
      'The alias "start" is already used by A.',
    );
    expect(refusal(createTag, s, { name: 'B', type: 'BOOL', alias: 'two words' })).toBe(
      '"two words" is not an alias: use no spaces or dots.',
    );
  });
});

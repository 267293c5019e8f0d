import { describe, expect, it } from 'vitest';
import { counter, project, tag, timer } from '../../../../compiler/src/reference/builders.ts';
import { performOk, refusal, stateOf } from '../testing.ts';
import { setTagValue } from './setTagValue.ts';

// A tag-1 BOOL, D tag-2 DINT, T1 tag-3 (child-1..5: PRE ACC EN TT DN), C1 tag-4 (child-6..: PRE ACC …).
const s = stateOf(project(tag('A', 'BOOL'), tag('D', 'DINT', 7), timer('T1', 100), counter('C1', 5)));

/** A project whose only tag, Level (tag-1), is a REAL holding 1.5 (the builders declare BOOL and DINT). */
function realProject() {
  const p = project(tag('Level', 'DINT'));
  const level = p.tagMap['tag-1'];
  if (!level) throw new Error('no tag-1');
  return { ...p, tagMap: { 'tag-1': { ...level, data_type: 'REAL' as const, value: 1.5 } } };
}

describe('setTagValue', () => {
  it('sets a BOOL to 0 or 1 and a DINT to a 32-bit whole number; entered text becomes a number', () => {
    expect(performOk(setTagValue, s, { tagId: 'tag-1', value: 1 }).project.tagMap['tag-1']?.value).toBe(1);
    expect(performOk(setTagValue, s, { tagId: 'tag-1', value: true }).project.tagMap['tag-1']?.value).toBe(1);
    expect(performOk(setTagValue, s, { tagId: 'tag-2', value: ' -42 ' }).project.tagMap['tag-2']?.value).toBe(
      -42,
    );
    expect(
      performOk(setTagValue, s, { tagId: 'tag-2', value: 2147483647 }).project.tagMap['tag-2']?.value,
    ).toBe(2147483647);
  });

  it("sets a timer's and a counter's PRE and ACC (DINT members)", () => {
    const next = performOk(setTagValue, s, { tagId: 'child-1', value: '2500' });
    expect(next.project.childTagMap['child-1']).toMatchObject({ name: 'PRE', value: 2500 });
    expect(next.project.tagMap).toBe(s.project.tagMap);
  });

  it('sets a REAL from a typed literal or a number, stored as the single it rounds to', () => {
    const r = stateOf(realProject());
    const set = (value: string | number) =>
      performOk(setTagValue, r, { tagId: 'tag-1', value }).project.tagMap['tag-1']?.value;
    expect(['2.25', '-2.', '.5', '1.0E-3', '1e3', ' 7 ', '0.1'].map(set)).toEqual([
      2.25,
      -2,
      0.5,
      Math.fround(0.001),
      1000,
      7,
      Math.fround(0.1),
    ]);
    expect(set(-273.15)).toBe(Math.fround(-273.15));
    expect(performOk(setTagValue, r, { tagId: 'tag-1', value: '1.50' })).toBe(r);
  });

  it('refuses a REAL entry that is not a REAL number or is beyond a single', () => {
    const r = stateOf(realProject());
    const hint = 'is not a REAL number: type one like 1.5, -2., .5 or 1.0E-3.';
    expect(refusal(setTagValue, r, { tagId: 'tag-1', value: 'abc' })).toBe(`"abc" ${hint}`);
    expect(refusal(setTagValue, r, { tagId: 'tag-1', value: '1.2.3' })).toBe(`"1.2.3" ${hint}`);
    expect(refusal(setTagValue, r, { tagId: 'tag-1', value: '' })).toBe(`"" ${hint}`);
    expect(refusal(setTagValue, r, { tagId: 'tag-1', value: 'Infinity' })).toBe(`"Infinity" ${hint}`);
    expect(refusal(setTagValue, r, { tagId: 'tag-1', value: '1e39' })).toBe(
      'Level is a REAL: its value is from -3.4028235E+38 to 3.4028235E+38.',
    );
    expect(refusal(setTagValue, r, { tagId: 'tag-1', value: Number.NaN })).toBe(`"NaN" ${hint}`);
  });

  it('is no change for the same value', () => {
    expect(performOk(setTagValue, s, { tagId: 'tag-2', value: '7' })).toBe(s);
  });

  it('refuses out-of-range values, text that is no number, TIMER tags, status bits and missing tags', () => {
    expect(refusal(setTagValue, s, { tagId: 'tag-1', value: 2 })).toBe('A is a BOOL: its value is 0 or 1.');
    expect(refusal(setTagValue, s, { tagId: 'tag-2', value: 1.5 })).toBe(
      'D is a DINT: its value is a whole number from -2147483648 to 2147483647.',
    );
    expect(refusal(setTagValue, s, { tagId: 'tag-2', value: 2 ** 31 })).toBe(
      'D is a DINT: its value is a whole number from -2147483648 to 2147483647.',
    );
    expect(refusal(setTagValue, s, { tagId: 'tag-2', value: 'abc' })).toBe('"abc" is not a number.');
    expect(refusal(setTagValue, s, { tagId: 'tag-2', value: '' })).toBe('"" is not a number.');
    expect(refusal(setTagValue, s, { tagId: 'tag-3', value: 1 })).toBe(
      'T1 is a TIMER: set the values of its members (PRE, ACC).',
    );
    expect(refusal(setTagValue, s, { tagId: 'child-5', value: 1 })).toBe(
      'T1.DN is a status bit its instruction sets; its value cannot be edited.',
    );
    expect(refusal(setTagValue, s, { tagId: 'nope', value: 1 })).toBe('Tag "nope" does not exist.');
  });

  it('refuses a child that does not belong to its parent, leaving the state unchanged', () => {
    const pre = s.project.childTagMap['child-1'];
    if (!pre) throw new Error('no PRE');
    const orphan = stateOf({
      ...s.project,
      childTagMap: {
        ...s.project.childTagMap,
        stray: { ...pre, uuid: 'stray' },
      },
    });
    expect(refusal(setTagValue, orphan, { tagId: 'stray', value: 1 })).toBe(
      'Child tag "PRE" does not belong to a tag.',
    );
  });
});

import { createEmptyProject, type ChildTag, type Project, type Tag } from '@plcsim/compiler';
import { describe, expect, it } from 'vitest';
import { tagRows } from './tagRows.ts';

const tag = (uuid: string, name: string, extra: Partial<Tag> = {}): Tag => ({
  uuid,
  name,
  alias: '',
  data_type: 'BOOL',
  value: 0,
  children: null,
  io_symbol: null,
  ...extra,
});
const child = (uuid: string, parent: string, name: string, value = 0): ChildTag => ({
  uuid,
  name,
  alias: '',
  data_type: name === 'PRE' || name === 'ACC' ? 'DINT' : 'BOOL',
  value,
  children: null,
  io_symbol: null,
  parent,
});

function project(tags: Tag[], children: ChildTag[] = []): Project {
  return {
    ...createEmptyProject(),
    tagMap: Object.fromEntries(tags.map((t) => [t.uuid, t])),
    childTagMap: Object.fromEntries(children.map((c) => [c.uuid, c])),
  };
}

describe('tagRows', () => {
  it('sorts tags by name, numbers in numeric order, case-insensitively', () => {
    const rows = tagRows(
      project([tag('a', 'DI10'), tag('b', 'motor'), tag('c', 'DI2'), tag('d', 'DO0'), tag('e', 'Alarm')]),
    );
    expect(rows.map((r) => r.name)).toEqual(['Alarm', 'DI2', 'DI10', 'DO0', 'motor']);
  });

  it('puts child tags under their parent as parent.child, in stored order', () => {
    const rows = tagRows(
      project(
        [
          tag('t', 'T1', { data_type: 'TIMER', children: ['pre', 'acc', 'dn'] }),
          tag('s', 'Start', { alias: 'PB1' }),
        ],
        [child('acc', 't', 'ACC', 250), child('pre', 't', 'PRE', 3000), child('dn', 't', 'DN')],
      ),
    );
    expect(rows.map((r) => [r.name, r.alias, r.dataType, r.hasValue, r.value, r.parentId])).toEqual([
      ['Start', 'PB1', 'BOOL', true, 0, null],
      ['T1', '', 'TIMER', false, 0, null],
      ['T1.PRE', '', 'DINT', true, 3000, 't'],
      ['T1.ACC', '', 'DINT', true, 250, 't'],
      ['T1.DN', '', 'BOOL', true, 0, 't'],
    ]);
  });

  it('skips child ids that are not in the child tag map', () => {
    const rows = tagRows(project([tag('c', 'C1', { data_type: 'COUNTER', children: ['gone', 'toString'] })]));
    expect(rows.map((r) => r.name)).toEqual(['C1']);
  });

  it('lists an array as DINT[n] followed by one row per element with its stored value', () => {
    const rows = tagRows(
      project([tag('d', 'Data', { data_type: 'DINT', dimension: 3, values: [7, -2] }), tag('a', 'Alarm')]),
    );
    expect(rows.map((r) => [r.id, r.name, r.typeText, r.hasValue, r.value, r.parentId, r.index])).toEqual([
      ['a', 'Alarm', 'BOOL', true, 0, null, undefined],
      ['d', 'Data', 'DINT[3]', false, 0, null, undefined],
      ['d[0]', 'Data[0]', 'DINT', true, 7, 'd', 0],
      ['d[1]', 'Data[1]', 'DINT', true, -2, 'd', 1],
      ['d[2]', 'Data[2]', 'DINT', true, 0, 'd', 2],
    ]);
    expect(rows[1]?.dimension).toBe(3);
  });

  it('writes an array with a first index other than 0 as its IEC bounds, REAL[1..3]', () => {
    const rows = tagRows(
      project([tag('r', 'Temps', { data_type: 'REAL', dimension: 3, lower: 1, values: [1.5] })]),
    );
    expect(rows.map((r) => [r.name, r.typeText, r.value])).toEqual([
      ['Temps', 'REAL[1..3]', 0],
      ['Temps[1]', 'REAL', 1.5],
      ['Temps[2]', 'REAL', 0],
      ['Temps[3]', 'REAL', 0],
    ]);
  });
});

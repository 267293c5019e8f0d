import { describe, expect, it } from 'vitest';
import { TagLayout } from '../layout/tagLayout.ts';
import { createEmptyProject } from './emptyProject.ts';
import { dataTypeProblems } from './dataTypeProblems.ts';
import { pathErrorMessage, TypeTable, typeText, type PathSegment } from './dataTypes.ts';
import type { DataType, DataTypeMember, Project, Tag } from './project.ts';
import { parseProjectDocument } from './schema.ts';

const member = (
  name: string,
  data_type: DataTypeMember['data_type'],
  more: Partial<DataTypeMember> = {},
): DataTypeMember => ({
  name,
  data_type,
  description: '',
  ...more,
});

const motor: DataType = {
  uuid: 'm',
  name: 'Motor',
  description: 'A motor with a start delay',
  members: [
    member('Run', 'BOOL'),
    member('Speed', 'REAL'),
    member('Delay', 'TIMER'),
    member('Hist', 'DINT', { dimension: 3 }),
  ],
};
const line: DataType = {
  uuid: 'l',
  name: 'Line',
  description: '',
  members: [member('Count', 'DINT'), member('Motors', 'STRUCT', { udt: 'motor', dimension: 2, lower: 1 })],
};

function project(tags: Tag[], types: DataType[] = [motor, line]): Project {
  return {
    ...createEmptyProject('Types'),
    dataTypes: Object.fromEntries(types.map((t) => [t.uuid, t])),
    tagMap: Object.fromEntries(tags.map((t) => [t.uuid, t])),
  };
}

const tag = (uuid: string, name: string, more: Partial<Tag>): Tag => ({
  uuid,
  name,
  alias: '',
  data_type: 'STRUCT',
  value: 0,
  children: null,
  io_symbol: null,
  ...more,
});

describe('TypeTable', () => {
  const table = new TypeTable({ m: motor, l: line });

  it('lays members out in order: BOOL, DINT, REAL one slot, TIMER its block, arrays their elements', () => {
    const layout = table.struct('MOTOR');
    expect(layout?.size).toBe(1 + 1 + 5 + 3);
    expect(layout?.members.map((m) => [m.name, m.offset, m.size])).toEqual([
      ['Run', 0, 1],
      ['Speed', 1, 1],
      ['Delay', 2, 5],
      ['Hist', 7, 3],
    ]);
    expect(table.size({ data_type: 'STRUCT', udt: 'Line' })).toBe(1 + 2 * 10);
    expect(table.size({ data_type: 'STRUCT', udt: 'Line', dimension: 4 })).toBe(84);
  });

  it('lists every one-slot member with its path, as symbols name them', () => {
    const leaves = table.leaves({ data_type: 'STRUCT', udt: 'Line' });
    expect(leaves).toHaveLength(1 + 2 * (2 + 5 + 3));
    expect(leaves.slice(0, 5)).toEqual([
      { path: '.Count', offset: 0, type: 'DINT' },
      { path: '.Motors[1].Run', offset: 1, type: 'BOOL' },
      { path: '.Motors[1].Speed', offset: 2, type: 'REAL' },
      { path: '.Motors[1].Delay.PRE', offset: 3, type: 'DINT' },
      { path: '.Motors[1].Delay.ACC', offset: 4, type: 'DINT' },
    ]);
    expect(leaves.at(-1)).toEqual({ path: '.Motors[2].Hist[2]', offset: 20, type: 'DINT' });
    expect(table.leaves({ data_type: 'TIMER', dimension: 2 }).map((l) => l.path)).toContain('[1].DN');
  });

  it('walks member and index paths, with one variable index as LDX/STX need it', () => {
    const root = { data_type: 'STRUCT', udt: 'Line' } as const;
    const segments: PathSegment[] = [
      { kind: 'member', name: 'motors' },
      { kind: 'index', index: null },
      { kind: 'member', name: 'delay' },
      { kind: 'member', name: 'dn' },
    ];
    expect(table.walk(root, segments)).toEqual({
      access: {
        ref: { data_type: 'BOOL' },
        offset: 1 + 2 + 4,
        variable: { segment: 1, lower: 1, count: 2, stride: 10 },
      },
    });
    expect(
      table.walk(root, [
        { kind: 'member', name: 'Motors' },
        { kind: 'index', index: 2 },
        { kind: 'member', name: 'Hist' },
        { kind: 'index', index: 1 },
      ]),
    ).toEqual({
      access: { ref: { data_type: 'DINT' }, offset: 1 + 10 + 7 + 1 },
    });
  });

  it('names what is wrong with a path', () => {
    const root = { data_type: 'STRUCT', udt: 'Motor' } as const;
    const text = ['Pump1', '.Sped', '[2]'];
    const written = (n: number) => text.slice(0, n + 2).join('');
    const unknown = table.walk(root, [{ kind: 'member', name: 'Sped' }]);
    expect('error' in unknown && pathErrorMessage(unknown.error, written)).toBe(
      "'Pump1.Sped': Motor has no member Sped (its members: Run, Speed, Delay, Hist)",
    );
    const range = table.walk(root, [
      { kind: 'member', name: 'Hist' },
      { kind: 'index', index: 3 },
    ]);
    expect(
      'error' in range &&
        pathErrorMessage(range.error, (n) => ['Pump1', '.Hist', '[3]'].slice(0, n + 2).join('')),
    ).toBe("'Pump1.Hist[3]': index 3 is out of range 0..2");
    const two = table.walk({ data_type: 'STRUCT', udt: 'Line', dimension: 2 }, [
      { kind: 'index', index: null },
      { kind: 'member', name: 'Motors' },
      { kind: 'index', index: null },
    ]);
    expect('error' in two && two.error.kind).toBe('twoVariableIndexes');
    const scalar = table.walk(root, [
      { kind: 'member', name: 'Run' },
      { kind: 'member', name: 'X' },
    ]);
    expect(
      'error' in scalar &&
        pathErrorMessage(scalar.error, (n) => ['P', '.Run', '.X'].slice(0, n + 2).join('')),
    ).toBe("'P.Run.X': P.Run is a BOOL, which has no members");
  });

  it('writes types as Logix does', () => {
    expect(typeText({ data_type: 'STRUCT', udt: 'Motor', dimension: 10 })).toBe('Motor[10]');
    expect(typeText({ data_type: 'DINT', dimension: 10, lower: 1 })).toBe('DINT[1..10]');
    expect(typeText({ data_type: 'TIMER' })).toBe('TIMER');
  });
});

describe('the tag layout of structures', () => {
  it('gives every member of a STRUCT tag a slot, a symbol and its stored value', () => {
    const layout = new TagLayout(
      project([
        tag('p', 'Pump1', {
          udt: 'Motor',
          alias: 'P1',
          memberValues: { Speed: 1.5, 'delay.pre': 2000, 'Hist[2]': 7 },
        }),
      ]),
    );
    const bySymbol = new Map(layout.symbols.map((s) => [s.name, s]));
    const initial = layout.initialValues();
    expect(layout.slotOfId.get('p')).toBe(0);
    expect(bySymbol.get('Pump1.Delay.PRE')).toMatchObject({ slot: 2, type: 'DINT', alias: 'P1.Delay.PRE' });
    expect(initial[2]).toBe(2000);
    expect(initial[9]).toBe(7);
    expect(new Float32Array(initial.buffer)[1]).toBe(1.5);
    expect(layout.slotCount).toBe(10);
  });

  it('lays arrays of timers out as blocks with element symbols', () => {
    const layout = new TagLayout(
      project([tag('t', 'Delays', { data_type: 'TIMER', dimension: 3, memberValues: { '[1].PRE': 500 } })]),
    );
    expect(layout.symbols.find((s) => s.name === 'Delays[1].PRE')?.slot).toBe(5);
    expect(layout.initialValues()[5]).toBe(500);
  });
});

describe('data type problems', () => {
  it('accepts good types and refuses unknown types, self-containing types and misplaced fields', () => {
    expect(dataTypeProblems(project([tag('p', 'Pump1', { udt: 'Motor' })]))).toEqual([]);
    const loop: DataType = {
      uuid: 'a',
      name: 'A',
      description: '',
      members: [member('B', 'STRUCT', { udt: 'B' })],
    };
    const loopB: DataType = {
      uuid: 'b',
      name: 'B',
      description: '',
      members: [member('A', 'STRUCT', { udt: 'A' })],
    };
    expect(dataTypeProblems(project([], [loop, loopB]))).toEqual([
      'dataTypes.a: A contains itself (A → B → A)',
      'dataTypes.b: B contains itself (B → A → B)',
    ]);
    expect(
      dataTypeProblems(
        project([
          tag('x', 'X', { udt: 'Nope' }),
          tag('y', 'Y', { data_type: 'DINT', udt: 'Motor' }),
          tag('z', 'Z', { udt: 'Motor', values: [1] }),
        ]),
      ),
    ).toEqual([
      'tagMap.x.udt: there is no data type Nope',
      'tagMap.y.udt: only a STRUCT names a data type',
      'tagMap.z.values: a Motor keeps its values in memberValues',
    ]);
    const bad: DataType = {
      uuid: 'c',
      name: 'TIMER',
      description: '',
      members: [member('1x', 'BOOL'), member('A', 'BOOL'), member('a', 'DINT')],
    };
    expect(dataTypeProblems(project([], [bad]))).toEqual([
      "dataTypes.c.name: TIMER is a built-in type's name",
      'dataTypes.c.members[0].name: must be a name (letters, digits and _, not first a digit)',
      'dataTypes.c.members[2].name: TIMER already has a member a',
    ]);
  });

  it('refuses nesting deeper than 8 and a type too big for one tag', () => {
    const chain: DataType[] = Array.from({ length: 10 }, (_, i) => ({
      uuid: `t${i}`,
      name: `T${i}`,
      description: '',
      members: [i === 9 ? member('V', 'BOOL') : member('Next', 'STRUCT', { udt: `T${i + 1}` })],
    }));
    expect(dataTypeProblems(project([], chain))).toContain(
      'dataTypes.t0: T0 nests structures 10 deep; at most 8 are allowed',
    );
    const big: DataType = {
      uuid: 'g',
      name: 'Big',
      description: '',
      members: [member('A', 'REAL', { dimension: 1000 })],
    };
    expect(dataTypeProblems(project([tag('b', 'Bigs', { udt: 'Big', dimension: 30 })], [big]))).toEqual([
      'tagMap.b: Bigs (Big[30]) takes more than 20000 slots',
    ]);
  });

  it('a document with data types and STRUCT tags reads back unchanged, at schema version 3', () => {
    const document = project([
      tag('p', 'Pump1', { udt: 'Motor', memberValues: { Speed: 2.5 } }),
      tag('t', 'Delays', { data_type: 'TIMER', dimension: 2 }),
    ]);
    const { project: read, errors } = parseProjectDocument(document);
    expect(errors).toEqual([]);
    expect(read?.dataTypes).toEqual(document.dataTypes);
    expect(read?.tagMap.p).toEqual(document.tagMap.p);
    expect(
      parseProjectDocument({ ...document, tagMap: { x: tag('x', 'X', { udt: 'Nope' }) } }).errors,
    ).toEqual(['tagMap.x.udt: there is no data type Nope']);
  });
});

import { describe, expect, it } from 'vitest';
import type { Project } from '../model/project.ts';
import { createEmptyProject } from '../model/emptyProject.ts';
import { addDeclaredTags, createTag, ioSymbolForName } from './declareTags.ts';
import type { VarDeclaration } from './varBlock.ts';

const counter = (): (() => string) => {
  let n = 0;
  return () => `id${++n}`;
};

const emptyProject = (): Project => createEmptyProject('P');

const decl = (name: string, type: VarDeclaration['type'], initial = 0): VarDeclaration => ({
  name,
  type,
  initial,
  line: 1,
  col: 1,
});

describe('addDeclaredTags', () => {
  it('creates tags with deterministic ids and timer/counter children', () => {
    const project = addDeclaredTags(
      emptyProject(),
      [decl('Run', 'BOOL', 1), decl('N', 'DINT', -5), decl('T1', 'TIMER'), decl('C1', 'COUNTER')],
      counter(),
    );
    expect(project.tagMap.id1).toEqual({
      uuid: 'id1',
      name: 'Run',
      alias: '',
      data_type: 'BOOL',
      value: 1,
      children: null,
      io_symbol: null,
    });
    expect(project.tagMap.id2).toMatchObject({ name: 'N', data_type: 'DINT', value: -5 });
    expect(project.tagMap.id3).toMatchObject({
      name: 'T1',
      data_type: 'TIMER',
      value: 0,
      children: ['id4', 'id5', 'id6', 'id7', 'id8'],
    });
    const timerChildren = ['id4', 'id5', 'id6', 'id7', 'id8'].map((id) => project.childTagMap[id]);
    expect(timerChildren.map((c) => [c?.name, c?.data_type, c?.value, c?.parent])).toEqual([
      ['PRE', 'DINT', 0, 'id3'],
      ['ACC', 'DINT', 0, 'id3'],
      ['EN', 'BOOL', 0, 'id3'],
      ['TT', 'BOOL', 0, 'id3'],
      ['DN', 'BOOL', 0, 'id3'],
    ]);
    expect(project.childTagMap.id4).toEqual({
      uuid: 'id4',
      name: 'PRE',
      alias: '',
      data_type: 'DINT',
      value: 0,
      children: null,
      io_symbol: null,
      parent: 'id3',
    });
    const counterTag = project.tagMap.id9;
    expect(counterTag?.children?.map((id) => project.childTagMap[id]?.name)).toEqual([
      'PRE',
      'ACC',
      'CU',
      'CD',
      'DN',
    ]);
  });

  it('gives DI{n} and DO{n} BOOL tags their I/O symbols', () => {
    const project = addDeclaredTags(
      emptyProject(),
      [decl('DI0', 'BOOL'), decl('do12', 'BOOL'), decl('DI1', 'DINT'), decl('DIX', 'BOOL')],
      counter(),
    );
    expect(Object.values(project.tagMap).map((t) => [t.name, t.io_symbol])).toEqual([
      ['DI0', 'NO_PUSHBUTTON'],
      ['do12', 'INDICATOR'],
      ['DI1', null],
      ['DIX', null],
    ]);
    expect(ioSymbolForName('DO3', 'BOOL')).toBe('INDICATOR');
  });

  it('gives AI{n} and AO{n} REAL tags the slider and the gauge (issue 26)', () => {
    expect(ioSymbolForName('AI0', 'REAL')).toBe('POTENTIOMETER');
    expect(ioSymbolForName('ao3', 'REAL')).toBe('ANALOG_GAUGE');
    expect(ioSymbolForName('AI0', 'DINT')).toBeNull();
    expect(ioSymbolForName('AI0_Raw', 'REAL')).toBeNull();
    expect(ioSymbolForName('DI0', 'REAL')).toBeNull();
  });

  it('keeps an existing tag of the same name and does not change the input', () => {
    const start = addDeclaredTags(emptyProject(), [decl('Motor', 'BOOL')], () => 'old');
    const next = addDeclaredTags(start, [decl('MOTOR', 'DINT', 3), decl('Lamp', 'BOOL')], () => 'new');
    expect(Object.keys(start.tagMap)).toEqual(['old']);
    expect(next.tagMap.old).toMatchObject({ name: 'Motor', data_type: 'BOOL' });
    expect(Object.values(next.tagMap).map((t) => t.name)).toEqual(['Motor', 'Lamp']);
  });

  it('uses random ids by default', () => {
    const project = addDeclaredTags(emptyProject(), [decl('A', 'BOOL')]);
    expect(Object.keys(project.tagMap)[0]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('createTag', () => {
  it('creates a REAL tag holding the nearest single, without children or I/O symbol', () => {
    const { tag, children } = createTag('Speed', 'REAL', 0.1, counter());
    expect(tag).toEqual({
      uuid: 'id1',
      name: 'Speed',
      alias: '',
      data_type: 'REAL',
      value: Math.fround(0.1),
      children: null,
      io_symbol: null,
    });
    expect(children).toEqual([]);
  });
});

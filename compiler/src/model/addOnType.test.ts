import { describe, expect, it } from 'vitest';
import { TypeTable } from './dataTypes.ts';
import type { AddOnInstruction, AddOnTag } from './project.ts';

const tag = (
  uuid: string,
  name: string,
  usage: AddOnTag['usage'],
  data_type: AddOnTag['data_type'],
): AddOnTag => ({
  uuid,
  name,
  alias: '',
  data_type,
  value: 0,
  children: null,
  io_symbol: null,
  usage,
});

const seal: AddOnInstruction = {
  uuid: 'a1',
  name: 'Seal',
  description: 'Start/stop seal-in',
  revision: '1.0',
  tagMap: {
    s: tag('s', 'Start', 'Input', 'BOOL'),
    r: tag('r', 'Ref', 'InOut', 'DINT'),
    q: tag('q', 'Run', 'Output', 'BOOL'),
    t: tag('t', 'Delay', 'Local', 'TIMER'),
  },
  tagOrder: ['s', 'r', 'q', 't'],
  childTagMap: {},
  logic: { language: 'LADDER', rungs: [], stSource: '' },
};

describe('an Add-On Instruction instance type', () => {
  it('holds EnableIn, EnableOut, then the Input, Output and Local tags in order (no InOut)', () => {
    const table = new TypeTable(undefined, [seal]);
    const layout = table.struct('seal');
    expect(layout?.members.map((m) => [m.name, m.ref.data_type])).toEqual([
      ['EnableIn', 'BOOL'],
      ['EnableOut', 'BOOL'],
      ['Start', 'BOOL'],
      ['Run', 'BOOL'],
      ['Delay', 'TIMER'],
    ]);
  });

  it('gives way to a data type of the same name, and is unknown without the AOI', () => {
    const udt = { u: { uuid: 'u', name: 'SEAL', description: '', members: [] } };
    expect(new TypeTable(udt, [seal]).find('Seal')?.uuid).toBe('u');
    expect(new TypeTable(undefined).find('Seal')).toBeUndefined();
  });
});

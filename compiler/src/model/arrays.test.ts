import { describe, expect, it } from 'vitest';
import { TagLayout } from '../layout/tagLayout.ts';
import { array, project, tag } from '../reference/builders.ts';
import { arrayRangeText, elementOperand, parseElementOperand } from './arrays.ts';
import { parseProjectDocument } from './schema.ts';

describe('array tags in the model', () => {
  it('element operands name an array and a constant or tag index', () => {
    expect(elementOperand('tag-1', 3)).toBe('tag-1[3]');
    expect(parseElementOperand('tag-1[3]')).toEqual({ array: 'tag-1', index: 3 });
    expect(parseElementOperand('tag-1[-2]')).toEqual({ array: 'tag-1', index: -2 });
    expect(parseElementOperand('tag-1[tag-2]')).toEqual({ array: 'tag-1', index: 'tag-2' });
    for (const plain of ['tag-1', 'a[1][2]', '[3]', 'a[]', 5, null])
      expect(parseElementOperand(plain)).toBeNull();
    expect(arrayRangeText({ name: 'Data', dimension: 10 })).toBe('Data[0..9]');
    expect(arrayRangeText({ name: 'Level', dimension: 10, lower: 1 })).toBe('Level[1..10]');
  });

  it('a document keeps its arrays; values of a TIMER array and surplus values are refused with the field named', () => {
    const p = project(array('Data', 'DINT', 3, [1, 2, 3]), array('Level', 'REAL', 2, [0.5], 1));
    const read = parseProjectDocument(JSON.parse(JSON.stringify(p)));
    expect(read.errors).toEqual([]);
    expect(
      Object.values(read.project?.tagMap ?? {}).map((t) => [t.name, t.dimension, t.lower, t.values]),
    ).toEqual([
      ['Data', 3, undefined, [1, 2, 3]],
      ['Level', 2, 1, [0.5, 0]],
    ]);
    const bad = structuredClone(p);
    const [data, level] = Object.values(bad.tagMap);
    if (!data || !level) throw new Error('tags missing');
    data.data_type = 'TIMER';
    level.values = [1, 2, 3];
    expect(parseProjectDocument(bad).errors).toEqual([
      `tagMap.${level.uuid}.values: must have at most 2 values, the array's dimension`,
      `tagMap.${data.uuid}.values: a TIMER[3] keeps its values in memberValues`,
    ]);
    const tooLong = structuredClone(p);
    const first = Object.values(tooLong.tagMap)[0];
    if (first) first.dimension = 1001;
    expect(parseProjectDocument(tooLong).errors[0]).toMatch(/dimension: /);
  });

  it('the layout gives each element a slot and a name from the first index', () => {
    const layout = new TagLayout(
      project(array('Data', 'DINT', 3, [7, -1]), array('Flags', 'BOOL', 2, [1], 1), tag('X', 'DINT', 4)),
    );
    const bySymbol = Object.fromEntries(layout.symbols.map((s) => [s.name, [s.slot, s.type]]));
    expect(bySymbol).toEqual({
      'Data[0]': [0, 'DINT'],
      'Data[1]': [1, 'DINT'],
      'Data[2]': [2, 'DINT'],
      'Flags[1]': [3, 'BOOL'],
      'Flags[2]': [4, 'BOOL'],
      X: [5, 'DINT'],
    });
    expect(Array.from(layout.initialValues())).toEqual([7, -1, 0, 1, 0, 4]);
  });
});

import { describe, expect, it } from 'vitest';
import { operandPathText, parseOperandPath, walkSegments } from './operandPaths.ts';

describe('operand paths', () => {
  it('reads members and constant or tag indexes below a tag id', () => {
    const path = parseOperandPath('abc-1[idx].Delay.PRE');
    expect(path).toEqual({
      tag: 'abc-1',
      segments: [
        { kind: 'index', index: 'idx' },
        { kind: 'member', name: 'Delay' },
        { kind: 'member', name: 'PRE' },
      ],
    });
    expect(path && operandPathText(path)).toBe('abc-1[idx].Delay.PRE');
    expect(path && walkSegments(path.segments)[0]).toEqual({ kind: 'index', index: null });
    expect(parseOperandPath('p.Hist[-2]')?.segments).toEqual([
      { kind: 'member', name: 'Hist' },
      { kind: 'index', index: -2 },
    ]);
  });

  it('is null for a plain id, a number and text that is no path', () => {
    for (const operand of ['abc', 5, '', 'a..b', 'a[', 'a.1x', '[3]', 'a[3]x'])
      expect(parseOperandPath(operand)).toBeNull();
  });
});

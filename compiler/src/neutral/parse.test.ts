import { describe, expect, it } from 'vitest';
import { parseNeutralText } from './parse.ts';

describe('parseNeutralText', () => {
  it('parses instructions, members, constants and nested branches', () => {
    const { rungs, diagnostics } = parseNeutralText(
      '// a comment line\nXIC(A)[XIC(T1.dn),[XIO(B),]]  TON(T1, 1000, -5)MOV(16#10,X) ;',
    );
    expect(diagnostics).toEqual([]);
    expect(rungs).toEqual([
      {
        index: 0,
        line: 2,
        col: 1,
        elements: [
          {
            kind: 'instruction',
            type: 'XIC',
            line: 2,
            col: 1,
            args: [{ kind: 'tag', name: 'A', member: null, line: 2, col: 5 }],
          },
          {
            kind: 'branch',
            line: 2,
            col: 7,
            legs: [
              [
                {
                  kind: 'instruction',
                  type: 'XIC',
                  line: 2,
                  col: 8,
                  args: [
                    {
                      kind: 'tag',
                      name: 'T1',
                      member: 'DN',
                      // the steps as written (issue 24 paths)
                      segments: [{ kind: 'member', name: 'dn' }],
                      line: 2,
                      col: 12,
                    },
                  ],
                },
              ],
              [
                {
                  kind: 'branch',
                  line: 2,
                  col: 19,
                  legs: [
                    [
                      {
                        kind: 'instruction',
                        type: 'XIO',
                        line: 2,
                        col: 20,
                        args: [{ kind: 'tag', name: 'B', member: null, line: 2, col: 24 }],
                      },
                    ],
                    [],
                  ],
                },
              ],
            ],
          },
          {
            kind: 'instruction',
            type: 'TON',
            line: 2,
            col: 31,
            args: [
              { kind: 'tag', name: 'T1', member: null, line: 2, col: 35 },
              { kind: 'number', value: 1000, real: false, line: 2, col: 39 },
              { kind: 'number', value: -5, real: false, line: 2, col: 45 },
            ],
          },
          {
            kind: 'instruction',
            type: 'MOV',
            line: 2,
            col: 48,
            args: [
              { kind: 'number', value: 16, real: false, line: 2, col: 52 },
              { kind: 'tag', name: 'X', member: null, line: 2, col: 58 },
            ],
          },
        ],
      },
    ]);
  });

  it('reads one rung per semicolon regardless of line breaks, and empty rungs', () => {
    const { rungs, diagnostics } = parseNeutralText('XIC(A)\n  OTE(B);XIO(C)OTE(D);\n;\n\n');
    expect(diagnostics).toEqual([]);
    expect(rungs.map((r) => [r.index, r.elements.length, r.line])).toEqual([
      [0, 2, 1],
      [1, 2, 2],
      [2, 0, 3],
    ]);
  });

  it('parses an empty branch leg as an empty list and `?` as an empty operand', () => {
    const { rungs } = parseNeutralText('[,XIC(A)]OSR(?,B);');
    const [branch, osr] = rungs[0]?.elements ?? [];
    expect(branch?.kind === 'branch' && branch.legs.map((leg) => leg.length)).toEqual([0, 1]);
    expect(osr?.kind === 'instruction' && osr.args.map((a) => a.kind)).toEqual(['empty', 'tag']);
  });

  it('reports syntax errors with rung, line and column, and resumes at the next rung', () => {
    const text = ['XIC(A)OTE(B);', 'XIC(A OTE(B);', 'XIC(A)[XIC(B),XIO(C)OTE(D);', 'XIC(A)OTE(B);'].join(
      '\n',
    );
    const { rungs, diagnostics } = parseNeutralText(text);
    expect(rungs.map((r) => r.index)).toEqual([0, 3]);
    expect(diagnostics).toEqual([
      { source: 'ladder', message: "Expected ')', got 'OTE'", rung: 1, line: 2, col: 7, severity: 'error' },
      {
        source: 'ladder',
        message: "Expected ',' or ']', got ';'",
        rung: 2,
        line: 3,
        col: 27,
        severity: 'error',
      },
    ]);
  });

  it.each([
    ['XIC(A.)OTE(B);', "Expected member after '.'", 1, 7],
    ['XIC(A)OTE(B)];', "Expected instruction or branch, got ']'", 1, 13],
    ['XIC(A)OTE(16#ZZ);', "Only integer constants are supported, got '16#ZZ'", 1, 11],
    ['XIC(A)@OTE(B);', "Unexpected character '@'", 1, 7],
    ['XIC A;', "Expected '(', got 'A'", 1, 5],
    ['XIC(,A);', "Expected operand, got ','", 1, 5],
    ['XIC(A)\nOTE(B)', "Expected ';', got end of input", 2, 7],
  ])('reports %j', (text, message, line, col) => {
    const { diagnostics } = parseNeutralText(text);
    expect(diagnostics).toEqual([{ source: 'ladder', message, rung: 0, line, col, severity: 'error' }]);
  });

  it('keeps a last rung that only lacks its semicolon', () => {
    expect(parseNeutralText('XIC(A)OTE(B)').rungs).toHaveLength(1);
  });

  it('never throws', () => {
    for (const text of ['[', ']', '(', 'XIC(', '[[[', ',,,;', 'XIC(A', '-', '16#', 'A.B.C']) {
      expect(() => parseNeutralText(text)).not.toThrow();
    }
  });
});

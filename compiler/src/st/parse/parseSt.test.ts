import { describe, expect, it } from 'vitest';
import type { CaseRange, Expression, Statement } from '../ast.ts';
import { parseSt } from './parseSt.ts';

/** The statements of a source that must parse without diagnostics. */
function statements(source: string): readonly Statement[] {
  const { program, diagnostics } = parseSt(source);
  expect(diagnostics).toEqual([]);
  return program.body;
}

/** The value of `x := <expression>;`. */
function expression(text: string): Expression {
  const [statement] = statements(`x := ${text};`);
  if (statement?.kind !== 'assign') throw new Error(`not an assignment: ${text}`);
  return statement.value;
}

/** An expression as an S-expression: `(+ a (* b c))`; parentheses show as `(paren …)`. */
function show(node: Expression | CaseRange): string {
  switch (node.kind) {
    case 'integer':
    case 'real':
    case 'bool':
    case 'time':
      return String(node.value);
    case 'name':
      return node.name.name;
    case 'member':
      return `${node.object.name}.${node.member.name}`;
    case 'index':
      return `${node.array.name}[${show(node.index)}]`;
    case 'path':
      return `${node.base.name}${node.steps.map((s) => (s.kind === 'member' ? `.${s.name.name}` : `[${show(s.index)}]`)).join('')}`;
    case 'unary':
      return `(${node.operator} ${show(node.operand)})`;
    case 'binary':
      return `(${node.operator} ${show(node.left)} ${show(node.right)})`;
    case 'call':
      return `(call ${node.callee.name}${node.args.map((arg) => ` ${show(arg)}`).join('')})`;
    case 'paren':
      return `(paren ${show(node.expression)})`;
    case 'range':
      return `${show(node.low)}..${show(node.high)}`;
    case 'inline':
      return `(inline ${node.callee.name})`;
  }
}

describe('parseSt: operator precedence', () => {
  it.each([
    ['Line.Motors[i + 1].Delay.DN AND P[2][3]', '(AND Line.Motors[(+ i 1)].Delay.DN P[2][3])'],
    ['a + b * c', '(+ a (* b c))'],
    ['NOT a AND b', '(AND (NOT a) b)'],
    ['-x ** 2', '(** (- x) 2)'],
    ['a OR b AND c', '(OR a (AND b c))'],
    ['a = b AND c <> d', '(AND (= a b) (<> c d))'],
    ['a - b - c', '(- (- a b) c)'],
    ['a ** b ** c', '(** (** a b) c)'],
    ['a OR b XOR c AND d', '(OR a (XOR b (AND c d)))'],
    ['a & b', '(AND a b)'],
    ['a < b = c >= d', '(= (< a b) (>= c d))'],
    ['a MOD 7 / 2 * 3', '(* (/ (MOD a 7) 2) 3)'],
    ['a + b > c - d', '(> (+ a b) (- c d))'],
    ['(a + b) * c', '(* (paren (+ a b)) c)'],
    ['NOT (a OR b)', '(NOT (paren (OR a b)))'],
    ['- - a', '(- (- a))'],
    ['ABS(x - 1) * 2', '(* (call ABS (- x 1)) 2)'],
    ['LIMIT(0, Timer1.ACC, 100)', '(call LIMIT 0 Timer1.ACC 100)'],
    ['NOW()', '(call NOW)'],
    ['a xor b or not c and d', '(OR (XOR a b) (AND (NOT c) d))'],
  ])('%s', (text, shape) => {
    expect(show(expression(text))).toBe(shape);
  });
});

describe('parseSt: literals', () => {
  it.each([
    ['T#1m30s', 90_000],
    ['t#500MS', 500],
    ['T#1h', 3_600_000],
    ['TIME#2s', 2000],
    ['T#1.5s', 1500],
    ['T#1d2h3m4s5ms', 93_784_005],
  ])('time literal %s is %d ms', (text, ms) => {
    expect(expression(text)).toMatchObject({ kind: 'time', value: ms });
  });

  it.each([
    ['42', 42],
    ['1_000', 1000],
    ['16#FF', 255],
    ['16#ff', 255],
    ['2#1010', 10],
    ['8#17', 15],
    ['0', 0],
  ])('integer %s is %d', (text, value) => {
    expect(expression(text)).toMatchObject({ kind: 'integer', value });
  });

  it('reads TRUE and FALSE in any case', () => {
    expect(expression('TRUE')).toMatchObject({ kind: 'bool', value: true });
    expect(expression('false')).toMatchObject({ kind: 'bool', value: false });
  });

  it('keeps the spelling of identifiers and reads keywords in any case', () => {
    const [statement] = statements('if Start then Motor_1 := not Stop; end_if;');
    expect(statement).toMatchObject({
      kind: 'if',
      branches: [
        {
          condition: { kind: 'name', name: { name: 'Start' } },
          body: [{ kind: 'assign', target: { name: { name: 'Motor_1' } }, value: { operator: 'NOT' } }],
        },
      ],
    });
  });
});

describe('parseSt: statements', () => {
  it('reads a member assignment', () => {
    expect(statements('Timer1.PRE := 5000;')).toEqual([
      {
        kind: 'assign',
        target: {
          kind: 'member',
          object: { kind: 'identifier', name: 'Timer1', from: 0, to: 6 },
          member: { kind: 'identifier', name: 'PRE', from: 7, to: 10 },
          from: 0,
          to: 10,
        },
        value: { kind: 'integer', value: 5000, from: 14, to: 18 },
        from: 0,
        to: 19,
      },
    ]);
  });

  it('reads call statements: timers, counters and RES', () => {
    const body = statements('TON(T1, Start, T#2s);\nCTU(C1, Count);\nRES(C1);');
    expect(body.map((s) => (s.kind === 'callStatement' ? show(s.call) : s.kind))).toEqual([
      '(call TON T1 Start 2000)',
      '(call CTU C1 Count)',
      '(call RES C1)',
    ]);
    expect(body[0]).toMatchObject({ kind: 'callStatement', from: 0, to: 21, call: { from: 0, to: 20 } });
  });

  it('reads IF with ELSIF and ELSE, and branch spans', () => {
    const source = 'IF a THEN\n  x := 1;\nELSIF b THEN\nELSE\n  x := 3; y := 4;\nEND_IF;';
    const [statement] = statements(source);
    if (statement?.kind !== 'if') throw new Error('not an IF');
    expect(statement.branches.map((branch) => show(branch.condition))).toEqual(['a', 'b']);
    expect(statement.branches[0]?.body).toHaveLength(1);
    expect(statement.branches[1]?.body).toEqual([]);
    expect(statement.otherwise).toHaveLength(2);
    expect(statement).toMatchObject({ from: 0, to: source.length });
    // A branch runs from its keyword to the end of its last statement (or its THEN).
    expect(source.slice(statement.branches[0]?.from, statement.branches[0]?.to)).toBe('IF a THEN\n  x := 1;');
    expect(source.slice(statement.branches[1]?.from, statement.branches[1]?.to)).toBe('ELSIF b THEN');
  });

  it('gives IF without ELSE a null otherwise', () => {
    expect(statements('IF a THEN x := 1; END_IF;')[0]).toMatchObject({ kind: 'if', otherwise: null });
  });

  it('reads CASE label lists, ranges and negative labels', () => {
    const [statement] = statements(
      'CASE n OF\n  1, 3..5: x := 1;\n  -2, -9..-7: ;\nELSE\n  x := 0;\nEND_CASE;',
    );
    if (statement?.kind !== 'case') throw new Error('not a CASE');
    expect(show(statement.selector)).toBe('n');
    expect(statement.clauses.map((clause) => clause.labels.map(show))).toEqual([
      ['1', '3..5'],
      ['-2', '-9..-7'],
    ]);
    expect(statement.clauses[1]?.body).toEqual([expect.objectContaining({ kind: 'empty' })]);
    expect(statement.otherwise).toHaveLength(1);
    // A negative label is one integer literal spanning the sign.
    expect(statement.clauses[1]?.labels[0]).toMatchObject({ kind: 'integer', value: -2 });
  });

  it('gives CASE without ELSE a null otherwise', () => {
    expect(statements('CASE n OF 1: x := 1; END_CASE;')[0]).toMatchObject({ kind: 'case', otherwise: null });
  });

  it('reads FOR with and without BY', () => {
    const [up, down] = statements('FOR i := 1 TO 10 DO x := i; END_FOR;\nFOR i := 10 TO 1 BY -1 DO END_FOR;');
    if (up?.kind !== 'for' || down?.kind !== 'for') throw new Error('not FOR');
    expect([up.variable.name.name, show(up.start), show(up.end), up.step, up.body.length]).toEqual([
      'i',
      '1',
      '10',
      null,
      1,
    ]);
    expect(down.step && show(down.step)).toBe('(- 1)');
    expect(down.body).toEqual([]);
  });

  it('reads WHILE', () => {
    expect(statements('WHILE n > 0 DO n := n - 1; END_WHILE;')[0]).toMatchObject({
      kind: 'while',
      condition: { kind: 'binary', operator: '>' },
      body: [{ kind: 'assign' }],
    });
  });

  it('reads REPEAT with and without END_REPEAT', () => {
    const [withEnd, without] = statements(
      'REPEAT n := n + 1; UNTIL n >= 10 END_REPEAT;\nREPEAT n := n + 1; m := m + 1; UNTIL n >= 10;',
    );
    expect(withEnd).toMatchObject({
      kind: 'repeat',
      body: [{ kind: 'assign' }],
      condition: { operator: '>=' },
    });
    expect(without).toMatchObject({ kind: 'repeat', body: [{ kind: 'assign' }, { kind: 'assign' }] });
    expect(without?.to).toBe(90);
  });

  it('reads EXIT and lone semicolons', () => {
    const [loop, empty] = statements('WHILE TRUE DO EXIT; END_WHILE;\n;');
    expect(loop).toMatchObject({ kind: 'while', body: [{ kind: 'exit', from: 14, to: 19 }] });
    expect(empty).toEqual({ kind: 'empty', from: 31, to: 32 });
  });

  it('skips comments anywhere', () => {
    const body = statements('(* header\n   two lines *)\nx := a (* in *) + // line\n  b; // end\n// last');
    expect(body.map((s) => (s.kind === 'assign' ? show(s.value) : s.kind))).toEqual(['(+ a b)']);
  });

  it('gives spans as character offsets', () => {
    const source = 'x := a + ABS(b);';
    const [statement] = statements(source);
    if (statement?.kind !== 'assign' || statement.value.kind !== 'binary')
      throw new Error('unexpected shape');
    const { left, right } = statement.value;
    expect(source.slice(statement.from, statement.to)).toBe(source);
    expect(source.slice(statement.target.from, statement.target.to)).toBe('x');
    expect(source.slice(statement.value.from, statement.value.to)).toBe('a + ABS(b)');
    expect(source.slice(left.from, left.to)).toBe('a');
    expect(source.slice(right.from, right.to)).toBe('ABS(b)');
  });

  it('returns the program span and an empty body for empty input', () => {
    expect(parseSt('')).toEqual({ program: { kind: 'program', body: [], from: 0, to: 0 }, diagnostics: [] });
    expect(parseSt('  // only a comment\n(* and another *)\n')).toEqual({
      program: { kind: 'program', body: [], from: 0, to: 38 },
      diagnostics: [],
    });
  });
});

describe('parseSt: partial programs', () => {
  it('keeps the statements that parsed when others have errors', () => {
    const { program, diagnostics } = parseSt('a := 1;\nb := ;\nc := 3;');
    expect(diagnostics).toHaveLength(1);
    // Recovery may leave the broken statement's `;` as an empty statement.
    const assigned = program.body.flatMap((s) =>
      s.kind === 'assign' && s.target.kind === 'name' ? [s.target.name.name] : [],
    );
    expect(assigned).toEqual(['a', 'c']);
  });

  it('keeps a block whose header is whole, without its broken statements', () => {
    const { program, diagnostics } = parseSt('IF a THEN\n  x := ;\n  y := 2;\nEND_IF;');
    expect(diagnostics).toHaveLength(1);
    expect(program.body).toEqual([
      expect.objectContaining({
        kind: 'if',
        branches: [
          expect.objectContaining({
            body: expect.arrayContaining([expect.objectContaining({ kind: 'assign', from: 21, to: 28 })]),
          }),
        ],
      }),
    ]);
  });

  it('drops a block whose condition is broken, and parses what follows', () => {
    const { program, diagnostics } = parseSt('IF a + THEN\n  x := 1;\nEND_IF;\ny := 2;');
    expect(diagnostics).toHaveLength(1);
    expect(program.body).toEqual([expect.objectContaining({ kind: 'assign', from: 30, to: 37 })]);
  });
});

describe('parseSt: robustness', () => {
  const randomBytes = (length: number, seed: number): string => {
    let state = seed;
    let text = '';
    for (let i = 0; i < length; i++) {
      state = (state * 1_103_515_245 + 12_345) & 0x7fffffff;
      text += String.fromCharCode(state % 256);
    }
    return text;
  };

  it.each([
    ['empty', ''],
    ['only comments', '(* a *) // b\n(* c\n*)'],
    ['an unterminated comment', 'x := 1; (* never closed'],
    ['IF IF IF', 'IF IF IF'],
    ['10 000 nested parentheses', `x := ${'('.repeat(10_000)}1${')'.repeat(10_000)};`],
    ['10 000 open parentheses', '('.repeat(10_000)],
    ['1 MB of (', '('.repeat(1 << 20)],
    ['deep unary chains', `x := ${'NOT '.repeat(5000)}${'-'.repeat(5000)}a;`],
    ['a long operator chain', `x := a${' + a'.repeat(5000)};`],
    ['deeply nested blocks', `${'IF a THEN '.repeat(3000)}${'END_IF; '.repeat(3000)}`],
    ['random bytes', randomBytes(20_000, 7)],
    ['more random bytes', randomBytes(20_000, 12_345)],
    ['only keywords', 'END_IF ELSE THEN OF TO BY DO UNTIL END_REPEAT END_CASE END_FOR END_WHILE ELSIF'],
    ['lone surrogates and control characters', '\ud800 x := \u0000\u0007\udc00;\r\n\u2028'],
    ['VAR left in the code', 'VAR\n  x : BOOL;\nEND_VAR\nx := 1;'],
  ])('never throws on %s', (_name, source) => {
    const result = parseSt(source);
    expect(result.program.kind).toBe('program');
    for (const diagnostic of result.diagnostics) {
      expect(diagnostic.source).toBe('st');
      expect(diagnostic.line).toBeGreaterThanOrEqual(1);
      expect(diagnostic.col).toBeGreaterThanOrEqual(1);
    }
  });

  it('never throws on random token soup', () => {
    const words =
      'IF THEN ELSIF ELSE END_IF CASE OF END_CASE FOR TO BY DO END_FOR WHILE END_WHILE REPEAT UNTIL'.split(
        ' ',
      );
    const pieces = [
      ...words,
      'x',
      'Timer1.ACC',
      '5',
      'T#2s',
      ':=',
      ';',
      '(',
      ')',
      ',',
      '..',
      ':',
      '+',
      'NOT',
      '(*',
      '//',
    ];
    let state = 99;
    for (let round = 0; round < 200; round++) {
      let source = '';
      for (let i = 0; i < 40; i++) {
        state = (state * 1_103_515_245 + 12_345) & 0x7fffffff;
        source += `${pieces[state % pieces.length]} `;
      }
      expect(() => parseSt(source)).not.toThrow();
    }
  });

  it('reports nesting deeper than 256 levels at the opener that goes too deep', () => {
    const { diagnostics } = parseSt(`x := ${'('.repeat(300)}1${')'.repeat(300)};`);
    expect(diagnostics).toEqual([
      { source: 'st', severity: 'error', message: "Unexpected token '(' in expression", line: 1, col: 262 },
    ]);
  });

  it('returns at most 100 diagnostics', () => {
    expect(parseSt('x := ;\n'.repeat(500)).diagnostics).toHaveLength(100);
  });

  it('parses 1 000 lines quickly', () => {
    const block = [
      'cnt := cnt + 1;',
      'k := cnt MOD 5 + 1;',
      'IF sum > 301 THEN',
      '  mode := 1;',
      'ELSIF sum > 299 THEN',
      '  mode := 2;',
      'END_IF;',
      'TON(T0, IN0, T#50ms);',
      'out := NOT (a AND b) OR Timer1.DN;',
      'FOR i := 1 TO 100 DO sum := sum + i * k MOD 7; END_FOR;',
    ].join('\n');
    const source = Array.from({ length: 100 }, () => block).join('\n');
    for (let i = 0; i < 20; i++) parseSt(source);
    let best = Number.POSITIVE_INFINITY;
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      const { program, diagnostics } = parseSt(source);
      best = Math.min(best, performance.now() - start);
      expect(diagnostics).toEqual([]);
      expect(program.body).toHaveLength(600);
    }
    // Typically 3 to 6 ms; the bound leaves room for a loaded machine.
    expect(best).toBeLessThan(50);
  });
});

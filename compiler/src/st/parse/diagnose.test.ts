import { describe, expect, it } from 'vitest';
import { parseSt } from './parseSt.ts';

/** The diagnostics of a source as `line:col message`. */
function errors(source: string): string[] {
  return parseSt(source).diagnostics.map((d) => `${d.line}:${d.col} ${d.message}`);
}

describe('syntax messages at their line and column', () => {
  it.each([
    // Expected '{symbol}', got {token}
    ['x := 1\ny := 2;', "1:7 Expected ';' after the statement"],
    ['IF a THEN x := 1; END_IF\ny := 2;', "1:25 Expected ';' after the statement"],
    ['EXIT x;', "1:6 Expected ';', got 'x'"],
    ['REPEAT x := 1; UNTIL x > 3 y := 2;', "1:28 Expected ';', got 'y'"],
    ['IF a x := 1; END_IF;', "1:6 Expected 'THEN', got 'x'"],
    ['IF a THEN x := 1;\nELSIF b c THEN x := 2; END_IF;', "2:9 Expected 'THEN', got 'c'"],
    ['IF a THEN\n  x := 1;\n', "2:10 Expected 'END_IF', got end of input"],
    ['WHILE a x := 1; END_WHILE;', "1:9 Expected 'DO', got 'x'"],
    ['WHILE a DO x := 1; end_if;', "1:20 Expected 'END_WHILE', got 'end_if'"],
    ['FOR i := 1 10 DO END_FOR;', "1:12 Expected 'TO', got '10'"],
    ['FOR i := 1 TO 10 x := 1; END_FOR;', "1:18 Expected 'DO', got 'x'"],
    ['FOR i = 1 TO 10 DO END_FOR;', "1:7 Expected ':=', got '='"],
    ['CASE n 1: x := 1; END_CASE;', "1:8 Expected 'OF', got '1'"],
    ['CASE n OF\n  1, 2 x := 1;\nEND_CASE;', "2:8 Expected ':', got 'x'"],
    ['CASE n OF\n  1: x := 1;\nEND_IF;', "3:1 Expected 'END_CASE', got 'END_IF'"],
    ['REPEAT x := 1; END_REPEAT;', "1:16 Expected 'UNTIL', got 'END_REPEAT'"],
    ['x := (a + b;', "1:12 Expected ')', got ';'"],
    ['TON(T1, Start T#2s);', "1:15 Expected ')', got 'T#2s'"],
    ['x := 1; (* never closed', "1:24 Expected '*)', got end of input"],
    // Unexpected token {token} at top level
    ['END_IF;', "1:1 Unexpected token 'END_IF' at top level"],
    ['x := 1;\n  5;', "2:3 Unexpected token '5' at top level"],
    ['x := 1;\n) := 2;', "2:1 Unexpected token ')' at top level"],
    ['VAR\n  x : BOOL;\nEND_VAR', "1:1 Unexpected token 'VAR' at top level"],
    // Unexpected token {token} in expression
    ['x := ;', "1:6 Unexpected token ';' in expression"],
    ['IF a + THEN x := 1; END_IF;', "1:8 Unexpected token 'THEN' in expression"],
    ['x := 1 + * 2;', "1:10 Unexpected token '*' in expression"],
    ['x := ABS(;', "1:10 Unexpected token ';' in expression"],
    ['x := 2#102;', "1:6 Unexpected token '2#102' in expression"],
    ['x :=', '1:5 Unexpected token end of input in expression'],
    // The fixed messages
    ['FOR := 1 TO 3 DO END_FOR;', '1:5 Expected loop variable after FOR'],
    ['FOR 1 := 1 TO 3 DO END_FOR;', '1:5 Expected loop variable after FOR'],
    ['x := Timer1.;', "1:13 Expected member after '.'"],
    ['Timer1. := 5;', "1:9 Expected member after '.'"],
    ['IF a THEN\n  5;\nEND_IF;', '2:3 Expected identifier'],
    ['WHILE a DO\n  := 1;\nEND_WHILE;', '2:3 Expected identifier'],
    ['Timer1.Reset(1);', '1:13 Expected identifier for call'],
    ['x := 5(1);', '1:7 Expected identifier for call'],
    ['x = 5;', "1:3 Expected ':=' after identifier"],
    ['Timer1.PRE 5;', "1:12 Expected ':=' after identifier"],
    ['RETURN 5;', "1:8 Expected ';', got '5'"],
    ['CONTINUE x;', "1:10 Expected ';', got 'x'"],
    ['Delay(IN := x y);', "1:15 Expected ')', got 'y'"],
    ['Delay(PT := 5, IN := );', "1:22 Unexpected token ')' in expression"],
    ['Delay(Q => );', "1:12 Unexpected token ')' in expression"],
  ])('%j', (source, message) => {
    expect(errors(source)).toEqual([message]);
  });

  it('gives the diagnostic shape of the model', () => {
    expect(parseSt('x := ;').diagnostics).toEqual([
      { source: 'st', severity: 'error', message: "Unexpected token ';' in expression", line: 1, col: 6 },
    ]);
  });

  it('counts lines after \\n (\\r\\n included) and columns in characters, a tab being one', () => {
    expect(errors('x := 1;\r\ny := 2;\r\n\tz := ;\r\n')).toEqual(["3:7 Unexpected token ';' in expression"]);
    expect(errors('(* one\r\ntwo *) x := 1;\r\n  y = 2;')).toEqual(["3:5 Expected ':=' after identifier"]);
  });
});

describe("a missing ';' at a line break sits at the end of its statement", () => {
  it.each([
    // Where the `;` goes: just after the statement's last token.
    ['Motor := Start\nLamp := Motor;', "1:15 Expected ';' after the statement"],
    ['IF a THEN\n  x := 1\nEND_IF;', "2:9 Expected ';' after the statement"],
    ['IF a THEN\n  x := 1;\nEND_IF\ny := 2;', "3:7 Expected ';' after the statement"],
    ['REPEAT x := 1; UNTIL x > 3\ny := 2;', "1:27 Expected ';' after the statement"],
    ['TON(T1, Start)\nx := 1;', "1:15 Expected ';' after the statement"],
    // The last statement of the source, with or without trailing lines.
    ['x := 1;\ny := 2', "2:7 Expected ';' after the statement"],
    ['IF a THEN x := 1; END_IF', "1:25 Expected ';' after the statement"],
    ['x := 1\n\n', "1:7 Expected ';' after the statement"],
    // A comment after the statement does not move it.
    ['x := 1 (* set x *)\ny := 2;', "1:7 Expected ';' after the statement"],
    ['x := 1 // set x\ny := 2;', "1:7 Expected ';' after the statement"],
    ['x := 1\n(* next *)\ny := 2;', "1:7 Expected ';' after the statement"],
    ['x := 1;\r\ny := 2\r\nz := 3;', "2:7 Expected ';' after the statement"],
    // On one line the token met is named, as the spec words it.
    ['x := 1 y := 2;', "1:8 Expected ';', got 'y'"],
    ['IF a THEN x := 1 END_IF;', "1:18 Expected ';', got 'END_IF'"],
  ])('%j', (source, message) => {
    expect(errors(source)).toEqual([message]);
  });

  it('gives the Errors tab and the editor the position after the statement', () => {
    expect(parseSt('Motor := Start\nLamp := Motor;').diagnostics).toEqual([
      { source: 'st', severity: 'error', message: "Expected ';' after the statement", line: 1, col: 15 },
    ]);
  });
});

describe('recovery: one typo, one diagnostic', () => {
  it('reports two typos on different lines as exactly two errors', () => {
    expect(errors('x := 1 +;\ny := * 2;')).toEqual([
      "1:9 Unexpected token ';' in expression",
      "2:6 Unexpected token '*' in expression",
    ]);
    expect(errors('IF a b THEN\n  x := 1;\nEND_IF;\ny = 2;')).toEqual([
      "1:6 Expected 'THEN', got 'b'",
      "4:3 Expected ':=' after identifier",
    ]);
  });

  it('reports a missing semicolon once, and the next line still gets its own errors', () => {
    expect(errors('x := 1\ny := 2;\nz := 3;')).toEqual(["1:7 Expected ';' after the statement"]);
    expect(errors('x := 1\ny := * 2;')).toEqual([
      "1:7 Expected ';' after the statement",
      "2:6 Unexpected token '*' in expression",
    ]);
  });

  it('reports a broken IF condition once and parses the statements after it', () => {
    const { program, diagnostics } = parseSt(
      'IF a + THEN\n  x := 1;\nELSE\n  x := 2;\nEND_IF;\ny := 3;\nz := 4;',
    );
    expect(diagnostics.map((d) => d.message)).toEqual(["Unexpected token 'THEN' in expression"]);
    expect(program.body.map((s) => s.kind)).toEqual(['assign', 'assign']);
  });

  it('skips to the next ; or block keyword after an error', () => {
    // `b c d` and `e` would each be an error; both lie before the next `;`.
    expect(errors('x := a b c d e;\ny := 1;')).toEqual(["1:8 Expected ';', got 'b'"]);
    // Resumes at END_IF: the statement after it is checked again.
    expect(errors('IF a THEN x := 1 2 3 END_IF;\ny := ;')).toEqual([
      "1:18 Expected ';', got '2'",
      "2:6 Unexpected token ';' in expression",
    ]);
  });

  it('never reports two errors at one position', () => {
    expect(errors('x = 5;')).toEqual(["1:3 Expected ':=' after identifier"]);
    expect(errors('IF IF')).toEqual([
      "1:4 Unexpected token 'IF' in expression",
      '1:6 Unexpected token end of input in expression',
    ]);
  });

  it('does not report the end of input again after a mismatched closer', () => {
    expect(errors('WHILE a DO\n  x := 1;\nEND_IF;')).toEqual(["3:1 Expected 'END_WHILE', got 'END_IF'"]);
  });

  it('does not report the leftovers of a block that an error broke', () => {
    // The mistyped IF leaves ELSIF, ELSE and END_IF behind.
    expect(
      errors('IFF a THEN\n  x := 1;\nELSIF b THEN\n  x := 2;\nELSE\n  x := 3;\nEND_IF;\ny := 4;'),
    ).toEqual(["1:5 Expected ':=' after identifier"]);
    // Recovery closes the CASE at the missing `:`; its next label and END_CASE are leftovers.
    expect(errors('CASE n OF\n  1 x := 1;\n  -2: x := 2;\nEND_CASE;\ny := 3;')).toEqual([
      "2:5 Expected ':', got 'x'",
    ]);
  });

  it('reports an unclosed block once, at the end of the input', () => {
    expect(errors('IF a THEN\n  x := 1;\ny := 2;')).toEqual(["3:8 Expected 'END_IF', got end of input"]);
  });
});

import type { ReactNode } from 'react';

interface PrecedenceRow {
  operators: readonly string[];
  meaning: ReactNode;
}

/** Operator precedence, highest first (SEMANTICS.md "Structured Text"). */
const PRECEDENCE: readonly PrecedenceRow[] = [
  { operators: ['( … )'], meaning: 'Parentheses: evaluated first.' },
  { operators: ['TON(…)', 'CTU(…)', '…'], meaning: 'Function and block calls.' },
  { operators: ['-x', 'NOT x'], meaning: 'Negation and logical NOT (unary).' },
  { operators: ['**'], meaning: 'Power, at this level where it is supported.' },
  {
    operators: ['*', '/', 'MOD'],
    meaning: (
      <>
        Multiply, divide, remainder. <code>/</code> and <code>MOD</code> follow the <code>DIV</code> and{' '}
        <code>MOD</code> rules: truncate toward zero, the remainder takes the dividend&apos;s sign, and
        dividing by zero gives 0.
      </>
    ),
  },
  { operators: ['+', '-'], meaning: 'Add, subtract (wrapping at 32 bits).' },
  { operators: ['<', '>', '<=', '>='], meaning: 'Signed comparisons; the result is a BOOL.' },
  { operators: ['=', '<>'], meaning: 'Equal, not equal; the result is a BOOL.' },
  { operators: ['AND', '&'], meaning: 'Logical AND (& is another spelling).' },
  { operators: ['XOR'], meaning: 'Exclusive OR.' },
  { operators: ['OR'], meaning: 'Logical OR: evaluated last.' },
];

/** The operator precedence table. */
export function PrecedenceTable() {
  return (
    <table>
      <caption>Operator precedence, highest first</caption>
      <thead>
        <tr>
          <th scope="col">Level</th>
          <th scope="col">Operators</th>
          <th scope="col">Meaning</th>
        </tr>
      </thead>
      <tbody>
        {PRECEDENCE.map((row, index) => (
          <tr key={row.operators.join(' ')}>
            <td>{index + 1}</td>
            <td>
              {row.operators.map((op, i) => (
                <span key={op}>
                  {i > 0 && ' '}
                  <code>{op}</code>
                </span>
              ))}
            </td>
            <td>{row.meaning}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface CallRow {
  call: string;
  does: ReactNode;
}

const CALLS: readonly CallRow[] = [
  {
    call: 'TON(Timer1, enable [, preset])',
    does: (
      <>
        On-delay timer, exactly like the ladder <code>TON</code> with <code>enable</code> as its rung. The
        optional <code>preset</code> (milliseconds or a time literal) is used as <code>Timer1.PRE</code>;
        without it the tag&apos;s own <code>PRE</code> is used.
      </>
    ),
  },
  {
    call: 'TOF(Timer1, enable [, preset])',
    does: (
      <>
        Off-delay timer, like the ladder <code>TOF</code>.
      </>
    ),
  },
  {
    call: 'RTO(Timer1, enable [, preset])',
    does: (
      <>
        Retentive timer, like the ladder <code>RTO</code>: ACC and DN are kept while <code>enable</code> is
        false until <code>RES(Timer1)</code>.
      </>
    ),
  },
  {
    call: 'TP(Timer1, enable [, preset])',
    does: (
      <>
        Pulse timer: a rising edge of <code>enable</code> starts a pulse of <code>preset</code> milliseconds
        that runs to its end even if <code>enable</code> goes false. The pulse is <code>Timer1.TT</code>;{' '}
        <code>Timer1.DN</code> is on from the end of the pulse until <code>enable</code> goes false.
      </>
    ),
  },
  {
    call: 'CTU(Counter1, countInput [, preset])',
    does: (
      <>
        Counts up by 1 on each rising edge of <code>countInput</code>, like the ladder <code>CTU</code>. The
        optional <code>preset</code> is used as <code>Counter1.PRE</code>.
      </>
    ),
  },
  {
    call: 'CTD(Counter1, countInput [, preset])',
    does: (
      <>
        Counts down by 1 on each rising edge of <code>countInput</code>, like the ladder <code>CTD</code>.
      </>
    ),
  },
  {
    call: 'RES(tagName)',
    does: (
      <>
        Resets a timer (ACC, EN, TT, DN) or a counter (ACC, CU, CD, DN) each time the statement runs; put it
        in an <code>IF</code> to make it conditional.
      </>
    ),
  },
];

/** The timer and counter calls. */
export function CallsTable() {
  return (
    <table>
      <caption>Timer and counter calls</caption>
      <thead>
        <tr>
          <th scope="col">Call</th>
          <th scope="col">What it does</th>
        </tr>
      </thead>
      <tbody>
        {CALLS.map((row) => (
          <tr key={row.call}>
            <td>
              <code>{row.call}</code>
            </td>
            <td>{row.does}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const TIME_LITERALS: readonly (readonly [literal: string, ms: string])[] = [
  ['T#500ms', '500'],
  ['T#2s', '2000 (s × 1000)'],
  ['T#1m', '60000 (m × 60000)'],
  ['T#1h', '3600000 (h × 3600000)'],
  ['T#1m30s', '90000 (units can be combined)'],
];

/** Time literals and their value in milliseconds. */
export function TimeLiteralTable() {
  return (
    <table>
      <caption>Time literals</caption>
      <thead>
        <tr>
          <th scope="col">Literal</th>
          <th scope="col">Value (DINT milliseconds)</th>
        </tr>
      </thead>
      <tbody>
        {TIME_LITERALS.map(([literal, ms]) => (
          <tr key={literal}>
            <td>
              <code>{literal}</code>
            </td>
            <td>{ms}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

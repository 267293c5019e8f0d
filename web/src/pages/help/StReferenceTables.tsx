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

/** The IEC standard function blocks, as declared in VAR (docs/decisions.md "IEC function blocks"). */
const IEC_BLOCKS: readonly (readonly [string, string, string, string])[] = [
  ['TON, TOF, TP', 'TIMER tag', 'IN, PT', 'Q, ET'],
  ['RTO', 'TIMER tag', 'IN, PT', 'Q, ET (clear with RES)'],
  ['CTU', 'COUNTER tag', 'CU, R (or RESET), PV', 'Q, CV'],
  ['CTD', 'COUNTER tag', 'CD, LD (or LOAD), PV', 'Q, CV'],
  ['CTUD', 'COUNTER tag', 'CU, CD, R, LD, PV', 'QU, QD, CV'],
  ['R_TRIG, F_TRIG', 'a block of its own', 'CLK', 'Q'],
  ['SR', 'a block of its own', 'S1, R', 'Q1 (set wins)'],
  ['RS', 'a block of its own', 'S, R1', 'Q1 (reset wins)'],
];

/** IEC function-block types: what an instance is stored as, its inputs and outputs. */
export function IecBlocksTable() {
  return (
    <table>
      <caption>IEC function blocks</caption>
      <thead>
        <tr>
          <th scope="col">Type in VAR</th>
          <th scope="col">Stored as</th>
          <th scope="col">Inputs</th>
          <th scope="col">Outputs</th>
        </tr>
      </thead>
      <tbody>
        {IEC_BLOCKS.map(([type, stored, inputs, outputs]) => (
          <tr key={type}>
            <td>
              <code>{type}</code>
            </td>
            <td>{stored}</td>
            <td>{inputs}</td>
            <td>{outputs}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Each IEC name and the TIMER or COUNTER member it is. */
const IEC_MEMBERS: readonly (readonly [string, string, string])[] = [
  ['IN', 'timers', 'EN (the input of the last call)'],
  ['PT', 'timers', 'PRE'],
  ['Q', 'TON, TOF, RTO', 'DN'],
  ['Q', 'TP', 'TT (the pulse)'],
  ['ET', 'timers', 'ACC'],
  ['CU, CD', 'counters', 'CU, CD (the input of the last call)'],
  ['PV', 'counters', 'PRE'],
  ['CV', 'counters', 'ACC'],
  ['Q', 'CTU', 'DN (CV ≥ PV)'],
  ['QU', 'CTUD', 'DN (CV ≥ PV)'],
  ['Q', 'CTD', 'its own bit (CV ≤ 0)'],
  ['QD', 'CTUD', 'its own bit (CV ≤ 0)'],
  ['R, LD', 'counters', 'their own bits (kept between calls)'],
];

/** The IEC member names and the Logix members they map onto. */
export function IecMemberTable() {
  return (
    <table>
      <caption>IEC names and Logix members</caption>
      <thead>
        <tr>
          <th scope="col">IEC name</th>
          <th scope="col">Of</th>
          <th scope="col">Is the member</th>
        </tr>
      </thead>
      <tbody>
        {IEC_MEMBERS.map(([name, of, member]) => (
          <tr key={`${name} ${of}`}>
            <td>
              <code>{name}</code>
            </td>
            <td>{of}</td>
            <td>{member}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** IEC 61131-3 constructs refused with a 'not supported here' error, and why. */
const NOT_SUPPORTED: readonly (readonly [string, string])[] = [
  ['LREAL', 'One floating-point type only: declare REAL (32 bits), as Logix does.'],
  ['SINT, INT, LINT, UINT, BYTE, WORD, DWORD …', 'One integer type only: declare DINT (32 bits).'],
  ['DATE, TIME_OF_DAY, DATE_AND_TIME', 'There are no calendar or clock values: use DINT.'],
  ['STRING, WSTRING, CHAR and string literals', 'There are no text values.'],
  [
    'ARRAY of more than one dimension (ARRAY[0..2, 0..3])',
    'Declare one dimension, e.g. ARRAY[0..11] OF DINT.',
  ],
  ['AT %IX0.0 (located variables)', 'Tags connect to inputs and outputs in the IO panel.'],
  [
    'VAR_IN_OUT, and CTU, R_TRIG … declared inside your own FUNCTION_BLOCK (TON, TOF, TP and RTO work)',
    'Pass values in with VAR_INPUT and out with VAR_OUTPUT; declare C : COUNTER in the FUNCTION_BLOCK and call CTU(C, …).',
  ],
  ['VAR_INPUT, VAR_OUTPUT … outside a program', 'They are read as VAR: there is nothing to pass them in.'],
  [
    'Named arguments in functions (LIMIT(MN := 0 …))',
    'Functions take positional arguments; only blocks take names.',
  ],
];

/** The IEC constructs that are refused here. */
export function NotSupportedTable() {
  return (
    <table>
      <caption>Valid IEC 61131-3 that is not supported here</caption>
      <thead>
        <tr>
          <th scope="col">Construct</th>
          <th scope="col">Why</th>
        </tr>
      </thead>
      <tbody>
        {NOT_SUPPORTED.map(([construct, why]) => (
          <tr key={construct}>
            <td>{construct}</td>
            <td>{why}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

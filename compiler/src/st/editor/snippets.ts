/**
 * Structured Text snippets for the editor's completion list (spec 000 §9: IF, IF/ELSIF/ELSE, CASE, WHILE,
 * REPEAT, FOR, TON, TOF, TP, CTU, CTD, RES). `insertText` is in Monaco's snippet syntax (`${1:default}`
 * placeholders, `$1` mirrors, `\t` indentation, insert with `InsertAsSnippet`). With every placeholder at
 * its default (see {@link expandSnippetDefaults}) each snippet is a complete statement our grammar accepts.
 */

/** One completion snippet. */
export interface StSnippet {
  /** The label shown and matched in the completion list. */
  readonly label: string;
  /** Short description shown beside the label. */
  readonly detail: string;
  /** Longer help shown in the details pane. */
  readonly documentation: string;
  /** The text to insert, in Monaco snippet syntax. */
  readonly insertText: string;
}

/** The spec's twelve snippets, in the spec's order. */
export const ST_SNIPPETS: readonly StSnippet[] = [
  {
    label: 'IF',
    detail: 'IF … THEN … END_IF',
    documentation: 'Runs the statements when the condition is true.',
    insertText: ['IF ${1:condition} THEN', '\t${2:output} := ${3:TRUE};', 'END_IF;'].join('\n'),
  },
  {
    label: 'IF/ELSIF/ELSE',
    detail: 'IF … ELSIF … ELSE … END_IF',
    documentation:
      'Runs the statements of the first true condition, or the ELSE statements when none is true.',
    insertText: [
      'IF ${1:condition1} THEN',
      '\t${2:output} := ${3:1};',
      'ELSIF ${4:condition2} THEN',
      '\t$2 := ${5:2};',
      'ELSE',
      '\t$2 := ${6:0};',
      'END_IF;',
    ].join('\n'),
  },
  {
    label: 'CASE',
    detail: 'CASE … OF … END_CASE',
    documentation:
      'Runs the statements of the label equal to the selector (labels: 1, 2, 3..5), else the ELSE ones.',
    insertText: [
      'CASE ${1:state} OF',
      '\t${2:0}:',
      '\t\t${3:output} := ${4:0};',
      '\t${5:1}:',
      '\t\t$3 := ${6:1};',
      'ELSE',
      '\t$3 := ${7:0};',
      'END_CASE;',
    ].join('\n'),
  },
  {
    label: 'WHILE',
    detail: 'WHILE … DO … END_WHILE',
    documentation: 'Repeats the statements while the condition is true (at most 10000 passes per scan).',
    insertText: ['WHILE ${1:condition} DO', '\t${2:count} := $2 + ${3:1};', 'END_WHILE;'].join('\n'),
  },
  {
    label: 'REPEAT',
    detail: 'REPEAT … UNTIL … END_REPEAT',
    documentation:
      'Runs the statements, then repeats until the condition is true (at most 10000 passes per scan).',
    insertText: ['REPEAT', '\t${1:count} := $1 + ${2:1};', 'UNTIL $1 >= ${3:10}', 'END_REPEAT;'].join('\n'),
  },
  {
    label: 'FOR',
    detail: 'FOR … := … TO … DO … END_FOR',
    documentation: 'Counts the variable from start to end in steps of 1 (add BY step for another step).',
    insertText: ['FOR ${1:i} := ${2:1} TO ${3:10} DO', '\t${4:total} := $4 + $1;', 'END_FOR;'].join('\n'),
  },
  {
    label: 'TON',
    detail: 'TON(Timer, enable, preset)',
    documentation: 'On-delay timer: DN turns on once enable has been true for the preset time.',
    insertText: 'TON(${1:Timer1}, ${2:enable}, ${3:T#2s});',
  },
  {
    label: 'TOF',
    detail: 'TOF(Timer, enable, preset)',
    documentation: 'Off-delay timer: DN stays on for the preset time after enable goes false.',
    insertText: 'TOF(${1:Timer1}, ${2:enable}, ${3:T#2s});',
  },
  {
    label: 'TP',
    detail: 'TP(Timer, enable, preset)',
    documentation: 'Pulse timer: a rising edge of enable turns TT on for the preset time.',
    insertText: 'TP(${1:Timer1}, ${2:enable}, ${3:T#2s});',
  },
  {
    label: 'CTU',
    detail: 'CTU(Counter, countInput, preset)',
    documentation: 'Count up on each rising edge of countInput; DN when ACC reaches the preset.',
    insertText: 'CTU(${1:Counter1}, ${2:countInput}, ${3:10});',
  },
  {
    label: 'CTD',
    detail: 'CTD(Counter, countInput, preset)',
    documentation: 'Count down on each rising edge of countInput; DN while ACC is at least the preset.',
    insertText: 'CTD(${1:Counter1}, ${2:countInput}, ${3:10});',
  },
  {
    label: 'RES',
    detail: 'RES(tag)',
    documentation: 'Resets a TIMER or COUNTER tag: ACC and the status bits go to 0.',
    insertText: 'RES(${1:Timer1});',
  },
];

/** A parsed snippet: literal text, or a tab stop with its default (null for `$n` / `${n}`). */
type SnippetPart = string | { readonly index: number; readonly children: readonly SnippetPart[] | null };

/** Parses `text` from `pos` until an unmatched `}` (when `nested`) or the end. */
function parseParts(text: string, start: number, nested: boolean): { parts: SnippetPart[]; end: number } {
  const parts: SnippetPart[] = [];
  let literal = '';
  let pos = start;
  const flush = (): void => {
    if (literal !== '') parts.push(literal);
    literal = '';
  };
  while (pos < text.length) {
    const ch = text[pos] ?? '';
    if (ch === '\\' && pos + 1 < text.length && '$}\\'.includes(text[pos + 1] ?? '')) {
      literal += text[pos + 1];
      pos += 2;
    } else if (ch === '}' && nested) {
      flush();
      return { parts, end: pos + 1 };
    } else if (ch === '$') {
      const simple = /^\$(\d+)/.exec(text.slice(pos));
      const braced = /^\$\{(\d+)(:|\})/.exec(text.slice(pos));
      if (simple) {
        flush();
        parts.push({ index: Number(simple[1]), children: null });
        pos += simple[0].length;
      } else if (braced && braced[2] === '}') {
        flush();
        parts.push({ index: Number(braced[1]), children: null });
        pos += braced[0].length;
      } else if (braced) {
        flush();
        const inner = parseParts(text, pos + braced[0].length, true);
        parts.push({ index: Number(braced[1]), children: inner.parts });
        pos = inner.end;
      } else {
        throw new Error(`Malformed snippet: '$' at offset ${pos} starts no tab stop.`);
      }
    } else {
      literal += ch;
      pos += 1;
    }
  }
  if (nested) throw new Error('Malformed snippet: a placeholder is not closed with }.');
  flush();
  return { parts, end: pos };
}

/**
 * Snippets for the IEC 61131-3 forms of issue 17 (formal calls of declared function blocks, a VAR block,
 * the PROGRAM wrapper), offered after the spec's twelve.
 */
export const ST_IEC_SNIPPETS: readonly StSnippet[] = [
  {
    label: 'VAR',
    detail: 'VAR … END_VAR',
    documentation: 'Declares tags (BOOL, DINT) and function-block instances (TON, CTU, R_TRIG …).',
    insertText: ['VAR', '\t${1:Start} : ${2:BOOL};', '\t${3:Delay} : ${4:TON};', 'END_VAR'].join('\n'),
  },
  {
    label: 'PROGRAM',
    detail: 'PROGRAM … END_PROGRAM',
    documentation: 'An IEC program unit around the declarations and statements.',
    insertText: [
      'PROGRAM ${1:Main}',
      'VAR',
      '\t${2:x} : ${3:DINT};',
      'END_VAR',
      '${4:x := x + 1;}',
      'END_PROGRAM',
    ].join('\n'),
  },
  {
    label: 'TON (IEC)',
    detail: 'Delay(IN := …, PT := …);',
    documentation: 'Calls a TON declared in VAR (Delay : TON;); read Delay.Q and Delay.ET.',
    insertText: '${1:Delay}(IN := ${2:Start}, PT := ${3:T#2s});',
  },
  {
    label: 'TOF (IEC)',
    detail: 'Delay(IN := …, PT := …);',
    documentation: 'Calls a TOF declared in VAR (Delay : TOF;); Q stays on for PT after IN goes off.',
    insertText: '${1:OffDelay}(IN := ${2:Start}, PT := ${3:T#2s});',
  },
  {
    label: 'CTU (IEC)',
    detail: 'Count(CU := …, R := …, PV := …);',
    documentation: 'Calls a CTU declared in VAR (Count : CTU;); read Count.Q and Count.CV.',
    insertText: '${1:Count}(CU := ${2:Sensor}, R := ${3:Reset}, PV := ${4:10});',
  },
  {
    label: 'R_TRIG',
    detail: 'Edge(CLK := …); IF Edge.Q THEN …',
    documentation: 'Calls an R_TRIG declared in VAR (Edge : R_TRIG;): Edge.Q is on for one scan.',
    insertText: [
      '${1:Edge}(CLK := ${2:Start});',
      'IF $1.Q THEN',
      '\t${3:Presses} := $3 + 1;',
      'END_IF;',
    ].join('\n'),
  },
];

/**
 * The text a snippet inserts when every placeholder keeps its default: `${n:default}` gives its default,
 * a mirror `$n` or `${n}` the default of the placeholder `n` (empty when it has none), `$0` nothing.
 * Throws on malformed snippet syntax (an unclosed `${`, a stray `$`).
 */
export function expandSnippetDefaults(insertText: string): string {
  const { parts } = parseParts(insertText, 0, false);
  const defaults = new Map<number, readonly SnippetPart[]>();
  const collect = (list: readonly SnippetPart[]): void => {
    for (const part of list) {
      if (typeof part === 'string' || part.children === null) continue;
      if (!defaults.has(part.index)) defaults.set(part.index, part.children);
      collect(part.children);
    }
  };
  collect(parts);
  const render = (list: readonly SnippetPart[], seen: ReadonlySet<number>): string =>
    list
      .map((part) => {
        if (typeof part === 'string') return part;
        const children = part.children ?? defaults.get(part.index);
        if (!children || seen.has(part.index)) return '';
        return render(children, new Set([...seen, part.index]));
      })
      .join('');
  return render(parts, new Set());
}

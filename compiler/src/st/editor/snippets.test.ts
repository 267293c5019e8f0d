import { describe, expect, it } from 'vitest';
import { ST_BUILTIN_CALLS, ST_KEYWORDS } from './keywords.ts';
import { compileProject } from '../../compile.ts';
import { project } from '../../reference/builders.ts';
import { ST_IEC_SNIPPETS, ST_SNIPPETS, expandSnippetDefaults } from './snippets.ts';

const LABELS = [
  'IF',
  'IF/ELSIF/ELSE',
  'CASE',
  'WHILE',
  'REPEAT',
  'FOR',
  'TON',
  'TOF',
  'TP',
  'CTU',
  'CTD',
  'RES',
];

/** Keywords and calls of each snippet's expanded code, in order (TRUE/FALSE left out). */
const EXPECTED_WORDS: Readonly<Record<string, readonly string[]>> = {
  IF: ['IF', 'THEN', 'END_IF'],
  'IF/ELSIF/ELSE': ['IF', 'THEN', 'ELSIF', 'THEN', 'ELSE', 'END_IF'],
  CASE: ['CASE', 'OF', 'ELSE', 'END_CASE'],
  WHILE: ['WHILE', 'DO', 'END_WHILE'],
  REPEAT: ['REPEAT', 'UNTIL', 'END_REPEAT'],
  FOR: ['FOR', 'TO', 'DO', 'END_FOR'],
  TON: ['TON'],
  TOF: ['TOF'],
  TP: ['TP'],
  CTU: ['CTU'],
  CTD: ['CTD'],
  RES: ['RES'],
};

const STRUCTURE_WORDS = new Set<string>(
  [...ST_KEYWORDS, ...ST_BUILTIN_CALLS].filter((w) => w !== 'TRUE' && w !== 'FALSE'),
);

const wordsOf = (code: string): string[] =>
  (code.match(/[A-Za-z_]\w*/g) ?? []).filter((w) => STRUCTURE_WORDS.has(w.toUpperCase()));

/** Checks the placeholder syntax by hand: every `$` starts `$n`, `${n}` or `${n:…}`, braces balance. */
function placeholdersWellFormed(text: string): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\') {
      i++;
    } else if (ch === '$') {
      const rest = text.slice(i);
      if (/^\$\{\d+:/.test(rest)) depth++;
      else if (!/^\$\d+|^\$\{\d+\}/.test(rest)) return false;
    } else if (ch === '}') {
      if (depth === 0) return false;
      depth--;
    } else if (ch === '{') {
      if (text[i - 1] !== '$') return false;
    }
  }
  return depth === 0;
}

describe('Structured Text snippets', () => {
  it('has exactly the twelve spec snippets, labelled as listed', () => {
    expect(ST_SNIPPETS.map((s) => s.label)).toEqual(LABELS);
    for (const s of ST_SNIPPETS) {
      expect(s.detail.length).toBeGreaterThan(0);
      expect(s.documentation.length).toBeGreaterThan(0);
    }
  });

  it.each(ST_SNIPPETS.map((s) => [s.label, s.insertText] as const))(
    '%s: placeholders are well formed and numbered from 1',
    (_label, insertText) => {
      expect(placeholdersWellFormed(insertText)).toBe(true);
      const numbers = [...insertText.matchAll(/\$\{?(\d+)/g)].map((m) => Number(m[1]));
      expect(numbers.length).toBeGreaterThan(0);
      const distinct = [...new Set(numbers)].sort((a, b) => a - b);
      expect(distinct).toEqual(distinct.map((_, i) => i + 1));
      // Every mirror refers to a placeholder that has a default.
      for (const n of distinct) expect(insertText).toContain(`\${${n}:`);
      expect(insertText).not.toMatch(/ {2}/); // tabs indent, not spaces
    },
  );

  it.each(ST_SNIPPETS.map((s) => [s.label, s.insertText] as const))(
    '%s: expanded with its defaults, has the right keywords in order and ends with ;',
    (label, insertText) => {
      const code = expandSnippetDefaults(insertText);
      expect(code).not.toContain('$');
      expect(code.trimEnd().endsWith(';')).toBe(true);
      expect(code.split('(').length).toBe(code.split(')').length);
      expect(wordsOf(code)).toEqual(EXPECTED_WORDS[label]);
    },
  );

  it('expands the timer, REPEAT and FOR snippets to the expected code', () => {
    const byLabel = new Map(ST_SNIPPETS.map((s) => [s.label, s.insertText]));
    expect(expandSnippetDefaults(byLabel.get('TON') ?? '')).toBe('TON(Timer1, enable, T#2s);');
    expect(expandSnippetDefaults(byLabel.get('CTU') ?? '')).toBe('CTU(Counter1, countInput, 10);');
    expect(expandSnippetDefaults(byLabel.get('RES') ?? '')).toBe('RES(Timer1);');
    expect(expandSnippetDefaults(byLabel.get('REPEAT') ?? '')).toBe(
      'REPEAT\n\tcount := count + 1;\nUNTIL count >= 10\nEND_REPEAT;',
    );
    const forCode = expandSnippetDefaults(byLabel.get('FOR') ?? '');
    expect(forCode).toBe('FOR i := 1 TO 10 DO\n\ttotal := total + i;\nEND_FOR;');
    expect(forCode).not.toContain(' BY ');
    expect(expandSnippetDefaults(byLabel.get('CASE') ?? '')).toBe(
      'CASE state OF\n\t0:\n\t\toutput := 0;\n\t1:\n\t\toutput := 1;\nELSE\n\toutput := 0;\nEND_CASE;',
    );
  });
});

describe('expandSnippetDefaults', () => {
  it('resolves defaults, mirrors, nesting, $0 and escapes', () => {
    expect(expandSnippetDefaults('a ${1:x} $1 ${2} $0')).toBe('a x x  ');
    expect(expandSnippetDefaults('$1 then ${1:later}')).toBe('later then later');
    expect(expandSnippetDefaults('${1:outer ${2:inner}} $2')).toBe('outer inner inner');
    expect(expandSnippetDefaults('cost \\$5 \\}')).toBe('cost $5 }');
  });

  it('rejects malformed snippets', () => {
    expect(() => expandSnippetDefaults('${1:open')).toThrow(/not closed/);
    expect(() => expandSnippetDefaults('a $ b')).toThrow(/starts no tab stop/);
  });
});

describe('IEC snippets', () => {
  const DECLARATIONS =
    'VAR Start, Sensor, Reset : BOOL; Presses : DINT; Delay : TON; OffDelay : TOF; Count : CTU; Edge : R_TRIG; END_VAR\n';
  it.each(ST_IEC_SNIPPETS.map((s) => [s.label, s.insertText] as const))(
    '%s: expanded with its defaults, compiles without errors',
    (label, insertText) => {
      expect(placeholdersWellFormed(insertText)).toBe(true);
      const code = expandSnippetDefaults(insertText);
      const source = label === 'VAR' || label === 'PROGRAM' ? code : DECLARATIONS + code;
      const { diagnostics, program } = compileProject({ ...project(), programMode: 'ST', stSource: source });
      expect(diagnostics.filter((d) => d.severity !== 'warning')).toEqual([]);
      expect(program).not.toBeNull();
    },
  );
});

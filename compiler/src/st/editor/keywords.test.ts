import { FUNCTIONS } from '../builtins.ts';
import { describe, expect, it } from 'vitest';
import {
  ST_BUILTIN_CALLS,
  ST_BUILTIN_CALL_DOCS,
  ST_EXTRA_KEYWORDS,
  ST_FUNCTIONS,
  ST_KEYWORDS,
  ST_SPEC_KEYWORDS,
  findStCallDoc,
} from './keywords.ts';

/** Spec 000 §9 "Structured Text keywords", verbatim. */
const SPEC_LIST =
  'IF THEN ELSIF ELSE END_IF CASE OF END_CASE WHILE DO END_WHILE REPEAT UNTIL FOR TO BY END_FOR AND OR NOT MOD TRUE FALSE TON TOF RTO TP CTU CTD RES';

describe('Structured Text keywords', () => {
  it('ST_SPEC_KEYWORDS is the spec §9 list, in order', () => {
    expect([...ST_SPEC_KEYWORDS]).toEqual(SPEC_LIST.split(' '));
  });

  it('splits the spec list into statement words and builtin calls, plus XOR, EXIT, END_REPEAT', () => {
    const statementWords = ST_KEYWORDS.filter((k) => !(ST_EXTRA_KEYWORDS as readonly string[]).includes(k));
    expect([...statementWords, ...ST_BUILTIN_CALLS]).toEqual(SPEC_LIST.split(' '));
    expect([...ST_EXTRA_KEYWORDS]).toEqual([
      'XOR',
      'EXIT',
      'END_REPEAT',
      'CONTINUE',
      'RETURN',
      'PROGRAM',
      'END_PROGRAM',
      'VAR',
      'END_VAR',
      'CONSTANT',
      'ARRAY',
      'TYPE',
      'END_TYPE',
      'STRUCT',
      'END_STRUCT',
      'FUNCTION_BLOCK',
      'END_FUNCTION_BLOCK',
      'FUNCTION',
      'END_FUNCTION',
      'VAR_INPUT',
      'VAR_OUTPUT',
    ]);
    expect([...ST_BUILTIN_CALLS]).toEqual(['TON', 'TOF', 'RTO', 'TP', 'CTU', 'CTD', 'RES']);
    expect(new Set([...ST_KEYWORDS, ...ST_BUILTIN_CALLS]).size).toBe(
      ST_KEYWORDS.length + ST_BUILTIN_CALLS.length,
    );
  });

  it('documents every builtin call and every function the checker knows', () => {
    expect(ST_BUILTIN_CALL_DOCS.map((d) => d.name)).toEqual([...ST_BUILTIN_CALLS]);
    expect(ST_FUNCTIONS.map((f) => f.name).sort()).toEqual([...FUNCTIONS].sort());
    expect(ST_FUNCTIONS.map((f) => f.name)).toContain('REAL_TO_DINT');
    for (const doc of [...ST_BUILTIN_CALL_DOCS, ...ST_FUNCTIONS]) {
      expect(doc.signature.startsWith(`${doc.name}(`)).toBe(true);
      expect(doc.documentation).not.toContain('\n');
      expect(doc.documentation.length).toBeGreaterThan(0);
    }
    expect(findStCallDoc('TON')?.signature).toBe('TON(Timer, enable [, preset])');
    expect(findStCallDoc('ctu')?.signature).toBe('CTU(Counter, countInput [, preset])');
    expect(findStCallDoc('Limit')?.signature).toBe('LIMIT(mn, x, mx)');
    expect(findStCallDoc('IF')).toBeUndefined();
  });
});

describe('IEC function blocks and member completion', () => {
  it('documents the eleven blocks with their pins', async () => {
    const { ST_FUNCTION_BLOCK_NAMES, findStCallDoc: find } = await import('./keywords.ts');
    expect([...ST_FUNCTION_BLOCK_NAMES]).toEqual([
      'TON',
      'TOF',
      'TP',
      'RTO',
      'CTU',
      'CTD',
      'CTUD',
      'R_TRIG',
      'F_TRIG',
      'SR',
      'RS',
    ]);
    expect(find('r_trig')?.signature).toBe('R_TRIG: Edge(CLK := …, Q => …)');
  });

  it('completes Logix members, then the IEC names of the block type', async () => {
    const { stMemberCompletions } = await import('./keywords.ts');
    const labels = (...args: Parameters<typeof stMemberCompletions>) =>
      stMemberCompletions(...args).map((c) => c.label);
    expect(labels('TIMER')).toEqual(['PRE', 'ACC', 'EN', 'TT', 'DN', 'IN', 'PT', 'Q', 'ET']);
    expect(labels('COUNTER', 'CTUD')).toEqual([
      'PRE', 'ACC', 'CU', 'CD', 'DN', 'OV', 'UN', 'R', 'LD', 'PV', 'QU', 'QD', 'CV',
    ]); // prettier-ignore
    expect(labels(null, 'R_TRIG')).toEqual(['CLK', 'Q']);
    expect(stMemberCompletions('TIMER', 'TP').find((c) => c.label === 'Q')?.detail).toBe('TP output, = TT');
  });
});

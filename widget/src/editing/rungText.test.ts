import { describe, expect, it } from 'vitest';
import { ladderProject } from '../ladder/testing.ts';
import { copyRungs, diagnosticText, readRungs, rungText } from './rungText.ts';
import { counterEnv } from './testing.ts';

const TEXT = 'XIC(Start)[XIC(Run),XIO(Stop)]OTE(Motor);\nTON(T1,5000,0);\nXIC(T1.DN)ADD(Count,1,Count);\n';
const p = ladderProject(TEXT);
const [r1 = '', r2 = '', r3 = ''] = p.rungs;

describe('rungText', () => {
  it('gives a main rung as neutral text without a line break', () => {
    expect(rungText(p, r1)).toBe('XIC(Start)[XIC(Run),XIO(Stop)]OTE(Motor);');
    expect(rungText(p, r2)).toBe('TON(T1,5000,0);');
    expect(rungText(p, r3)).toBe('XIC(T1.DN)ADD(Count,1,Count);');
  });

  it("gives '' for an unknown rung", () => {
    expect(rungText(p, 'no-such-rung')).toBe('');
  });
});

describe('copyRungs', () => {
  it('gives the rungs one per line in ladder order, skipping unknown ids', () => {
    expect(copyRungs(p, [r3, 'gone', r1])).toBe(
      'XIC(Start)[XIC(Run),XIO(Stop)]OTE(Motor);\nXIC(T1.DN)ADD(Count,1,Count);\n',
    );
    expect(copyRungs(p, [])).toBe('');
    expect(copyRungs(p, p.rungs)).toBe(TEXT);
  });
});

describe('readRungs', () => {
  it('appends the rungs of the text with fresh ids, skipping ids the document uses', () => {
    let n = 0;
    const ids = ['id1', 'id2', 'x1', 'x2', 'x3', 'x4'];
    const read = readRungs(p, 'XIC(Start)OTE(Motor);', { newId: () => ids[n++ % ids.length] as string });
    if ('refused' in read) throw new Error(read.refused);
    expect(read.rungIds).toEqual(['x1']);
    expect(read.project.rungs).toEqual([...p.rungs, 'x1']);
    expect(read.project.rungMap.x1?.elements).toEqual(['x2', 'x3']);
    // No new tag: the tag maps keep their identity.
    expect(read.project.tagMap).toBe(p.tagMap);
    expect(read.project.childTagMap).toBe(p.childTagMap);
  });

  it('refuses with line:col and the message, without the importer rung suffix', () => {
    expect(readRungs(p, 'XIC(A)\nOTE(B', counterEnv())).toEqual({
      refused: "2:6: Expected ')', got end of input",
    });
    expect(readRungs(p, 'XIC(T1)OTE(B);', counterEnv())).toEqual({
      refused: '1:5: Tag "T1" is TIMER, but XIC needs a BOOL tag',
    });
    expect(diagnosticText({ source: 'ladder', message: 'No place (rung 3)', severity: 'error' })).toBe(
      'No place',
    );
  });

  it('accepts a last rung missing only its ;', () => {
    const read = readRungs(p, 'XIC(A)OTE(B)', counterEnv());
    expect('rungIds' in read && read.rungIds).toHaveLength(1);
  });

  it('refuses a condition after an output, in a rung or a leg', () => {
    const message =
      'Rung 2 of the text has a condition after an output; conditions come first in a rung or branch leg.';
    expect(readRungs(p, 'XIC(A)OTE(B);\nOTE(C)XIC(D);', counterEnv())).toEqual({ refused: message });
    expect(readRungs(p, 'XIC(A);[XIC(B),OTE(C)XIO(D)];', counterEnv())).toEqual({ refused: message });
  });

  it('refuses when env.newId gives no fresh id', () => {
    expect(readRungs(p, 'XIC(A)OTE(B);', { newId: () => 'id1' })).toEqual({
      refused: 'Could not make a new id.',
    });
  });
});

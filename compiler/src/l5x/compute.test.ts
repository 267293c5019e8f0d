/** The compute and compare instructions in the L5X export: each rung's neutral text as Studio 5000 reads it. */
import { describe, expect, it } from 'vitest';
import { importNeutralText } from '../neutral/import.ts';
import { counterIds } from '../neutral/testing.ts';
import { exportL5x } from './export.ts';

const TEXT = [
  'TAG',
  '  Raw : DINT := 16384;',
  '  Level : REAL;',
  '  Alarm : BOOL;',
  'END_TAG',
  'SCP(Raw,0,32767,0,100,Level)LIM(20,Level,80)OTE(Alarm);',
  'CMP(Level >= 90.0)CPT(Raw,\n  Raw / 2);',
  '',
].join('\n');

describe('exportL5x with compute instructions', () => {
  it('writes SCP, LIM, CMP and CPT in the rung text, an expression on one line', () => {
    const { project, diagnostics } = importNeutralText(TEXT, { newId: counterIds(), projectName: 'Scale' });
    expect(diagnostics).toEqual([]);
    const { xml } = exportL5x(project);
    const texts = [...xml.matchAll(/<!\[CDATA\[([^\]]*;)\]\]>/g)].map((m) => m[1]);
    expect(texts).toEqual([
      'SCP(Raw,0,32767,0,100,Level)LIM(20,Level,80)OTE(Alarm);',
      'CMP(Level >= 90.0)CPT(Raw,Raw / 2);',
    ]);
  });
});

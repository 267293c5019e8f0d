/** JMP/LBL, MCR, NOP, AFI, COP and FLL in the L5X export: each rung's Text as Studio 5000 writes it. */
import { describe, expect, it } from 'vitest';
import { importNeutralText } from '../neutral/import.ts';
import { counterIds } from '../neutral/testing.ts';
import { exportL5x } from './export.ts';

const RUNGS = [
  'XIC(Skip)JMP(Done);',
  'XIC(Enable)MCR();',
  'NOP()COP(Data[1],Copy,2);',
  'AFI()FLL(0,Data,5);',
  'MCR();',
  'LBL(Done)OTE(Lamp);',
];

describe('exportL5x with program control and file copies', () => {
  it('writes each rung as its neutral text', () => {
    const text = ['TAG', '  Data : DINT[5];', '  Copy : DINT[2];', 'END_TAG', ...RUNGS, ''].join('\n');
    const { project, diagnostics } = importNeutralText(text, { newId: counterIds(), projectName: 'Jumps' });
    expect(diagnostics).toEqual([]);
    const { xml, warnings } = exportL5x(project);
    expect(warnings).toEqual([]);
    const texts = [...xml.matchAll(/<Text>\n<!\[CDATA\[(.*)\]\]>\n<\/Text>/g)].map((m) => m[1]);
    expect(texts).toEqual(RUNGS);
  });
});

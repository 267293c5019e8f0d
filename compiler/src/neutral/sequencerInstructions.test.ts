/** The sequencers in neutral text and L5X: Studio 5000's operand order, import ⇄ export. */
import { describe, expect, it } from 'vitest';
import { compileProject } from '../compile.ts';
import { exportL5x } from '../l5x/export.ts';
import { exportNeutralProgram } from './export.ts';
import { importNeutralText } from './import.ts';
import { childOf, counterIds, tagNamed } from './testing.ts';

const imported = (text: string) => importNeutralText(text, { newId: counterIds() });

const RUNGS = [
  'XIO(Step.DN)TON(Step,3000,0);',
  'XIC(Step.DN)SQO(Light[0],63,Lights,Seq,4,0);',
  'SQI(Expect,Mask,Inputs,Seq,4,0)OTE(Match);',
  'XIC(Teach)SQL(Expect[0],Inputs,Rec,4,2);',
  'XIC(Teach)SQL(Expect[0],-5,Rec,4,2);',
  'XIC(Reset)RES(Seq);',
];

const TEXT = [
  'TAG',
  '  Light : DINT[5] := [9,12,10,33,17];',
  '  Expect : DINT[5] := [0,0,0,0,0];',
  '  Lights : DINT := 0;',
  '  Inputs : DINT := 0;',
  '  Mask : DINT := 255;',
  '  Match : BOOL := 0;',
  '  Teach : BOOL := 0;',
  '  Reset : BOOL := 0;',
  '  Step : TIMER;',
  '  Seq : CONTROL;',
  '  Rec : CONTROL;',
  'END_TAG',
  ...RUNGS,
  '',
].join('\n');

describe('sequencers in neutral text', () => {
  it('reads Array, Mask, Dest or Source, Control, Length and Position, and writes the same text back', () => {
    const { project, diagnostics } = imported(TEXT);
    expect(diagnostics).toEqual([]);
    expect(childOf(project, 'Seq', 'LEN').value).toBe(4);
    expect(childOf(project, 'Rec', 'POS').value).toBe(2);
    const sqo = Object.values(project.instructionMap).find((i) => i.type === 'SQO');
    expect(sqo?.tag).toBe(tagNamed(project, 'Seq').uuid);
    expect(sqo?.ref).toEqual({
      Array: `${tagNamed(project, 'Light').uuid}[0]`,
      Mask: 63,
      Dest: tagNamed(project, 'Lights').uuid,
    });
    const sqi = Object.values(project.instructionMap).find((i) => i.type === 'SQI');
    expect(sqi?.ref).toEqual({
      Array: tagNamed(project, 'Expect').uuid,
      Mask: tagNamed(project, 'Mask').uuid,
      Src: tagNamed(project, 'Inputs').uuid,
    });
    expect(compileProject(project).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(exportNeutralProgram(project)).toBe(TEXT);
  });

  it('infers an undeclared CONTROL and refuses a REAL array', () => {
    const { project, diagnostics } = imported(
      'TAG\n  Steps : REAL[3] := [0.0,0.0,0.0];\nEND_TAG\nXIC(Go)SQO(Steps,255,Out,S1,2,0);\n',
    );
    expect(tagNamed(project, 'S1').data_type).toBe('CONTROL');
    expect(tagNamed(project, 'Out').data_type).toBe('DINT');
    expect(diagnostics.map((d) => d.message)).toEqual([
      'Array "Steps" is REAL[3], but SQO needs a DINT tag (rung 0)',
    ]);
  });

  it('exports each sequencer rung to L5X as Studio 5000 writes it', () => {
    const { project } = imported(TEXT);
    const { xml, warnings } = exportL5x(project);
    expect(warnings).toEqual([]);
    const texts = [...xml.matchAll(/<Text>\n<!\[CDATA\[(.*)\]\]>\n<\/Text>/g)].map((m) => m[1]);
    expect(texts).toEqual(RUNGS);
    expect(xml).toContain('<Tag Name="Seq" TagType="Base" DataType="CONTROL" Constant="false"');
  });
});

/**
 * Add-On Instructions in the L5X export (issue 25): a project with an AOI and a subroutine exports the
 * definition where Studio 5000 puts it, with its parameters, local tags and routines; a call is
 * `Seal(Seal1,…)` and the instance tag has DataType="Seal"; the definition imports back the same.
 */
import { describe, expect, it } from 'vitest';
import { importNeutralText } from '../neutral/import.ts';
import { exportNeutralProgram } from '../neutral/export.ts';
import { counterIds } from '../neutral/testing.ts';
import { exportL5x } from './export.ts';
import { importL5xAddOns } from './importAddOns.ts';

const PROGRAM = [
  'ADD_ON_INSTRUCTION Seal',
  'PARAMETERS',
  '  Start : BOOL (Usage := Input, Required := Yes, Visible := Yes) := 0;',
  '  Stop : BOOL (Usage := Input, Required := No, Visible := Yes) := 1;',
  '  Run : BOOL (Usage := Output, Required := Yes, Visible := Yes) := 0;',
  '  Count : DINT (Usage := InOut, Required := Yes, Visible := Yes);',
  'END_PARAMETERS',
  'LOCAL_TAGS',
  '  Delay : TIMER;',
  'END_LOCAL_TAGS',
  'ROUTINE Logic',
  '[XIC(Start),XIC(Run)]XIO(Stop)OTE(Run);',
  'XIC(Run)TON(Delay,300,0);',
  'XIC(Delay.DN)ADD(Count,1,Count);',
  'END_ROUTINE',
  'ST_ROUTINE EnableInFalse',
  'Run := 0;',
  'END_ST_ROUTINE',
  'END_ADD_ON_INSTRUCTION',
  'TAG',
  '  Seal1 : Seal;',
  '  PB : BOOL := 0;',
  '  S : BOOL := 0;',
  '  Lamp : BOOL := 0;',
  '  N : DINT := 0;',
  'END_TAG',
  'XIC(PB)Seal(Seal1,PB,S,Lamp,N)JSR(Fill,0);',
  'ROUTINE Fill',
  'ADD(N,1,N);',
  'END_ROUTINE',
  '',
].join('\n');

const project = () => {
  const read = importNeutralText(PROGRAM, { newId: counterIds() });
  expect(read.diagnostics).toEqual([]);
  return read.project;
};

describe('Add-On Instructions in L5X', () => {
  it('exports the definition after DataTypes and before Tags, its parameters in Logix order', () => {
    const { xml } = exportL5x(project());
    const order = ['<DataTypes', '<AddOnInstructionDefinitions>', '<Tags>', '<Programs>'].map((t) =>
      xml.indexOf(t),
    );
    expect(order.every((at, i) => at >= 0 && (i === 0 || at > (order[i - 1] ?? 0)))).toBe(true);
    expect(xml).toContain(
      '<AddOnInstructionDefinition Name="Seal" Revision="1.0" ExecutePrescan="false" ExecutePostscan="false" ExecuteEnableInFalse="true">',
    );
    const parameters = [
      ...xml.matchAll(
        /<Parameter Name="(\w+)"[^>]* DataType="(\w+)"[^>]* Usage="(\w+)" (?:Radix="\w+" )?Required="(\w+)" Visible="(\w+)"/g,
      ),
    ].map((m) => m.slice(1).join(' '));
    expect(parameters).toEqual([
      'EnableIn BOOL Input false false',
      'EnableOut BOOL Output false false',
      'Start BOOL Input true true',
      'Stop BOOL Input false true',
      'Run BOOL Output true true',
      'Count DINT InOut true true',
    ]);
    expect(xml).toContain('<DataValue DataType="BOOL" Radix="Decimal" Value="1"/>');
    expect(xml).toContain('<LocalTag Name="Delay" DataType="TIMER" ExternalAccess="Read/Write">');
    expect(xml).toContain('<DataValueMember Name="PRE" DataType="DINT" Radix="Decimal" Value="300"/>');
    expect(xml).toMatch(
      /<Routine Name="Logic" Type="RLL">\n<RLLContent>\n<Rung Number="0" Type="N">\n<Text>\n<!\[CDATA\[\[XIC\(Start\),XIC\(Run\)\]XIO\(Stop\)OTE\(Run\);\]\]>/,
    );
    expect(xml).toContain('<Routine Name="EnableInFalse" Type="ST">');
    expect(xml).toContain('<![CDATA[XIC(PB)Seal(Seal1,PB,S,Lamp,N)JSR(Fill,0);]]>');
    expect(xml).toMatch(/<Tag Name="Seal1" TagType="Base" DataType="Seal"/);
    expect(xml).toContain('<Routine Name="Fill" Type="RLL">');
  });

  it('imports the definition back as it was', () => {
    const original = project();
    const { xml } = exportL5x(original);
    const read = importL5xAddOns(xml, { newId: counterIds() });
    expect(read.diagnostics).toEqual([]);
    const back = {
      ...original,
      addOnInstructions: read.addOnInstructions,
      rungMap: { ...original.rungMap, ...read.maps.rungMap },
      branchMap: { ...original.branchMap, ...read.maps.branchMap },
      instructionMap: { ...original.instructionMap, ...read.maps.instructionMap },
    };
    const section = (text: string) => text.slice(0, text.indexOf('END_ADD_ON_INSTRUCTION'));
    expect(section(exportNeutralProgram(back))).toBe(section(exportNeutralProgram(original)));
  });
});

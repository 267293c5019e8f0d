/** User-defined data types and structured tags in the L5X export (issue 24): the exact XML. */
import { describe, expect, it } from 'vitest';
import { importNeutralText } from '../neutral/import.ts';
import { counterIds } from '../neutral/testing.ts';
import { exportL5x } from './export.ts';

const TEXT = [
  'TYPE Motor :',
  'STRUCT',
  '  Run : BOOL;',
  '  Fault : BOOL;',
  '  Speed : REAL;',
  '  Delay : TIMER;',
  '  Hist : ARRAY[0..1] OF DINT;',
  'END_STRUCT;',
  'Line :',
  'STRUCT',
  '  Motors : ARRAY[0..1] OF Motor;',
  'END_STRUCT;',
  'END_TYPE',
  'TAG',
  '  Pump1 : Motor := (Run := 1, Speed := 1.5, Delay.PRE := 200, Hist[1] := 7);',
  '  Cell : Line := (Motors[1].Speed := 2.5);',
  '  Timers : TIMER[2] := ([1].PRE := 300);',
  '  Idx : DINT := 1;',
  'END_TAG',
  'XIC(Cell.Motors[Idx].Run)TON(Timers[1],300,0)ADD(Pump1.Speed,1.5,Pump1.Speed);',
  '',
].join('\n');

/** The lines of `xml` from the one starting with `from` through the next one equal to `to`. */
function section(xml: string, from: string, to: string): string[] {
  const lines = xml.split('\n');
  const start = lines.findIndex((line) => line.startsWith(from));
  const end = lines.findIndex((line, i) => i > start && line === to);
  return lines.slice(start, end + 1);
}

describe('exportL5x with structures', () => {
  const { project, diagnostics } = importNeutralText(TEXT, { newId: counterIds(), projectName: 'Structs' });
  const { xml } = exportL5x(project);

  it('writes each data type after the types it uses, BOOLs packed into a hidden SINT', () => {
    expect(diagnostics).toEqual([]);
    expect(section(xml, '<DataTypes>', '</DataTypes>')).toEqual([
      '<DataTypes>',
      '<DataType Name="Motor" Family="NoFamily" Class="User">',
      '<Members>',
      '<Member Name="ZZZZZZZZZZMotor0" DataType="SINT" Dimension="0" Radix="Decimal" Hidden="true" ExternalAccess="Read/Write"/>',
      '<Member Name="Run" DataType="BIT" Dimension="0" Radix="Decimal" Hidden="false" Target="ZZZZZZZZZZMotor0" BitNumber="0" ExternalAccess="Read/Write"/>',
      '<Member Name="Fault" DataType="BIT" Dimension="0" Radix="Decimal" Hidden="false" Target="ZZZZZZZZZZMotor0" BitNumber="1" ExternalAccess="Read/Write"/>',
      '<Member Name="Speed" DataType="REAL" Dimension="0" Radix="Float" Hidden="false" ExternalAccess="Read/Write"/>',
      '<Member Name="Delay" DataType="TIMER" Dimension="0" Radix="NullType" Hidden="false" ExternalAccess="Read/Write"/>',
      '<Member Name="Hist" DataType="DINT" Dimension="2" Radix="Decimal" Hidden="false" ExternalAccess="Read/Write"/>',
      '</Members>',
      '</DataType>',
      '<DataType Name="Line" Family="NoFamily" Class="User">',
      '<Members>',
      '<Member Name="Motors" DataType="Motor" Dimension="2" Radix="NullType" Hidden="false" ExternalAccess="Read/Write"/>',
      '</Members>',
      '</DataType>',
      '</DataTypes>',
    ]);
  });

  it('writes a STRUCT tag with its member values as Decorated data', () => {
    expect(section(xml, '<Tag Name="Pump1"', '</Tag>')).toEqual([
      '<Tag Name="Pump1" TagType="Base" DataType="Motor" Constant="false" ExternalAccess="Read/Write">',
      '<Data Format="Decorated">',
      '<Structure DataType="Motor">',
      '<DataValueMember Name="Run" DataType="BOOL" Value="1"/>',
      '<DataValueMember Name="Fault" DataType="BOOL" Value="0"/>',
      '<DataValueMember Name="Speed" DataType="REAL" Radix="Float" Value="1.5"/>',
      '<StructureMember Name="Delay" DataType="TIMER">',
      '<DataValueMember Name="PRE" DataType="DINT" Radix="Decimal" Value="200"/>',
      '<DataValueMember Name="ACC" DataType="DINT" Radix="Decimal" Value="0"/>',
      '<DataValueMember Name="EN" DataType="BOOL" Value="0"/>',
      '<DataValueMember Name="TT" DataType="BOOL" Value="0"/>',
      '<DataValueMember Name="DN" DataType="BOOL" Value="0"/>',
      '</StructureMember>',
      '<ArrayMember Name="Hist" DataType="DINT" Dimensions="2" Radix="Decimal">',
      '<Element Index="[0]" Value="0"/>',
      '<Element Index="[1]" Value="7"/>',
      '</ArrayMember>',
      '</Structure>',
      '</Data>',
      '</Tag>',
    ]);
  });

  it('writes arrays of TIMER and nested arrays of structures element by element', () => {
    const timers = section(xml, '<Tag Name="Timers"', '</Tag>');
    expect(timers.slice(0, 5)).toEqual([
      '<Tag Name="Timers" TagType="Base" DataType="TIMER" Dimensions="2" Constant="false" ExternalAccess="Read/Write">',
      '<Data Format="Decorated">',
      '<Array DataType="TIMER" Dimensions="2">',
      '<Element Index="[0]">',
      '<Structure DataType="TIMER">',
    ]);
    expect(timers).toContain('<DataValueMember Name="PRE" DataType="DINT" Radix="Decimal" Value="300"/>');
    const cell = section(xml, '<Tag Name="Cell"', '</Tag>');
    expect(cell.slice(2, 5)).toEqual([
      '<Structure DataType="Line">',
      '<ArrayMember Name="Motors" DataType="Motor" Dimensions="2">',
      '<Element Index="[0]">',
    ]);
    expect(cell.filter((l) => l.includes('Name="Speed"'))).toEqual([
      '<DataValueMember Name="Speed" DataType="REAL" Radix="Float" Value="0.0"/>',
      '<DataValueMember Name="Speed" DataType="REAL" Radix="Float" Value="2.5"/>',
    ]);
  });

  it('warns that a member array starting past 0 is exported from [0]', () => {
    const shifted = importNeutralText(TEXT.replace('ARRAY[0..1] OF Motor', 'ARRAY[1..2] OF Motor'), {
      newId: counterIds(),
    });
    expect(exportL5x(shifted.project).warnings).toContain(
      'Member "Line.Motors" starts at index 1; Logix arrays start at 0, so its elements are exported from [0].',
    );
  });

  it('writes path operands in the rung text', () => {
    expect(xml).toContain(
      '<![CDATA[XIC(Cell.Motors[Idx].Run)TON(Timers[1],300,0)ADD(Pump1.Speed,1.5,Pump1.Speed);]]>',
    );
  });
});

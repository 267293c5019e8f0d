/** Array tags and element operands in the L5X export: the exact XML Studio 5000 reads. */
import { describe, expect, it } from 'vitest';
import { importNeutralText } from '../neutral/import.ts';
import { counterIds } from '../neutral/testing.ts';
import { exportL5x } from './export.ts';

const TEXT = [
  'TAG',
  '  Data : DINT[3] := [1,-2,3];',
  '  Level : REAL[2] := [0.5,2.0];',
  '  Bits : BOOL[4] := [0,1,0,1];',
  '  Index : DINT := 1;',
  'END_TAG',
  'XIC(Bits[3])MOV(Data[Index],Level[1]);',
  '',
].join('\n');

/** The lines of `xml` from the one starting with `from` through the next one equal to `to`. */
function section(xml: string, from: string, to: string): string[] {
  const lines = xml.split('\n');
  const start = lines.findIndex((line) => line.startsWith(from));
  const end = lines.findIndex((line, i) => i > start && line === to);
  return lines.slice(start, end + 1);
}

describe('exportL5x with arrays', () => {
  const { project, diagnostics } = importNeutralText(TEXT, { newId: counterIds(), projectName: 'Arrays' });
  const { xml, warnings } = exportL5x(project);

  it('writes array tags with Dimensions, L5K values and decorated elements', () => {
    expect(diagnostics).toEqual([]);
    expect(section(xml, '<Tag Name="Data"', '</Tag>')).toEqual([
      '<Tag Name="Data" TagType="Base" DataType="DINT" Dimensions="3" Radix="Decimal" Constant="false" ExternalAccess="Read/Write">',
      '<Data Format="L5K">',
      '<![CDATA[[1,-2,3]]]>',
      '</Data>',
      '<Data Format="Decorated">',
      '<Array DataType="DINT" Dimensions="3" Radix="Decimal">',
      '<Element Index="[0]" Value="1"/>',
      '<Element Index="[1]" Value="-2"/>',
      '<Element Index="[2]" Value="3"/>',
      '</Array>',
      '</Data>',
      '</Tag>',
    ]);
    expect(section(xml, '<Tag Name="Level"', '</Tag>')).toEqual([
      '<Tag Name="Level" TagType="Base" DataType="REAL" Dimensions="2" Radix="Float" Constant="false" ExternalAccess="Read/Write">',
      '<Data Format="L5K">',
      '<![CDATA[[5.00000000e-001,2.00000000e+000]]]>',
      '</Data>',
      '<Data Format="Decorated">',
      '<Array DataType="REAL" Dimensions="2" Radix="Float">',
      '<Element Index="[0]" Value="0.5"/>',
      '<Element Index="[1]" Value="2.0"/>',
      '</Array>',
      '</Data>',
      '</Tag>',
    ]);
  });

  it('rounds a BOOL array up to 32 elements, with a warning, and writes its elements decorated', () => {
    const bits = section(xml, '<Tag Name="Bits"', '</Tag>');
    expect(bits.slice(0, 3)).toEqual([
      '<Tag Name="Bits" TagType="Base" DataType="BOOL" Dimensions="32" Radix="Decimal" Constant="false" ExternalAccess="Read/Write">',
      '<Data Format="Decorated">',
      '<Array DataType="BOOL" Dimensions="32" Radix="Decimal">',
    ]);
    expect(bits.slice(3, 7)).toEqual([
      '<Element Index="[0]" Value="0"/>',
      '<Element Index="[1]" Value="1"/>',
      '<Element Index="[2]" Value="0"/>',
      '<Element Index="[3]" Value="1"/>',
    ]);
    expect(bits).toHaveLength(3 + 32 + 3);
    expect(bits.at(-4)).toBe('<Element Index="[31]" Value="0"/>');
    expect(warnings).toEqual([
      'BOOL array "Bits" has 4 elements; Logix BOOL arrays come in multiples of 32, so it is exported as BOOL[32].',
    ]);
  });

  it('writes element operands in the rung text, without the tag table', () => {
    expect(section(xml, '<Rung Number="0"', '</Rung>')).toEqual([
      '<Rung Number="0" Type="N">',
      '<Text>',
      '<![CDATA[XIC(Bits[3])MOV(Data[Index],Level[1]);]]>',
      '</Text>',
      '</Rung>',
    ]);
  });
});

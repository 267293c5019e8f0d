/** A PID tag in L5X: Logix's PID structure, the mode bits packed into CTL, the rung text with 7 operands. */
import { describe, expect, it } from 'vitest';
import * as b from '../reference/builders.ts';
import { pid, pidTag } from '../reference/pidBuilders.ts';
import { exportL5x } from './export.ts';

describe('PID in L5X', () => {
  const project = b.project(
    [
      pidTag('Loop1', { SP: 50, KP: 2.5, MO: 1, CA: 1, 'DATA[0]': 12.5 }),
      b.tag('Level', 'REAL'),
      b.tag('Valve', 'REAL'),
    ],
    b.rung(pid('Loop1', 'Level', 'Valve')),
  );
  const { xml, warnings } = exportL5x(project);
  const tag = xml.slice(
    xml.indexOf('<Tag Name="Loop1"'),
    xml.indexOf('</Tag>', xml.indexOf('<Tag Name="Loop1"')),
  );

  it('writes the tag as Logix’s PID, not as a user data type', () => {
    expect(warnings).toEqual([]);
    expect(xml).toContain('<DataTypes/>');
    expect(tag).toContain('<Tag Name="Loop1" TagType="Base" DataType="PID"');
    // MO (bit 24) and CA (bit 25).
    expect(tag).toContain(
      `<DataValueMember Name="CTL" DataType="DINT" Radix="Decimal" Value="${(1 << 24) | (1 << 25)}"/>`,
    );
    expect(tag).toContain('<DataValueMember Name="SP" DataType="REAL" Radix="Float" Value="50.0"/>');
    expect(tag).toContain('<DataValueMember Name="KP" DataType="REAL" Radix="Float" Value="2.5"/>');
    expect(tag).toContain('<DataValueMember Name="MAXO" DataType="REAL" Radix="Float" Value="100.0"/>');
    expect(tag).toContain('<DataValueMember Name="MAXCV" DataType="REAL" Radix="Float" Value="100.0"/>');
    expect(tag).toContain('<ArrayMember Name="DATA" DataType="REAL" Dimensions="17" Radix="Float">');
    expect(tag).toContain('<Element Index="[0]" Value="12.5"/>');
    expect(tag).toContain('<DataValueMember Name="MO" DataType="BOOL" Value="1"/>');
    expect(tag).toContain('<DataValueMember Name="SWM" DataType="BOOL" Value="0"/>');
  });

  it('writes the rung as Logix does, seven operands', () => {
    expect(xml).toContain('<![CDATA[PID(Loop1,Level,0,Valve,0,0,0);]]>');
  });
});

/**
 * A PID tag in L5X (issue 25): Logix's own PID structure in Decorated data, so Studio 5000 reads the
 * loop as its PID. The members this simulator keeps are written with their values; the mode bits are
 * packed into .CTL at Logix's bit numbers too; members it leaves out (scaling, alarms, deadband, tieback
 * limits) take values that change nothing: scaling ranges 0–100 so PV, CV and tieback map one to one.
 * DATA[0] (integral), DATA[2] (previous PV) and DATA[3] (previous ERR) are the loop state as Logix keeps it.
 */
import { realText } from '../model/realText.ts';
import type { Tag } from '../model/project.ts';

/**
 * REAL members in Logix's order, with the value written when the tag has none (0 for the members this
 * simulator keeps, as their stored value is then 0).
 */
const REALS: readonly [string, number][] = [
  ['SP', 0],
  ['KP', 0],
  ['KI', 0],
  ['KD', 0],
  ['BIAS', 0],
  ['MAXS', 100],
  ['MINS', 0],
  ['DB', 0],
  ['SO', 0],
  ['MAXO', 0],
  ['MINO', 0],
  ['UPD', 0],
  ['PV', 0],
  ['ERR', 0],
  ['OUT', 0],
  ['PVH', 0],
  ['PVL', 0],
  ['DVP', 0],
  ['DVN', 0],
  ['PVDB', 0],
  ['DVDB', 0],
  ['MAXI', 100],
  ['MINI', 0],
  ['TIE', 0],
  ['MAXCV', 100],
  ['MINCV', 0],
  ['MINTIE', 0],
  ['MAXTIE', 100],
];

/** The .CTL bits, by Logix's bit number (1756-RM003, PID structure). */
const BITS: readonly [string, number][] = [
  ['EN', 31],
  ['CT', 30],
  ['CL', 29],
  ['PVT', 28],
  ['DOE', 27],
  ['SWM', 26],
  ['CA', 25],
  ['MO', 24],
  ['PE', 23],
  ['NDF', 22],
  ['NOBC', 21],
  ['NOZC', 20],
  ['INI', 15],
  ['SPOR', 14],
  ['OLL', 13],
  ['OLH', 12],
  ['EWD', 11],
  ['DVNA', 10],
  ['DVPA', 9],
  ['PVLA', 8],
  ['PVHA', 7],
];

const DATA_LENGTH = 17;

function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** `<Tag Name="Loop1" … DataType="PID">` with Logix's PID members in Decorated data. */
export function pidTagXml(tag: Tag, description: string[]): string[] {
  const stored = new Map(Object.entries(tag.memberValues ?? {}).map(([k, v]) => [k.toUpperCase(), v]));
  const kept = (name: string): number | undefined => stored.get(name);
  const bit = (name: string): number => ((kept(name) ?? 0) !== 0 ? 1 : 0);
  const ctl = BITS.reduce((word, [name, at]) => (bit(name) ? word | (1 << at) : word), 0);
  const lines = [
    `<Tag Name="${xml(tag.name)}" TagType="Base" DataType="PID" Constant="false" ExternalAccess="Read/Write">`,
    ...description,
    '<Data Format="Decorated">',
    '<Structure DataType="PID">',
    `<DataValueMember Name="CTL" DataType="DINT" Radix="Decimal" Value="${ctl | 0}"/>`,
  ];
  for (const [name, fallback] of REALS) {
    const value = Math.fround(kept(name) ?? fallback);
    lines.push(`<DataValueMember Name="${name}" DataType="REAL" Radix="Float" Value="${realText(value)}"/>`);
  }
  lines.push(`<ArrayMember Name="DATA" DataType="REAL" Dimensions="${DATA_LENGTH}" Radix="Float">`);
  for (let k = 0; k < DATA_LENGTH; k++) {
    const value = Math.fround(k < 4 ? (kept(`DATA[${k}]`) ?? 0) : 0);
    lines.push(`<Element Index="[${k}]" Value="${realText(value)}"/>`);
  }
  lines.push('</ArrayMember>');
  for (const [name] of BITS)
    lines.push(`<DataValueMember Name="${name}" DataType="BOOL" Value="${bit(name)}"/>`);
  lines.push('</Structure>', '</Data>', '</Tag>');
  return lines;
}

import { describe, expect, it } from 'vitest';
import type { Project } from '../model/project.ts';
import * as b from '../reference/builders.ts';
import { validateLadder } from './validate.ts';
import { teachingWarnings } from './teachingWarnings.ts';

const TAGS = [
  b.array('Data', 'DINT', 10),
  b.array('Bits', 'BOOL', 8),
  b.array('Level', 'REAL', 4),
  b.tag('Index', 'DINT'),
  b.tag('Flag', 'BOOL'),
  b.tag('Speed', 'REAL'),
  b.tag('X', 'DINT'),
  b.timer('Timer1', 1000),
];

/** The messages validateLadder gives a project of TAGS and `rungs`. */
function messages(...rungs: b.RungSpec[]): string[] {
  return validateLadder(b.project(TAGS, ...rungs)).map((d) => d.message);
}

/** The id of tag `name` in a project built from TAGS. */
function idOf(project: Project, name: string): string {
  return Object.values(project.tagMap).find((t) => t.name === name)?.uuid ?? '';
}

describe('validateLadder: array elements', () => {
  it('accepts elements wherever a tag of their type goes', () => {
    expect(
      messages(
        b.rung(b.xic('Bits[3]'), b.xio('Bits[Index]'), b.ons('Bits[Timer1.ACC]'), b.ote('Bits[7]')),
        b.rung(
          b.otl('Bits[Index]'),
          b.otu('Bits[0]'),
          b.osr('Bits[1]', 'Bits[Index]'),
          b.osf('Flag', 'Bits[2]'),
        ),
        b.rung(b.mov('Data[Index]', 'Data[9]'), b.add('Data[0]', 'Level[Index]', 'Data[Index]')),
        b.rung(b.grt('Level[3]', 'Data[Timer1.ACC]'), b.mov(1.5, 'Level[Index]'), b.mod('Data[1]', 3, 'X')),
      ),
    ).toEqual([]);
  });

  it('refuses a constant index out of range with the bounds and the rung', () => {
    expect(messages(b.rung(b.xic('Flag')), b.rung(b.xic('Bits[8]'), b.mov('Data[12]', 'Data[-1]')))).toEqual([
      'Array index 8 is out of range for Bits[0..7] (rung 1)',
      'Array index 12 is out of range for Data[0..9] (rung 1)',
      'Array index -1 is out of range for Data[0..9] (rung 1)',
    ]);
  });

  it('refuses a BOOL, REAL or member-BOOL index', () => {
    expect(
      messages(b.rung(b.xic('Bits[Flag]'), b.mov('Data[Speed]', 'X'), b.mov('X', 'Data[Timer1.DN]'))),
    ).toEqual([
      'The index of Bits[Flag] must be a DINT tag or a whole number; Flag is BOOL (rung 0)',
      'The index of Data[Speed] must be a DINT tag or a whole number; Speed is REAL (rung 0)',
      'The index of Data[Timer1.DN] must be a DINT tag or a whole number; Timer1.DN is BOOL (rung 0)',
    ]);
  });

  it('refuses an array used whole, an index on a non-array and unknown arrays or index tags', () => {
    const project = b.project(TAGS, b.rung(b.xic('Flag'), b.ote('Flag')));
    const data = idOf(project, 'Data');
    const bits = idOf(project, 'Bits');
    const flag = idOf(project, 'Flag');
    const x = idOf(project, 'X');
    const ins = (type: string, tag: string | null, ref = {}) => ({ uuid: `i-${type}`, type, tag, ref });
    project.instructionMap = {
      'i-XIC': ins('XIC', bits),
      'i-OTE': ins('OTE', `${flag}[2]`),
      'i-MOV': ins('MOV', null, { Src: `nope[1]`, Dest: data }),
      'i-ADD': ins('ADD', null, { SrcA: `${data}[gone]`, SrcB: 1, Dest: x }),
    };
    const rung = Object.values(project.rungMap)[0];
    if (rung) rung.elements = ['i-XIC', 'i-OTE', 'i-MOV', 'i-ADD'];
    expect(validateLadder(project).map((d) => [d.message, d.elementId])).toEqual([
      ['Bits is an array: XIC needs one element, such as Bits[0] (rung 0)', 'i-XIC'],
      ['Flag is not an array, so it takes no index (rung 0)', 'i-OTE'],
      ['Unknown array tag "nope" in operand "nope[1]" of MOV (rung 0)', 'i-MOV'],
      ['Data is an array: MOV needs one element, such as Data[0] (rung 0)', 'i-MOV'],
      ['Unknown index tag "gone" in Data[gone] (rung 0)', 'i-ADD'],
    ]);
  });

  it('checks the element type as for tags: a DINT element in a contact, MOD on a REAL element', () => {
    expect(messages(b.rung(b.xic('Data[1]'), b.mod('Level[0]', 2, 'X'), b.ote('Level[Index]')))).toEqual([
      'Missing or invalid tag for instruction XIC (rung 0)',
      'MOD needs DINT operands: use DIV and SUB for REAL values. (rung 0)',
      'Missing or invalid tag for instruction OTE (rung 0)',
    ]);
  });
});

describe('teaching warnings on array elements', () => {
  it('name a constant-index element twice written by OTE; a tag index may be another element each time', () => {
    const warnings = teachingWarnings(
      b.project(
        TAGS,
        b.rung(b.xic('Flag'), b.ote('Bits[2]'), b.ote('Bits[Index]')),
        b.rung(b.xio('Flag'), b.ote('Bits[2]'), b.ote('Bits[Index]')),
      ),
    ).filter((w) => w.message.includes('OTE'));
    expect(warnings.map((w) => w.message)).toEqual([
      'Bits[2] is written by OTE on rungs 0 and 1: only the last one counts each scan. (rung 1)',
    ]);
  });
});

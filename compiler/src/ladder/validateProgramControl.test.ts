/** Validation messages of JMP/LBL, MCR, NOP/AFI and COP/FLL. */
import { describe, expect, it } from 'vitest';
import type { Project } from '../model/project.ts';
import * as b from '../reference/builders.ts';
import { afi, cop, fll, jmp, lbl, mcr, nop } from '../reference/programControlBuilders.ts';
import { validateLadder } from './validate.ts';
import { isLogixName } from '../model/programControl.ts';

const messages = (project: Project): string[] => validateLadder(project).map((d) => d.message);

describe('JMP and LBL validation', () => {
  it('accepts a jump forward and backward to labels first on their rungs, NOP and AFI', () => {
    expect(
      messages(
        b.project(
          b.rung(lbl('Top'), b.xic('A'), nop()),
          b.rung(b.xic('B'), jmp('End')),
          b.rung(b.xic('C'), afi(), jmp('Top')),
          b.rung(lbl('End'), b.ote('Lamp')),
        ),
      ),
    ).toEqual([]);
  });

  it('names a missing label, a label defined twice, a LBL not first and a JMP in a branch', () => {
    expect(
      messages(
        b.project(
          b.rung(b.xic('A'), jmp('Nowhere')),
          b.rung(lbl('Twice'), b.ote('X')),
          b.rung(lbl('TWICE'), b.ote('Y')),
          b.rung(b.xic('A'), lbl('Late')),
          b.rung(b.branch([b.xic('A'), jmp('Twice')], [b.xic('B')]), b.ote('Z')),
        ),
      ),
    ).toEqual([
      'Label TWICE is defined twice in this routine (rungs 1 and 2)',
      'LBL must be the first instruction of its rung (rung 3)',
      'JMP cannot be inside a branch: put it on the rung itself (rung 4)',
      'JMP to Nowhere: no rung of this routine starts with LBL Nowhere (rung 0)',
    ]);
  });

  it('refuses a missing or badly formed label name', () => {
    expect(messages(b.project(b.rung(b.xic('A'), jmp('')), b.rung(lbl('2Fast'), b.ote('Q'))))).toEqual([
      'JMP needs a label name (rung 0)',
      'LBL label "2Fast" is not a valid name: start with a letter or _, then letters, digits and single _, at most 40 characters (rung 1)',
    ]);
    expect([
      isLogixName('Step_1'),
      isLogixName('a__b'),
      isLogixName('end_'),
      isLogixName('x'.repeat(41)),
    ]).toEqual([true, false, false, false]);
  });
});

describe('MCR validation', () => {
  it('refuses nested zones, an MCR that is not last, and an MCR in a branch', () => {
    expect(
      messages(
        b.project(
          b.rung(b.xic('A'), mcr()),
          b.rung(b.xic('B'), mcr()),
          b.rung(mcr(), b.ote('X')),
          b.rung(b.branch([b.xic('A'), mcr()], [b.xic('B')])),
          b.rung(mcr()),
        ),
      ),
    ).toEqual([
      'MCR zones cannot be nested: the zone that starts at rung 0 ends with an MCR alone on its rung first (rung 1)',
      'MCR must be the last instruction of its rung (rung 2)',
      'MCR cannot be inside a branch: put it last on the rung itself (rung 3)',
    ]);
  });

  it('accepts a zone that runs to the end of the routine', () => {
    expect(messages(b.project(b.rung(b.xic('A'), mcr()), b.rung(b.ote('X'))))).toEqual([]);
  });
});

describe('COP and FLL validation', () => {
  it('names unset operands, a BOOL array, a constant Source of COP, a bad Length and a variable index', () => {
    expect(
      messages(
        b.project(
          b.array('Bits', 'BOOL', 4),
          b.array('Data', 'DINT', 4),
          b.tag('I', 'DINT'),
          b.tag('R', 'REAL'),
          { kind: 'rung', elements: [{ kind: 'instruction', type: 'COP', tag: null }] },
          b.rung(cop('Bits', 'Data', 1)),
          b.rung(b.xic('A'), {
            kind: 'instruction',
            type: 'COP',
            tag: null,
            ref: { Src: 3, Dest: 'Data', Length: 0 },
          }),
          b.rung(fll(0, 'Data[I]', 'R')),
        ),
      ),
    ).toEqual([
      'COP needs a Dest tag (rung 0)',
      'COP needs a Source tag (rung 0)',
      'COP needs a Length (rung 0)',
      "COP's Source Bits is BOOL: COP works on DINT, REAL and structures (rung 1)",
      "COP's Source must be a tag, not a number (rung 2)",
      "COP's Length must be a whole number of 1 or more (rung 2)",
      'Data[I]: COP and FLL need a constant index here (write the first element, such as [0]) (rung 3)',
      "FLL's Length must be a DINT tag or a number (rung 3)",
    ]);
  });

  it('FLL needs a Source of the Dest element type for structures', () => {
    const udt = b.dataType('Recipe', b.member('Temp', 'REAL'));
    expect(
      messages(
        b.project(
          udt,
          [b.struct('Recipes', 'Recipe', {}, 3), b.struct('One', 'Recipe')],
          b.rung(fll(5, 'Recipes', 3)),
          b.rung(fll('One', 'Recipes', 3)),
        ),
      ),
    ).toEqual([]);
    expect(
      messages(
        b.project(
          udt,
          [b.struct('Recipes', 'Recipe', {}, 3), b.tag('V', 'DINT')],
          b.rung(fll('V', 'Recipes', 3)),
        ),
      ),
    ).toEqual(['FLL fills Recipes (Recipe elements) with V, a DINT: use a value of the same type (rung 0)']);
  });
});

describe('labels per routine', () => {
  it('checks the labels of each ladder subroutine on their own, naming the routine', () => {
    const p = b.project(b.rung(lbl('Here'), b.ote('X')), b.rung(b.xic('A'), jmp('There')));
    const [main, sub] = p.rungs;
    const project: Project = {
      ...p,
      rungs: [main as string],
      routines: [{ uuid: 'r1', name: 'Fill', language: 'LADDER', rungs: [sub as string], stSource: '' }],
    };
    expect(validateLadder(project).filter((d) => d.routine === 'Fill')).toEqual([
      {
        source: 'ladder',
        severity: 'error',
        message: 'JMP to There: no rung of this routine starts with LBL There (rung 0)',
        rung: 0,
        elementId: expect.any(String) as string,
        routine: 'Fill',
      },
    ]);
  });
});

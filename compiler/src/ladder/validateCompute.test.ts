/** Validation of the compute and compare instructions: unset operands, wrong types, expression errors. */
import { describe, expect, it } from 'vitest';
import { validateLadder } from './validate.ts';
import * as b from '../reference/builders.ts';
import * as c from '../reference/computeBuilders.ts';
import type { Project } from '../model/project.ts';

const messages = (project: Project) => validateLadder(project).map((d) => d.message);
const real = (name: string) => b.tag(name, 'REAL');
const dint = (name: string) => b.tag(name, 'DINT');

describe('compute instruction validation', () => {
  it('names an unset operand by its Logix label', () => {
    const project = b.project([dint('A')], b.rung(c.scp('A', 0, 10, 0, 100, 'A')));
    const scp = Object.values(project.instructionMap)[0];
    if (scp?.ref) scp.ref.ScaledMax = null;
    expect(messages(project)).toEqual(['Missing or invalid Scaled Max for SCP (rung 0)']);
  });

  it('refuses a REAL where the bitwise and masked instructions take DINTs', () => {
    const project = b.project([real('R'), dint('D')], b.rung(c.and('R', 1, 'D'), c.mvm('D', 1.5, 'D')));
    expect(messages(project)).toEqual([
      'AND takes DINT values: Source A is a REAL (rung 0)',
      'MVM takes DINT values: Mask is a REAL (rung 0)',
    ]);
  });

  it("keeps BTD's bit numbers in 0..31 and its length in 1..32", () => {
    const project = b.project([dint('S'), dint('D')], b.rung(c.btd('S', 32, 'D', 0, 0)));
    expect(messages(project)).toEqual([
      "BTD's Source Bit must be a whole number from 0 to 31 (rung 0)",
      "BTD's Length must be a whole number from 1 to 32 (rung 0)",
    ]);
  });

  it('reports a CPT or CMP expression error with its column, and a CMP that is no condition', () => {
    const project = b.project(
      [dint('A'), real('R')],
      b.rung(c.cpt('A', 'A + Nope'), c.cmp('R * 2.0'), c.cmp('')),
    );
    const found = validateLadder(project).map((d) => [d.message, d.col]);
    expect(found).toEqual([
      [expect.stringMatching(/^CPT expression, column 5: .*Nope.* \(rung 0\)$/), 5],
      ["CMP's expression must be true or false, such as A > B: it is a REAL (rung 0)", 1],
      ['Missing expression for CMP (rung 0)', undefined],
    ]);
  });
});

/** Add-On Instruction validation (issue 25): definition problems and call problems, with their messages. */
import { describe, expect, it } from 'vitest';
import { compileProject } from '../compile.ts';
import type { Project } from '../model/project.ts';
import * as b from '../reference/builders.ts';
import { addOn, call, param, withAddOns, type AddOnSpec } from '../reference/addOnBuilders.ts';
import { validateAddOnDefinitions } from './validateAddOns.ts';

const SEAL_TAGS = [
  param('Input', b.tag('Start', 'BOOL'), { required: true }),
  param('Output', b.tag('Run', 'BOOL'), { required: true }),
];
const seal = (
  name = 'Seal',
  extra: AddOnSpec['tags'] = [],
  logic: AddOnSpec['logic'] = [b.rung(b.xic('Start'), b.ote('Run'))],
) => addOn(name, [...SEAL_TAGS, ...extra], logic);

const errors = (project: Project): string[] =>
  compileProject(project)
    .diagnostics.filter((d) => d.severity !== 'warning')
    .map((d) => d.message);

const definitions = (...specs: AddOnSpec[]): string[] =>
  validateAddOnDefinitions(withAddOns(b.project(b.tag('Tank', 'DINT')), ...specs)).map((d) => d.message);

describe('Add-On Instruction definitions', () => {
  it('a valid definition has no problems', () => {
    expect(definitions(seal())).toEqual([]);
  });

  it('refuses a bad name, a duplicate, an instruction mnemonic and a data type name', () => {
    expect(definitions(seal('2Seal'))).toEqual([
      'Add-On Instruction name "2Seal" is not a valid name: letters, digits and single underscores, starting with a letter or an underscore, at most 40 characters.',
    ]);
    expect(definitions(seal('Seal'), seal('SEAL'))).toEqual([
      'Two Add-On Instructions are named "SEAL": each needs its own name.',
    ]);
    expect(definitions(seal('TON'))).toEqual([
      'Add-On Instruction "TON" has the name of a built-in instruction: choose another name.',
    ]);
    expect(definitions(seal('Timer'))).toEqual([
      'Add-On Instruction "Timer" has the name of a data type: choose another name.',
    ]);
  });

  it('refuses EnableIn as a parameter, an InOut with a default, a required Local, an array Input', () => {
    expect(
      definitions(
        seal('Seal', [
          param('Input', b.tag('EnableIn', 'BOOL')),
          param('InOut', b.tag('Level', 'DINT', 5)),
          param('Local', b.tag('Mem', 'BOOL'), { required: true }),
          param('Input', b.array('Hist', 'DINT', 4)),
        ]),
      ),
    ).toEqual([
      'Add-On Instruction Seal: "EnableIn" is the name of an implicit parameter (EnableIn and EnableOut are always there).',
      "Add-On Instruction Seal: InOut parameter Level has no default value (it is the caller's tag); set its value to 0.",
      'Add-On Instruction Seal: local tag Mem cannot be required (only parameters take arguments).',
      'Add-On Instruction Seal: Input parameter Hist must be a BOOL, DINT or REAL; pass arrays, structures, timers and counters as InOut.',
    ]);
  });

  it('refuses logic naming a tag outside the AOI, in ladder and in Structured Text', () => {
    const ladder = withAddOns(b.project(b.tag('Tank', 'DINT')), seal());
    // Point the AOI's OTE at the controller tag Tank's id.
    const ote = Object.values(ladder.instructionMap).find((i) => i.type === 'OTE');
    if (ote) ote.tag = 'tag-1';
    expect(validateAddOnDefinitions(ladder).map((d) => [d.message, d.addOn])).toEqual([
      [
        'Add-On Instruction Seal, Logic routine: Missing or invalid tag for instruction OTE (rung 0)',
        { name: 'Seal', routine: 'Logic' },
      ],
    ]);
    expect(definitions(seal('Seal', [], 'Run := Start;\nTank := 3;'))).toEqual([
      'Add-On Instruction Seal: its logic names Tank, a tag outside it; an Add-On Instruction reaches other tags only through an InOut parameter.',
    ]);
  });

  it('refuses recursion, direct and through another AOI', () => {
    const a = addOn(
      'A',
      [param('Local', b.struct('Inner', 'B'))],
      [b.rung(b.xic('Inner.EnableOut'), b.ote('Inner.EnableIn'))],
    );
    const bb = addOn('B', [param('Local', b.struct('Back', 'A'))], []);
    expect(definitions(a, bb)).toEqual([
      'Add-On Instruction A calls itself (A → B → A); an Add-On Instruction cannot be recursive.',
      'Add-On Instruction B calls itself (B → A → B); an Add-On Instruction cannot be recursive.',
    ]);
    const self = addOn(
      'Self',
      [param('Local', b.tag('X', 'BOOL')), param('Local', b.struct('Me', 'Self'))],
      [],
    );
    expect(definitions(self)).toEqual([
      'Add-On Instruction Self calls itself (Self → Self); an Add-On Instruction cannot be recursive.',
    ]);
  });
});

describe('Add-On Instruction calls in ladder', () => {
  const project = (...rungs: b.RungSpec[]) =>
    withAddOns(
      b.project(
        b.struct('S1', 'Seal'),
        b.tag('PB', 'BOOL'),
        b.tag('Lamp', 'BOOL'),
        b.tag('N', 'DINT'),
        ...rungs,
      ),
      seal('Seal', [param('InOut', b.tag('Count', 'DINT'))]),
    );

  it('a complete call compiles', () => {
    expect(errors(project(b.rung(call('Seal', 'S1', { Start: 'PB', Run: 'Lamp', Count: 'N' }))))).toEqual([]);
  });

  it('reports an unknown AOI, a wrong instance, a missing argument, a wrong type and an InOut constant', () => {
    expect(errors(project(b.rung(call('Sael', 'S1', {}))))).toEqual([
      'Unknown or unsupported instruction type "Sael" (rung 0)',
    ]);
    expect(errors(project(b.rung(call('Seal', 'N', { Start: 'PB', Run: 'Lamp', Count: 'N' }))))).toEqual([
      'Seal needs an instance tag of data type Seal (rung 0)',
    ]);
    expect(errors(project(b.rung(call('Seal', 'S1', { Start: 'PB', Count: 'N' }))))).toEqual([
      'Seal: the required parameter Run has no argument (rung 0)',
    ]);
    expect(errors(project(b.rung(call('Seal', 'S1', { Start: 'N', Run: 'Lamp', Count: 'PB' }))))).toEqual([
      'Seal: parameter Start needs a BOOL argument (rung 0)',
      'Seal: parameter Count needs a DINT argument (rung 0)',
    ]);
    expect(errors(project(b.rung(call('Seal', 'S1', { Start: 1, Run: 'Lamp', Count: 5 }))))).toEqual([
      'Seal: InOut parameter Count needs a tag, not a constant (rung 0)',
    ]);
  });
});

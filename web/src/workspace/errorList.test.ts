import type { Diagnostic } from '@plcsim/compiler';
import { describe, expect, it } from 'vitest';
import { errorList } from './errorList.ts';

const ladder = (message: string, extra: Partial<Diagnostic> = {}): Diagnostic => ({
  source: 'ladder',
  message,
  ...extra,
});

describe('errorList', () => {
  it("says 'No {language} errors.' when there are none", () => {
    expect(errorList([], 'LADDER').heading).toBe('No Ladder errors.');
    expect(errorList([ladder('x')], 'ST').heading).toBe('No Structured Text errors.');
  });

  it("counts with 'Error' or 'Errors' and labels the language", () => {
    expect(errorList([ladder('a', { elementId: 'i1' })], 'LADDER').heading).toBe('1 Error (Ladder)');
    const st: Diagnostic[] = [
      { source: 'st', message: "Expected ';', got END_IF", line: 3, col: 7 },
      { source: 'st', message: 'Unknown tag "Lamp"', line: 4, col: 1 },
    ];
    const list = errorList(st, 'ST');
    expect(list.heading).toBe('2 Errors (Structured Text)');
    expect(list.errors.map((e) => e.text)).toEqual([
      "Line 3, Col 7: Expected ';', got END_IF",
      'Line 4, Col 1: Unknown tag "Lamp"',
    ]);
    expect(list.errors.map((e) => e.place)).toEqual([
      { line: 3, col: 7 },
      { line: 4, col: 1 },
    ]);
  });

  it('lists warnings apart from errors, keeping the element to select', () => {
    const list = errorList(
      [
        ladder('Double coil', { severity: 'warning', elementId: 'i9', rung: 2 }),
        ladder('Rung is empty', { rung: 1 }),
      ],
      'LADDER',
    );
    expect(list.heading).toBe('1 Error (Ladder)');
    expect(list.errors).toEqual([{ text: 'Rung 1: Rung is empty', warning: false, rung: 1 }]);
    expect(list.warnings).toEqual([{ text: 'Double coil', warning: true, elementId: 'i9', rung: 2 }]);
  });

  it('keeps the help section a warning links to', () => {
    const list = errorList(
      [
        ladder('XIO reads DI1 (STOP)', {
          severity: 'warning',
          elementId: 'i2',
          rung: 0,
          help: 'normally-closed-inputs',
        }),
      ],
      'LADDER',
    );
    expect(list.warnings).toEqual([
      {
        text: 'XIO reads DI1 (STOP)',
        warning: true,
        elementId: 'i2',
        rung: 0,
        help: 'normally-closed-inputs',
      },
    ]);
  });

  it("names the subroutine of a diagnostic, whatever the Main Routine's language", () => {
    const list = errorList(
      [
        ladder('OTE needs a tag', { routine: 'Fill', rung: 2, elementId: 'i7' }),
        ladder('Rung is empty', { routine: 'Fill', rung: 0 }),
        { source: 'st', message: 'Unknown tag "Lamp"', line: 3, col: 5, routine: 'Calc' },
        { source: 'project', message: 'JSR calls Drain, which does not exist', routine: 'Fill' },
      ],
      'ST',
    );
    expect(list.heading).toBe('4 Errors (Structured Text)');
    expect(list.errors.map((e) => e.text)).toEqual([
      'Fill, rung 2: OTE needs a tag',
      'Fill, rung 0: Rung is empty',
      'Calc, line 3, col 5: Unknown tag "Lamp"',
      'Fill: JSR calls Drain, which does not exist',
    ]);
    expect(list.errors.map((e) => e.routine)).toEqual(['Fill', 'Fill', 'Calc', 'Fill']);
    expect(list.errors[2]?.place).toEqual({ line: 3, col: 5 });
  });

  it("lists an Add-On Instruction's diagnostics in either language, an ST one with its place", () => {
    const list = errorList(
      [
        {
          source: 'st',
          message: 'Add-On Instruction Seal, Logic routine: Unknown tag "Lamp"',
          line: 2,
          col: 4,
          addOn: { name: 'Seal', routine: 'Logic' },
        },
        ladder('Add-On Instruction Seal, EnableInFalse routine: OTE needs a tag (rung 0)', {
          rung: 0,
          addOn: { name: 'Seal', routine: 'EnableInFalse' },
        }),
      ],
      'LADDER',
    );
    expect(list.heading).toBe('2 Errors (Ladder)');
    expect(list.errors.map((e) => e.text)).toEqual([
      'Add-On Instruction Seal, Logic routine: Unknown tag "Lamp" (line 2, col 4)',
      'Add-On Instruction Seal, EnableInFalse routine: OTE needs a tag (rung 0)',
    ]);
    expect(list.errors[1]?.addOn).toEqual({ name: 'Seal', routine: 'EnableInFalse' });
  });
});

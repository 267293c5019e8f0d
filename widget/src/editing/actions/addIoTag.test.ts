import { describe, expect, it } from 'vitest';
import type { EditorState } from '../types.ts';
import { createEmptyProject } from '@plcsim/compiler';
import { project, tag } from '../../../../compiler/src/reference/builders.ts';
import { counterEnv, performOk, refusal, stateOf } from '../testing.ts';
import { addIoTag } from './addIoTag.ts';

const env = counterEnv();
const add = (state: EditorState, direction: 'input' | 'output', symbol: string) =>
  performOk(addIoTag, state, { direction, symbol }, env);
const summary = (state: EditorState) =>
  Object.values(state.project.tagMap).map((t) => `${t.name} ${t.alias} ${t.value} ${t.io_symbol}`);

describe('addIoTag', () => {
  it('names inputs DI0, DI1… with aliases PB1, PB2, LS1 by symbol kind; NC symbols start at 1', () => {
    let s = stateOf(createEmptyProject('x'));
    s = add(s, 'input', 'NO_PUSHBUTTON');
    s = add(s, 'input', 'NO_PUSHBUTTON');
    s = add(s, 'input', 'NO_LIMIT_SWITCH');
    s = add(s, 'input', 'NC_PUSHBUTTON');
    s = add(s, 'input', 'NO_FLOAT_SWITCH');
    s = add(s, 'input', 'NC_PRESSURE_SWITCH');
    s = add(s, 'input', 'NO_TEMPERATURE_SWITCH');
    expect(summary(s)).toEqual([
      'DI0 PB1 0 NO_PUSHBUTTON',
      'DI1 PB2 0 NO_PUSHBUTTON',
      'DI2 LS1 0 NO_LIMIT_SWITCH',
      'DI3 PB3 1 NC_PUSHBUTTON',
      'DI4 FS1 0 NO_FLOAT_SWITCH',
      'DI5 PS1 1 NC_PRESSURE_SWITCH',
      'DI6 TS1 0 NO_TEMP_SWITCH',
    ]);
    expect(Object.values(s.project.tagMap).every((t) => t.data_type === 'BOOL' && t.children === null)).toBe(
      true,
    );
  });

  it('names outputs DO0, DO1… with aliases M, LAMP, SOL and R', () => {
    let s = stateOf(createEmptyProject('x'));
    for (const symbol of ['MOTOR_CONTACTOR', 'INDICATOR', 'INDICATOR', 'SOLENOID', 'RESISTOR']) {
      s = add(s, 'output', symbol);
    }
    expect(summary(s)).toEqual([
      'DO0 M1 0 MOTOR_CONTACTOR',
      'DO1 LAMP1 0 INDICATOR',
      'DO2 LAMP2 0 INDICATOR',
      'DO3 SOL1 0 SOLENOID',
      'DO4 R1 0 RESISTOR',
    ]);
  });

  it('adds analog channels as REAL AI{n} and AO{n} tags from the analog symbols (issue 26)', () => {
    let s = stateOf(project(tag('AI0', 'REAL'), tag('DI0', 'BOOL', 0, 'PB1')));
    for (const [direction, symbol] of [
      ['input', 'POTENTIOMETER'],
      ['input', 'NUMERIC_INPUT'],
      ['output', 'ANALOG_GAUGE'],
      ['output', 'NUMERIC_DISPLAY'],
      ['input', 'NO_PUSHBUTTON'],
    ] as const) {
      s = add(s, direction, symbol);
    }
    expect(summary(s).slice(2)).toEqual([
      'AI1 POT1 0 POTENTIOMETER',
      'AI2 NUM1 0 NUMERIC_INPUT',
      'AO0 GAUGE1 0 ANALOG_GAUGE',
      'AO1 DISP1 0 NUMERIC_DISPLAY',
      'DI1 PB2 0 NO_PUSHBUTTON',
    ]);
    expect(Object.values(s.project.tagMap).map((t) => t.data_type)).toEqual([
      'REAL',
      'BOOL',
      'REAL',
      'REAL',
      'REAL',
      'REAL',
      'BOOL',
    ]);
    expect(refusal(addIoTag, s, { direction: 'output', symbol: 'POTENTIOMETER' })).toBe(
      '"POTENTIOMETER" is not an output symbol.',
    );
  });

  it('takes the lowest unused number and counts existing aliases with the prefix, skipping a taken one', () => {
    // DI0 and DI2 exist (DI1 was deleted); PB2 is left: count 1 + 1 = PB2 is taken, so PB3.
    const s = stateOf(
      project(tag('DI0', 'BOOL', 0, 'START'), tag('DI2', 'BOOL', 0, 'PB2'), tag('MOTOR', 'BOOL', 0, 'M')),
    );
    const next = add(s, 'input', 'NO_PUSHBUTTON');
    expect(summary(next).at(-1)).toBe('DI1 PB3 0 NO_PUSHBUTTON');
    // 'MOTOR' and 'M' are not M{n} aliases.
    expect(summary(add(s, 'output', 'MOTOR_CONTACTOR')).at(-1)).toBe('DO0 M1 0 MOTOR_CONTACTOR');
  });

  it('leaves the ladder selection alone', () => {
    const s = stateOf(createEmptyProject('x'), { kind: 'rung', id: 'r' });
    expect(add(s, 'input', 'NO_PUSHBUTTON').selection).toBe(s.selection);
  });

  it('refuses a symbol of the other direction or no symbol at all', () => {
    const s = stateOf(createEmptyProject('x'));
    expect(refusal(addIoTag, s, { direction: 'input', symbol: 'SOLENOID' })).toBe(
      '"SOLENOID" is not an input symbol.',
    );
    expect(refusal(addIoTag, s, { direction: 'output', symbol: 'NO_PUSHBUTTON' })).toBe(
      '"NO_PUSHBUTTON" is not an output symbol.',
    );
    expect(refusal(addIoTag, s, { direction: 'output', symbol: 'BOGUS' })).toBe(
      '"BOGUS" is not an output symbol.',
    );
  });
});

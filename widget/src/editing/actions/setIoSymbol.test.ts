import { describe, expect, it } from 'vitest';
import { project, tag } from '../../../../compiler/src/reference/builders.ts';
import type { Project } from '@plcsim/compiler';
import { performOk, refusal, stateOf } from '../testing.ts';
import { setIoSymbol } from './setIoSymbol.ts';

// DI0 tag-1 (NO pushbutton), DO0 tag-2 (indicator), Flag tag-3.
function build(): Project {
  const p = project(tag('DI0', 'BOOL', 0, 'PB1'), tag('DO0', 'BOOL', 0, 'LAMP1'), tag('Flag', 'BOOL'));
  return p;
}
const s = stateOf(build());

describe('setIoSymbol', () => {
  it('changes an input to another input symbol, keeping value and alias within NO', () => {
    const next = performOk(setIoSymbol, s, { tagId: 'tag-1', symbol: 'NO_LIMIT_SWITCH' });
    expect(next.project.tagMap['tag-1']).toMatchObject({
      io_symbol: 'NO_LIMIT_SWITCH',
      value: 0,
      alias: 'PB1',
    });
  });

  it('moves the value to the new rest value when NO becomes NC and back', () => {
    const nc = performOk(setIoSymbol, s, { tagId: 'tag-1', symbol: 'NC_PUSHBUTTON' });
    expect(nc.project.tagMap['tag-1']).toMatchObject({ io_symbol: 'NC_PUSHBUTTON', value: 1 });
    const ncLimit = performOk(setIoSymbol, nc, { tagId: 'tag-1', symbol: 'NC_LIMIT_SWITCH' });
    expect(ncLimit.project.tagMap['tag-1']?.value).toBe(1);
    const no = performOk(setIoSymbol, nc, { tagId: 'tag-1', symbol: 'NO_TEMPERATURE_SWITCH' });
    expect(no.project.tagMap['tag-1']).toMatchObject({ io_symbol: 'NO_TEMP_SWITCH', value: 0 });
  });

  it('changes an output to another output symbol; the same symbol is no change', () => {
    const next = performOk(setIoSymbol, s, { tagId: 'tag-2', symbol: 'MOTOR_CONTACTOR' });
    expect(next.project.tagMap['tag-2']?.io_symbol).toBe('MOTOR_CONTACTOR');
    expect(performOk(setIoSymbol, next, { tagId: 'tag-2', symbol: 'MOTOR_CONTACTOR' })).toBe(next);
  });

  it('switches an analog channel between its analog symbols only (issue 26)', () => {
    const a = stateOf(project(tag('AI0', 'REAL', 12.5, 'POT1'), tag('AO0', 'REAL'), tag('DI0', 'BOOL')));
    const box = performOk(setIoSymbol, a, { tagId: 'tag-1', symbol: 'NUMERIC_INPUT' });
    expect(box.project.tagMap['tag-1']).toMatchObject({
      io_symbol: 'NUMERIC_INPUT',
      value: 12.5,
      alias: 'POT1',
    });
    const display = performOk(setIoSymbol, a, { tagId: 'tag-2', symbol: 'NUMERIC_DISPLAY' });
    expect(display.project.tagMap['tag-2']?.io_symbol).toBe('NUMERIC_DISPLAY');
    expect(refusal(setIoSymbol, a, { tagId: 'tag-1', symbol: 'NO_PUSHBUTTON' })).toBe(
      'AI0 is an analog input: choose an analog input symbol.',
    );
    expect(refusal(setIoSymbol, a, { tagId: 'tag-2', symbol: 'INDICATOR' })).toBe(
      'AO0 is an analog output: choose an analog output symbol.',
    );
    expect(refusal(setIoSymbol, a, { tagId: 'tag-3', symbol: 'POTENTIOMETER' })).toBe(
      'DI0 is a digital input: choose a digital input symbol.',
    );
    expect(refusal(setIoSymbol, a, { tagId: 'tag-1', symbol: 'ANALOG_GAUGE' })).toBe(
      'AI0 is an input: choose an input symbol.',
    );
  });

  it('refuses the other direction, tags that are not I/O tags and missing tags', () => {
    expect(refusal(setIoSymbol, s, { tagId: 'tag-1', symbol: 'SOLENOID' })).toBe(
      'DI0 is an input: choose an input symbol.',
    );
    expect(refusal(setIoSymbol, s, { tagId: 'tag-2', symbol: 'NC_PUSHBUTTON' })).toBe(
      'DO0 is an output: choose an output symbol.',
    );
    expect(refusal(setIoSymbol, s, { tagId: 'tag-3', symbol: 'INDICATOR' })).toBe(
      'Flag is not an I/O tag: only DI, DO, AI and AO tags have a symbol.',
    );
    expect(refusal(setIoSymbol, s, { tagId: 'nope', symbol: 'INDICATOR' })).toBe(
      'Tag "nope" does not exist.',
    );
  });
});

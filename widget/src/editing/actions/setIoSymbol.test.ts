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

  it('refuses the other direction, tags that are not I/O tags and missing tags', () => {
    expect(refusal(setIoSymbol, s, { tagId: 'tag-1', symbol: 'SOLENOID' })).toBe(
      'DI0 is an input: choose an input symbol.',
    );
    expect(refusal(setIoSymbol, s, { tagId: 'tag-2', symbol: 'NC_PUSHBUTTON' })).toBe(
      'DO0 is an output: choose an output symbol.',
    );
    expect(refusal(setIoSymbol, s, { tagId: 'tag-3', symbol: 'INDICATOR' })).toBe(
      'Flag is not an I/O tag: only DI and DO tags have a symbol.',
    );
    expect(refusal(setIoSymbol, s, { tagId: 'nope', symbol: 'INDICATOR' })).toBe(
      'Tag "nope" does not exist.',
    );
  });
});

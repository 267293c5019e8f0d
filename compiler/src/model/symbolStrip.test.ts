import { describe, expect, it } from 'vitest';
import { symbolStrip } from './symbolStrip.ts';

describe('symbolStrip', () => {
  it('lists each symbol once, in descending alphabetical order', () => {
    expect(
      symbolStrip({
        a: { io_symbol: 'NO_PUSHBUTTON' },
        b: { io_symbol: 'MOTOR_CONTACTOR' },
        c: { io_symbol: 'NO_PUSHBUTTON' },
        d: { io_symbol: 'INDICATOR' },
        e: { io_symbol: 'NC_PUSHBUTTON' },
        f: { io_symbol: 'SOLENOID' },
      }),
    ).toEqual(['SOLENOID', 'NO_PUSHBUTTON', 'NC_PUSHBUTTON', 'MOTOR_CONTACTOR', 'INDICATOR']);
  });

  it('skips null, missing and unknown symbols', () => {
    expect(
      symbolStrip({
        a: { io_symbol: null },
        b: {},
        c: { io_symbol: 'NO_SUCH_SWITCH' },
        d: { io_symbol: '' },
        e: { io_symbol: 'RESISTOR' },
      }),
    ).toEqual(['RESISTOR']);
  });

  it('reads both temperature-switch spellings as one stored symbol', () => {
    expect(
      symbolStrip({
        a: { io_symbol: 'NO_TEMPERATURE_SWITCH' },
        b: { io_symbol: 'NO_TEMP_SWITCH' },
        c: { io_symbol: 'NC_TEMPERATURE_SWITCH' },
        d: { io_symbol: 'NC_TEMP_SWITCH' },
      }),
    ).toEqual(['NO_TEMP_SWITCH', 'NC_TEMP_SWITCH']);
  });

  it('gives an empty strip for an empty or absent tag map', () => {
    expect(symbolStrip({})).toEqual([]);
    expect(symbolStrip(null)).toEqual([]);
    expect(symbolStrip(undefined)).toEqual([]);
  });
});

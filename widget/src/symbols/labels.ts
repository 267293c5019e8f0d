import { normalizeIoSymbol, type IoSymbol } from '@plcsim/compiler';

/** What each I/O symbol is, in words: the icons' titles and the editor's palette labels. */
export const IO_SYMBOL_LABELS: Readonly<Record<IoSymbol, string>> = {
  NO_PUSHBUTTON: 'Normally open pushbutton',
  NC_PUSHBUTTON: 'Normally closed pushbutton',
  NO_LIMIT_SWITCH: 'Normally open limit switch',
  NC_LIMIT_SWITCH: 'Normally closed limit switch',
  NO_FLOAT_SWITCH: 'Normally open float switch',
  NC_FLOAT_SWITCH: 'Normally closed float switch',
  NO_PRESSURE_SWITCH: 'Normally open pressure switch',
  NC_PRESSURE_SWITCH: 'Normally closed pressure switch',
  NO_TEMP_SWITCH: 'Normally open temperature switch',
  NC_TEMP_SWITCH: 'Normally closed temperature switch',
  INDICATOR: 'Indicator lamp',
  MOTOR_CONTACTOR: 'Motor contactor',
  SOLENOID: 'Solenoid',
  RESISTOR: 'Resistor (heater)',
  POTENTIOMETER: 'Potentiometer (slider)',
  NUMERIC_INPUT: 'Numeric input',
  ANALOG_GAUGE: 'Analog gauge',
  NUMERIC_DISPLAY: 'Numeric display',
};

/** The label of an io_symbol value in either temperature-switch spelling; null for anything unknown. */
export function ioSymbolLabel(value: unknown): string | null {
  const symbol = normalizeIoSymbol(value);
  return symbol === null ? null : IO_SYMBOL_LABELS[symbol];
}

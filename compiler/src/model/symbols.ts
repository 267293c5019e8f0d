import { INPUT_SYMBOLS, OUTPUT_SYMBOLS, type IoSymbol } from './project.ts';

const SPELLINGS: Record<string, IoSymbol> = {
  NO_TEMPERATURE_SWITCH: 'NO_TEMP_SWITCH',
  NC_TEMPERATURE_SWITCH: 'NC_TEMP_SWITCH',
};

/**
 * The stored spelling of an I/O symbol, accepting both temperature-switch readings
 * (TEMP_SWITCH and TEMPERATURE_SWITCH, spec README); null for anything unknown.
 */
export function normalizeIoSymbol(value: unknown): IoSymbol | null {
  if (typeof value !== 'string') return null;
  const upper = value.toUpperCase();
  const symbol = SPELLINGS[upper] ?? upper;
  return (INPUT_SYMBOLS as readonly string[]).includes(symbol) ||
    (OUTPUT_SYMBOLS as readonly string[]).includes(symbol)
    ? (symbol as IoSymbol)
    : null;
}

/** True for normally-closed input symbols, whose new tags start at 1. */
export function isNormallyClosed(symbol: IoSymbol | null): boolean {
  return symbol !== null && symbol.startsWith('NC_');
}

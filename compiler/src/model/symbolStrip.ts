import type { IoSymbol } from './project.ts';
import { normalizeIoSymbol } from './symbols.ts';

/** A tag as the symbol strip sees it: only its symbol matters. */
export interface SymbolStripTag {
  /** The tag's I/O symbol, in either temperature-switch spelling; null or absent for none. */
  io_symbol?: string | null;
}

/**
 * The symbol strip of a tag map (spec 001 §3 "I/O symbols"): each distinct io_symbol used once, in its
 * stored spelling (TEMPERATURE_SWITCH reads as TEMP_SWITCH), skipping null and unknown values, sorted in
 * descending alphabetical order.
 */
export function symbolStrip(tagMap: Readonly<Record<string, SymbolStripTag>> | null | undefined): IoSymbol[] {
  const used = new Set<IoSymbol>();
  for (const tag of Object.values(tagMap ?? {})) {
    const symbol = normalizeIoSymbol(tag?.io_symbol);
    if (symbol !== null) used.add(symbol);
  }
  return [...used].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
}

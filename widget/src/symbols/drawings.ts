import type { ReactElement } from 'react';
import type { IoSymbol } from '@plcsim/compiler';
import { ANALOG_DRAWINGS } from './analogDrawings.tsx';
import { INPUT_DRAWINGS } from './inputDrawings.tsx';
import { OUTPUT_DRAWINGS } from './outputDrawings.tsx';

/** The viewBox every I/O symbol is drawn in. */
export const SYMBOL_VIEWBOX = { width: 48, height: 32 } as const;

/** The schematic drawing of each I/O symbol, stroked in `currentColor` by `IoSymbolIcon`. */
export const SYMBOL_DRAWINGS: Readonly<Record<IoSymbol, ReactElement>> = {
  ...INPUT_DRAWINGS,
  ...OUTPUT_DRAWINGS,
  ...ANALOG_DRAWINGS,
};

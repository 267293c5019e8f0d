import { useId } from 'react';
import { normalizeIoSymbol } from '@plcsim/compiler';
import { SYMBOL_DRAWINGS, SYMBOL_VIEWBOX } from './drawings.ts';
import { IO_SYMBOL_LABELS } from './labels.ts';

/** Props of `IoSymbolIcon`. */
export interface IoSymbolIconProps {
  /** An io_symbol value, in either temperature-switch spelling; an unknown or missing one draws nothing. */
  symbol: string | null | undefined;
  /** Height in CSS pixels; the width is 1.5 times it. Default 32. */
  size?: number;
  /** Accessible title (also the tooltip); the symbol's label by default. */
  title?: string;
  className?: string;
}

/**
 * The schematic symbol of an I/O device (spec 001 §3 "I/O symbols"): NEMA contacts for the inputs, lamp,
 * motor, coil and resistor for the outputs. Lines use `currentColor`, so the surrounding text colour
 * themes it.
 */
export function IoSymbolIcon({ symbol, size = 32, title, className }: IoSymbolIconProps) {
  const titleId = useId();
  const io = normalizeIoSymbol(symbol);
  if (io === null) return null;
  const { width, height } = SYMBOL_VIEWBOX;
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      data-io-symbol={io}
      className={className}
      width={(size * width) / height}
      height={size}
      viewBox={`0 0 ${width} ${height}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <title id={titleId}>{title ?? IO_SYMBOL_LABELS[io]}</title>
      {SYMBOL_DRAWINGS[io]}
    </svg>
  );
}

import { useMemo, type CSSProperties } from 'react';
import { symbolStrip, type SymbolStripTag } from '@plcsim/compiler';
import { IoSymbolIcon } from './IoSymbolIcon.tsx';

/** Props of `SymbolStrip`. */
export interface SymbolStripProps {
  /** The tags of a project, example or problem; only their io_symbol is read. */
  tagMap: Readonly<Record<string, SymbolStripTag>> | null | undefined;
  /** Height of each icon in CSS pixels. Default 24. */
  size?: number;
  className?: string;
}

const rowStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.25rem',
  listStyle: 'none',
  margin: 0,
  padding: 0,
};

/**
 * The symbol strip of a list card (spec 001 §3): one icon per distinct I/O symbol in the tag map, in
 * descending alphabetical order of the symbol. Draws nothing when no tag has a known symbol.
 */
export function SymbolStrip({ tagMap, size = 24, className }: SymbolStripProps) {
  const symbols = useMemo(() => symbolStrip(tagMap), [tagMap]);
  if (symbols.length === 0) return null;
  return (
    <ul className={className} style={rowStyle} aria-label="I/O symbols">
      {symbols.map((symbol) => (
        <li key={symbol} style={{ display: 'flex' }}>
          <IoSymbolIcon symbol={symbol} size={size} />
        </li>
      ))}
    </ul>
  );
}

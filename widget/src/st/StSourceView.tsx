import type { Diagnostic } from '@plcsim/compiler';
import { useMemo } from 'react';
import './st.css';

export interface StSourceViewProps {
  /** The Structured Text source. */
  source: string;
  /** Lines with an error diagnostic are marked, with the message. */
  diagnostics?: readonly Diagnostic[];
  className?: string;
}

/**
 * A read-only listing of Structured Text with line numbers, for embeds (the site's editor uses
 * Monaco): lines with errors are marked and their messages listed under them.
 */
export function StSourceView({ source, diagnostics = [], className }: StSourceViewProps) {
  const lines = useMemo(() => source.split('\n'), [source]);
  const errorsByLine = useMemo(() => {
    const map = new Map<number, string[]>();
    for (const d of diagnostics) {
      if (d.source !== 'st' || d.line === undefined || d.severity === 'warning') continue;
      map.set(d.line, [...(map.get(d.line) ?? []), `Line ${d.line}, Col ${d.col ?? 1}: ${d.message}`]);
    }
    return map;
  }, [diagnostics]);
  return (
    <figure className={['plc-st', className].filter(Boolean).join(' ')}>
      <figcaption className="plc-st__caption">Structured Text</figcaption>
      {source.trim() === '' ? (
        <p className="plc-st__empty">This project has no Structured Text.</p>
      ) : (
        <ol className="plc-st__lines">
          {lines.map((line, i) => {
            const errors = errorsByLine.get(i + 1);
            return (
              <li key={i} className={errors ? 'plc-st__line plc-st__line--error' : 'plc-st__line'}>
                <code>{line === '' ? ' ' : line}</code>
                {errors?.map((message) => (
                  <span key={message} className="plc-st__error">
                    {message}
                  </span>
                ))}
              </li>
            );
          })}
        </ol>
      )}
    </figure>
  );
}

import { useEffect, useRef, type ReactNode } from 'react';
import { makeHelpBlocksFocusable } from './helpBlocks.ts';
import { tocEntry } from './helpSections.ts';

/**
 * Gives the section's plain `<pre>` and `<table>` elements (those not drawn by CodeBlock and ScrollTable)
 * their keyboard access after each render.
 */
function useFocusableBlocks() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (ref.current) makeHelpBlocksFocusable(ref.current);
  });
  return ref;
}

/** A top-level Help section: a `<section>` with the anchor id and an `<h2>` titled from the table of contents. */
export function HelpSection({ id, children }: { id: string; children: ReactNode }) {
  const headingId = `${id}-heading`;
  const ref = useFocusableBlocks();
  return (
    <section ref={ref} id={id} className="help-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{tocEntry(id).title}</h2>
      {children}
    </section>
  );
}

/** A sub-section with its own anchor and an `<h3>` titled from the table of contents. */
export function HelpSubsection({ id, children }: { id: string; children: ReactNode }) {
  const headingId = `${id}-heading`;
  const ref = useFocusableBlocks();
  return (
    <section ref={ref} id={id} className="help-subsection" aria-labelledby={headingId}>
      <h3 id={headingId}>{tocEntry(id).title}</h3>
      {children}
    </section>
  );
}

import type { ReactNode } from 'react';

/**
 * A Help table in a box of its own that scrolls sideways when the table is wider than the page (a narrow
 * screen), so the page itself never does. The box is a region in the tab order, named 'Table: {caption}'
 * (a sub-section often has the caption as its title), so keyboard users can scroll it too.
 */
export function ScrollTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className="help-table-scroll" role="region" aria-label={`Table: ${caption}`} tabIndex={0}>
      {children}
    </div>
  );
}

/**
 * A Help code block: a `pre` that scrolls sideways within itself and is a named region in the tab order
 * (`label` says what the code shows), so its long lines can be scrolled from the keyboard.
 */
export function CodeBlock({ label, children }: { label: string; children: string }) {
  return (
    <pre className="help-code" role="region" aria-label={label} tabIndex={0}>
      <code>{children}</code>
    </pre>
  );
}

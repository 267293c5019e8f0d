import type { ReactNode } from 'react';

/** A page's heading and the sentence under it. */
export function PageHeader({ heading, subtitle }: { heading: string; subtitle?: ReactNode }) {
  return (
    <header className="page-header">
      <h1>{heading}</h1>
      {subtitle && <p className="page-subtitle">{subtitle}</p>}
    </header>
  );
}

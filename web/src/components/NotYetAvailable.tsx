import type { ReactNode } from 'react';

/** Says plainly that a part of the site is not built yet, instead of showing invented data. */
export function NotYetAvailable({ children }: { children: ReactNode }) {
  return (
    <div className="not-yet-available" role="note">
      <p>{children}</p>
    </div>
  );
}

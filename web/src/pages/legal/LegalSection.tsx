import { useId, type ReactNode } from 'react';
import { siteConfig } from '../../siteConfig.ts';

/** One section of a legal page: an `h2` and its text, exposed as a named region. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}

/** The support e-mail address as a `mailto:` link. */
export function SupportEmailLink() {
  return <a href={`mailto:${siteConfig.supportEmail}`}>{siteConfig.supportEmail}</a>;
}

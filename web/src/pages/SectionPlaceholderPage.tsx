import { NotYetAvailable } from '../components/NotYetAvailable.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { pageTitle } from '../title/pageTitle.ts';
import { useDocumentTitle } from '../title/useDocumentTitle.ts';

/** What a not-yet-built page shows: its spec heading and subtitle, and an honest note. */
export interface SectionPlaceholder {
  /** Page title is '{title} | PLC IO Simulator'. */
  title: string;
  heading: string;
  subtitle?: string;
  notice: string;
}

/** A list, profile or account page whose content arrives in a later release. */
export function SectionPlaceholderPage({ title, heading, subtitle, notice }: SectionPlaceholder) {
  useDocumentTitle(pageTitle(title));
  return (
    <>
      <PageHeader heading={heading} subtitle={subtitle} />
      <NotYetAvailable>{notice}</NotYetAvailable>
    </>
  );
}

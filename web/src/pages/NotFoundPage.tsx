import { Link, useLocation } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader.tsx';
import { useDocumentTitle } from '../title/useDocumentTitle.ts';

/** Any route the site does not know; keeps the default title (spec 000 §2). */
export default function NotFoundPage() {
  useDocumentTitle();
  const { pathname } = useLocation();
  return (
    <>
      <PageHeader heading="Page not found" />
      <p>
        There is no page at <code>{pathname}</code>. <Link to="/">Start a new project</Link> or pick a section
        from the menu.
      </p>
    </>
  );
}

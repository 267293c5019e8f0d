import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useDocumentTitle } from '../title/useDocumentTitle.ts';

/** Shown when a page fails to load or render (for example a chunk that could not be fetched). */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <main className="page route-error" role="alert">
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Reload the page to try again.</p>
      {detail && <pre>{detail}</pre>}
      <Link to="/">Go to the home page</Link>
    </main>
  );
}

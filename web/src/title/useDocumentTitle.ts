import { useEffect } from 'react';
import { DEFAULT_TITLE } from './pageTitle.ts';

/** Sets `document.title` while the calling page is shown. */
export function useDocumentTitle(title: string = DEFAULT_TITLE): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * The entry point: `/embed/…` pages (iframes in course pages) load only the simulator, without the
 * site's chrome, accounts or consent code; every other path loads the full site.
 */
import { isEmbedPath } from './embed/embedRoute.ts';

if (isEmbedPath(window.location.pathname)) void import('./embed/embedMain.tsx');
else void import('./app/siteMain.tsx');

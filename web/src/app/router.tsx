import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Spinner } from '../components/Spinner.tsx';
import type { WorkspaceContext } from '../pages/EditorPage.tsx';
import { sectionPlaceholders } from '../pages/sectionPlaceholders.ts';
import { AppShell } from './AppShell.tsx';
import { RouteError } from './RouteError.tsx';

/** A route whose page is loaded on first visit, in its own chunk. */
const page = (path: string, load: () => Promise<{ default: ComponentType }>): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await load()).default }),
});

/** The editor workspace opened on `context`. */
const editor = (path: string | undefined, context: WorkspaceContext): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  lazy: async () => {
    const { EditorPage } = await import('../pages/EditorPage.tsx');
    return { Component: () => <EditorPage context={context} /> };
  },
});

/** A page that shows its heading and says its content is not available yet. */
const placeholder = (path: string, key: keyof typeof sectionPlaceholders): RouteObject => ({
  path,
  lazy: async () => {
    const { SectionPlaceholderPage } = await import('../pages/SectionPlaceholderPage.tsx');
    return { Component: () => <SectionPlaceholderPage {...sectionPlaceholders[key]} /> };
  },
});

/** Every route of the site (spec 000 §2). */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppShell,
    HydrateFallback: () => <Spinner label="Loading page" />,
    errorElement: <RouteError />,
    children: [
      editor(undefined, 'new'),
      placeholder('projects', 'projects'),
      editor('projects/:projectId', 'project'),
      placeholder('examples', 'examples'),
      editor('examples/:exampleId', 'example'),
      placeholder('problems', 'problems'),
      editor('problems/:problemId', 'problem'),
      placeholder('community', 'community'),
      editor('community/:creatorUsername/:communityId', 'community'),
      editor('share/:shareId', 'shared'),
      placeholder('profile', 'profile'),
      placeholder('signin', 'signin'),
      placeholder('signup', 'signup'),
      placeholder('confirm', 'confirm'),
      placeholder('resetpassword', 'resetpassword'),
      page('settings', () => import('../pages/SettingsPage.tsx')),
      page('help', () => import('../pages/help/HelpPage.tsx')),
      page('contact', () => import('../pages/ContactPage.tsx')),
      page('privacy', () => import('../pages/legal/PrivacyPage.tsx')),
      page('terms', () => import('../pages/legal/TermsPage.tsx')),
      page('*', () => import('../pages/NotFoundPage.tsx')),
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}

import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Spinner } from '../components/Spinner.tsx';
import type { WorkspaceContext } from '../pages/EditorPage.tsx';
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

/** Every route of the site (spec 000 §2). */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppShell,
    HydrateFallback: () => <Spinner label="Loading page" />,
    errorElement: <RouteError />,
    children: [
      editor(undefined, 'new'),
      page('projects', () => import('../pages/lists/ProjectsPage.tsx')),
      editor('projects/:projectId', 'project'),
      page('examples', () => import('../pages/lists/ExamplesPage.tsx')),
      editor('examples/:exampleId', 'example'),
      page('problems', () => import('../pages/lists/ProblemsPage.tsx')),
      editor('problems/:problemId', 'problem'),
      page('community', () => import('../pages/lists/CommunityPage.tsx')),
      page('learn', () => import('../learn/LearnPage.tsx')),
      page('learn/:unitSlug', () => import('../learn/LessonPage.tsx')),
      editor('community/:creatorUsername/:communityId', 'community'),
      editor('share/:shareId', 'shared'),
      page('profile', () => import('../pages/account/ProfilePage.tsx')),
      page('signin', () => import('../pages/account/SignInPage.tsx')),
      page('signup', () => import('../pages/account/SignUpPage.tsx')),
      page('confirm', () => import('../pages/account/ConfirmPage.tsx')),
      page('resetpassword', () => import('../pages/account/ResetPasswordPage.tsx')),
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

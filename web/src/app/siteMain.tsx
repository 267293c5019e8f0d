/** The full site: theme, accounts, consent and the router (main.tsx loads this for every non-embed path). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { registerSW } from 'virtual:pwa-register';
import { createRouter } from './router.tsx';
import { installAuth } from '../auth/index.ts';
import { applyStoredCookieConsent } from '../consent/cookieConsent.ts';
import { siteConfig } from '../siteConfig.ts';
import { applyTheme, readTheme } from '../theme/theme.ts';
import '../styles/global.css';

applyTheme(readTheme());
installAuth();
applyStoredCookieConsent(siteConfig.analytics);

// The offline service worker (vite.config.ts, docs/decisions.md "Offline"): production builds only, so the
// dev server and Vitest never register one. It registers after the page's load event and updates itself
// ('autoUpdate': a new version takes over and reloads open tabs; the editor's draft survives the reload).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  registerSW({
    onRegisterError: (error: unknown) =>
      console.warn(
        `Offline support is unavailable: ${error instanceof Error ? error.message : String(error)}`,
      ),
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createRouter()} />
  </StrictMode>,
);

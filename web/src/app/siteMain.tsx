/** The full site: theme, accounts, consent and the router (main.tsx loads this for every non-embed path). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createRouter } from './router.tsx';
import { installAuth } from '../auth/index.ts';
import { applyStoredCookieConsent } from '../consent/cookieConsent.ts';
import { siteConfig } from '../siteConfig.ts';
import { applyTheme, readTheme } from '../theme/theme.ts';
import '../styles/global.css';

applyTheme(readTheme());
installAuth();
applyStoredCookieConsent(siteConfig.analytics);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createRouter()} />
  </StrictMode>,
);

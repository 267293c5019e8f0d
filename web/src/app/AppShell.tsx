import { useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { EdgeBanner } from '../banners/EdgeBanners.tsx';
import { useSiteBanner } from '../banners/siteBanner.ts';
import { CookieBanner } from '../consent/CookieBanner.tsx';
import { siteConfig } from '../siteConfig.ts';
import { Footer } from './Footer.tsx';
import { MobileHeader, MobileMenu } from './MobileHeader.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { TopBar } from './TopBar.tsx';

/**
 * The frame around every page. Both headers are rendered; CSS shows the top bar above 768 px and
 * the mobile header at or below it. The mobile menu, while open, replaces the page content. At most
 * one banner shows at a time (cookie consent, then the survey, then the community chat: useSiteBanner).
 */
export function AppShell() {
  const location = useLocation();
  const navigation = useNavigation();
  // The menu belongs to the location it was opened at, so any navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;
  const closeMenu = () => setMenuOpenAt(null);
  const banner = useSiteBanner(location.pathname);
  const edgeBanner = banner.shown === 'cookieConsent' ? null : banner.shown;

  return (
    <div className="app-shell" data-menu-open={menuOpen || undefined}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBar />
      <MobileHeader
        menuOpen={menuOpen}
        onToggle={() => setMenuOpenAt(menuOpen ? null : location.key)}
        onNavigate={closeMenu}
      />
      {menuOpen && <MobileMenu onNavigate={closeMenu} />}
      {edgeBanner && (
        <EdgeBanner key={edgeBanner} banner={edgeBanner} onDismissed={() => banner.answered(edgeBanner)} />
      )}
      <main id="main" className="page">
        {navigation.state === 'loading' ? <Spinner label="Loading page" /> : <Outlet />}
      </main>
      <Footer />
      {banner.shown === 'cookieConsent' && (
        <CookieBanner adapter={siteConfig.analytics} onChosen={() => banner.answered('cookieConsent')} />
      )}
    </div>
  );
}

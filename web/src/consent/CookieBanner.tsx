import { useState } from 'react';
import type { AnalyticsConsentAdapter } from './consentAdapter.ts';
import { readCookieConsent, saveCookieConsent } from './cookieConsent.ts';

/**
 * Shown at the bottom of every page until the visitor accepts or declines cookies (the site shows it
 * before any other banner: banners/siteBanner.ts); `onChosen` hears the choice.
 */
export function CookieBanner({
  adapter,
  onChosen,
}: {
  adapter: AnalyticsConsentAdapter;
  onChosen?: (accepted: boolean) => void;
}) {
  const [chosen, setChosen] = useState(() => readCookieConsent() !== null);
  if (chosen) return null;

  const choose = (accepted: boolean) => {
    saveCookieConsent(accepted, adapter);
    setChosen(true);
    onChosen?.(accepted);
  };

  return (
    <section className="cookie-banner" aria-label="Cookie consent">
      <p>This website uses cookies to improve your experience.</p>
      <div className="cookie-banner-actions">
        <button type="button" className="button primary" onClick={() => choose(true)}>
          Accept
        </button>
        <button type="button" className="button" onClick={() => choose(false)}>
          Decline
        </button>
      </div>
    </section>
  );
}

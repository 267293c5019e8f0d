import { storage } from '../storage.ts';
import { consentSettings, type AnalyticsConsentAdapter } from './consentAdapter.ts';

/** localStorage key holding 'true' (accepted) or 'false' (declined); absent until the visitor chooses. */
export const COOKIE_CONSENT_KEY = 'cookieConsent';

/** The stored choice: true, false, or null when none was made (the banner shows). */
export function readCookieConsent(): boolean | null {
  const value = storage.get(COOKIE_CONSENT_KEY);
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}

/** Stores the visitor's choice and applies it to the analytics adapter. */
export function saveCookieConsent(accepted: boolean, adapter: AnalyticsConsentAdapter): void {
  storage.set(COOKIE_CONSENT_KEY, String(accepted));
  adapter.apply(consentSettings(accepted));
}

/** On page load: re-applies a stored choice; with none, every signal stays denied until the visitor chooses. */
export function applyStoredCookieConsent(adapter: AnalyticsConsentAdapter): void {
  adapter.apply(consentSettings(readCookieConsent() === true));
}

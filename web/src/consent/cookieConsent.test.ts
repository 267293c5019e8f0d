import { describe, expect, it } from 'vitest';
import { consentSettings, type ConsentSettings } from './consentAdapter.ts';
import { applyStoredCookieConsent, readCookieConsent, saveCookieConsent } from './cookieConsent.ts';

function recordingAdapter() {
  const applied: ConsentSettings[] = [];
  return { applied, adapter: { apply: (settings: ConsentSettings) => void applied.push(settings) } };
}

describe('cookie consent', () => {
  it('is unset until the visitor chooses', () => {
    expect(readCookieConsent()).toBeNull();
  });

  it("stores Accept as 'true' and grants every consent signal", () => {
    const { applied, adapter } = recordingAdapter();
    saveCookieConsent(true, adapter);
    expect(localStorage.getItem('cookieConsent')).toBe('true');
    expect(readCookieConsent()).toBe(true);
    expect(applied).toEqual([consentSettings(true)]);
    expect(Object.values(applied[0] ?? {})).toEqual(Array(6).fill('granted'));
  });

  it("stores Decline as 'false' and denies every consent signal", () => {
    const { applied, adapter } = recordingAdapter();
    saveCookieConsent(false, adapter);
    expect(localStorage.getItem('cookieConsent')).toBe('false');
    expect(readCookieConsent()).toBe(false);
    expect(Object.values(applied[0] ?? {})).toEqual(Array(6).fill('denied'));
  });

  it('covers advertising, analytics, functionality, personalization, personal data and ad personalization', () => {
    expect(Object.keys(consentSettings(true)).sort()).toEqual([
      'ad_personalization',
      'ad_storage',
      'ad_user_data',
      'analytics_storage',
      'functionality_storage',
      'personalization_storage',
    ]);
  });

  it('re-applies a stored choice on page load and denies while none is stored', () => {
    const { applied, adapter } = recordingAdapter();
    applyStoredCookieConsent(adapter);
    localStorage.setItem('cookieConsent', 'true');
    applyStoredCookieConsent(adapter);
    expect(applied.map((s) => s.analytics_storage)).toEqual(['denied', 'granted']);
  });

  it('ignores a stored value that is neither true nor false', () => {
    localStorage.setItem('cookieConsent', 'yes');
    expect(readCookieConsent()).toBeNull();
  });
});

export type ConsentValue = 'granted' | 'denied';

/**
 * The consent signals a cookie choice is applied to (Google consent mode v2 names):
 * advertising, analytics, functionality and personalization storage, plus personal data
 * for ads and ad personalization.
 */
export interface ConsentSettings {
  ad_storage: ConsentValue;
  analytics_storage: ConsentValue;
  functionality_storage: ConsentValue;
  personalization_storage: ConsentValue;
  ad_user_data: ConsentValue;
  ad_personalization: ConsentValue;
}

/** Where the site hands the visitor's choice, e.g. an analytics tag's consent API. */
export interface AnalyticsConsentAdapter {
  apply(settings: ConsentSettings): void;
}

/** The default: no analytics configured, so nothing to tell. */
export const noConsentAdapter: AnalyticsConsentAdapter = { apply: () => undefined };

/** Every signal granted when the visitor accepted cookies, every one denied otherwise. */
export function consentSettings(accepted: boolean): ConsentSettings {
  const value: ConsentValue = accepted ? 'granted' : 'denied';
  return {
    ad_storage: value,
    analytics_storage: value,
    functionality_storage: value,
    personalization_storage: value,
    ad_user_data: value,
    ad_personalization: value,
  };
}

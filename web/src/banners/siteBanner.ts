/**
 * Which one banner the site shows (issue 22 item 13): at most one at a time, so they never stack above
 * the workspace on a phone. Cookie consent comes first (the choice is legally needed before analytics
 * may run), then the survey, then the community-chat invitation (spec 001 "Page-edge banners"), each
 * once the one before it was answered or dismissed; none on `/embed/…` pages.
 */
import { useCallback, useState } from 'react';
import { readCookieConsent } from '../consent/cookieConsent.ts';
import { isEmbedPath } from '../embed/embedRoute.ts';
import { storage } from '../storage.ts';
import { COMMUNITY_CHAT_HIDDEN_KEY, SURVEY_HIDDEN_KEY, type EdgeBanner } from './edgeBanners.ts';

export type SiteBanner = 'cookieConsent' | EdgeBanner;

/** The banners in the order they take turns. */
export const SITE_BANNER_ORDER: readonly SiteBanner[] = ['cookieConsent', 'survey', 'communityChat'];

/** Whether the stored choices already settle a banner (a consent choice, or a dismissal). */
function settled(banner: SiteBanner): boolean {
  if (banner === 'cookieConsent') return readCookieConsent() !== null;
  return storage.get(banner === 'survey' ? SURVEY_HIDDEN_KEY : COMMUNITY_CHAT_HIDDEN_KEY) === 'true';
}

/**
 * The banner to show at `pathname`, or null. `answered` holds the banners answered during this page
 * view, so they stay hidden even when storage refuses to remember the choice.
 */
export function siteBannerToShow(
  pathname: string,
  answered: ReadonlySet<SiteBanner> = new Set(),
): SiteBanner | null {
  if (isEmbedPath(pathname)) return null;
  return SITE_BANNER_ORDER.find((banner) => !answered.has(banner) && !settled(banner)) ?? null;
}

/** The banner to show now, and `answered(banner)` to move on to the next one. */
export function useSiteBanner(pathname: string): {
  shown: SiteBanner | null;
  answered: (banner: SiteBanner) => void;
} {
  const [done, setDone] = useState<ReadonlySet<SiteBanner>>(() => new Set());
  const answered = useCallback((banner: SiteBanner) => setDone((before) => new Set([...before, banner])), []);
  return { shown: siteBannerToShow(pathname, done), answered };
}

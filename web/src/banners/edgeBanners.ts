import { storage } from '../storage.ts';

/** localStorage keys set to 'true' when a banner is dismissed. */
export const SURVEY_HIDDEN_KEY = 'surveyHidden';
export const COMMUNITY_CHAT_HIDDEN_KEY = 'discordInviteHidden';

export type EdgeBanner = 'survey' | 'communityChat';

/** The survey banner shows first; once it is dismissed, the community-chat banner; then none. */
export function edgeBannerToShow(): EdgeBanner | null {
  if (storage.get(SURVEY_HIDDEN_KEY) !== 'true') return 'survey';
  if (storage.get(COMMUNITY_CHAT_HIDDEN_KEY) !== 'true') return 'communityChat';
  return null;
}

/** Remembers that a banner was dismissed. */
export function dismissEdgeBanner(banner: EdgeBanner): void {
  storage.set(banner === 'survey' ? SURVEY_HIDDEN_KEY : COMMUNITY_CHAT_HIDDEN_KEY, 'true');
}

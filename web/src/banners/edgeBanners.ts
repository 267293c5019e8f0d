import { storage } from '../storage.ts';

/** localStorage keys set to 'true' when a banner is dismissed. */
export const SURVEY_HIDDEN_KEY = 'surveyHidden';
export const COMMUNITY_CHAT_HIDDEN_KEY = 'discordInviteHidden';

/** The survey shows first, then the community chat (their turn after cookie consent: siteBanner.ts). */
export type EdgeBanner = 'survey' | 'communityChat';

/** Remembers that a banner was dismissed. */
export function dismissEdgeBanner(banner: EdgeBanner): void {
  storage.set(banner === 'survey' ? SURVEY_HIDDEN_KEY : COMMUNITY_CHAT_HIDDEN_KEY, 'true');
}

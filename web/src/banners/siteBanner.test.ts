import { describe, expect, it, vi } from 'vitest';
import { siteBannerToShow } from './siteBanner.ts';

describe('siteBannerToShow: one banner at a time', () => {
  it('asks for cookie consent first, then the survey, then the community chat, then nothing', () => {
    expect(siteBannerToShow('/')).toBe('cookieConsent');
    localStorage.setItem('cookieConsent', 'false');
    expect(siteBannerToShow('/')).toBe('survey');
    localStorage.setItem('surveyHidden', 'true');
    expect(siteBannerToShow('/')).toBe('communityChat');
    localStorage.setItem('discordInviteHidden', 'true');
    expect(siteBannerToShow('/')).toBeNull();
  });

  it('still shows the survey when only the community chat was dismissed', () => {
    localStorage.setItem('cookieConsent', 'true');
    localStorage.setItem('discordInviteHidden', 'true');
    expect(siteBannerToShow('/problems')).toBe('survey');
  });

  it('shows none on an embed page, even with nothing chosen yet', () => {
    expect(siteBannerToShow('/embed/examples/start-stop-seal-in')).toBeNull();
  });

  it('moves on after an answer this page view when storage refuses to remember it', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => null);
    expect(siteBannerToShow('/', new Set(['cookieConsent']))).toBe('survey');
    expect(siteBannerToShow('/', new Set(['cookieConsent', 'survey']))).toBe('communityChat');
    vi.restoreAllMocks();
  });
});

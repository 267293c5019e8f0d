import { noConsentAdapter, type AnalyticsConsentAdapter } from './consent/consentAdapter.ts';

/** A link to one of the product's external pages (always opened in a new tab). */
export interface ExternalLink {
  /** Text shown to the user. */
  label: string;
  /** Absolute address. */
  href: string;
}

/**
 * Everything about the site that an operator changes without touching components:
 * contact addresses, social links, tutorial videos, banner targets and the analytics adapter.
 */
export interface SiteConfig {
  /** Product name, used as the default page title and in the footer. */
  productName: string;
  /** Support e-mail address shown on Contact, Privacy and Terms. */
  supportEmail: string;
  /** Links on the Contact page, in display order. */
  contactLinks: readonly ExternalLink[];
  /**
   * Tutorial videos embedded on the Help page, as embeddable player addresses
   * (for example `https://www.youtube-nocookie.com/embed/{id}`). An empty string leaves the slot
   * showing that the video is not available yet. Players load only when the visitor presses play.
   */
  tutorialVideos: {
    /** Getting started with the simulator. */
    gettingStarted: string;
    /** Creating, sharing and solving problems. */
    problems: string;
  };
  /** Where the survey banner's action link goes. */
  surveyUrl: string;
  /** Where the community-chat banner's action link goes. */
  communityChatUrl: string;
  /** Receives the visitor's cookie choice; does nothing until a site configures a real one. */
  analytics: AnalyticsConsentAdapter;
  /**
   * Ad slots of the lists (spec 001 §9): after the cards at list indexes 2, 7, 17, 27 and 37, each with its
   * own slot id for mobile (320×50) and desktop (728×90). Only placeholders are drawn, and only for slots
   * with an id; no ad network is loaded. `showOnMobile` false hides them at 768 px or less, as the spec says.
   */
  adSlots: {
    showOnMobile: boolean;
    /** Slot ids by list index; an empty string is a slot with no id yet, which renders nothing. */
    slots: Readonly<Record<2 | 7 | 17 | 27 | 37, { mobile: string; desktop: string }>>;
  };
}

const communityChatUrl = 'https://discord.gg/plciosimulator';

export const siteConfig: SiteConfig = {
  productName: 'PLC IO Simulator',
  supportEmail: 'support@plciosimulator.com',
  contactLinks: [
    { label: 'YouTube', href: 'https://www.youtube.com/@plciosimulator' },
    { label: 'Facebook', href: 'https://www.facebook.com/plciosimulator' },
    { label: 'X', href: 'https://x.com/plciosimulator' },
    { label: 'Bluesky', href: 'https://bsky.app/profile/plciosimulator.com' },
    { label: 'Reddit', href: 'https://www.reddit.com/r/plciosimulator' },
    { label: 'TikTok', href: 'https://www.tiktok.com/@plciosimulator' },
    { label: 'Discord', href: communityChatUrl },
    { label: 'Buy Me a Coffee', href: 'https://ko-fi.com/plciosimulator' },
  ],
  tutorialVideos: { gettingStarted: '', problems: '' },
  surveyUrl: 'https://forms.gle/plciosimulator-survey',
  communityChatUrl,
  analytics: noConsentAdapter,
  adSlots: {
    showOnMobile: false,
    slots: {
      2: { mobile: '', desktop: '' },
      7: { mobile: '', desktop: '' },
      17: { mobile: '', desktop: '' },
      27: { mobile: '', desktop: '' },
      37: { mobile: '', desktop: '' },
    },
  },
};

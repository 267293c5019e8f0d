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
};

import { Icon } from '../app/icons.tsx';
import { siteConfig } from '../siteConfig.ts';
import { dismissEdgeBanner, type EdgeBanner as EdgeBannerName } from './edgeBanners.ts';

const banners: Record<EdgeBannerName, { text: string; action: string; href: () => string }> = {
  survey: {
    text: 'Tell us how you use PLC IO Simulator in a two-minute survey, and we will send you a free sticker.',
    action: 'Take the survey',
    href: () => siteConfig.surveyUrl,
  },
  communityChat: {
    text: 'Join our community chat on Discord to ask questions, share projects and meet other learners.',
    action: 'Join the chat',
    href: () => siteConfig.communityChatUrl,
  },
};

/**
 * A dismissible banner at the page edge (the survey or the community-chat invitation). Which one shows,
 * if any, is decided by useSiteBanner (siteBanner.ts); dismissing remembers it and calls `onDismissed`.
 */
export function EdgeBanner({ banner, onDismissed }: { banner: EdgeBannerName; onDismissed: () => void }) {
  const { text, action, href } = banners[banner];
  const dismiss = () => {
    dismissEdgeBanner(banner);
    onDismissed();
  };

  return (
    <aside className="edge-banner" aria-label={banner === 'survey' ? 'Survey' : 'Community chat'}>
      <p>{text}</p>
      <a href={href()} target="_blank" rel="noopener noreferrer" className="button primary">
        {action}
      </a>
      <button type="button" className="icon-button" aria-label="Dismiss" onClick={dismiss}>
        <Icon name="close" size={18} />
      </button>
    </aside>
  );
}

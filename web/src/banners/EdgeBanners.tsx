import { useState } from 'react';
import { Icon } from '../app/icons.tsx';
import { siteConfig } from '../siteConfig.ts';
import { dismissEdgeBanner, edgeBannerToShow, type EdgeBanner } from './edgeBanners.ts';

const banners: Record<EdgeBanner, { text: string; action: string; href: () => string }> = {
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

/** The dismissible banner at the page edge: the survey first, then the community-chat invitation. */
export function EdgeBanners() {
  const [shown, setShown] = useState(edgeBannerToShow);
  if (!shown) return null;
  const banner = banners[shown];

  const dismiss = () => {
    dismissEdgeBanner(shown);
    setShown(edgeBannerToShow());
  };

  return (
    <aside className="edge-banner" aria-label={shown === 'survey' ? 'Survey' : 'Community chat'}>
      <p>{banner.text}</p>
      <a href={banner.href()} target="_blank" rel="noopener noreferrer" className="button primary">
        {banner.action}
      </a>
      <button type="button" className="icon-button" aria-label="Dismiss" onClick={dismiss}>
        <Icon name="close" size={18} />
      </button>
    </aside>
  );
}

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../siteConfig.ts';
import { EdgeBanners } from './EdgeBanners.tsx';
import { edgeBannerToShow } from './edgeBanners.ts';

describe('page-edge banners', () => {
  it('shows the survey first, then the community chat, then nothing', async () => {
    render(<EdgeBanners />);
    const survey = screen.getByRole('complementary', { name: 'Survey' });
    expect(survey).toHaveTextContent('free sticker');
    expect(screen.getByRole('link', { name: 'Take the survey' })).toHaveAttribute(
      'href',
      siteConfig.surveyUrl,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(localStorage.getItem('surveyHidden')).toBe('true');
    expect(screen.getByRole('link', { name: 'Join the chat' })).toHaveAttribute(
      'href',
      siteConfig.communityChatUrl,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(localStorage.getItem('discordInviteHidden')).toBe('true');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('shows the community chat alone when only the survey was dismissed earlier', () => {
    localStorage.setItem('surveyHidden', 'true');
    expect(edgeBannerToShow()).toBe('communityChat');
  });

  it('still shows the survey when only the community chat was dismissed', () => {
    localStorage.setItem('discordInviteHidden', 'true');
    expect(edgeBannerToShow()).toBe('survey');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { siteConfig } from '../siteConfig.ts';
import { EdgeBanner } from './EdgeBanners.tsx';

describe('<EdgeBanner>', () => {
  it('shows the survey with its link, and Dismiss remembers it under surveyHidden', async () => {
    const onDismissed = vi.fn();
    render(<EdgeBanner banner="survey" onDismissed={onDismissed} />);
    const survey = screen.getByRole('complementary', { name: 'Survey' });
    expect(survey).toHaveTextContent('free sticker');
    expect(screen.getByRole('link', { name: 'Take the survey' })).toHaveAttribute(
      'href',
      siteConfig.surveyUrl,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(localStorage.getItem('surveyHidden')).toBe('true');
    expect(onDismissed).toHaveBeenCalledOnce();
  });

  it('shows the community chat with its link, and Dismiss remembers it under discordInviteHidden', async () => {
    render(<EdgeBanner banner="communityChat" onDismissed={() => undefined} />);
    expect(screen.getByRole('link', { name: 'Join the chat' })).toHaveAttribute(
      'href',
      siteConfig.communityChatUrl,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(localStorage.getItem('discordInviteHidden')).toBe('true');
  });
});

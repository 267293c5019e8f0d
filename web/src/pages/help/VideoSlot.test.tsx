import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VideoSlot } from './VideoSlot.tsx';

const SRC = 'https://www.youtube-nocookie.com/embed/abc123';

describe('VideoSlot', () => {
  it('shows the title and a play button, and no player, before the visitor asks', () => {
    const { container } = render(<VideoSlot title="Getting started" src={SRC} />);

    expect(screen.getByText('Getting started')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play video' })).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('replaces the button with the player when "Play video" is clicked', async () => {
    const user = userEvent.setup();
    render(<VideoSlot title="Getting started" src={SRC} />);

    await user.click(screen.getByRole('button', { name: 'Play video' }));

    const frame = screen.getByTitle('Getting started');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', SRC);
    expect(frame).toHaveAttribute('allowfullscreen');
    expect(screen.queryByRole('button', { name: 'Play video' })).not.toBeInTheDocument();
  });

  it('says the video is not available, with no button and no player, when there is no address', () => {
    const { container } = render(<VideoSlot title="Creating, sharing and solving problems" src="" />);

    expect(screen.getByText('This video is not available yet.')).toBeInTheDocument();
    expect(screen.getByText('Creating, sharing and solving problems')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { CommunityProjectSummary } from '../api/community.ts';
import { CommunityCard } from './cards.tsx';

const project: CommunityProjectSummary = {
  community_id: 'c-1',
  creator: 'ada',
  username: 'ada',
  projectName: 'Tank fill',
  scene: 'WATER_TANK',
  tagMap: { INDICATOR: { io_symbol: 'INDICATOR' } },
  instructionMap: { OTE: { type: 'OTE' } },
  votes: 3,
  date_shared: '2026-01-02T03:04:05.000Z',
};

function renderCard(props: { own?: boolean; voted?: boolean }) {
  const onVote = vi.fn();
  render(
    <MemoryRouter>
      <CommunityCard
        project={project}
        votes={3}
        voted={props.voted ?? false}
        pending={false}
        own={props.own}
        onVote={onVote}
      />
    </MemoryRouter>,
  );
  return onVote;
}

describe('CommunityCard vote button', () => {
  it("is disabled on the user's own project, with a tooltip saying why", async () => {
    const onVote = renderCard({ own: true });
    const button = screen.getByRole('button', { name: 'Vote' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('title', 'You cannot vote for your own project.');
    expect(button.parentElement).toHaveAttribute('title', 'You cannot vote for your own project.');
    await userEvent.click(button);
    expect(onVote).not.toHaveBeenCalled();
    expect(screen.getByTestId('vote-count')).toHaveTextContent('3');
  });

  it("votes on someone else's project", async () => {
    const onVote = renderCard({ own: false });
    const button = screen.getByRole('button', { name: 'Vote' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('title');
    await userEvent.click(button);
    expect(onVote).toHaveBeenCalledTimes(1);
  });

  it('still lets the owner take back a vote cast before own votes were refused', async () => {
    const onVote = renderCard({ own: true, voted: true });
    const button = screen.getByRole('button', { name: 'Remove vote' });
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(onVote).toHaveBeenCalledTimes(1);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LOCAL_SOLVED_KEY, readKept, readLocalSolved } from './localProgress.ts';
import { ProfileKeepOffer } from './ProfileKeepOffer.tsx';

const record = (ids: string[]) =>
  localStorage.setItem(
    LOCAL_SOLVED_KEY,
    JSON.stringify(Object.fromEntries(ids.map((id) => [id, '2026-11-27T10:00:00.000Z']))),
  );

const renderOffer = (accountSolved: string[] | null) =>
  render(
    <MemoryRouter>
      <ProfileKeepOffer username="ada" accountSolved={accountSolved} />
    </MemoryRouter>,
  );

describe('ProfileKeepOffer (the profile, where signing in and up land)', () => {
  it("offers the signed-out solves the account lacks, and Keep makes them the account's on this device", async () => {
    record(['hand-signal', 'mold-clamp', 'batch-counter']);
    renderOffer(['batch-counter']);
    const offer = screen.getByRole('region', { name: 'Keep your progress?' });
    expect(offer).toHaveTextContent(
      "You solved 2 problems on this device while signed out. Keep them in ada's Learn progress?",
    );
    expect(screen.getByRole('link', { name: 'Learn progress' })).toHaveAttribute('href', '/learn');
    await userEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('region', { name: 'Keep your progress?' })).not.toBeInTheDocument();
    expect(Object.keys(readKept('ada')).sort()).toEqual(['batch-counter', 'hand-signal', 'mold-clamp']);
    expect(readLocalSolved()).toEqual({});
  });

  it('Discard forgets them', async () => {
    record(['hand-signal']);
    renderOffer([]);
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(readLocalSolved()).toEqual({});
    expect(readKept('ada')).toEqual({});
  });

  it('says nothing until the solutions are known, or when there is nothing new to keep', () => {
    record(['hand-signal']);
    renderOffer(null);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    renderOffer(['hand-signal']);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

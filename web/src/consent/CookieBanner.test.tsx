import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ConsentSettings } from './consentAdapter.ts';
import { CookieBanner } from './CookieBanner.tsx';

describe('<CookieBanner>', () => {
  it('shows until Decline is pressed, then applies the choice and hides', async () => {
    const applied: ConsentSettings[] = [];
    render(<CookieBanner adapter={{ apply: (s) => void applied.push(s) }} />);
    expect(screen.getByText('This website uses cookies to improve your experience.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(applied.map((s) => s.ad_storage)).toEqual(['denied']);
    expect(localStorage.getItem('cookieConsent')).toBe('false');
  });

  it('stays hidden once a choice is stored', () => {
    localStorage.setItem('cookieConsent', 'true');
    render(<CookieBanner adapter={{ apply: () => undefined }} />);
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });
});

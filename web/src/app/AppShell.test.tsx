import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppShell } from './AppShell.tsx';

const COOKIE_TEXT = 'This website uses cookies to improve your experience.';

async function renderShellAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '/', Component: AppShell, children: [{ path: '*', element: <h1>Page</h1> }] }],
    { initialEntries: [path] },
  );
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
}

/** The banners on screen: the cookie bar and the page-edge banners by their names. */
const shownBanners = () => [
  ...screen.queryAllByRole('region', { name: 'Cookie consent' }).map(() => 'Cookie consent'),
  ...screen.queryAllByRole('complementary').map((banner) => banner.getAttribute('aria-label')),
];

describe('the app shell shows at most one banner at a time', () => {
  it('on a first visit: cookie consent alone, then the survey, then the community chat, then none', async () => {
    await renderShellAt('/');
    expect(shownBanners()).toEqual(['Cookie consent']);
    expect(screen.getByText(COOKIE_TEXT)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(localStorage.getItem('cookieConsent')).toBe('true');
    expect(shownBanners()).toEqual(['Survey']);

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(shownBanners()).toEqual(['Community chat']);

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(shownBanners()).toEqual([]);
  });

  it('starts with the survey when the cookie choice was made on an earlier visit', async () => {
    localStorage.setItem('cookieConsent', 'false');
    await renderShellAt('/problems');
    expect(shownBanners()).toEqual(['Survey']);
  });

  it('shows no banner on an /embed/ path', async () => {
    await renderShellAt('/embed/examples/start-stop-seal-in');
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
    expect(shownBanners()).toEqual([]);
  });
});

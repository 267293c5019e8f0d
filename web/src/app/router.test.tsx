import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from './router.tsx';

async function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return router;
}

describe('routes', () => {
  it.each([
    ['/', 'New Project', 'PLC IO Simulator'],
    ['/projects', 'Projects', 'Projects | PLC IO Simulator'],
    ['/examples', 'Examples', 'Examples | PLC IO Simulator'],
    ['/problems', 'Problems', 'Problems | PLC IO Simulator'],
    ['/community', 'Community', 'Community | PLC IO Simulator'],
    ['/learn', 'Learn', 'Learn | PLC IO Simulator'],
    ['/learn/timers', 'Timers', 'Learn | Timers'],
    // Without a session the profile redirects to sign in.
    ['/profile', 'Sign in', 'Sign in | PLC IO Simulator'],
    ['/signin', 'Sign in', 'Sign in | PLC IO Simulator'],
    ['/signup', 'Create an account', 'Sign up | PLC IO Simulator'],
    ['/confirm', 'Confirm your account', 'Confirm your account | PLC IO Simulator'],
    ['/resetpassword', 'Forgot your password?', 'Reset password | PLC IO Simulator'],
    ['/settings', 'Settings', 'Settings | PLC IO Simulator'],
    ['/contact', 'Contact Us', 'Contact Us | PLC IO Simulator'],
    ['/nowhere', 'Page not found', 'PLC IO Simulator'],
  ])('%s shows "%s" titled "%s"', async (path, heading, title) => {
    await renderAt(path);
    // A page's chunk loads on first visit, which can take a while in a busy test run.
    expect(
      await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 }),
    ).toBeInTheDocument();
    // The title is set by an effect, which may run just after the heading appears.
    await waitFor(() => expect(document.title).toBe(title));
  });

  describe('while the API answers slowly', () => {
    beforeEach(() => vi.stubGlobal('fetch', () => new Promise(() => undefined)));
    afterEach(() => vi.unstubAllGlobals());
    it.each(['/projects/abc', '/examples/abc', '/problems/abc', '/community/ada/abc', '/share/abc'])(
      '%s is titled Loading… until its name is known',
      async (path) => {
        await renderAt(path);
        expect(
          await screen.findByRole('heading', { level: 1, name: 'Loading…' }, { timeout: 5000 }),
        ).toBeInTheDocument();
        await waitFor(() => expect(document.title).toBe('Loading…'));
      },
    );
  });

  describe('when the API does not know the id', () => {
    beforeEach(() =>
      vi.stubGlobal('fetch', async () => new Response('{"message":"not found"}', { status: 404 })),
    );
    afterEach(() => vi.unstubAllGlobals());
    it.each([
      ['/projects/abc', 'Project not found.'],
      ['/examples/abc', 'Example not found.'],
      ['/problems/abc', 'Problem not found.'],
      ['/community/ada/abc', 'Shared project not found.'],
      ['/share/abc', 'Shared project not found.'],
    ])('%s goes home, replacing the history entry, and says "%s"', async (path, message) => {
      const router = await renderAt(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(router.state.historyAction).toBe('REPLACE');
      expect(await screen.findByText(message, {}, { timeout: 5000 })).toHaveAttribute('role', 'alert');
    });
  });

  it('shows the spec subtitles of the list pages', async () => {
    await renderAt('/projects');
    expect(
      await screen.findByText('Load and manage your saved projects.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});

describe('mobile menu', () => {
  it('lists the nine destinations, replaces the page while open, and closes on navigation', async () => {
    const router = await renderAt('/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' });

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Home',
      'Projects',
      'Examples',
      'Community',
      'Problems',
      'Learn',
      'Profile',
      'Settings',
      'Help',
    ]);
    expect(document.querySelector('.app-shell')).toHaveAttribute('data-menu-open', 'true');

    await userEvent.click(within(menu).getByRole('link', { name: 'Problems' }));
    expect(router.state.location.pathname).toBe('/problems');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    expect(document.querySelector('.app-shell')).not.toHaveAttribute('data-menu-open');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Problems' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});

describe('footer', () => {
  it('shows the current year and the contact and legal links', async () => {
    await renderAt('/');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} PLC IO Simulator`);
    expect(
      within(footer)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/contact', '/privacy', '/terms']);
  });
});

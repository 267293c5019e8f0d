import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import ProfilePage from './ProfilePage.tsx';

describe('ProfilePage', () => {
  it('redirects to /signin without a session', async () => {
    const router = createMemoryRouter(
      [
        { path: '/profile', Component: ProfilePage },
        { path: '/signin', element: <h1>Sign in</h1> },
      ],
      { initialEntries: ['/profile'] },
    );
    await act(async () => {
      render(<RouterProvider router={router} />);
    });
    expect(await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
  }, 15_000);
});

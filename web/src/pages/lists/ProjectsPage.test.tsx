import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const session = vi.hoisted(() => ({ signedIn: false }));
const api = vi.hoisted(() => ({ fetchProjects: vi.fn() }));

vi.mock('../../lists/session.ts', () => ({ hasSession: () => Promise.resolve(session.signedIn) }));
vi.mock('../../api/projects.ts', () => ({
  fetchProjects: api.fetchProjects,
  deleteProject: vi.fn(),
}));
vi.mock('../../api/community.ts', () => ({ setCommunitySharing: vi.fn() }));

const { default: ProjectsPage } = await import('./ProjectsPage.tsx');

function renderProjects() {
  const router = createMemoryRouter(
    [
      { path: '/projects', Component: ProjectsPage },
      { path: '/signin', element: <h1>Sign in page</h1> },
    ],
    { initialEntries: ['/projects'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('ProjectsPage', () => {
  beforeEach(() => {
    api.fetchProjects.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.restoreAllMocks();
    session.signedIn = false;
  });

  it('asks an anonymous visitor to sign in, without calling the API or logging an error', async () => {
    const router = renderProjects();

    expect(await screen.findByText('Sign in to see your saved projects.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load projects.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    expect(api.fetchProjects).not.toHaveBeenCalled();
    expect(console.error).not.toHaveBeenCalled();

    const signIn = screen.getByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/signin');
    await userEvent.click(signIn);
    expect(router.state.location.pathname).toBe('/signin');
  });

  it("still shows 'Failed to load projects.' when a signed-in load fails", async () => {
    session.signedIn = true;
    api.fetchProjects.mockRejectedValue(new Error('Failed to fetch projects: 503 Service Unavailable'));
    renderProjects();

    expect(await screen.findByText('Failed to load projects.')).toBeInTheDocument();
    expect(screen.queryByText('Sign in to see your saved projects.')).not.toBeInTheDocument();
    expect(api.fetchProjects).toHaveBeenCalledTimes(1);
  });

  it('lists the projects of a signed-in user', async () => {
    session.signedIn = true;
    api.fetchProjects.mockResolvedValue([
      {
        project_id: 'p-1',
        projectName: 'Conveyor start',
        scene: 'EMPTY',
        tagMap: null,
        instructionMap: null,
        createdAt: '2025-01-01T00:00:00Z',
        updatedAt: '2025-01-02T00:00:00Z',
        shared: 'false',
      },
    ]);
    renderProjects();

    expect(await screen.findByRole('link', { name: 'Conveyor start' })).toHaveAttribute(
      'href',
      '/projects/p-1',
    );
    expect(screen.queryByText('Sign in to see your saved projects.')).not.toBeInTheDocument();
  });
});

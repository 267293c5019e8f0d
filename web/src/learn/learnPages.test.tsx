import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keptKey, LOCAL_SOLVED_KEY, readKept } from './localProgress.ts';

const session = vi.hoisted(() => ({ user: null as { username: string; email: string } | null }));
const api = vi.hoisted(() => ({ fetchSolutions: vi.fn() }));

vi.mock('../auth/signedInUser.ts', () => ({ signedInUser: () => Promise.resolve(session.user) }));
vi.mock('../api/solutions.ts', () => ({ fetchSolutions: api.fetchSolutions }));
// The lesson embeds the site's own <PlcSimulator> (its engine and scenes are tested in the widget).
vi.mock('@plcsim/widget', () => ({
  PlcSimulator: ({ src, apiBase, theme }: { src: string; apiBase: string; theme: string }) => (
    <div data-testid="simulator" data-src={src} data-api-base={apiBase} data-theme={theme} />
  ),
}));

const { default: LearnPage } = await import('./LearnPage.tsx');
const { default: LessonPage } = await import('./LessonPage.tsx');
const { LEARN_BOOK } = await import('./learnBook.ts');

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/learn', Component: LearnPage },
      { path: '/learn/:unitSlug', Component: LessonPage },
      { path: '/problems/:id', element: <h1>Problem page</h1> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const timers = LEARN_BOOK.units.find((unit) => unit.slug === 'timers');
const firstTimerProblem = timers?.problems[0];

describe('Learn pages', () => {
  beforeEach(() => {
    api.fetchSolutions.mockReset();
    api.fetchSolutions.mockResolvedValue([]);
  });
  afterEach(() => {
    session.user = null;
  });

  it('/learn lists the eleven units in order, each linking to its lesson with its progress', async () => {
    localStorage.setItem(
      LOCAL_SOLVED_KEY,
      JSON.stringify({ [firstTimerProblem?.id ?? '']: '2026-11-27T10:00:00.000Z' }),
    );
    renderAt('/learn');
    expect(screen.getByRole('heading', { level: 1, name: 'Learn' })).toBeInTheDocument();
    const units = within(screen.getByRole('list', { name: 'Units' })).getAllByRole('listitem');
    expect(units).toHaveLength(11);
    expect(units.map((unit) => within(unit).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Contacts and coils',
      'Seal-in and latches',
      'Timers',
      'Counters',
      'Sequences and state machines',
      'Data and math',
      'Analog and scaling',
      'Control loops',
      'Shift registers and FIFOs',
      'Structured text',
      'Subroutines and Add-On Instructions',
    ]);
    expect(within(units[2] as HTMLElement).getByRole('link', { name: 'Timers' })).toHaveAttribute(
      'href',
      '/learn/timers',
    );
    expect(
      await within(units[2] as HTMLElement).findByText(`1 of ${timers?.problems.length} problems solved`),
    ).toBeInTheDocument();
    expect(screen.getByText(/problems you solve are remembered in this browser only/)).toBeInTheDocument();
    expect(api.fetchSolutions).not.toHaveBeenCalled();
  });

  it('a lesson shows its sections, live examples on examples/{id}, and its problems in order', async () => {
    renderAt('/learn/timers');
    expect(screen.getByRole('heading', { level: 1, name: 'Timers' })).toBeInTheDocument();
    const lesson = screen.getByRole('article', { name: 'Lesson: Timers' });
    expect(
      within(lesson).getByRole('heading', { level: 2, name: 'An on-delay waits before it acts' }),
    ).toHaveAttribute('id', 'an-on-delay-waits-before-it-acts');
    expect(within(lesson).getByText('TT', { selector: 'code' })).toBeInTheDocument();
    const example = within(lesson).getByRole('figure', { name: /Example 5: On-Delay Timer/ });
    expect(within(example).getByTestId('simulator')).toHaveAttribute('data-src', 'examples/on-delay-timer');
    expect(within(example).getByTestId('simulator')).toHaveAttribute('data-theme', 'light');
    expect(within(example).getByRole('link', { name: 'Open in the editor' })).toHaveAttribute(
      'href',
      '/examples/on-delay-timer',
    );
    const problems = screen.getByRole('region', { name: 'Problems' });
    const rows = within(problems).getAllByTestId('learn-problem');
    expect(rows).toHaveLength(timers?.problems.length ?? -1);
    const order = { easy: 0, medium: 1, hard: 2 };
    const difficulties = rows.map(
      (row) => order[row.querySelector('.difficulty-badge')?.textContent as 'easy'],
    );
    expect(difficulties).toEqual([...difficulties].sort());
    await userEvent.click(within(rows[0] as HTMLElement).getByRole('link'));
    expect(await screen.findByRole('heading', { name: 'Problem page' })).toBeInTheDocument();
  });

  it("runs the examples in the site's dark theme when it is chosen", () => {
    localStorage.setItem('theme', 'dark');
    renderAt('/learn/timers');
    const example = screen.getByRole('figure', { name: /Example 5: On-Delay Timer/ });
    expect(within(example).getByTestId('simulator')).toHaveAttribute('data-theme', 'dark');
  });

  it('links to the previous and next units, and says when a unit does not exist', async () => {
    renderAt('/learn/timers');
    const pager = screen.getByRole('navigation', { name: 'Units' });
    expect(within(pager).getByRole('link', { name: '← Unit 2: Seal-in and latches' })).toHaveAttribute(
      'href',
      '/learn/seal-in-and-latches',
    );
    expect(within(pager).getByRole('link', { name: 'Unit 4: Counters →' })).toHaveAttribute(
      'href',
      '/learn/counters',
    );
  });

  it('an unknown unit says so', () => {
    renderAt('/learn/nowhere');
    expect(screen.getByRole('heading', { level: 1, name: 'Unit not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all units' })).toHaveAttribute('href', '/learn');
  });

  it('signed in: the account is solved, and the signed-out progress is offered; Keep counts it on this account', async () => {
    const [first, second] = timers?.problems ?? [];
    session.user = { username: 'ada', email: 'ada@example.com' };
    api.fetchSolutions.mockResolvedValue([
      { problem_id: first?.id, solved: true },
      { problem_id: 'not-in-this-unit', solved: false },
    ]);
    localStorage.setItem(
      LOCAL_SOLVED_KEY,
      JSON.stringify({ [second?.id ?? '']: '2026-11-27T10:00:00.000Z' }),
    );
    renderAt('/learn/timers');
    const offer = await screen.findByRole('region', { name: 'Keep your progress?' });
    expect(offer).toHaveTextContent(
      "You solved 1 problem on this device while signed out. Keep it in ada's Learn progress?",
    );
    const problems = screen.getByRole('region', { name: 'Problems' });
    expect(within(problems).getByText(`1 of ${timers?.problems.length} problems solved`)).toBeInTheDocument();

    await userEvent.click(within(offer).getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('region', { name: 'Keep your progress?' })).not.toBeInTheDocument();
    expect(within(problems).getByText(`2 of ${timers?.problems.length} problems solved`)).toBeInTheDocument();
    const row = within(problems).getAllByTestId('learn-problem')[1] as HTMLElement;
    expect(within(row).getByRole('img', { name: 'Solved' })).toBeInTheDocument();
    expect(within(row).getByText('solved on this device')).toBeInTheDocument();
    expect(Object.keys(readKept('ada'))).toEqual([second?.id]);
    expect(localStorage.getItem(keptKey('bob'))).toBeNull();
  });

  it('signed in: Discard forgets the signed-out progress', async () => {
    session.user = { username: 'ada', email: 'ada@example.com' };
    localStorage.setItem(
      LOCAL_SOLVED_KEY,
      JSON.stringify({ [firstTimerProblem?.id ?? '']: '2026-11-27T10:00:00.000Z' }),
    );
    renderAt('/learn');
    const offer = await screen.findByRole('region', { name: 'Keep your progress?' });
    await userEvent.click(within(offer).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('region', { name: 'Keep your progress?' })).not.toBeInTheDocument();
    expect(localStorage.getItem(LOCAL_SOLVED_KEY)).toBeNull();
    expect(screen.getAllByText(/^0 of \d+ problems solved$/).length).toBeGreaterThan(0);
  });
});

describe('MoreExamples', () => {
  it("embeds the unit's examples that its lesson text does not, after the lesson", async () => {
    const { MoreExamples } = await import('./MoreExamples.tsx');
    const unit = {
      unit: 9,
      slug: 'shift-registers-and-fifos',
      title: 'Shift registers and FIFOs',
      summary: '',
      blocks: [{ type: 'example' as const, number: 26, id: 'reject-tracking', name: 'Reject Tracking' }],
      examples: [
        { number: 26, id: 'reject-tracking', name: 'Reject Tracking' },
        { number: 30, id: 'part-queue', name: 'Part Queue' },
      ],
      problems: [],
    };
    const router = createMemoryRouter([{ path: '/', element: <MoreExamples unit={unit} /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { level: 2, name: 'More examples' })).toBeInTheDocument();
    const figures = screen.getAllByRole('figure');
    expect(figures.map((figure) => figure.getAttribute('data-example'))).toEqual(['30']);
    expect(within(figures[0] as HTMLElement).getByTestId('simulator')).toHaveAttribute(
      'data-src',
      'examples/part-queue',
    );
  });
});

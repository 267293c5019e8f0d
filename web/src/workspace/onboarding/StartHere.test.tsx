import { EXAMPLES, PROBLEMS } from '@plcsim/content';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { START_HERE_HIDDEN_KEY } from './startHere.ts';
import { StartHere } from './StartHere.tsx';

const card = (onTour = () => undefined) =>
  render(
    <MemoryRouter>
      <StartHere onTour={onTour} />
    </MemoryRouter>,
  );

describe('the Start here card', () => {
  it('offers example 1, problem 1 and the tour on a first visit', async () => {
    const onTour = vi.fn();
    card(onTour);
    expect(screen.getByRole('region', { name: 'Start here' })).toBeVisible();
    const example = EXAMPLES.find((item) => item.exampleNumber === 1);
    const problem = PROBLEMS.find((item) => item.problemNumber === 1);
    expect(screen.getByRole('link', { name: 'Open example 1' })).toHaveAttribute(
      'href',
      `/examples/${example?.example_id}`,
    );
    expect(screen.getByRole('link', { name: 'Solve problem 1' })).toHaveAttribute(
      'href',
      `/problems/${problem?.problem_id}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Take the two-minute tour' }));
    expect(onTour).toHaveBeenCalledTimes(1);
  });

  it('never shows again once dismissed', async () => {
    const first = card();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss Start here' }));
    expect(screen.queryByRole('region', { name: 'Start here' })).not.toBeInTheDocument();
    expect(localStorage.getItem(START_HERE_HIDDEN_KEY)).toBe('true');
    first.unmount();
    // The next visit (a new page, the same device).
    card();
    expect(screen.queryByRole('region', { name: 'Start here' })).not.toBeInTheDocument();
  });

  it('goes away for this page view when storage is blocked', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    card();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss Start here' }));
    expect(screen.queryByRole('region', { name: 'Start here' })).not.toBeInTheDocument();
    setItem.mockRestore();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import Tour from './Tour.tsx';
import type { TourStep } from './tourSteps.ts';

const STEPS: TourStep[] = [
  { id: 'a', title: 'First', text: 'The first thing.', target: '#first' },
  { id: 'b', title: 'Second', text: 'The second thing.', target: '#second' },
];

function page() {
  return render(
    <div>
      <button type="button">Before</button>
    </div>,
  );
}

describe('the tour', () => {
  it('walks its steps with Next and Back, and Done ends it', async () => {
    const onClose = vi.fn();
    render(<Tour steps={STEPS} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'First' });
    expect(dialog).toHaveAccessibleDescription('The first thing.');
    expect(dialog).toHaveTextContent('Step 1 of 2');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    // The focus is in the card, on Next.
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Second' })).toHaveTextContent('Step 2 of 2');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'First' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with Escape and gives the focus back', async () => {
    page();
    const before = screen.getByRole('button', { name: 'Before' });
    before.focus();
    const onClose = vi.fn();
    const { unmount } = render(<Tour steps={STEPS} onClose={onClose} />);
    expect(before).not.toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();
    expect(before).toHaveFocus();
  });

  it('keeps Tab inside the card', async () => {
    render(<Tour steps={STEPS} onClose={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const next = screen.getByRole('button', { name: 'Done' });
    next.focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close tour' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(next).toHaveFocus();
  });
});

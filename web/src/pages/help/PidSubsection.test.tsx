import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import HelpPage from './HelpPage.tsx';

describe('Help: Process control: PID', () => {
  it('lists PID in a table of its own with its behaviour, a tuning guide and what is left out', () => {
    Element.prototype.scrollIntoView = vi.fn();
    render(
      <MemoryRouter initialEntries={['/help#process-instructions']}>
        <HelpPage />
      </MemoryRouter>,
    );
    const section = document.getElementById('process-instructions') as HTMLElement;
    expect(section.closest('#instructions')).not.toBeNull();
    expect(
      within(section).getByRole('heading', { level: 3, name: 'Process control: PID' }),
    ).toBeInTheDocument();
    const table = within(section).getByRole('table', { name: 'Process control instructions' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(within(row as HTMLElement).getByRole('rowheader')).toHaveTextContent(
      'PIDProportional Integral Derivative',
    );
    expect(row).toHaveTextContent('E = SP − PV');
    expect(within(section).getByText(/a P-only loop settles/)).toBeInTheDocument();
    expect(within(section).getByText(/Not here \(Logix has them\)/)).toBeInTheDocument();
    const toc = document.querySelector('nav.help-toc') as HTMLElement;
    expect(within(toc).getByRole('link', { name: 'Process control: PID' })).toHaveAttribute(
      'href',
      '#process-instructions',
    );
    expect(screen.getByText(/TankLoop : PID/)).toBeInTheDocument();
  });
});

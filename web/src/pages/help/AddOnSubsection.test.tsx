import { render, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import HelpPage from './HelpPage.tsx';

describe('Help: Add-On Instructions', () => {
  it('explains how a call runs on a true and a false rung, with a seal-in example and a contents link', () => {
    Element.prototype.scrollIntoView = vi.fn();
    render(
      <MemoryRouter initialEntries={['/help#add-on-instructions']}>
        <HelpPage />
      </MemoryRouter>,
    );
    const section = document.getElementById('add-on-instructions') as HTMLElement;
    expect(section.closest('#instructions')).not.toBeNull();
    expect(
      within(section).getByRole('heading', { level: 3, name: 'Add-On Instructions' }),
    ).toBeInTheDocument();
    expect(
      within(section).getByText(/the Logic does not run and the Outputs keep their values/),
    ).toBeInTheDocument();
    expect(within(section).getByText(/Seal\(Seal1,Start_PB,Stop_PB,Motor\)/)).toBeInTheDocument();
    const toc = document.querySelector('nav.help-toc') as HTMLElement;
    expect(within(toc).getByRole('link', { name: 'Add-On Instructions' })).toHaveAttribute(
      'href',
      '#add-on-instructions',
    );
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import SettingsPage from './SettingsPage.tsx';

describe('<SettingsPage>', () => {
  it('switches to the dark theme and remembers it; layouts stay disabled', async () => {
    render(<SettingsPage />);
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    const layouts = screen.getAllByRole('radio').filter((r) => r.getAttribute('name') === 'layout');
    expect(layouts).toHaveLength(3);
    for (const layout of layouts) expect(layout).toBeDisabled();
  });
});

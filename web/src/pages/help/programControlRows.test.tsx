import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InstructionsSection } from './InstructionsSection.tsx';

describe('the Help page on program control and file copies', () => {
  it('has a row of behaviour for JMP, LBL, MCR, NOP, AFI, COP and FLL', () => {
    render(<InstructionsSection />);
    const codes = (caption: string) =>
      within(screen.getByRole('table', { name: caption }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('code, th, td')?.textContent ?? '');
    expect(codes('Program control instructions').map((c) => c.slice(0, 3))).toEqual([
      'JMP',
      'LBL',
      'MCR',
      'NOP',
      'AFI',
    ]);
    expect(codes('Copy and fill instructions').map((c) => c.slice(0, 3))).toEqual(['COP', 'FLL']);
    expect(document.getElementById('program-control-instructions')).toHaveTextContent(
      'the scan goes on at the rung that starts with LBL of that name',
    );
  });
});

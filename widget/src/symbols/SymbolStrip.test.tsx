import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SymbolStrip } from './SymbolStrip.tsx';

describe('SymbolStrip', () => {
  it('shows each symbol once, in descending alphabetical order, skipping nulls and unknowns', () => {
    render(
      <SymbolStrip
        tagMap={{
          t1: { io_symbol: 'NO_PUSHBUTTON' },
          t2: { io_symbol: 'MOTOR_CONTACTOR' },
          t3: { io_symbol: 'NO_PUSHBUTTON' },
          t4: { io_symbol: null },
          t5: {},
          t6: { io_symbol: 'NC_TEMPERATURE_SWITCH' },
          t7: { io_symbol: 'NC_TEMP_SWITCH' },
          t8: { io_symbol: 'BOGUS' },
          t9: { io_symbol: 'SOLENOID' },
        }}
      />,
    );
    const strip = screen.getByRole('list', { name: 'I/O symbols' });
    const names = within(strip)
      .getAllByRole('img')
      .map((img) => img.getAttribute('data-io-symbol'));
    expect(names).toEqual(['SOLENOID', 'NO_PUSHBUTTON', 'NC_TEMP_SWITCH', 'MOTOR_CONTACTOR']);
    expect(within(strip).getAllByRole('listitem')).toHaveLength(4);
    expect(within(strip).getByRole('img', { name: 'Normally closed temperature switch' })).toBeVisible();
  });

  it('draws nothing when no tag has a symbol', () => {
    const { container } = render(<SymbolStrip tagMap={{ t1: { io_symbol: null }, t2: {} }} />);
    expect(container).toBeEmptyDOMElement();
    const { container: absent } = render(<SymbolStrip tagMap={undefined} />);
    expect(absent).toBeEmptyDOMElement();
  });
});

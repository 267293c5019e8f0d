import { createEmptyProject, type Project, type SequenceStep, type Tag } from '@plcsim/compiler';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { checkType, editCheck, sequenceTargets } from './editing.ts';
import { StepTable } from './StepTable.tsx';

const tag = (uuid: string, name: string, extra: Partial<Tag> = {}): Tag => ({
  uuid,
  name,
  alias: '',
  data_type: 'DINT',
  value: 0,
  children: null,
  io_symbol: null,
  ...extra,
});

/** Data DINT[3], Temps REAL[1..2] (alias T), Level REAL; one step checking Temps[2] = 0.5. */
function arrays(checks: SequenceStep['checks'] = [{ tagName: 'Temps[2]', child: '', value: 0.5 }]): Project {
  return {
    ...createEmptyProject('Arrays'),
    tagMap: {
      d: tag('d', 'Data', { dimension: 3 }),
      t: tag('t', 'Temps', { data_type: 'REAL', dimension: 2, lower: 1, alias: 'T' }),
      l: tag('l', 'Level', { data_type: 'REAL' }),
    },
    sequence: [{ description: 'Warm', inputs: [], outputs: [], sets: [], checks, fastForward: 0 }],
  };
}

describe('sequence checks on array elements', () => {
  it('reads an element check as its array type, by name or alias, inside the bounds only', () => {
    const p = arrays();
    const type = (tagName: string, child = '') => checkType(p, { tagName, child });
    expect(type('Temps[2]')).toBe('REAL');
    expect(type(' t[1] ')).toBe('REAL');
    expect(type('Data[0]')).toBe('DINT');
    expect(type('Temps[0]')).toBeUndefined();
    expect(type('Data[3]')).toBeUndefined();
    expect(type('Data')).toBeUndefined();
    // A REAL element's value is kept as its single.
    const edited = editCheck(p, 0, 0, 'value', '0.1');
    expect(edited.sequence[0]?.checks[0]?.value).toBe(Math.fround(0.1));
  });

  it('suggests every tag and element name as a check target', () => {
    expect(sequenceTargets(arrays())).toEqual([
      'Data[0]',
      'Data[1]',
      'Data[2]',
      'Level',
      'Temps[1]',
      'Temps[2]',
    ]);
  });

  it('keeps a tolerance from 0: empty, 0 or a negative entry removes or keeps it', () => {
    const p = arrays();
    const withTolerance = editCheck(p, 0, 0, 'tolerance', '0.25');
    expect(withTolerance.sequence[0]?.checks[0]?.tolerance).toBe(0.25);
    expect(editCheck(withTolerance, 0, 0, 'tolerance', '-1')).toBe(withTolerance);
    expect(editCheck(withTolerance, 0, 0, 'tolerance', 'abc')).toBe(withTolerance);
    expect(editCheck(withTolerance, 0, 0, 'tolerance', '')?.sequence[0]?.checks[0]).not.toHaveProperty(
      'tolerance',
    );
    expect(editCheck(p, 0, 0, 'tolerance', '0')).toBe(p);
  });

  it('shows a tolerance field for a REAL element check and element names in the Tag suggestions', () => {
    const p = arrays([
      { tagName: 'Temps[2]', child: '', value: 0.5 },
      { tagName: 'Data[1]', child: '', value: 4 },
    ]);
    const onChange = vi.fn<(project: Project) => void>();
    render(<StepTable project={p} steps={p.sequence} results={[]} editable onChange={onChange} />);
    const tolerance = screen.getByRole('textbox', { name: 'Tolerance of check 1 of step 1' });
    expect(screen.queryByRole('textbox', { name: 'Tolerance of check 2 of step 1' })).toBeNull();
    fireEvent.blur(tolerance, { target: { value: '0.5' } });
    expect(onChange.mock.lastCall?.[0].sequence[0]?.checks[0]).toMatchObject({
      tagName: 'Temps[2]',
      tolerance: 0.5,
    });
    const field = screen.getByRole('combobox', { name: 'Tag of check 1 of step 1' });
    const list = document.getElementById(field.getAttribute('list') ?? '');
    expect([...(list?.querySelectorAll('option') ?? [])].map((o) => o.value)).toContain('Temps[2]');
  });

  it('writes a read-only REAL element check with its tolerance', () => {
    const p = arrays([{ tagName: 'Temps[2]', child: '', value: 0.5, tolerance: 0.25 }]);
    render(<StepTable project={p} steps={p.sequence} results={[]} editable={false} onChange={vi.fn()} />);
    expect(screen.getByText('Temps[2] = 0.5 ± 0.25')).toBeInTheDocument();
  });
});

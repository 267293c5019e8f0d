import { createEmptyProject, type Project, type SequenceStep, type Tag } from '@plcsim/compiler';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { checkType, editCheck, sequenceTargets } from './editing.ts';
import { StepTable } from './StepTable.tsx';

const tag = (uuid: string, name: string, extra: Partial<Tag> = {}): Tag => ({
  uuid,
  name,
  alias: '',
  data_type: 'STRUCT',
  value: 0,
  children: null,
  io_symbol: null,
  ...extra,
});

/** Motor (Run BOOL, Speed REAL, Delay TIMER); Pump1 : Motor (alias P1), Pumps : Motor[2], Waits : TIMER[1]. */
function structs(
  checks: SequenceStep['checks'] = [{ tagName: 'Pump1.Speed', child: '', value: 0.5 }],
): Project {
  return {
    ...createEmptyProject('Structs'),
    dataTypes: {
      m: {
        uuid: 'm',
        name: 'Motor',
        description: '',
        members: [
          { name: 'Run', data_type: 'BOOL', description: '' },
          { name: 'Speed', data_type: 'REAL', description: '' },
          { name: 'Delay', data_type: 'TIMER', description: '' },
        ],
      },
    },
    tagMap: {
      p: tag('p', 'Pump1', { udt: 'Motor', alias: 'P1', memberValues: { Speed: 0.5 } }),
      ps: tag('ps', 'Pumps', { udt: 'Motor', dimension: 2 }),
      w: tag('w', 'Waits', { data_type: 'TIMER', dimension: 1 }),
    },
    sequence: [{ description: 'Spin', inputs: [], outputs: [], sets: [], checks, fastForward: 0 }],
  };
}

describe('sequence checks on structure members and block elements (issue 24)', () => {
  it('reads a member check as its member type, by tag name or alias, constant indexes in bounds', () => {
    const p = structs();
    const type = (tagName: string, child = '') => checkType(p, { tagName, child });
    expect(type('Pump1.Speed')).toBe('REAL');
    expect(type(' p1.speed ')).toBe('REAL');
    expect(type('Pumps[1].Run')).toBe('BOOL');
    expect(type('Pumps[0].Delay.PRE')).toBe('DINT');
    expect(type('Waits[0].DN')).toBe('BOOL');
    expect(type('Pumps[2].Run')).toBeUndefined();
    expect(type('Pump1.Sped')).toBeUndefined();
    expect(type('Pump1')).toBeUndefined();
    expect(type('Pumps[1]')).toBeUndefined();
    const edited = editCheck(p, 0, 0, 'value', '0.1');
    expect(edited.sequence[0]?.checks[0]?.value).toBe(Math.fround(0.1));
  });

  it('suggests every one-value member as a target, by the names the PLC gives them', () => {
    const targets = sequenceTargets(structs());
    expect(targets).toEqual(
      expect.arrayContaining([
        'Pump1.Run',
        'Pump1.Speed',
        'Pump1.Delay.PRE',
        'Pumps[1].Speed',
        'Waits[0].DN',
      ]),
    );
    expect(targets).not.toContain('Pumps');
    expect(targets).not.toContain('Pump1');
  });

  it('shows the tolerance field for a REAL member check, not for a BOOL one', () => {
    const p = structs([
      { tagName: 'Pumps[1].Speed', child: '', value: 0.5 },
      { tagName: 'Pumps[1].Run', child: '', value: 1 },
    ]);
    const onChange = vi.fn<(project: Project) => void>();
    render(<StepTable project={p} steps={p.sequence} results={[]} editable onChange={onChange} />);
    const tolerance = screen.getByRole('textbox', { name: 'Tolerance of check 1 of step 1' });
    expect(screen.queryByRole('textbox', { name: 'Tolerance of check 2 of step 1' })).toBeNull();
    fireEvent.blur(tolerance, { target: { value: '0.5' } });
    expect(onChange.mock.lastCall?.[0].sequence[0]?.checks[0]).toMatchObject({ tolerance: 0.5 });
  });
});

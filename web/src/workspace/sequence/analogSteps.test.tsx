import { createEmptyProject, type Project, type Tag } from '@plcsim/compiler';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { StepTable } from './StepTable.tsx';

const tag = (uuid: string, name: string, extra: Partial<Tag> = {}): Tag => ({
  uuid,
  name,
  alias: '',
  data_type: 'REAL',
  value: 0,
  children: null,
  io_symbol: null,
  ...extra,
});

/** A level loop: AI0 (0–100 %), AO0 and a DINT; one empty step. */
function loop(): Project {
  return {
    ...createEmptyProject('Level loop'),
    tagMap: {
      a: tag('a', 'AI0', { range: { min: 0, max: 100, unit: '%' } }),
      o: tag('o', 'AO0'),
      n: tag('n', 'Count', { data_type: 'DINT' }),
    },
    sequence: [{ description: 'Fill', inputs: [], outputs: [], sets: [], checks: [], fastForward: 0 }],
  };
}

/** The table with the project kept in state, as the workspace keeps it. */
function Editable({ onProject }: { onProject(project: Project): void }) {
  const [project, setProject] = useState(loop);
  return (
    <StepTable
      project={project}
      steps={project.sequence}
      results={[]}
      editable
      onChange={(next) => {
        setProject(next);
        onProject(next);
      }}
    />
  );
}

describe('analog steps in the Sequence tab (issue 26)', () => {
  it('adds a set of an analog input and a hold check with a tolerance by keyboard', async () => {
    const user = userEvent.setup();
    let project = loop();
    render(<Editable onProject={(next) => (project = next)} />);

    screen.getByRole('button', { name: /^Add set\s*to step 1$/ }).focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('combobox', { name: 'Tag of set 1 of step 1' }));
    await user.keyboard('AI0{Enter}');
    await user.click(screen.getByRole('textbox', { name: 'Value of set 1 of step 1' }));
    await user.keyboard('{Control>}a{/Control}62.5{Enter}');

    await user.click(screen.getByRole('button', { name: /^Add check\s*to step 1$/ }));
    await user.click(screen.getByRole('combobox', { name: 'Tag of check 1 of step 1' }));
    await user.keyboard('AO0{Enter}');
    await user.click(screen.getByRole('textbox', { name: 'Value of check 1 of step 1' }));
    await user.keyboard('{Control>}a{/Control}40{Enter}');
    await user.click(screen.getByRole('textbox', { name: 'Tolerance of check 1 of step 1' }));
    await user.keyboard('2{Enter}');
    const hold = screen.getByRole('checkbox', { name: 'Hold check 1 of step 1' });
    expect(hold).not.toBeChecked();
    hold.focus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Hold check 1 of step 1' })).toBeChecked();

    expect(project.sequence[0]?.sets).toEqual([{ tag: 'AI0', child: '', value: 62.5 }]);
    expect(project.sequence[0]?.checks).toEqual([
      { tagName: 'AO0', child: '', value: 40, tolerance: 2, hold: true },
    ]);

    await user.click(screen.getByRole('checkbox', { name: 'Hold check 1 of step 1' }));
    expect(project.sequence[0]?.checks[0]).not.toHaveProperty('hold');
    await user.click(screen.getByRole('button', { name: 'Remove set 1 of step 1' }));
    expect(project.sequence[0]?.sets).toEqual([]);
  });

  it('writes sets and hold checks in a read-only table', () => {
    const p = loop();
    p.sequence = [
      {
        description: 'Fill',
        inputs: [],
        outputs: [],
        sets: [{ tag: 'AI0', value: 62.5 }],
        checks: [{ tagName: 'AO0', value: 40, tolerance: 2, hold: true }],
        fastForward: 5000,
      },
    ];
    render(<StepTable project={p} steps={p.sequence} results={[]} editable={false} onChange={() => {}} />);
    expect(screen.getByRole('columnheader', { name: 'Sets' })).toBeInTheDocument();
    expect(screen.getByText('AI0 := 62.5')).toBeInTheDocument();
    expect(screen.getByText('AO0 = 40.0 ± 2.0 (hold)')).toBeInTheDocument();
  });
});

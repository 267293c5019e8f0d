import type { Project } from '@plcsim/compiler';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { array, project as build, rung, xic } from '../../../compiler/src/reference/builders.ts';
import { cop, jmp, lbl } from '../../../compiler/src/reference/programControlBuilders.ts';
import { jsr, routine } from '../../../compiler/src/reference/routineBuilders.ts';
import { routineView } from '../editing/routineView.ts';
import { counterEnv } from '../editing/testing.ts';
import { LadderEditor } from './LadderEditor.tsx';

// Data tag-1 DINT[5], Copy tag-2 DINT[3], A tag-3 BOOL; ins-1 XIC(A), ins-2 JMP(?), ins-3 LBL(Done),
// ins-4 COP(Data[1], Copy, 3).
function jumps(): Project {
  const p = build(
    [array('Data', 'DINT', 5), array('Copy', 'DINT', 3)],
    rung(xic('A'), jmp('Done')),
    rung(lbl('Done'), cop('Data[1]', 'Copy', 3)),
  );
  const jump = p.instructionMap['ins-2'];
  if (jump?.ref) jump.ref.Label = null;
  return p;
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

function drawn(container: HTMLElement, id: string): Element {
  const found = container.querySelector(`[data-element-id="${CSS.escape(id)}"]`);
  if (!found) throw new Error(`nothing drawn for ${id}`);
  return found;
}

describe('OperandPicker: labels and whole arrays', { timeout: 30_000 }, () => {
  it('offers the labels of the ladder to a JMP, and whole arrays to COP', async () => {
    const user = userEvent.setup({ delay: null });
    const project = jumps();
    const onChange = vi.fn<(project: Project) => void>();
    const { container } = render(<LadderEditor project={project} env={counterEnv()} onChange={onChange} />);
    const latest = () => onChange.mock.lastCall?.[0] ?? project;
    await user.dblClick(drawn(container, 'ins-2'));
    const labels = within(screen.getByRole('group', { name: 'Tags for label' }));
    await user.click(labels.getByRole('button', { name: 'Done' }));
    expect(latest().instructionMap['ins-2']?.ref?.Label).toBe('Done');
    await user.dblClick(drawn(container, 'ins-4'));
    const source = screen.getByRole('combobox');
    expect(source).toHaveValue('Data[1]');
    await user.clear(source);
    await user.type(source, 'Data{Enter}');
    expect(latest().instructionMap['ins-4']?.ref?.Src).toBe('tag-1');
  });

  it('lists only the labels of the routine being edited (labels are per routine)', async () => {
    const user = userEvent.setup({ delay: null });
    const project = build(
      rung(xic('A'), jmp('Done')),
      rung(lbl('Done'), jsr('Fill')),
      routine('Fill', rung(xic('A'), jmp('Again')), rung(lbl('Again')), rung(lbl('Skip'))),
    );
    const jumpIn = (rungs: readonly string[]) =>
      Object.values(project.instructionMap).find(
        (i) => i.type === 'JMP' && rungs.some((r) => project.rungMap[r]?.elements.includes(i.uuid)),
      )?.uuid ?? '';
    const labelButtons = () =>
      within(screen.getByRole('group', { name: 'Tags for label' }))
        .getAllByRole('button')
        .map((b) => b.textContent);

    const fill = project.routines?.[0];
    const sub = render(
      <LadderEditor project={routineView(project, fill?.uuid)} env={counterEnv()} onChange={vi.fn()} />,
    );
    await user.dblClick(drawn(sub.container, jumpIn(fill?.rungs ?? [])));
    expect(labelButtons()).toEqual(['Again', 'Skip']);
    sub.unmount();

    const main = render(<LadderEditor project={project} env={counterEnv()} onChange={vi.fn()} />);
    await user.dblClick(drawn(main.container, jumpIn(project.rungs)));
    expect(labelButtons()).toEqual(['Done']);
  });
});

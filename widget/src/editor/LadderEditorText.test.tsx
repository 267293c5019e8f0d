import type { Project } from '@plcsim/compiler';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rungText } from '../editing/rungText.ts';
import { counterEnv, shape } from '../editing/testing.ts';
import { testController } from '../io/testController.ts';
import { ladderProject } from '../ladder/testing.ts';
import { LadderEditor } from './LadderEditor.tsx';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

const TWO = 'XIC(A)OTE(B);\nXIC(C)[XIC(D),XIO(E)]OTE(F);';

function setup(project: Project = ladderProject(TWO)) {
  const onChange = vi.fn<(project: Project) => void>();
  const view = render(<LadderEditor project={project} env={counterEnv()} onChange={onChange} />);
  const latest = () => onChange.mock.lastCall?.[0] ?? project;
  const ladder = screen.getByRole('region', { name: /^Ladder/ });
  return { ...view, onChange, latest, project, ladder };
}

const status = () => screen.getByRole('status');
const rung = (n: number) => screen.getByRole('group', { name: `Rung ${n}` });
const rungNumber = (n: number) => rung(n).querySelector('.plc-rung-number') as Element;

/**
 * Dispatches a clipboard event (`copy`, `cut` or `paste`) on `target`, with a stub of `clipboardData`
 * (jsdom has no DataTransfer) holding `text`; gives the event and the clipboard's text afterwards.
 */
function clipboard(target: Element, type: 'copy' | 'cut' | 'paste', text = '') {
  const data = new Map([['text/plain', text]]);
  const clipboardData = {
    getData: (format: string) => data.get(format) ?? '',
    setData: (format: string, value: string) => void data.set(format, value),
  };
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', { value: clipboardData });
  act(() => void target.dispatchEvent(event));
  return { event, text: data.get('text/plain') };
}

describe('LadderEditor: clipboard', () => {
  it('copies the selected rung, or the rung of the selected element, as neutral text', async () => {
    const user = userEvent.setup();
    const { ladder, latest, project } = setup();
    const nothing = clipboard(ladder, 'copy', 'before');
    expect(nothing.event.defaultPrevented).toBe(false);
    expect(nothing.text).toBe('before');
    expect(status()).toHaveTextContent('Select a rung to copy.');

    await user.click(rungNumber(0));
    const first = clipboard(ladder, 'copy');
    expect(first.event.defaultPrevented).toBe(true);
    expect(first.text).toBe('XIC(A)OTE(B);\n');

    await user.click(within(rung(1)).getByText('E')); // XIO E, in a branch leg of rung 1
    expect(clipboard(ladder, 'copy').text).toBe('XIC(C)[XIC(D),XIO(E)]OTE(F);\n');
    expect(latest()).toBe(project);
  });

  it('cuts the selected rung, pastes rungs after the selection, and shows refusals', async () => {
    const user = userEvent.setup();
    const { ladder, latest, project } = setup();
    const [r0, r1] = project.rungs as [string, string];
    expect(clipboard(ladder, 'cut').text).toBe('');
    expect(status()).toHaveTextContent('Select a rung to cut.');

    await user.click(rungNumber(0));
    const cut = clipboard(ladder, 'cut');
    expect(cut.text).toBe('XIC(A)OTE(B);\n');
    expect(latest().rungs).toEqual([r1]);
    expect(status()).toHaveTextContent('Nothing selected');

    // Nothing selected: pasted at the end; the last pasted rung is selected.
    const pasted = clipboard(ladder, 'paste', 'XIC(G)OTE(H);\nXIC(H)OTE(J);\n');
    expect(pasted.event.defaultPrevented).toBe(true);
    expect(latest().rungs).toHaveLength(3);
    expect(status()).toHaveTextContent('Selected: rung 2');
    expect(rungText(latest(), latest().rungs[2] as string)).toBe('XIC(H)OTE(J);');
    // With a rung selected: after it.
    await user.click(rungNumber(0));
    clipboard(ladder, 'paste', cut.text);
    expect(rungText(latest(), latest().rungs[1] as string)).toBe('XIC(A)OTE(B);');
    expect(status()).toHaveTextContent('Selected: rung 1');

    const before = latest();
    clipboard(ladder, 'paste', 'XIC(A)OTE(B');
    expect(status()).toHaveTextContent("1:12: Expected ')', got end of input");
    clipboard(ladder, 'paste', '  ');
    expect(status()).toHaveTextContent('Nothing to paste: the clipboard holds no text.');
    expect(latest()).toBe(before);

    // Everything undoes back to the start.
    for (let i = 0; i < 3; i++) await user.keyboard('{Control>}z{/Control}');
    expect(latest()).toBe(project);
    expect(latest().rungs).toEqual([r0, r1]);
  });

  it('copies, cuts and pastes with the toolbar through navigator.clipboard', async () => {
    const user = userEvent.setup(); // installs a clipboard stub on navigator
    const { latest, project } = setup();
    const [, r1] = project.rungs as [string, string];
    const button = (name: string) => screen.getByRole('button', { name });
    await user.click(button('Copy'));
    expect(status()).toHaveTextContent('Select a rung to copy.');

    await user.click(rungNumber(1));
    await user.click(button('Copy'));
    expect(await navigator.clipboard.readText()).toBe('XIC(C)[XIC(D),XIO(E)]OTE(F);\n');
    await user.click(rungNumber(0));
    await user.click(button('Cut'));
    await waitFor(() => expect(latest().rungs).toEqual([r1]));
    expect(await navigator.clipboard.readText()).toBe('XIC(A)OTE(B);\n');
    await user.click(button('Paste'));
    await waitFor(() => expect(latest().rungs).toHaveLength(2));
    expect(rungText(latest(), latest().rungs[1] as string)).toBe('XIC(A)OTE(B);');
    expect(status()).toHaveTextContent('Selected: rung 1');

    await navigator.clipboard.writeText('XIC(');
    await user.click(button('Paste'));
    await waitFor(() => expect(status()).toHaveTextContent('1:5:'));
  });

  it('leaves the clipboard to text fields', async () => {
    const user = userEvent.setup();
    const { ladder, latest, project } = setup();
    await user.click(rungNumber(0));
    ladder.focus();
    await user.keyboard('e');
    const field = screen.getByRole('textbox', { name: 'Rung 0 as text' });
    const copy = clipboard(field, 'copy', 'kept');
    expect(copy.event.defaultPrevented).toBe(false);
    expect(copy.text).toBe('kept');
    expect(clipboard(field, 'paste', 'XIC(Z)OTE(Z);').event.defaultPrevented).toBe(false);
    expect(clipboard(field, 'cut').event.defaultPrevented).toBe(false);
    expect(latest()).toBe(project);
  });
});

describe('LadderEditor: rung as text', () => {
  it('opens on a double-clicked rung number, keeps the rung until the text reads, and applies on Enter', async () => {
    const user = userEvent.setup();
    const { latest, project, ladder } = setup();
    await user.dblClick(rungNumber(1));
    const field = screen.getByRole('textbox', { name: 'Rung 1 as text' });
    expect(field).toHaveFocus();
    expect(field).toHaveValue('XIC(C)[XIC(D),XIO(E)]OTE(F);');

    await user.clear(field);
    await user.type(field, 'XIC(C)XIO(E{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent("1:12: Expected ')'");
    expect(field).toHaveValue('XIC(C)XIO(E');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(latest()).toBe(project);

    await user.type(field, ')OTE(F);{Enter}');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(ladder).toHaveFocus();
    const rungId = project.rungs[1] as string;
    expect(latest().rungs).toEqual(project.rungs);
    expect(shape(latest(), rungId)).toBe('XIC XIO OTE');
    expect(rung(1)).toHaveAccessibleDescription('XIC(C)XIO(E)OTE(F);');
    expect(status()).toHaveTextContent('Selected: rung 1');

    await user.keyboard('{Control>}z{/Control}');
    expect(latest()).toBe(project);
  });

  it('opens with e on a selected rung, cancels with Escape; e elsewhere still inserts EQU', async () => {
    const user = userEvent.setup();
    const { latest, project, ladder } = setup();
    await user.click(rungNumber(0));
    ladder.focus();
    await user.keyboard('e');
    const field = screen.getByRole('textbox', { name: 'Rung 0 as text' });
    expect(field).toHaveValue('XIC(A)OTE(B);');
    await user.type(field, 'XIC(Q)');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(ladder).toHaveFocus();
    expect(latest()).toBe(project);
    expect(status()).toHaveTextContent('Selected: rung 0');

    // Two rungs in one rung's text are refused; Cancel closes too.
    await user.keyboard('e');
    await user.clear(screen.getByRole('textbox'));
    await user.type(screen.getByRole('textbox'), 'XIC(A)OTE(B);XIC(B)OTE(C);');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent("The text holds 2 rungs; a rung's text holds one.");
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(latest()).toBe(project);

    // An instruction selected: e inserts EQU after it.
    await user.click(within(rung(0)).getByText('A'));
    ladder.focus();
    await user.keyboard('e');
    expect(shape(latest(), project.rungs[0] as string)).toBe('XIC EQU OTE');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('lists the text box and the clipboard in the shortcut overlay', async () => {
    const user = userEvent.setup();
    const { ladder } = setup();
    ladder.focus();
    await user.keyboard('?');
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByText('e on a rung, double-click a rung number')).toBeInTheDocument();
    expect(within(dialog).getByText(/Edit the rung as text/)).toBeInTheDocument();
    expect(within(dialog).getByText('Ctrl/Cmd+V')).toBeInTheDocument();
  });
});

describe('LadderEditor: teaching warnings', () => {
  it('paints an element with a teaching warning amber, as the edit that causes it lands', async () => {
    const user = userEvent.setup();
    const controller = await testController(ladderProject('XIC(A)OTE(B);'));
    try {
      const start = controller.getSnapshot().project as Project;
      const { container } = render(
        <LadderEditor project={start} controller={controller} env={counterEnv()} />,
      );
      expect(container.querySelectorAll('[data-state="warning"]')).toHaveLength(0);
      await user.click(rungNumber(0));
      clipboard(screen.getByRole('region', { name: /^Ladder/ }), 'paste', 'XIC(C)OTE(B);');
      // A double coil: the later OTE B, in the pasted rung 1, is the one warned about.
      const warned = [...container.querySelectorAll('[data-state="warning"]')];
      expect(warned).toHaveLength(1);
      expect(warned[0]).toHaveClass('plc-instruction');
      expect(warned[0]).toHaveTextContent('B');
      expect(rung(1).contains(warned[0] as Element)).toBe(true);
      await user.keyboard('{Control>}z{/Control}');
      expect(container.querySelectorAll('[data-state="warning"]')).toHaveLength(0);
    } finally {
      controller.dispose();
    }
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LadderView } from '../ladder/LadderView.tsx';
import { ladderProject } from '../ladder/testing.ts';
import { loadEditor, performEdit, undoEdit } from './history.ts';

describe('rung comments in the ladder view', () => {
  it('shows a comment set by the editing model above its rung, and undo takes it away', () => {
    const start = loadEditor(ladderProject('XIC(Start)OTE(Motor);\nXIO(Stop)OTL(Fault);', 'Motor'));
    const rungId = start.state.project.rungs[1] as string;
    const { editor } = performEdit(start, 'setRungComment', { rungId, comment: 'Latch the fault' });
    const { rerender } = render(<LadderView project={editor.state.project} />);
    const rung = screen.getByRole('group', { name: 'Rung 1' });
    const comment = screen.getByText('Latch the fault');
    expect(rung.firstElementChild).toBe(comment);
    expect(screen.getByRole('group', { name: 'Rung 0' }).querySelector('.plc-rung-comment')).toBeNull();
    rerender(<LadderView project={undoEdit(editor).state.project} />);
    expect(screen.queryByText('Latch the fault')).toBeNull();
  });
});

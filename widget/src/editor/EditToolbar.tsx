import { useEffect, useRef } from 'react';
import { selectedMainRung } from '../editing/ladderIndex.ts';
import { copyRungs } from '../editing/rungText.ts';
import type { LadderEditorApi } from './useLadderEditor.ts';

/** Props of `EditToolbar`. */
export interface EditToolbarProps {
  api: LadderEditorApi;
}

/**
 * The ladder editing toolbar (spec 000 §2 "Toolbar"): Add Rung, Branch Around (a branch around the
 * selection, as Shift+B), Add Branch (a branch after it), Undo, Redo, Move Up and
 * Move Down (rungs), Move Left and Move Right (instructions and branches), Delete. All disabled while
 * running; Undo and Redo also without history. A refused action's reason shows in the status line.
 * Where the browser offers `navigator.clipboard`, Copy, Cut and Paste (ClipboardButtons) too.
 */
export function EditToolbar({ api }: EditToolbarProps) {
  const { running } = api;
  const tools: { label: string; title: string; disabled?: boolean; run: () => void }[] = [
    {
      label: 'Add Rung',
      title: 'Add a rung after the selected one (r)',
      run: () => api.perform('addRung', {}),
    },
    {
      label: 'Branch Around',
      title: 'Put a branch around the selected instruction or branch (Shift+B; long press on touch)',
      run: () => api.perform('addBranch', { around: true }),
    },
    {
      label: 'Add Branch',
      title: 'Add a branch after the selection (b)',
      run: () => api.perform('addBranch', {}),
    },
    { label: 'Undo', title: 'Undo (Ctrl+Z)', disabled: !api.canUndo, run: api.undo },
    { label: 'Redo', title: 'Redo (Ctrl+Y)', disabled: !api.canRedo, run: api.redo },
    {
      label: 'Move Up',
      title: 'Move the rung up (Ctrl+Shift+↑)',
      run: () => api.perform('moveRung', { direction: 'up' }),
    },
    {
      label: 'Move Down',
      title: 'Move the rung down (Ctrl+Shift+↓)',
      run: () => api.perform('moveRung', { direction: 'down' }),
    },
    {
      label: 'Move Left',
      title: 'Move the instruction or branch left (Ctrl+Shift+←)',
      run: () => api.perform('moveElement', { direction: 'left' }),
    },
    {
      label: 'Move Right',
      title: 'Move the instruction or branch right (Ctrl+Shift+→)',
      run: () => api.perform('moveElement', { direction: 'right' }),
    },
    { label: 'Delete', title: 'Delete the selection (Delete)', run: () => api.deleteSelection() },
  ];
  return (
    <div className="plc-edit-toolbar" role="toolbar" aria-label="Ladder editing">
      {tools.map((tool) => (
        <button
          key={tool.label}
          type="button"
          title={tool.title}
          disabled={running || tool.disabled === true}
          onClick={tool.run}
        >
          {tool.label}
        </button>
      ))}
      {typeof navigator !== 'undefined' && navigator.clipboard && (
        <ClipboardButtons api={api} clipboard={navigator.clipboard} />
      )}
    </div>
  );
}

/**
 * Copy, Cut and Paste through `navigator.clipboard`: the selected main rung as neutral text, like
 * Ctrl/Cmd+C, X and V on the ladder. The clipboard answers later, so what it gives goes to the editor
 * as it is then.
 */
function ClipboardButtons({ api, clipboard }: { api: LadderEditorApi; clipboard: Clipboard }) {
  const latest = useRef(api);
  useEffect(() => {
    latest.current = api;
  });
  const cannot = (what: string) => latest.current.refuse(`The clipboard could not be ${what}.`);
  /** The selected main rung and its text, or null (the reason shown) when no rung is selected. */
  const selectedText = (verb: string) => {
    const { project, selection } = api.editor.state;
    const rungId = selectedMainRung(project, selection);
    if (rungId !== undefined) return { rungId, text: copyRungs(project, [rungId]) };
    api.refuse(`Select a rung to ${verb}.`);
    return null;
  };
  const copy = () => {
    const copied = selectedText('copy');
    if (copied) clipboard.writeText(copied.text).catch(() => cannot('written'));
  };
  const cut = () => {
    const chosen = selectedText('cut');
    if (!chosen) return;
    clipboard.writeText(chosen.text).then(
      () => void latest.current.perform('cutRungs', { rungIds: [chosen.rungId] }),
      () => cannot('written'),
    );
  };
  const paste = () => {
    clipboard.readText().then(
      (text) => {
        if (text.trim() === '') latest.current.refuse('Nothing to paste: the clipboard holds no text.');
        else latest.current.perform('pasteRungs', { text });
      },
      () => cannot('read'),
    );
  };
  return (
    <>
      <button
        type="button"
        title="Copy the selected rung as text (Ctrl+C)"
        disabled={api.running}
        onClick={copy}
      >
        Copy
      </button>
      <button
        type="button"
        title="Cut the selected rung as text (Ctrl+X)"
        disabled={api.running}
        onClick={cut}
      >
        Cut
      </button>
      <button
        type="button"
        title="Paste rungs of text after the selected rung (Ctrl+V)"
        disabled={api.running}
        onClick={paste}
      >
        Paste
      </button>
    </>
  );
}

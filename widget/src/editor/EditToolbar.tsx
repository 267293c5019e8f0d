import type { LadderEditorApi } from './useLadderEditor.ts';

/** Props of `EditToolbar`. */
export interface EditToolbarProps {
  api: LadderEditorApi;
}

/**
 * The ladder editing toolbar (spec 000 §2 "Toolbar"): Add Rung, Add Branch, Undo, Redo, Move Up and
 * Move Down (rungs), Move Left and Move Right (instructions and branches), Delete. All disabled while
 * running; Undo and Redo also without history. A refused action's reason shows in the status line.
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
    </div>
  );
}

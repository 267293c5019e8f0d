import { TagTable } from '@plcsim/widget';
import { useWorkspace } from '../workspaceContext.ts';

/**
 * The Tags tab (spec 000 §2 "Tags tab"): every tag with its live value; where the program may be
 * changed, tags are created, renamed by alias, valued and deleted on the shared undo history.
 */
export function TagsPanel() {
  const { controller, store, programEditable, selectedTagId, selectTag } = useWorkspace();
  return (
    <div className="workspace-panel">
      <TagTable
        controller={controller}
        {...(programEditable
          ? { editing: { store, canCreate: true, selectedTagId, onSelectTag: selectTag } }
          : {})}
      />
    </div>
  );
}

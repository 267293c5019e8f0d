import { TagTable } from '@plcsim/widget/editor';
import { DataTypesEditor } from '@plcsim/widget/editor';
import { useWorkspace } from '../workspaceContext.ts';

/**
 * The Tags tab (spec 000 §2 "Tags tab"): every tag with its live value; where the program may be
 * changed, tags are created, renamed by alias, valued and deleted on the shared undo history, and the
 * Data types section above the table (issue 24) defines the user-defined data types tags may have.
 */
export function TagsPanel() {
  const { controller, store, programEditable, selectedTagId, selectTag } = useWorkspace();
  return (
    <div className="workspace-panel">
      <DataTypesEditor controller={controller} store={store} disabled={!programEditable} />
      <TagTable
        controller={controller}
        {...(programEditable
          ? { editing: { store, canCreate: true, selectedTagId, onSelectTag: selectTag } }
          : {})}
      />
    </div>
  );
}

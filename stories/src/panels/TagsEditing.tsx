import { RunControls, type SimulatorController } from '@plcsim/widget';
import { TagTable } from '@plcsim/widget/editor';
import { DataTypesEditor, EditorStore, IoPalette } from '@plcsim/widget/editor';
import { useMemo, useState } from 'react';
import { panelProject } from './panelProject.ts';

export interface TagsEditingProps {
  controller: SimulatorController;
  /** Show the Tags tab's create row. */
  canCreate?: boolean;
  /** Show the I/O palette above the table. */
  palette?: boolean;
  hideInputs?: boolean;
  hideOutputs?: boolean;
  /** Show the Data types section above the table: undefined hides it, true starts it open. */
  dataTypes?: boolean;
}

/**
 * The site's Tags tab and I/O palette on one shared `EditorStore`: clicking a tag name selects it, and
 * the palette then changes that tag's symbol; RUN disables both.
 */
export function TagsEditing({
  controller,
  canCreate = true,
  palette = true,
  hideInputs,
  hideOutputs,
  dataTypes,
}: TagsEditingProps) {
  const store = useMemo(
    () => new EditorStore(controller.getSnapshot().project ?? panelProject(), { controller }),
    [controller],
  );
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <RunControls controller={controller} />
      <div style={{ display: 'flex', gap: 8 }}>
        <button type="button" onClick={() => store.undo()}>
          Undo
        </button>
        <button type="button" onClick={() => store.redo()}>
          Redo
        </button>
      </div>
      {palette && (
        <IoPalette
          store={store}
          controller={controller}
          selectedTagId={selected}
          onSelectTag={setSelected}
          hideInputs={hideInputs}
          hideOutputs={hideOutputs}
        />
      )}
      {dataTypes !== undefined && (
        <DataTypesEditor controller={controller} store={store} defaultOpen={dataTypes} />
      )}
      <TagTable
        controller={controller}
        editing={{ store, canCreate, selectedTagId: selected, onSelectTag: setSelected }}
      />
    </div>
  );
}

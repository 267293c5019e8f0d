import { useSimulatorState } from '@plcsim/widget';
import { LadderView } from '@plcsim/widget/ladder';
import { LadderEditor } from '@plcsim/widget/editor';
import { useWorkspace } from '../workspaceContext.ts';

/**
 * The Ladder tab: the ladder editor for programs you may change (your own project, a problem you are
 * solving), else the live ladder, read-only until copied.
 */
export function LadderPanel() {
  const { project, programEditable, store, controller } = useWorkspace();
  const state = useSimulatorState(controller);
  return (
    <div className="workspace-panel workspace-ladder">
      {programEditable ? (
        <LadderEditor project={project} store={store} controller={controller} />
      ) : (
        <LadderView
          project={state.project ?? project}
          controller={controller}
          diagnostics={state.diagnostics}
        />
      )}
    </div>
  );
}

import { useSimulatorState } from '@plcsim/widget';
import { LadderView } from '@plcsim/widget/ladder';
import { findAddOnRoutine, LadderEditor, routineView, useEditorStore } from '@plcsim/widget/editor';
import { OtherLanguage } from '../routines/OtherLanguage.tsx';
import { routineItems } from '../routines/routineItems.ts';
import { RoutineList } from '../routines/RoutineList.tsx';
import { AddOnBanner } from '../addons/AddOnBanner.tsx';
import { useWorkspace } from '../workspaceContext.ts';

/**
 * The Ladder tab: the routine list, then the chosen routine's rungs (the Main Routine's, or a Ladder
 * subroutine's) in the ladder editor for programs you may change (your own project, a problem you
 * are solving), else the live ladder, read-only until copied.
 */
export function LadderPanel() {
  const { project, programEditable, store, controller } = useWorkspace();
  const state = useSimulatorState(controller);
  useEditorStore(store);
  const routine = routineItems(project).find((item) => item.id !== null && item.id === store.routine);
  let body;
  if (routine?.language === 'ST') body = <OtherLanguage routine={routine} />;
  else if (findAddOnRoutine(project, store.routine)?.routine.language === 'ST') body = null;
  else if (programEditable) body = <LadderEditor project={project} store={store} controller={controller} />;
  else {
    body = (
      <LadderView
        project={routineView(state.project ?? project, store.routine)}
        controller={controller}
        diagnostics={state.diagnostics}
      />
    );
  }
  return (
    <div className="workspace-panel workspace-ladder workspace-routined">
      <RoutineList />
      <AddOnBanner tab="LADDER" />
      <div className="workspace-routined__body">{body}</div>
    </div>
  );
}

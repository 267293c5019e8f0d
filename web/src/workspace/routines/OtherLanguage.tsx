import { LANGUAGE_NAMES } from '@plcsim/widget';
import { useWorkspace } from '../workspaceContext.ts';
import { panelOf, type RoutineItem } from './routineItems.ts';

/** In the tab of the other language: which tab edits the chosen routine, with a button to go there. */
export function OtherLanguage({ routine }: { routine: RoutineItem }) {
  const { focusPanel } = useWorkspace();
  const language = LANGUAGE_NAMES[routine.language];
  return (
    <p className="workspace-routines__other workspace-muted">
      {routine.name} is a {language} routine.{' '}
      <button
        type="button"
        className="workspace-button"
        onClick={() => focusPanel(panelOf(routine.language))}
      >
        Open it in the {language} tab
      </button>
    </p>
  );
}

import { WorkspaceDialog } from '../WorkspaceDialog.tsx';
import type { RoutineItem } from './routineItems.ts';

/** 'Delete Routine?' naming the routine and what goes with it: Delete {name}, Cancel. */
export function DeleteRoutineDialog({
  routine,
  onConfirm,
  onCancel,
}: {
  routine: RoutineItem;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const what =
    routine.language === 'ST'
      ? 'its Structured Text'
      : `its ${routine.rungs} ${routine.rungs === 1 ? 'rung' : 'rungs'}`;
  return (
    <WorkspaceDialog
      title="Delete Routine?"
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="workspace-button workspace-button--primary" onClick={onConfirm}>
            Delete {routine.name}
          </button>
          <button type="button" className="workspace-button" onClick={onCancel}>
            Cancel
          </button>
        </>
      }
    >
      <p>
        Delete the routine {routine.name} and {what}? Undo brings it back.
      </p>
    </WorkspaceDialog>
  );
}

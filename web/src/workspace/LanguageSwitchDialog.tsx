import { WorkspaceDialog } from './WorkspaceDialog.tsx';

/** 'Stop to Switch Language?' (spec 000 §2 "Dialogs", §4 "Program mode"): Stop & Switch, Cancel. */
export function LanguageSwitchDialog({
  onConfirm,
  onCancel,
}: {
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <WorkspaceDialog
      title="Stop to Switch Language?"
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="workspace-button workspace-button--primary" onClick={onConfirm}>
            Stop &amp; Switch
          </button>
          <button type="button" className="workspace-button" onClick={onCancel}>
            Cancel
          </button>
        </>
      }
    >
      <p>The PLC is running. Stop it to switch the program to the other language.</p>
    </WorkspaceDialog>
  );
}

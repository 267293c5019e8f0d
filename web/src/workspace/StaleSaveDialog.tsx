import { PROJECT_CHANGED } from '../api/projects.ts';
import { WorkspaceDialog } from './WorkspaceDialog.tsx';

export const SAVE_AS_COPY = 'Save as a copy';
export const RELOAD = 'Reload';

/**
 * Save Project refused because the project was saved elsewhere since this workspace loaded it (a 409,
 * issue 23 item 10). Nothing is lost meanwhile: the learner's edits stay here (and in the draft) until
 * they choose. "Save as a copy" (first, so Enter keeps the work) stores them as a new project;
 * "Reload" opens the stored project and discards them.
 */
export function StaleSaveDialog({
  onCopy,
  onReload,
  onClose,
}: {
  onCopy: () => void;
  onReload: () => void;
  onClose: () => void;
}) {
  return (
    <WorkspaceDialog
      title="The project was not saved"
      onClose={onClose}
      actions={
        <>
          <button type="button" className="workspace-button workspace-button--primary" onClick={onCopy}>
            {SAVE_AS_COPY}
          </button>
          <button type="button" className="workspace-button" onClick={onReload}>
            {RELOAD}
          </button>
          <button type="button" className="workspace-button" onClick={onClose}>
            Cancel
          </button>
        </>
      }
    >
      <p role="alert">{PROJECT_CHANGED}</p>
      <ul className="workspace-share__choices">
        <li>
          <strong>{SAVE_AS_COPY}</strong>: your work here becomes a new project; the other one stays as it was
          saved.
        </li>
        <li>
          <strong>{RELOAD}</strong>: open the project as it was saved there; your changes here are discarded.
        </li>
      </ul>
    </WorkspaceDialog>
  );
}

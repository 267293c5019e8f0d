import { WorkspaceDialog } from './WorkspaceDialog.tsx';

export const UPDATE_SHARED_COPY = 'Update the shared copy';
export const MAKE_NEW_LINK = 'Make a new link';

/**
 * Share Project on a project changed since its link was made: update what that link shows, or make a new
 * link and leave the old one as it was.
 */
export function ShareChoiceDialog({
  onUpdate,
  onNewLink,
  onClose,
}: {
  onUpdate: () => void;
  onNewLink: () => void;
  onClose: () => void;
}) {
  return (
    <WorkspaceDialog
      title="Project Changed Since Shared"
      onClose={onClose}
      actions={
        <>
          <button type="button" className="workspace-button workspace-button--primary" onClick={onUpdate}>
            {UPDATE_SHARED_COPY}
          </button>
          <button type="button" className="workspace-button" onClick={onNewLink}>
            {MAKE_NEW_LINK}
          </button>
          <button type="button" className="workspace-button" onClick={onClose}>
            Cancel
          </button>
        </>
      }
    >
      <p>You changed this project since you shared it.</p>
      <ul className="workspace-share__choices">
        <li>
          <strong>{UPDATE_SHARED_COPY}</strong>: the link you already gave out shows your changes.
        </li>
        <li>
          <strong>{MAKE_NEW_LINK}</strong>: the old link keeps showing the project as it was.
        </li>
      </ul>
    </WorkspaceDialog>
  );
}

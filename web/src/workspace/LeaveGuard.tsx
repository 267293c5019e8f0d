import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { WorkspaceDialog } from './WorkspaceDialog.tsx';

/**
 * Asks before leaving unsaved changes to your own project: a dialog for a move inside the site, the
 * browser's own prompt for a reload or a closed tab. The changes also stay as a draft on this device.
 */
export function LeaveGuard({ when, name }: { when: boolean; name: string }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);
  if (blocker.state !== 'blocked') return null;
  return (
    <WorkspaceDialog
      title="Leave without saving?"
      onClose={() => blocker.reset()}
      actions={
        <>
          <button type="button" className="workspace-button" onClick={() => blocker.reset()}>
            Stay
          </button>
          <button type="button" className="workspace-button" onClick={() => blocker.proceed()}>
            Leave
          </button>
        </>
      }
    >
      <p>
        Your changes to “{name}” are not saved. They stay as a draft on this device until you save or discard
        them.
      </p>
    </WorkspaceDialog>
  );
}

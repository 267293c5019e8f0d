import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { saveProject, shareProject } from '../api/projects.ts';
import { signedInUser } from '../auth/signedInUser.ts';
import { copyToProject } from './copyToProject.ts';
import { clearDraft } from './drafts.ts';
import { ShareDialog } from './ShareDialog.tsx';
import { useWorkspace } from './workspaceContext.ts';
import { WorkspaceDialog } from './WorkspaceDialog.tsx';

type Dialog =
  { kind: 'sign-in' } | { kind: 'share'; shareId: string } | { kind: 'problem'; title: string; text: string };

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Save Project (your own projects; spec 000 §4 "Saving": sign-in checked first, else the dialog 'Sign
 * in to save your project.'; the existing id or a new one; then /projects/{id}) and Share Project
 * (spec 000 §4 "Sharing": no sign-in, a link in a dialog, with an Embed tab).
 */
export function SaveShare() {
  const { content, project, own, markSaved } = useWorkspace();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [busy, setBusy] = useState<'save' | 'share' | null>(null);

  const save = async () => {
    setBusy('save');
    try {
      const user = await signedInUser();
      if (!user) {
        setDialog({ kind: 'sign-in' });
        return;
      }
      const id = content.context === 'project' && content.id ? content.id : crypto.randomUUID();
      await saveProject(id, project);
      markSaved(project);
      if (content.context !== 'project') {
        clearDraft(content);
        navigate(`/projects/${encodeURIComponent(id)}`);
      }
    } catch (error) {
      setDialog({ kind: 'problem', title: 'The project was not saved', text: message(error) });
    } finally {
      setBusy(null);
    }
  };

  const share = async () => {
    setBusy('share');
    try {
      const snapshot = own ? project : copyToProject(project, content);
      setDialog({ kind: 'share', shareId: await shareProject(snapshot) });
    } catch (error) {
      setDialog({ kind: 'problem', title: 'No share link was made', text: message(error) });
    } finally {
      setBusy(null);
    }
  };

  const close = () => setDialog(null);
  return (
    <>
      {own && (
        <button
          type="button"
          className="workspace-button"
          disabled={busy !== null}
          onClick={() => void save()}
        >
          {busy === 'save' ? 'Saving…' : 'Save Project'}
        </button>
      )}
      <button
        type="button"
        className="workspace-button"
        disabled={busy !== null}
        onClick={() => void share()}
      >
        {busy === 'share' ? 'Sharing…' : 'Share Project'}
      </button>
      {dialog?.kind === 'sign-in' && (
        <WorkspaceDialog
          title="Sign in"
          onClose={close}
          actions={
            <>
              <button
                type="button"
                className="workspace-button workspace-button--primary"
                onClick={() => navigate('/signin')}
              >
                Sign in
              </button>
              <button type="button" className="workspace-button" onClick={close}>
                Cancel
              </button>
            </>
          }
        >
          <p>Sign in to save your project.</p>
        </WorkspaceDialog>
      )}
      {dialog?.kind === 'share' && <ShareDialog shareId={dialog.shareId} onClose={close} />}
      {dialog?.kind === 'problem' && (
        <WorkspaceDialog
          title={dialog.title}
          onClose={close}
          actions={
            <button type="button" className="workspace-button" onClick={close}>
              Close
            </button>
          }
        >
          <p role="alert">{dialog.text}</p>
        </WorkspaceDialog>
      )}
    </>
  );
}

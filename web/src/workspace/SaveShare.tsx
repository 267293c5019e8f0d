import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiRequestError } from '../api/http.ts';
import { saveProject, shareProject, updateShare } from '../api/projects.ts';
import { signedInUser } from '../auth/signedInUser.ts';
import { CommunityPublish } from './CommunityPublish.tsx';
import { loadContent } from './content.ts';
import { copyToProject } from './copyToProject.ts';
import { documentSnapshot, fingerprint } from './documentSnapshot.ts';
import { clearDraft } from './drafts.ts';
import { baseVersion, documentVersion, rememberVersion } from './projectVersion.ts';
import { ShareChoiceDialog } from './ShareChoiceDialog.tsx';
import { ShareDialog } from './ShareDialog.tsx';
import { forgetShare, readShare, rememberShare, shareStep, type RememberedShare } from './shareMemory.ts';
import { StaleSaveDialog } from './StaleSaveDialog.tsx';
import { useWorkspace } from './workspaceContext.ts';
import { WorkspaceDialog } from './WorkspaceDialog.tsx';

/** How long 'Saved' shows in the toolbar after Save Project. */
export const SAVED_MS = 2000;

/** Navigation state of a new project's first save: its page opens showing 'Saved'. */
interface SavedState {
  saved?: boolean;
}

type Dialog =
  | { kind: 'sign-in' }
  | { kind: 'share'; shareId: string; updated: boolean }
  | { kind: 'changed' }
  | { kind: 'stale' }
  | { kind: 'problem'; title: string; text: string };

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A save refused because the stored project is no longer the version this workspace based it on. */
const isStale = (error: unknown) => error instanceof ApiRequestError && error.status === 409;

/**
 * Save Project (your own projects; spec 000 §4 "Saving": sign-in checked first, else the dialog 'Sign
 * in to save your project.'; the existing id or a new one; then /projects/{id}; 'Saved' for 2 s) and
 * Share Project (spec 000 §4 "Sharing": no sign-in, a link in a dialog, with an Embed tab). The link is
 * the same while the content is unchanged since it was shared; once changed, the learner chooses to
 * update that link's copy or make a new link (docs/decisions.md "Share links").
 */
export function SaveShare() {
  const { content, project, own, unsaved, markSaved, store, controller } = useWorkspace();
  const navigate = useNavigate();
  const location = useLocation();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [busy, setBusy] = useState<'save' | 'share' | null>(null);
  const [savedShown, setSavedShown] = useState(() => (location.state as SavedState | null)?.saved === true);
  // A new project's link lives with this workspace only; other content's link is kept on this device.
  const [link, setLink] = useState<RememberedShare | null>(() =>
    content.context === 'new' ? null : readShare(content),
  );
  const [community, setCommunity] = useState(
    () => (content.project as { shared?: unknown }).shared === 'true',
  );

  useEffect(() => {
    if (!savedShown) return;
    const timer = setTimeout(() => setSavedShown(false), SAVED_MS);
    return () => clearTimeout(timer);
  }, [savedShown]);

  const keepLink = (share: RememberedShare | null) => {
    setLink(share);
    if (content.context === 'new') return;
    if (share) rememberShare(content, share);
    else forgetShare(content);
  };

  const save = async () => {
    setBusy('save');
    setSavedShown(false);
    try {
      const user = await signedInUser();
      if (!user) {
        setDialog({ kind: 'sign-in' });
        return;
      }
      const id = content.context === 'project' && content.id ? content.id : crypto.randomUUID();
      const saved = await saveProject(id, project, baseVersion(content));
      if (content.context === 'project') rememberVersion(content, saved.version);
      markSaved(project);
      if (content.context !== 'project') {
        clearDraft(content);
        if (link) rememberShare({ context: 'project', id }, link);
        navigate(`/projects/${encodeURIComponent(id)}`, { state: { saved: true } satisfies SavedState });
        return;
      }
      setSavedShown(true);
    } catch (error) {
      if (isStale(error)) setDialog({ kind: 'stale' });
      else setDialog({ kind: 'problem', title: 'The project was not saved', text: message(error) });
    } finally {
      setBusy(null);
    }
  };

  /** After a refused save: the learner's work as a new project, opened in its place. */
  const saveCopy = async () => {
    setDialog(null);
    setBusy('save');
    try {
      const id = crypto.randomUUID();
      await saveProject(id, project, null);
      // The work is stored in the copy: this project's draft and unsaved state go (no leave prompt).
      clearDraft(content);
      flushSync(() => markSaved(project));
      navigate(`/projects/${encodeURIComponent(id)}`, { state: { saved: true } satisfies SavedState });
    } catch (error) {
      setDialog({ kind: 'problem', title: 'The copy was not saved', text: message(error) });
    } finally {
      setBusy(null);
    }
  };

  /** After a refused save, the learner's choice: the stored project replaces the edits made here. */
  const reload = async () => {
    setDialog(null);
    setBusy('save');
    try {
      const stored = await loadContent('project', { projectId: content.id });
      controller.stop();
      store.load(stored.project);
      controller.load(stored.project);
      markSaved(stored.project);
      clearDraft(content);
      rememberVersion(content, documentVersion(stored.project));
    } catch (error) {
      setDialog({ kind: 'problem', title: 'The project was not reloaded', text: message(error) });
    } finally {
      setBusy(null);
    }
  };

  /** What a link shows: your own project as it is, other content as the copy it would become. */
  const snapshot = () => (own ? project : copyToProject(project, content));

  const newLink = async () => {
    setDialog(null);
    setBusy('share');
    try {
      const shared = snapshot();
      const { shareId, editKey } = await shareProject(shared);
      keepLink({ shareId, editKey, fingerprint: fingerprint(documentSnapshot(shared)) });
      setDialog({ kind: 'share', shareId, updated: false });
    } catch (error) {
      setDialog({ kind: 'problem', title: 'No share link was made', text: message(error) });
    } finally {
      setBusy(null);
    }
  };

  const updateLink = async (current: RememberedShare) => {
    setDialog(null);
    setBusy('share');
    try {
      const shared = snapshot();
      await updateShare(current.shareId, current.editKey, shared);
      keepLink({ ...current, fingerprint: fingerprint(documentSnapshot(shared)) });
      setDialog({ kind: 'share', shareId: current.shareId, updated: true });
    } catch (error) {
      // A link that is gone or refuses the key cannot be updated again: the next Share makes a new one.
      const lost = error instanceof ApiRequestError && (error.status === 403 || error.status === 404);
      if (lost) keepLink(null);
      const text = lost ? `${message(error)} Share Project again to make a new link.` : message(error);
      setDialog({ kind: 'problem', title: 'The shared copy was not updated', text });
    } finally {
      setBusy(null);
    }
  };

  const share = () => {
    const step = shareStep(link, fingerprint(documentSnapshot(snapshot())));
    if (step === 'same' && link) setDialog({ kind: 'share', shareId: link.shareId, updated: false });
    else if (step === 'ask') setDialog({ kind: 'changed' });
    else void newLink();
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
      <button type="button" className="workspace-button" disabled={busy !== null} onClick={share}>
        {busy === 'share' ? 'Sharing…' : 'Share Project'}
      </button>
      {/* After Save and Share, so that neither moves under the pointer; always there, so it is announced. */}
      <span className="workspace-saved" role="status">
        {savedShown ? 'Saved' : ''}
      </span>
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
      {dialog?.kind === 'changed' && link && (
        <ShareChoiceDialog
          onUpdate={() => void updateLink(link)}
          onNewLink={() => void newLink()}
          onClose={close}
        />
      )}
      {dialog?.kind === 'stale' && (
        <StaleSaveDialog onCopy={() => void saveCopy()} onReload={() => void reload()} onClose={close} />
      )}
      {dialog?.kind === 'share' && (
        <ShareDialog shareId={dialog.shareId} onClose={close}>
          {dialog.updated && <p role="status">The shared copy is updated: the link shows your changes.</p>}
          {content.context === 'project' && content.id && (
            <CommunityPublish
              projectId={content.id}
              shared={community}
              unsaved={unsaved}
              onChange={setCommunity}
            />
          )}
        </ShareDialog>
      )}
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

import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx';
import { exportZipName } from './exportNames.ts';

/** What the home page says once the account is gone (its load-failure notice, HomeState.notice). */
export const ACCOUNT_DELETED_NOTICE = 'Your account and everything it stored have been deleted.';

/**
 * The profile's "Your data": "Download my projects" (a zip of one JSON file per saved project) and
 * "Delete my account" (after a confirmation dialog; then signed out, on the home page with a notice).
 */
export function AccountData({ username }: { username: string }) {
  const navigate = useNavigate();
  const [exporting, setExporting] = useState<string | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);

  const download = async () => {
    setExporting('Preparing your projects…');
    setExportError(null);
    try {
      const { fetchAllProjects, projectsZip, saveFile } = await import('./projectsExport.ts');
      const projects = await fetchAllProjects({
        onProgress: (done, total) => setExporting(`Preparing your projects… ${done} of ${total}`),
      });
      saveFile(await projectsZip(projects), exportZipName(username, new Date()), 'application/zip');
    } catch (error) {
      console.error(error);
      const message = error instanceof Error ? error.message : String(error);
      setExportError(`Your projects could not be downloaded: ${message}`);
    } finally {
      setExporting(null);
    }
  };

  const deleteAccount = async () => {
    const api = await import('../../api/account.ts');
    await api.deleteAccount();
    try {
      const session = await import('../../auth/session.ts');
      await session.logOut();
    } catch (error) {
      // The user is gone: signing out may fail to revoke its tokens, the local session is cleared anyway.
      console.error(error);
    }
    await navigate('/', { replace: true, state: { notice: ACCOUNT_DELETED_NOTICE } });
  };

  return (
    <section className="account-data" aria-labelledby="account-data-heading">
      <h2 id="account-data-heading">Your data</h2>
      <p>
        <button
          type="button"
          className="button"
          disabled={exporting !== null}
          onClick={() => void download()}
        >
          Download my projects
        </button>
      </p>
      {exporting && <p role="status">{exporting}</p>}
      {exportError && (
        <p className="account-error" role="alert">
          {exportError}
        </p>
      )}
      <p>
        <button
          ref={deleteButton}
          type="button"
          className="button danger"
          onClick={() => setConfirming(true)}
        >
          Delete my account
        </button>
      </p>
      {confirming && (
        <DeleteAccountDialog
          username={username}
          onConfirm={deleteAccount}
          onCancel={() => {
            setConfirming(false);
            // Back where the learner was (the dialog leaves the page with nothing focused otherwise).
            requestAnimationFrame(() => deleteButton.current?.focus());
          }}
        />
      )}
    </section>
  );
}

import { useEffect, useId, useRef, useState } from 'react';

export interface DeleteAccountDialogProps {
  username: string;
  /** Deletes the account; rejects with the reason to show when it could not. */
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}

/** The confirmation's input matches when it is the username (ignoring case, as sign-in does). */
export function confirmsUsername(typed: string, username: string): boolean {
  return typed.trim().toLowerCase() === username.toLowerCase();
}

/**
 * The confirmation of "Delete my account" on the browser's modal `<dialog>` (focus kept inside,
 * Escape or Cancel closes it and nothing is deleted): says what will be deleted, and the delete
 * button works only once the learner has typed their username.
 */
export function DeleteAccountDialog({ username, onConfirm, onCancel }: DeleteAccountDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmed = confirmsUsername(typed, username);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    dialog.querySelector<HTMLInputElement>('input')?.focus();
  }, []);

  const confirm = async () => {
    if (!confirmed || deleting) return;
    setDeleting(true);
    setError(null);
    try {
      await onConfirm();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setDeleting(false);
    }
  };

  return (
    <dialog
      ref={ref}
      className="account-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!deleting) onCancel();
      }}
    >
      <form
        method="dialog"
        className="account-form"
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <h2 id={titleId}>Delete your account?</h2>
        <p>This permanently deletes your account {username} and everything it stores:</p>
        <ul>
          <li>your saved projects,</li>
          <li>your problem solutions,</li>
          <li>your votes (the projects you voted for lose them),</li>
          <li>the projects you shared with the community, and their votes.</li>
        </ul>
        <p>
          This cannot be undone. Links you shared with &lsquo;Share&rsquo; keep working for whoever has them.
          Use &lsquo;Download my projects&rsquo; first to keep a copy.
        </p>
        <div className="field">
          <label htmlFor={inputId}>Type your username, {username}, to confirm</label>
          <input
            id={inputId}
            type="text"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            value={typed}
            disabled={deleting}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        {error && (
          <p className="account-error" role="alert">
            {error}
          </p>
        )}
        <div className="account-dialog__actions">
          <button type="button" className="button" disabled={deleting} onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="button danger" disabled={!confirmed || deleting}>
            {deleting ? 'Deleting…' : 'Delete my account'}
          </button>
        </div>
      </form>
    </dialog>
  );
}

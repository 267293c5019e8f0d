/**
 * The notice about a draft kept on this device: restored (Keep them, Discard changes), or, when fresh
 * content was opened over it (the logo's empty project, a copy), offered back (Restore it, Discard it).
 */
export function DraftNotice({
  savedAt,
  offered,
  onKeep,
  onDiscard,
}: {
  savedAt: number;
  offered: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  const when = new Date(savedAt).toLocaleString();
  return (
    <div className="workspace-notice" role="status">
      <p>
        {offered
          ? `You have unsaved work from ${when}. Editing this project replaces that draft.`
          : `Your unsaved changes from ${when} were restored.`}
      </p>
      <button type="button" className="workspace-button" onClick={onKeep}>
        {offered ? 'Restore it' : 'Keep them'}
      </button>
      <button type="button" className="workspace-button" onClick={onDiscard}>
        {offered ? 'Discard it' : 'Discard changes'}
      </button>
    </div>
  );
}

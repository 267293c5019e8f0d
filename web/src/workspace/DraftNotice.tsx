/** The notice that a draft kept on this device was restored, with Keep and Discard. */
export function DraftNotice({
  savedAt,
  onKeep,
  onDiscard,
}: {
  savedAt: number;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  const when = new Date(savedAt).toLocaleString();
  return (
    <div className="workspace-notice" role="status">
      <p>Your unsaved changes from {when} were restored.</p>
      <button type="button" className="workspace-button" onClick={onKeep}>
        Keep them
      </button>
      <button type="button" className="workspace-button" onClick={onDiscard}>
        Discard changes
      </button>
    </div>
  );
}

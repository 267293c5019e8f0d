/** The Submissions tab (spec 000 §2: placeholder text only until graded submissions are listed). */
export function SubmissionsPanel() {
  return (
    <div className="workspace-panel" role="region" aria-label="Submissions" tabIndex={0}>
      <p className="workspace-muted">Your graded submissions of this problem will be listed here.</p>
    </div>
  );
}

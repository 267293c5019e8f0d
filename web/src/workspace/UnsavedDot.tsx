import { useWorkspace } from './workspaceContext.ts';

/** What the unsaved-changes dot says to a screen reader and on hover. */
export const UNSAVED_LABEL = 'Unsaved changes';

/**
 * The dot beside the project name while the document differs from the one last saved or loaded, only
 * where Save Project is offered: a new project and your own (docs/decisions.md "Unsaved changes").
 */
export function UnsavedDot() {
  const { own, unsaved } = useWorkspace();
  if (!own || !unsaved) return null;
  return <span className="workspace-unsaved" role="img" aria-label={UNSAVED_LABEL} title={UNSAVED_LABEL} />;
}

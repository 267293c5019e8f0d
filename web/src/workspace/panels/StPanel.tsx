import { StSourceView, useSimulatorState } from '@plcsim/widget';
import { useWorkspace } from '../workspaceContext.ts';

/** The Structured Text tab: the program's source with its diagnostics (read-only here). */
export function StPanel() {
  const { project, controller } = useWorkspace();
  const state = useSimulatorState(controller);
  return (
    <div className="workspace-panel workspace-st" role="region" aria-label="Structured Text" tabIndex={0}>
      {project.stSource.trim() === '' ? (
        <p className="workspace-muted">This program has no Structured Text.</p>
      ) : (
        <StSourceView source={project.stSource} diagnostics={state.diagnostics} />
      )}
    </div>
  );
}

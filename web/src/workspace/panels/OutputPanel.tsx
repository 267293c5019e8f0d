import { useSimulatorState } from '@plcsim/widget';
import { useWorkspace } from '../workspaceContext.ts';

/** The Output tab: the simulator's log (RUN, PROG, refusals, faults), newest last. */
export function OutputPanel() {
  const { controller } = useWorkspace();
  const { log } = useSimulatorState(controller);
  return (
    <div className="workspace-panel workspace-output" role="log" aria-label="Output" tabIndex={0}>
      {log.length === 0 ? (
        <p className="workspace-muted">Nothing logged yet.</p>
      ) : (
        <ol className="workspace-output__lines">
          {log.map((entry) => (
            <li key={entry.id} data-level={entry.level}>
              <span className="workspace-output__scan">scan {entry.scan}</span> {entry.text}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

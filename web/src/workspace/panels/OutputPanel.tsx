import { LANGUAGE_NAMES, languageOf, useSimulatorState, type LogEntry } from '@plcsim/widget';
import { useWorkspace } from '../workspaceContext.ts';

/**
 * The Output tab: the simulator's log (RUN, PROG, refusals, faults), newest last. A RUN refused for an
 * empty program in the language that runs offers to switch to the other language and run it.
 */
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
              {entry.switchTo && <SwitchButton to={entry.switchTo} />}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** "Switch to Ladder" / "Switch to Structured Text": switches (PROG only) and runs that program. */
function SwitchButton({ to }: { to: NonNullable<LogEntry['switchTo']> }) {
  const { controller, project, programEditable, chooseLanguage, focusPanel } = useWorkspace();
  const { mode } = useSimulatorState(controller);
  // Offered while it still changes something: the program may be edited, in PROG, the other language.
  if (!programEditable || languageOf(project) === to) return null;
  return (
    <>
      {' '}
      <button
        type="button"
        className="workspace-button workspace-output__action"
        disabled={mode === 'RUN'}
        title={mode === 'RUN' ? 'Switch to PROG first.' : undefined}
        onClick={() => {
          chooseLanguage(to);
          if (!controller.run()) focusPanel('errors');
        }}
      >
        Switch to {LANGUAGE_NAMES[to]}
      </button>
    </>
  );
}

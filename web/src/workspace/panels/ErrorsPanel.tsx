import { useSimulatorState } from '@plcsim/widget';
import { errorList, type ErrorLine } from '../errorList.ts';
import { routineTarget } from '../routines/errorTarget.ts';
import { openRoutine } from '../routines/routineItems.ts';
import { revealStPlace } from '../st/stReveal.ts';
import { useWorkspace } from '../workspaceContext.ts';

/**
 * The Errors tab: the program's errors, then its teaching warnings (amber). Clicking a ladder line
 * selects its element on the Ladder tab; a Structured Text line opens that tab with the cursor on it.
 * A line in a subroutine opens that routine first, at its element, rung or line.
 * A warning the help page explains links there (in a new tab, so the program stays as it is).
 */
export function ErrorsPanel() {
  const { controller, project, revealElement, focusPanel, store } = useWorkspace();
  const { diagnostics } = useSimulatorState(controller);
  const { heading, errors, warnings } = errorList(diagnostics, project.programMode ?? 'LADDER');
  /** Opens the subroutine `line` is in at its place; false when it names none the project has. */
  const showInRoutine = (line: ErrorLine): boolean => {
    const target = routineTarget(project, line);
    if (!target) return false;
    openRoutine(store, target.item, focusPanel);
    const { elementId, place } = target;
    // After the Structured Text tab has remounted its editor on the routine.
    if (place) requestAnimationFrame(() => revealStPlace(place));
    else if (elementId !== undefined) revealElement(elementId);
    return true;
  };
  const show = (line: ErrorLine) => {
    if (showInRoutine(line)) return;
    // A Main Routine line: the editors go back to the Main Routine.
    store.chooseRoutine(null);
    if (line.elementId !== undefined) revealElement(line.elementId);
    else if ((project.programMode ?? 'LADDER') === 'ST') {
      focusPanel('st');
      if (line.place) revealStPlace(line.place);
    } else focusPanel('ladder');
  };
  const item = (line: ErrorLine, index: number) => (
    <li key={index} data-severity={line.warning ? 'warning' : 'error'}>
      <button type="button" className="workspace-errors__line" onClick={() => show(line)}>
        {line.text}
      </button>
      {line.help !== undefined && (
        <a className="workspace-errors__help" href={`/help#${line.help}`} target="_blank" rel="noopener">
          Why? Read the explanation in Help
        </a>
      )}
    </li>
  );
  return (
    <div className="workspace-panel workspace-errors" role="region" aria-label="Errors" tabIndex={0}>
      <h2 className="workspace-errors__heading">{heading}</h2>
      {errors.length > 0 && <ul className="workspace-errors__list">{errors.map(item)}</ul>}
      {warnings.length > 0 && (
        <>
          <h3 className="workspace-errors__warnings">
            {warnings.length} {warnings.length === 1 ? 'Warning' : 'Warnings'}
          </h3>
          <ul className="workspace-errors__list">{warnings.map(item)}</ul>
        </>
      )}
    </div>
  );
}

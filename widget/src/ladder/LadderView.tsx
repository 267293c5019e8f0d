import { memo, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { Diagnostic, Project } from '@plcsim/compiler';
import type { SimulatorController } from '../simulator/simulatorController.ts';
import { EndRung } from './EndRung.tsx';
import { cachedRungLayout } from './layout.ts';
import { errorKeyOf } from './paint.ts';
import { Rung } from './Rung.tsx';
import './ladder.css';

/** Props of `LadderView`. */
export interface LadderViewProps {
  /** The project whose main rungs are drawn. */
  project: Project;
  /** Live state (energised elements, values, green rails in RUN); without one the ladder is a static drawing. */
  controller?: SimulatorController;
  /**
   * Elements named by an error diagnostic (`elementId`) are drawn red, those named by a teaching warning
   * (`severity: 'warning'`) amber; an error with only a rung index marks the rung number. Default: the
   * controller's diagnostics, else none.
   */
  diagnostics?: readonly Diagnostic[];
  /** The selected rung, branch, instruction or wire id (`data-element-id`), drawn blue. */
  selectedId?: string | null;
  className?: string;
}

const noSubscribe = () => () => {};
const notRunning = () => false;
const NO_DIAGNOSTICS: readonly Diagnostic[] = [];
const noDiagnostics = () => NO_DIAGNOSTICS;
const isError = (d: Diagnostic) => d.severity !== 'warning';

/** Whether `controller` is in RUN, and its diagnostics; re-renders only when these change. */
function useControllerView(controller: SimulatorController | undefined) {
  const subscribe = controller ? controller.subscribe : noSubscribe;
  const running = useSyncExternalStore(
    subscribe,
    controller ? () => controller.getSnapshot().mode === 'RUN' : notRunning,
  );
  const diagnostics = useSyncExternalStore(
    subscribe,
    controller ? () => controller.getSnapshot().diagnostics : noDiagnostics,
  );
  return { running, diagnostics };
}

/** The width of `ref`'s box, followed with a ResizeObserver (0 until measured, or without one). */
function useBoxWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(Math.floor(element.clientWidth)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * A project's ladder as learners see it in Studio 5000: numbered rungs between two power rails,
 * nested branches, contacts and coils with their tag names and aliases, instruction boxes with their
 * operands. With a controller it is live: energised elements and wires green, rails green in RUN,
 * values beside contacts and in boxes. Rungs are laid out once per document change and re-render only
 * when their own part of the document (or the width, selection or errors) change; scans never
 * re-render them: each rung's live binding writes its energised states and shown values to the DOM,
 * only when they change (liveDom.ts). Wide rungs scroll horizontally; every drawn part carries
 * `data-element-id` and `data-state`.
 */
export const LadderView = memo(function LadderView({
  project,
  controller,
  diagnostics,
  selectedId = null,
  className,
}: LadderViewProps) {
  const view = useControllerView(controller);
  const shownDiagnostics = diagnostics ?? view.diagnostics;
  const { ref, width: available } = useBoxWidth();

  const layouts = useMemo(() => project.rungs.map((id) => cachedRungLayout(project, id)), [project]);
  const width = useMemo(
    () => Math.max(available, ...layouts.map((l) => l.naturalWidth), 0),
    [available, layouts],
  );
  const { errorIds, warningIds, rungErrors } = useMemo(() => {
    const errors = shownDiagnostics.filter(isError);
    const ids = (list: readonly Diagnostic[]) =>
      new Set(list.flatMap((d) => (d.elementId === undefined ? [] : [d.elementId])));
    return {
      errorIds: ids(errors),
      warningIds: ids(shownDiagnostics.filter((d) => !isError(d))),
      rungErrors: new Set(
        errors.flatMap((d) => (d.elementId === undefined && d.rung !== undefined ? [d.rung] : [])),
      ),
    };
  }, [shownDiagnostics]);

  const seen = new Set<string>();
  return (
    <div
      ref={ref}
      className={className ? `plc-ladder ${className}` : 'plc-ladder'}
      role="region"
      aria-label={`Ladder: ${project.projectName}`}
      tabIndex={0}
      data-running={view.running || undefined}
    >
      <div className="plc-ladder-sheet" style={{ width }}>
        {layouts.map((layout, index) => {
          // A rung listed twice (a malformed document) still gets a unique key.
          const key = seen.has(layout.id) ? `${layout.id}#${index}` : layout.id;
          seen.add(layout.id);
          return (
            <Rung
              key={key}
              layout={layout}
              index={index}
              width={width}
              controller={controller}
              selectedId={selectedId !== null && layout.ids.has(selectedId) ? selectedId : null}
              errorKey={errorKeyOf(layout.ids, errorIds)}
              warningKey={errorKeyOf(layout.ids, warningIds)}
              rungError={rungErrors.has(index)}
            />
          );
        })}
        <EndRung width={width} />
      </div>
    </div>
  );
});

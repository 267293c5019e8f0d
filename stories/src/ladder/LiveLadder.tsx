import type { Project } from '@plcsim/compiler';
import { loadEngine } from '@plcsim/engine-wasm/browser';
import { SimulatorController, useSimulatorState } from '@plcsim/widget';
import { LadderView, layoutRung } from '@plcsim/widget/ladder';
import { useEffect, useMemo, useState } from 'react';

export interface LiveLadderProps {
  /** Makes the project (called once per mount). */
  project: () => Project;
  /** Attach a controller on the real WebAssembly engine; false draws the static ladder. */
  live?: boolean;
  /** Switch to RUN once loaded. */
  running?: boolean;
  /** Inputs switched on right after RUN, by name. */
  on?: readonly string[];
  /**
   * Pause after RUN and run exactly this many 100 ms scans, for a picture that does not move; without
   * it scans run in real time.
   */
  steps?: number;
  /** Neutral text of the instruction to select, e.g. 'XIC(DI0)'. */
  select?: string;
  /** Frame width in CSS pixels (375 shows a phone); default the story's width. */
  width?: number;
}

const bar = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 6,
  margin: '0 0 8px',
  font: '13px system-ui, sans-serif',
} as const;

/** A ladder on a real controller, with RUN/PROG and a toggle for each DI input. */
export function LiveLadder({
  project: makeProject,
  live = true,
  running = false,
  on,
  steps,
  select,
  width,
}: LiveLadderProps) {
  const project = useMemo(makeProject, [makeProject]);
  const [controller, setController] = useState<SimulatorController | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onKey = (on ?? []).join('\n');

  useEffect(() => {
    if (!live) return;
    let made: SimulatorController | null = null;
    let cancelled = false;
    loadEngine()
      .then((engine) => {
        if (cancelled) return;
        const controller = SimulatorController.create(engine);
        made = controller;
        controller.load(project);
        // The ladder compiler arrives on demand: RUN and the inputs wait for the program to compile
        // (a toggle before then is refused as an unknown tag, and the story would show initial values).
        return controller.whenLoaded().then(() => {
          if (cancelled) return;
          if (running && controller.run()) {
            if (steps !== undefined) controller.pause();
            for (const name of onKey ? onKey.split('\n') : []) controller.toggle(name);
            if (steps !== undefined) controller.step(steps);
          }
          setController(controller);
        });
      })
      .catch((reason: unknown) => !cancelled && setError(String(reason)));
    return () => {
      cancelled = true;
      made?.dispose();
      setController(null);
    };
  }, [project, live, running, onKey, steps]);

  const selectedId = useMemo(() => {
    if (!select) return null;
    for (const id of project.rungs) {
      const found = layoutRung(project, id).instructions.find((i) => i.neutral === select);
      if (found) return found.id;
    }
    return null;
  }, [project, select]);

  return (
    <div style={{ width, maxWidth: '100%' }}>
      {error !== null && <pre role="alert">{error}</pre>}
      {controller && <Controls controller={controller} project={project} />}
      {live && !controller && error === null ? (
        <p>Loading the engine…</p>
      ) : (
        <LadderView project={project} controller={controller ?? undefined} selectedId={selectedId} />
      )}
    </div>
  );
}

function Controls({ controller, project }: { controller: SimulatorController; project: Project }) {
  const state = useSimulatorState(controller);
  const [, redraw] = useState(0);
  const inputs = Object.values(project.tagMap)
    .filter((t) => /^DI\d+$/.test(t.name))
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
  const runningNow = state.mode === 'RUN';
  return (
    <div style={bar} role="toolbar" aria-label="Simulator">
      <button type="button" onClick={() => (runningNow ? controller.stop() : controller.run())}>
        {runningNow ? 'PROG' : 'RUN'}
      </button>
      {inputs.map((tag) => {
        const value = controller.live.value(tag.name) === 1;
        return (
          <button
            key={tag.uuid}
            type="button"
            aria-pressed={value}
            disabled={!runningNow}
            onClick={() => {
              controller.toggle(tag.name);
              if (state.paused) controller.step(1);
              redraw((n) => n + 1);
            }}
          >
            {tag.name}
            {tag.alias ? ` ${tag.alias}` : ''} = {value ? 1 : 0}
          </button>
        );
      })}
      <span style={{ alignSelf: 'center', color: '#555' }}>{state.status.text}</span>
    </div>
  );
}

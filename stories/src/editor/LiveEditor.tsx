import type { Project } from '@plcsim/compiler';
import { loadEngine } from '@plcsim/engine-wasm/browser';
import { RunControls, SimulatorController } from '@plcsim/widget';
import { LadderEditor } from '@plcsim/widget/editor';
import { useEffect, useMemo, useState } from 'react';

export interface LiveEditorProps {
  /** Makes the project (called once per mount). */
  project: () => Project;
  /** Frame width in CSS pixels (375 shows a phone); default the story's width. */
  width?: number;
}

/** The ladder editor on a real controller, with the run controls so RUN locks editing. */
export function LiveEditor({ project: makeProject, width }: LiveEditorProps) {
  const project = useMemo(makeProject, [makeProject]);
  const [controller, setController] = useState<SimulatorController | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let made: SimulatorController | null = null;
    let cancelled = false;
    loadEngine().then(
      (engine) => {
        if (cancelled) return;
        made = SimulatorController.create(engine);
        made.load(project);
        setController(made);
      },
      (reason: unknown) => !cancelled && setError(String(reason)),
    );
    return () => {
      cancelled = true;
      made?.dispose();
    };
  }, [project]);

  const style = width === undefined ? undefined : { width, border: '1px dashed #bbb' };
  if (error) return <p role="alert">{error}</p>;
  if (!controller) return <p role="status">Loading the engine…</p>;
  return (
    <div style={{ ...style, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <RunControls controller={controller} />
      <LadderEditor project={project} controller={controller} />
    </div>
  );
}

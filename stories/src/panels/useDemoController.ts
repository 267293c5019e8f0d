import type { Project } from '@plcsim/compiler';
import { loadEngine } from '@plcsim/engine-wasm/browser';
import { SimulatorController } from '@plcsim/widget';
import { useEffect, useState } from 'react';

/** How a demo controller starts. */
export interface DemoSetup {
  /** The project to load (called once per mount). */
  project: () => Project;
  /** Switch to RUN after loading. */
  autoRun?: boolean;
  /** Pause right after RUN (Step is then enabled). */
  paused?: boolean;
  speed?: number;
  /** Tags the trend recorder samples. */
  trended?: readonly string[];
  /** Tags held at a value from the start, by name. */
  forced?: Readonly<Record<string, number>>;
}

/** A real SimulatorController on the WebAssembly engine with `setup.project` loaded; disposed on unmount. */
export function useDemoController(setup: DemoSetup): {
  controller: SimulatorController | null;
  error: string | null;
} {
  const [controller, setController] = useState<SimulatorController | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { project, autoRun = false, paused = false, speed = 1, trended, forced } = setup;
  const trendedKey = (trended ?? []).join('\n');
  const forcedKey = JSON.stringify(forced ?? {});

  useEffect(() => {
    let made: SimulatorController | null = null;
    let cancelled = false;
    loadEngine().then(
      (engine) => {
        if (cancelled) return;
        made = SimulatorController.create(engine);
        made.load(project());
        made.setSpeed(speed);
        if (trendedKey !== '') made.setTrended(trendedKey.split('\n'));
        for (const [name, value] of Object.entries(JSON.parse(forcedKey) as Record<string, number>)) {
          made.force(name, value);
        }
        if (autoRun && made.run() && paused) made.pause();
        setController(made);
      },
      (reason: unknown) => !cancelled && setError(String(reason)),
    );
    return () => {
      cancelled = true;
      made?.dispose();
      setController(null);
    };
  }, [project, autoRun, paused, speed, trendedKey, forcedKey]);

  return { controller, error };
}

import { compileProject, demoProject, type SceneId } from '@plcsim/compiler';
import type { Engine } from '@plcsim/engine-wasm';
import { loadEngine } from '@plcsim/engine-wasm/browser';
import { useEffect, useState } from 'react';

/** Scan period of a live run (spec 000 §9). */
const SCAN_MS = 100;

export interface DemoRun {
  engine: Engine | null;
  /** Scans so far; changes every scan, so panels reading the engine re-render. */
  scans: number;
  error: string | null;
}

/**
 * Compiles the scene's demo program, loads it into a real engine (WebAssembly), pre-scans and scans
 * every 100 ms while `running`.
 */
export function useDemoEngine(scene: SceneId, running: boolean): DemoRun {
  const [engine, setEngine] = useState<Engine | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [scans, setScans] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setEngine(null);
    loadEngine().then(
      (loaded) => {
        if (cancelled) return;
        const { program, diagnostics } = compileProject(demoProject(scene));
        if (!program) {
          setError(diagnostics.map((d) => d.message).join('\n'));
          return;
        }
        const status = loaded.load(program);
        if (!status.ok) {
          setError(status.message);
          return;
        }
        loaded.prescan();
        setEngine(loaded);
      },
      (reason: unknown) => setError(String(reason)),
    );
    return () => {
      cancelled = true;
    };
  }, [scene]);

  useEffect(() => {
    if (!engine || !running) return;
    const timer = setInterval(() => {
      engine.scan(SCAN_MS);
      setScans(engine.scanCount);
    }, SCAN_MS);
    return () => clearInterval(timer);
  }, [engine, running]);

  return { engine, scans, error };
}

import { compileProject, type Project } from '@plcsim/compiler';
import type { Engine } from '@plcsim/engine-wasm';
import { loadEngine } from '@plcsim/engine-wasm/browser';
import { useEffect, useState } from 'react';

const SCAN_MS = 100;

/** `project` compiled into a real engine (WebAssembly), pre-scanned, scanned every 100 ms while `running`. */
export function useProgramEngine(project: Project, running: boolean) {
  const [engine, setEngine] = useState<Engine | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [scans, setScans] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setEngine(null);
    loadEngine().then(
      (loaded) => {
        if (cancelled) return;
        const { program, diagnostics } = compileProject(project);
        if (!program) return setError(diagnostics.map((d) => d.message).join('\n'));
        const status = loaded.load(program);
        if (!status.ok) return setError(status.message);
        loaded.prescan();
        setEngine(loaded);
      },
      (reason: unknown) => setError(String(reason)),
    );
    return () => {
      cancelled = true;
    };
  }, [project]);

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

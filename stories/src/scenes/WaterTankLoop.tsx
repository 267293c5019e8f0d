import {
  compileProject,
  TANK_P_ONLY_ST,
  TANK_PI_ST,
  TANK_SETPOINT,
  waterTankStProject,
} from '@plcsim/compiler';
import type { Engine } from '@plcsim/engine-wasm';
import { loadEngine } from '@plcsim/engine-wasm/browser';
import { SceneCanvas } from '@plcsim/widget';
import { useEffect, useState } from 'react';

export interface WaterTankLoopProps {
  /** The Structured Text level controller: PI (no offset) or P-only (settles short of the setpoint). */
  controller: 'PI' | 'P';
  /** Scans run every 100 ms while true. */
  running: boolean;
}

const SCAN_MS = 100;

/**
 * The Water Tank under a Structured Text level controller on the real engine (issue 26): the program
 * reads the level transmitter LEVEL_PV (AI0) and drives the proportional inlet INLET_CV (AO0) against
 * the open outlet. The tank starts empty; the panel shows setpoint, PV and valve opening live.
 */
export function WaterTankLoop({ controller, running }: WaterTankLoopProps) {
  const [engine, setEngine] = useState<Engine | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [, setScans] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setEngine(null);
    loadEngine().then(
      (loaded) => {
        if (cancelled) return;
        const source = controller === 'PI' ? TANK_PI_ST : TANK_P_ONLY_ST;
        const { program, diagnostics } = compileProject(waterTankStProject(source, 0));
        const status = program ? loaded.load(program) : null;
        if (!program || !status?.ok) {
          setError(status?.message ?? diagnostics.map((d) => d.message).join('\n'));
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
  }, [controller]);

  useEffect(() => {
    if (!engine || !running) return;
    const timer = setInterval(() => {
      engine.scan(SCAN_MS);
      setScans(engine.scanCount);
    }, SCAN_MS);
    return () => clearInterval(timer);
  }, [engine, running]);

  const value = (name: string) => (engine?.get(name) ?? 0).toFixed(1);
  return (
    <div style={{ width: 640 }}>
      <SceneCanvas scene="WATER_TANK" engine={engine} running={running} />
      {error && <pre role="alert">{error}</pre>}
      <dl
        aria-label="Level loop"
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(4, max-content max-content)',
          gap: '4px 8px',
          font: '12px system-ui, sans-serif',
          marginTop: 8,
          whiteSpace: 'nowrap',
        }}
      >
        <dt>{controller === 'PI' ? 'PI' : 'P-only'} setpoint</dt>
        <dd style={{ margin: 0, fontWeight: 600 }} data-value="setpoint">
          {TANK_SETPOINT.toFixed(1)} %
        </dd>
        <dt>LEVEL_PV (AI0)</dt>
        <dd style={{ margin: 0, fontWeight: 600 }} data-value="pv">
          {value('LEVEL_PV')} %
        </dd>
        <dt>INLET_CV (AO0)</dt>
        <dd style={{ margin: 0, fontWeight: 600 }} data-value="cv">
          {value('INLET_CV')} %
        </dd>
        <dt>Plant time</dt>
        <dd style={{ margin: 0, fontWeight: 600 }} data-value="time">
          {(((engine?.scanCount ?? 0) * SCAN_MS) / 1000).toFixed(1)} s
        </dd>
      </dl>
    </div>
  );
}

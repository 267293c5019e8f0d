import { applyScene, createEmptyProject, type SceneId } from '@plcsim/compiler';
import { SceneCanvas } from '@plcsim/widget';
import { useMemo } from 'react';
import { useProgramEngine } from './useProgramEngine.ts';

export interface AnalogSceneProps {
  scene: SceneId;
  /** The Structured Text controller run against the scene's catalogue tags. */
  source: string;
  /** Tags shown live under the drawing (aliases). */
  watch: readonly string[];
  running: boolean;
}

/** A scene with its analog channels under a small ST controller, on the real engine, with live values. */
export function AnalogScene({ scene, source, watch, running }: AnalogSceneProps) {
  const project = useMemo(() => {
    let next = 0;
    const base = createEmptyProject('Analog scene');
    const applied = applyScene(base, scene, () => `tag-${next++}`) ?? base;
    return { ...applied, programMode: 'ST' as const, stSource: source };
  }, [scene, source]);
  const { engine, error } = useProgramEngine(project, running);
  return (
    <div style={{ width: 640, font: '12px system-ui, sans-serif' }}>
      <SceneCanvas scene={scene} engine={engine} running={running} />
      {error && <pre role="alert">{error}</pre>}
      <pre style={{ fontSize: 11 }}>{source}</pre>
      <div aria-label="Live values" style={{ display: 'flex', gap: 12 }}>
        {watch.map((alias) => {
          const value = engine?.get(alias);
          return (
            <span key={alias} data-tag={alias}>
              {alias} = {value === undefined ? '…' : Number.isInteger(value) ? value : value.toFixed(2)}
            </span>
          );
        })}
      </div>
    </div>
  );
}

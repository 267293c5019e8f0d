import { SCENE_CATALOGUE, type SceneId } from '@plcsim/compiler';
import { IoSymbolIcon, SceneCanvas } from '@plcsim/widget';
import { useDemoEngine } from './useDemoEngine.ts';

export interface LiveSceneProps {
  scene: SceneId;
  /** Scans run every 100 ms while true. */
  running: boolean;
}

const panel = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 6,
  marginTop: 8,
  font: '12px system-ui, sans-serif',
} as const;

/** A scene driven by its demo program on the real engine, with buttons for its inputs. */
export function LiveScene({ scene, running }: LiveSceneProps) {
  const { engine, error } = useDemoEngine(scene, running);
  const definition = SCENE_CATALOGUE[scene];
  // Supporting tags are the operator's buttons; the scene's own inputs and its outputs are shown.
  // The Oven's DOOR is required (the scene reads it) but operated: it gets a button too. A raw-count
  // form (AI0_Raw) is written by the scene, not set from a box.
  const inputs = [
    ...definition.required.filter((t) => t.operated),
    ...definition.supporting.filter((t) => t.data_type === 'BOOL'),
  ];
  const dints = definition.supporting.filter((t) => t.data_type === 'DINT' && !/_Raw$/i.test(t.name));
  const shown = definition.required;
  return (
    <div style={{ width: 640 }}>
      <SceneCanvas scene={scene} engine={engine} running={running} />
      {error && <pre role="alert">{error}</pre>}
      <div style={panel} aria-label="Inputs">
        {inputs.map((tag) => {
          const on = engine?.get(tag.alias) === 1;
          return (
            <button
              key={tag.name}
              type="button"
              aria-pressed={on}
              disabled={!engine}
              onClick={() => engine?.set(tag.alias, on ? 0 : 1)}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 4,
                background: on ? '#c8e6c9' : undefined,
              }}
            >
              <IoSymbolIcon symbol={tag.io_symbol} size={16} />
              {tag.alias} = {on ? 1 : 0}
            </button>
          );
        })}
        {dints.map((tag) => (
          <label key={tag.name} style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
            {tag.name}
            <input
              type="number"
              defaultValue={tag.value}
              style={{ width: 60 }}
              onChange={(event) => engine?.set(tag.name, Number(event.target.value))}
            />
          </label>
        ))}
      </div>
      <div style={panel} aria-label="Scene tags">
        {shown.map((tag) => {
          const value = engine?.get(tag.alias || tag.name) ?? 0;
          const on = value === 1;
          const real = tag.data_type === 'REAL';
          return (
            <span
              key={tag.name}
              data-tag={tag.alias || tag.name}
              data-on={on ? 1 : 0}
              style={{
                padding: '2px 6px',
                borderRadius: 4,
                background: on && !real ? '#fff59d' : '#eceff1',
              }}
            >
              {tag.name} {tag.alias} = {real ? value.toFixed(1) : on ? 1 : 0}
            </span>
          );
        })}
      </div>
    </div>
  );
}

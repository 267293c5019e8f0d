import type { Engine } from '@plcsim/engine-wasm';
import { ITEM_FIELDS } from '@plcsim/engine-wasm';
import { SCENE_CATALOGUE, type SceneId } from '@plcsim/compiler';

/** A moving thing of a scene: a box, a bottle (value = fill 0–15) or a car (value = colour 0–2, flags = stations 0–4 done). */
export interface SceneItem {
  pos: number;
  value: number;
  flags: number;
}

/**
 * Everything a scene drawing needs for one animation frame, read from the engine's memory (or from
 * the catalogue for a static thumbnail). Drawings never read the engine themselves.
 */
export interface SceneFrame {
  scene: SceneId;
  /** Scene variables by catalogue name (`position`, `level`, `liquidA`, …). */
  vars: Record<string, number>;
  /**
   * Each required tag's value by its alias (`FWD`, `UP`, `RED`, …; its name when it has none): outputs
   * drive lamps and motors, inputs show sensors. A supporting tag with a port (an analog channel such as
   * `LEVEL_PV`) is here only while the project has it, so a drawing shows it only then.
   */
  io: Record<string, number>;
  /** Items, oldest (furthest along) first. */
  items: SceneItem[];
  /** True while the program runs (decorative motion such as spray or fans may stop otherwise). */
  running: boolean;
}

/** The frame of a scene before any scan: catalogue variables (overridden by saved ones), outputs off. */
export function initialSceneFrame(scene: SceneId, saved: Record<string, number> = {}): SceneFrame {
  const definition = SCENE_CATALOGUE[scene] ?? SCENE_CATALOGUE.EMPTY;
  const vars: Record<string, number> = {};
  for (const [name, initial] of definition.vars) {
    const value = saved[name];
    vars[name] = typeof value === 'number' && Number.isFinite(value) ? value : initial;
  }
  const io: Record<string, number> = {};
  for (const tag of definition.required) io[tag.alias || tag.name] = tag.value;
  return { scene: definition.id, vars, io, items: [], running: false };
}

/** Reads the current frame of the engine's attached scene (a few dozen numbers; cheap per frame). */
export function readSceneFrame(engine: Engine, scene: SceneId, running: boolean): SceneFrame {
  const definition = SCENE_CATALOGUE[scene] ?? SCENE_CATALOGUE.EMPTY;
  const values = engine.sceneVars();
  const vars: Record<string, number> = {};
  definition.vars.forEach(([name, initial], index) => {
    vars[name] = values[index] ?? initial;
  });
  const io: Record<string, number> = {};
  for (const tag of definition.required) io[tag.alias || tag.name] = engine.scenePort(tag.port);
  const ports = engine.program?.scene?.ports ?? [];
  for (const tag of definition.supporting) {
    if (tag.port !== undefined && (ports[tag.port] ?? -1) >= 0)
      io[tag.alias || tag.name] = engine.scenePort(tag.port);
  }
  const { count, fields } = engine.sceneItems();
  const items: SceneItem[] = [];
  for (let i = 0; i < count; i++) {
    const at = i * ITEM_FIELDS;
    items.push({ pos: fields[at] ?? 0, value: fields[at + 1] ?? 0, flags: fields[at + 2] ?? 0 });
  }
  return { scene: definition.id, vars, io, items, running };
}

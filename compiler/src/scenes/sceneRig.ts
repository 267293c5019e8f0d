/** Test support: a project with one scene loaded into a real VM, driven by forcing output tags. */
import type { Engine } from '@plcsim/engine-wasm';
import { ITEM_FIELDS } from '@plcsim/engine-wasm';
import { compileProject } from '../compile.ts';
import { createEmptyProject } from '../model/emptyProject.ts';
import type { Project, SceneId } from '../model/project.ts';
import { applyScene } from './applyScene.ts';
import { SCENE_CATALOGUE } from './catalogue.ts';
import { withoutAnalogChannels } from './discreteTank.ts';

export interface SceneRig {
  engine: Engine;
  project: Project;
  /** Runs `n` scans of 100 ms. */
  scan(n?: number): void;
  /** Sets output or input tags by alias (1/0). */
  set(values: Record<string, number>): void;
  get(alias: string): number | undefined;
  /** A scene variable by its catalogue name. */
  variable(name: string): number;
  /** Items as { pos, value, flags }. */
  items(): { pos: number; value: number; flags: number }[];
}

/**
 * Loads `sceneId` with its catalogue tags (and `edit` applied to the project) into `engine`.
 * There are no rungs: outputs keep whatever the test forces, so the physics alone is observed. A scene
 * whose analog channels change its discrete physics (the Water Tank) gets them only with `analog`.
 */
export function sceneRig(
  engine: Engine,
  sceneId: SceneId,
  edit?: (project: Project) => void,
  options: { analog?: boolean } = {},
): SceneRig {
  let next = 0;
  const applied = applyScene(createEmptyProject(), sceneId, () => `id-${next++}`);
  if (!applied) throw new Error(`unknown scene ${sceneId}`);
  const project = options.analog ? applied : withoutAnalogChannels(applied);
  edit?.(project);
  const { program, diagnostics } = compileProject(project);
  if (!program) throw new Error(diagnostics.map((d) => d.message).join('\n'));
  const loaded = engine.load(program);
  if (!loaded.ok) throw new Error(loaded.message ?? 'load failed');
  engine.prescan();
  const varNames = SCENE_CATALOGUE[sceneId].vars.map(([name]) => name);
  return {
    engine,
    project,
    scan(n = 1) {
      const status = engine.runScans(n, 100);
      if (!status.ok) throw new Error(status.message ?? 'scan failed');
    },
    set(values) {
      for (const [alias, value] of Object.entries(values)) {
        if (!engine.set(alias, value)) throw new Error(`no tag ${alias}`);
      }
    },
    get: (alias) => engine.get(alias),
    variable(name) {
      const index = varNames.indexOf(name);
      if (index < 0) throw new Error(`no variable ${name}`);
      return engine.sceneVars()[index] ?? NaN;
    },
    items() {
      const { count, fields } = engine.sceneItems();
      return Array.from({ length: count }, (_, i) => ({
        pos: fields[i * ITEM_FIELDS] ?? NaN,
        value: fields[i * ITEM_FIELDS + 1] ?? NaN,
        flags: fields[i * ITEM_FIELDS + 2] ?? NaN,
      }));
    },
  };
}

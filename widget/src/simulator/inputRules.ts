import { SCENE_CATALOGUE, type Project } from '@plcsim/compiler';
import type { Engine } from '@plcsim/engine-wasm';
import type { InputRefusal, RunMode } from './types.ts';

/** The catalogue entry of the project's scene (own keys only: a scene id is never `constructor`). */
const sceneOf = (project: Project) =>
  Object.hasOwn(SCENE_CATALOGUE, project.scene) ? SCENE_CATALOGUE[project.scene] : undefined;

/** Names (upper-cased) of the project's tags its scene writes: the scene's sensor inputs. */
export function sceneDrivenInputs(project: Project): Set<string> {
  const scene = sceneOf(project);
  const driven = new Set<string>();
  if (!scene) return driven;
  const tags = Object.values(project.tagMap);
  for (const sensor of [...scene.required, ...scene.supporting]) {
    if (sensor.port === undefined || !/^DI\d+$/i.test(sensor.name)) continue;
    const tag =
      tags.find((t) => t.name.toUpperCase() === sensor.name.toUpperCase()) ??
      tags.find((t) => sensor.alias !== '' && t.alias.toUpperCase() === sensor.alias.toUpperCase());
    if (tag) driven.add(tag.name.toUpperCase());
  }
  return driven;
}

/**
 * Why `name` cannot be toggled (BOOL only, only in RUN, never an input the scene drives), or null.
 */
export function toggleRefusal(
  engine: Engine,
  project: Project | null,
  mode: RunMode,
  driven: ReadonlySet<string>,
  name: string,
): InputRefusal {
  const symbol = project ? engine.symbol(name) : undefined;
  if (!project || !symbol) return `Unknown tag "${name}".`;
  if (symbol.type !== 'BOOL') return `${symbol.name} is a DINT: only BOOL tags can be toggled.`;
  const base = symbol.name.split('.')[0]?.toUpperCase() ?? '';
  if (driven.has(base)) {
    const scene = sceneOf(project)?.name ?? 'scene';
    return `${symbol.name} is driven by the ${scene} scene: it follows what happens in the scene.`;
  }
  if (mode !== 'RUN') return 'Switch to RUN to operate the inputs.';
  return null;
}

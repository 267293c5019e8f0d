import type { ProgramSymbol, SceneBinding } from '@plcsim/engine-wasm';
import { SceneCode } from '@plcsim/engine-wasm';
import type { Project } from '../model/project.ts';
import { own } from '../ladder/read.ts';
import { SCENE_CATALOGUE } from './catalogue.ts';

/** Seed of the scene's random choices when the project sets none (`sceneVars.seed`). */
export const DEFAULT_SCENE_SEED = 1;

/**
 * Binds a project's scene to its compiled tags: each port gets the slot of the tag with the
 * catalogue's name (else its alias) and data type, or -1 when the project lacks it; variables start
 * from the catalogue, overridden by the project's `sceneVars`. Undefined for EMPTY or an unknown id.
 */
export function bindScene(project: Project, symbols: readonly ProgramSymbol[]): SceneBinding | undefined {
  const scene = own(SCENE_CATALOGUE, project.scene);
  if (!scene || scene.id === 'EMPTY') return undefined;
  const byName = new Map<string, ProgramSymbol>();
  const byAlias = new Map<string, ProgramSymbol>();
  for (const symbol of symbols) {
    if (symbol.name.includes('.')) continue;
    byName.set(symbol.name.toUpperCase(), symbol);
    if (symbol.alias && !byAlias.has(symbol.alias.toUpperCase()))
      byAlias.set(symbol.alias.toUpperCase(), symbol);
  }
  const ports: number[] = [];
  for (const tag of [...scene.required, ...scene.supporting]) {
    if (tag.port === undefined) continue;
    const symbol =
      byName.get(tag.name.toUpperCase()) ?? (tag.alias ? byAlias.get(tag.alias.toUpperCase()) : undefined);
    ports[tag.port] = symbol && symbol.type === tag.data_type ? symbol.slot : -1;
  }
  const saved = project.sceneVars ?? {};
  const vars = scene.vars.map(([name, initial]) => {
    const value = saved[name];
    return typeof value === 'number' && Number.isFinite(value) ? value : initial;
  });
  const seed =
    typeof saved.seed === 'number' && Number.isFinite(saved.seed) ? saved.seed | 0 : DEFAULT_SCENE_SEED;
  return { code: SceneCode[scene.id], ports: Array.from(ports, (slot) => slot ?? -1), vars, seed };
}

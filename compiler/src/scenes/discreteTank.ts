import type { Project, SceneId } from '../model/project.ts';
import { SCENE_CATALOGUE } from './catalogue.ts';

/**
 * Scenes whose analog channels change their discrete physics: the Water Tank's outlet opens with its
 * inlet valve AO0 (engine-wasm/assembly/scene/waterTankAnalog.ts). Their discrete demo program and the
 * discrete physics tests run them without those channels, as every problem and example on them does.
 */
export const ANALOG_CHANGES_DISCRETE: readonly SceneId[] = ['WATER_TANK'];

/** `project` without the scene's REAL channels and their raw forms when the scene is listed above. */
export function withoutAnalogChannels(project: Project): Project {
  if (!ANALOG_CHANGES_DISCRETE.includes(project.scene)) return project;
  const scene = SCENE_CATALOGUE[project.scene];
  const analog = new Set(
    scene.supporting
      .filter((t) => t.data_type === 'REAL' || /^AI\d+_Raw$/i.test(t.name))
      .map((t) => t.name.toUpperCase()),
  );
  const tagMap = Object.fromEntries(
    Object.entries(project.tagMap).filter(([, tag]) => !analog.has(tag.name.toUpperCase())),
  );
  return { ...project, tagMap };
}

import { createEmptyProject } from '../model/emptyProject.ts';
import type { Project, SceneId } from '../model/project.ts';
import { applyScene } from './applyScene.ts';
import { SCENE_CATALOGUE } from './catalogue.ts';
import { DEMO_PROGRAMS } from './demoPrograms.ts';
import { withoutAnalogChannels } from './discreteTank.ts';

/**
 * A Structured Text project driving `scene` with its demo program (EMPTY gets an empty project). The
 * Water Tank's demo is discrete: it leaves out the analog channels, whose outlet would change it.
 */
export function demoProject(scene: SceneId): Project {
  let next = 0;
  const base = createEmptyProject(`${SCENE_CATALOGUE[scene].name} demo`);
  const applied = applyScene(base, scene, () => `${scene.toLowerCase()}-${next++}`);
  const project = applied ? withoutAnalogChannels(applied) : base;
  return scene === 'EMPTY' ? project : { ...project, programMode: 'ST', stSource: DEMO_PROGRAMS[scene] };
}

import { applyScene, createEmptyProject, importNeutralText, type Project } from '@plcsim/compiler';

/**
 * The panels' demo: the Garage Door scene's tags (START, STOP normally closed, the UP and DOWN limit
 * switches the scene drives, FWD and REV) with a ladder: START seals FWD in until STOP or UP; STOP
 * closes the door with REV until DOWN; FWD times T1; START counts C1; T2 restarts every 500 ms.
 */
export function panelProject(): Project {
  let next = 0;
  const newId = () => `panel-${next++}`;
  const scene = applyScene(createEmptyProject('Panels demo'), 'GARAGE_DOOR', newId);
  if (!scene) throw new Error('GARAGE_DOOR is a scene');
  return importNeutralText(
    [
      '[XIC(DI0),XIC(DO0)]XIC(DI1)XIO(DI2)OTE(DO0);',
      '[XIO(DI1),XIC(DO1)]XIO(DI3)XIO(DO0)OTE(DO1);',
      'XIC(DO0)TON(T1,3000,0);',
      'XIC(DI0)CTU(C1,5,0);',
      'XIO(T2.DN)TON(T2,500,0);',
    ].join(''),
    { project: scene, newId },
  ).project;
}

/** The demo with a rung whose first instruction names no tag: RUN is refused. */
export function brokenPanelProject(): Project {
  const project = panelProject();
  const first = Object.values(project.instructionMap)[0];
  if (first) first.tag = null;
  return { ...project, projectName: 'Panels demo with an error' };
}

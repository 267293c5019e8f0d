import { applyScene, demoProject, importNeutralText, type Project, type SceneId } from '@plcsim/compiler';

/** A ladder project on `scene`: the neutral-text rungs, then the scene's tags. */
export function ladderOnScene(name: string, scene: SceneId, rungs: string): Project {
  const { project } = importNeutralText(rungs, { projectName: name });
  let next = 0;
  const withScene = applyScene(project, scene, () => `${scene.toLowerCase()}-tag-${next++}`) ?? project;
  // The rungs created DI0 and DI1 before the scene could: make them its START and (closed) STOP buttons.
  for (const tag of Object.values(withScene.tagMap)) {
    if (tag.name === 'DI0') Object.assign(tag, { alias: 'START', io_symbol: 'NO_PUSHBUTTON', value: 0 });
    if (tag.name === 'DI1') Object.assign(tag, { alias: 'STOP', io_symbol: 'NC_PUSHBUTTON', value: 1 });
  }
  return withScene;
}

/** Start/stop seal-in raising the garage door until its UP limit (DI2) opens the circuit. */
export const garageDoorLadder = (): Project =>
  ladderOnScene(
    'Garage door: open on START',
    'GARAGE_DOOR',
    '[XIC(DI0),XIC(DO0)]XIC(DI1)XIO(DI2)OTE(DO0);XIC(DO0)TON(OpenTime,5000,0);XIC(OpenTime.DN)OTE(DO1);',
  );

/** The conveyor's demo program in Structured Text. */
export const conveyorSt = (): Project => demoProject('CONVEYOR');

/** A ladder with an instruction that names no tag: RUN is refused. */
export function withError(): Project {
  const project = garageDoorLadder();
  const first = Object.values(project.instructionMap)[0];
  if (first) first.tag = null;
  return { ...project, projectName: 'A program with an error' };
}

/**
 * Test support for the panel tests (io, tags, status, controls, trend): a small garage-door project and
 * a real controller on the embedded engine with a clock that never fires, so scans happen only
 * through `step` and `fastForward`.
 */
import { applyScene, createEmptyProject, importNeutralText, type Project } from '@plcsim/compiler';
import { loadEmbeddedEngine } from '@plcsim/engine-wasm/embedded';
import { SimulatorController, type Clock } from '../simulator/simulatorController.ts';

/**
 * The Garage Door scene's tags (START DI0, STOP DI1 normally closed, UP DI2 and DOWN DI3 driven by the
 * scene, FWD DO0, REV DO1) and a ladder: START seals FWD in until STOP or UP; FWD times T1; START counts
 * C1; T2 restarts itself every 500 ms.
 */
export function panelTestProject(): Project {
  let next = 0;
  const newId = () => `id-${next++}`;
  const scene = applyScene(createEmptyProject('Panel test'), 'GARAGE_DOOR', newId);
  if (!scene) throw new Error('GARAGE_DOOR is a scene');
  const { project, diagnostics } = importNeutralText(
    '[XIC(DI0),XIC(DO0)]XIC(DI1)XIO(DI2)OTE(DO0);XIC(DO0)TON(T1,3000,0);XIC(DI0)CTU(C1,5,0);XIO(T2.DN)TON(T2,500,0);',
    { project: scene, newId },
  );
  if (diagnostics.length > 0) throw new Error(diagnostics.map((d) => d.message).join('\n'));
  return project;
}

/** A clock whose timers never fire: scans only run when a test steps or fast-forwards. */
export const stillClock: Clock = {
  now: () => 0,
  setTimeout: () => 0,
  clearTimeout: () => undefined,
};

/** A controller on the embedded engine with `project` (default `panelTestProject()`) loaded. */
export async function testController(project: Project = panelTestProject()): Promise<SimulatorController> {
  const controller = SimulatorController.create(await loadEmbeddedEngine(), stillClock);
  controller.load(project);
  // A project in Structured Text compiles once the ST compiler has been imported.
  await controller.whenLoaded();
  return controller;
}

/**
 * Level controllers in Structured Text for the Water Tank's analog channels (issue 26): the P-only and
 * PI programs of the "Done when" test, also run by the Storybook story and the scene step-cost bench.
 */
import { createEmptyProject } from '../model/emptyProject.ts';
import type { Project } from '../model/project.ts';
import { applyScene } from './applyScene.ts';

/** Setpoint (% of the tank) and proportional gain (% valve per % error) of both controllers. */
export const TANK_SETPOINT = 50;
export const TANK_KP = 3;

/** P-only: the valve opens in proportion to the error, with no bias, so the level settles short of 50 %. */
export const TANK_P_ONLY_ST = `(* P-only level control: INLET_CV := Kp x error, no bias. *)
VAR Err : REAL; Out : REAL; END_VAR
Err := ${TANK_SETPOINT}.0 - LEVEL_PV;
Out := ${TANK_KP}.0 * Err;
IF Out > 100.0 THEN Out := 100.0; END_IF;
IF Out < 0.0 THEN Out := 0.0; END_IF;
INLET_CV := Out;`;

/** PI: Kp 3, Ki 0.5 per second (0.05 a 100 ms scan), the integral clamped 0–100 (anti-windup). */
export const TANK_PI_ST = `(* PI level control: Kp 3, Ki 0.5 per second (0.05 a 100 ms scan). *)
VAR Err : REAL; Integral : REAL; Out : REAL; END_VAR
Err := ${TANK_SETPOINT}.0 - LEVEL_PV;
Integral := Integral + 0.05 * Err;
IF Integral > 100.0 THEN Integral := 100.0; END_IF;
IF Integral < 0.0 THEN Integral := 0.0; END_IF;
Out := ${TANK_KP}.0 * Err + Integral;
IF Out > 100.0 THEN Out := 100.0; END_IF;
IF Out < 0.0 THEN Out := 0.0; END_IF;
INLET_CV := Out;`;

/** A Water Tank project with its analog channels running `stSource`, the level starting at `level` (0–60). */
export function waterTankStProject(stSource: string, level = 50): Project {
  let next = 0;
  const base = createEmptyProject('Water Tank level loop');
  const project = applyScene(base, 'WATER_TANK', () => `tank-${next++}`) ?? base;
  return { ...project, sceneVars: { level }, programMode: 'ST', stSource };
}

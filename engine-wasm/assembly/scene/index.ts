/**
 * The scene that runs after the program in every scan: attach (verify its ports), sense (write its
 * inputs) and move (physics from the outputs). Faults are recorded for the host; they never stop
 * the scan.
 */
import {
  FAULT_BAD_VALUE,
  MAX_SCENE_VARS,
  SCENE_COUNT,
  SceneCode,
  scenePortCount,
  sceneVarCount,
} from '../../shared/scenes';
import { slotCount } from '../memory';
import { moveAirCompressor, senseAirCompressor } from './airCompressor';
import { moveBottleFill, senseBottleFill } from './bottleFill';
import { moveCarWash, senseCarWash } from './carWash';
import { moveConveyor, senseConveyor } from './conveyor';
import { moveCylinder, senseCylinder } from './cylinder';
import { moveElevator, senseElevator } from './elevator';
import { moveGarageDoor, senseGarageDoor } from './garageDoor';
import { moveInjectionMold, senseInjectionMold } from './injectionMold';
import { moveMixingTank, senseMixingTank } from './mixingTank';
import { moveOven, senseOven } from './oven';
import { moveRailroadCrossing, senseRailroadCrossing } from './railroadCrossing';
import { getVar, portSlot, raise, resetItems, seedRandom, setVar, clearFaults } from './state';
import { moveWaterTank, senseWaterTank } from './waterTank';

let scene: i32 = SceneCode.EMPTY;
const initialBase: usize = memory.data(MAX_SCENE_VARS << 3, 8);

export function detachScene(): void {
  scene = SceneCode.EMPTY;
  resetItems();
  clearFaults();
}

/**
 * Attaches scene `code` using the port table and variables the host wrote; false (and no scene)
 * when the code is unknown or a port lies outside tag memory.
 */
export function attachScene(code: i32, seed: i32): bool {
  detachScene();
  if (code < 0 || code >= SCENE_COUNT) return false;
  const ports = scenePortCount(code);
  for (let p: i32 = 0; p < ports; p++) {
    const slot = portSlot(p);
    if (slot < -1 || slot >= slotCount) return false;
  }
  const vars = sceneVarCount(code);
  for (let v: i32 = 0; v < vars; v++) {
    const x = getVar(v);
    if (!isFinite(x)) return false;
    store<f64>(initialBase + ((<usize>v) << 3), x);
  }
  scene = code;
  seedRandom(seed);
  senseScene();
  return true;
}

export function currentScene(): i32 {
  return scene;
}

/** Puts back any variable that is no longer a finite number (only a host write can do that). */
function checkVars(): void {
  const vars = sceneVarCount(scene);
  for (let v: i32 = 0; v < vars; v++) {
    if (!isFinite(getVar(v))) {
      setVar(v, load<f64>(initialBase + ((<usize>v) << 3)));
      raise(FAULT_BAD_VALUE);
    }
  }
}

/** Writes the scene's inputs from its state (the "read inputs" step of a scan). */
export function senseScene(): void {
  switch (scene) {
    case SceneCode.GARAGE_DOOR:
      senseGarageDoor();
      break;
    case SceneCode.CONVEYOR:
      senseConveyor();
      break;
    case SceneCode.WATER_TANK:
      senseWaterTank();
      break;
    case SceneCode.AIR_COMPRESSOR:
      senseAirCompressor();
      break;
    case SceneCode.ELEVATOR:
      senseElevator();
      break;
    case SceneCode.RAILROAD_CROSSING:
      senseRailroadCrossing();
      break;
    case SceneCode.BOTTLE_FILL:
      senseBottleFill();
      break;
    case SceneCode.CAR_WASH:
      senseCarWash();
      break;
    case SceneCode.MIXING_TANK:
      senseMixingTank();
      break;
    case SceneCode.CYLINDER:
      senseCylinder();
      break;
    case SceneCode.INJECTION_MOLD:
      senseInjectionMold();
      break;
    case SceneCode.OVEN:
      senseOven();
      break;
    default:
      // Lamp scenes (stoplight, stack light, intersection) only mirror outputs; EMPTY does nothing.
      break;
  }
}

/** One tick of physics from the program's outputs, then the inputs. */
export function tickScene(): void {
  if (scene == SceneCode.EMPTY) return;
  checkVars();
  switch (scene) {
    case SceneCode.GARAGE_DOOR:
      moveGarageDoor();
      break;
    case SceneCode.CONVEYOR:
      moveConveyor();
      break;
    case SceneCode.WATER_TANK:
      moveWaterTank();
      break;
    case SceneCode.AIR_COMPRESSOR:
      moveAirCompressor();
      break;
    case SceneCode.ELEVATOR:
      moveElevator();
      break;
    case SceneCode.RAILROAD_CROSSING:
      moveRailroadCrossing();
      break;
    case SceneCode.BOTTLE_FILL:
      moveBottleFill();
      break;
    case SceneCode.CAR_WASH:
      moveCarWash();
      break;
    case SceneCode.MIXING_TANK:
      moveMixingTank();
      break;
    case SceneCode.CYLINDER:
      moveCylinder();
      break;
    case SceneCode.INJECTION_MOLD:
      moveInjectionMold();
      break;
    case SceneCode.OVEN:
      moveOven();
      break;
    default:
      break;
  }
  senseScene();
}

import type { SceneId } from '@plcsim/compiler';
import { drawAirCompressor } from './airCompressor.ts';
import { drawBottleFill } from './bottleFill.ts';
import { drawCarWash } from './carWash.ts';
import { drawConveyor } from './conveyor.ts';
import { drawCylinder } from './cylinder.ts';
import { drawElevator } from './elevator.ts';
import { drawEmpty } from './empty.ts';
import { drawGarageDoor } from './garageDoor.ts';
import { drawInjectionMold } from './injectionMold.ts';
import { drawIntersection } from './intersection.ts';
import { drawMixingTank } from './mixingTank.ts';
import { drawOven } from './oven.ts';
import { drawRailroadCrossing } from './railroadCrossing.ts';
import { drawStackLight } from './stackLight.ts';
import { drawStoplight } from './stoplight.ts';
import type { SceneRenderer } from './types.ts';
import { drawWaterTank } from './waterTank.ts';

/** The drawing of every scene id. */
export const SCENE_RENDERERS: Readonly<Record<SceneId, SceneRenderer>> = {
  EMPTY: drawEmpty,
  AIR_COMPRESSOR: drawAirCompressor,
  BOTTLE_FILL: drawBottleFill,
  CAR_WASH: drawCarWash,
  CONVEYOR: drawConveyor,
  CYLINDER: drawCylinder,
  ELEVATOR: drawElevator,
  GARAGE_DOOR: drawGarageDoor,
  INJECTION_MOLD: drawInjectionMold,
  INTERSECTION: drawIntersection,
  MIXING_TANK: drawMixingTank,
  OVEN: drawOven,
  RAILROAD_CROSSING: drawRailroadCrossing,
  STACK_LIGHT: drawStackLight,
  STOPLIGHT: drawStoplight,
  WATER_TANK: drawWaterTank,
};

export { SCENE_HEIGHT, SCENE_WIDTH, type SceneDrawing, type SceneRenderer } from './types.ts';

import type { SceneId } from '@plcsim/compiler';
import type { SceneRenderer } from './types.ts';

/**
 * Each scene's drawing, imported on demand: every drawing is a chunk of its own, so a page loads the
 * one its project shows (the parts they share, sceneKit, deviceParts, palette, pipeParts, come with
 * paper.js in the `sceneDrawing` chunk). index.ts's SCENE_RENDERERS holds them all, for tests.
 */
export const SCENE_DRAWING_LOADERS: Readonly<Record<SceneId, () => Promise<SceneRenderer>>> = {
  EMPTY: () => import('./empty.ts').then((module) => module.drawEmpty),
  AIR_COMPRESSOR: () => import('./airCompressor.ts').then((module) => module.drawAirCompressor),
  BOTTLE_FILL: () => import('./bottleFill.ts').then((module) => module.drawBottleFill),
  CAR_WASH: () => import('./carWash.ts').then((module) => module.drawCarWash),
  CONVEYOR: () => import('./conveyor.ts').then((module) => module.drawConveyor),
  CYLINDER: () => import('./cylinder.ts').then((module) => module.drawCylinder),
  ELEVATOR: () => import('./elevator.ts').then((module) => module.drawElevator),
  GARAGE_DOOR: () => import('./garageDoor.ts').then((module) => module.drawGarageDoor),
  INJECTION_MOLD: () => import('./injectionMold.ts').then((module) => module.drawInjectionMold),
  INTERSECTION: () => import('./intersection.ts').then((module) => module.drawIntersection),
  MIXING_TANK: () => import('./mixingTank.ts').then((module) => module.drawMixingTank),
  OVEN: () => import('./oven.ts').then((module) => module.drawOven),
  RAILROAD_CROSSING: () => import('./railroadCrossing.ts').then((module) => module.drawRailroadCrossing),
  STACK_LIGHT: () => import('./stackLight.ts').then((module) => module.drawStackLight),
  STOPLIGHT: () => import('./stoplight.ts').then((module) => module.drawStoplight),
  WATER_TANK: () => import('./waterTank.ts').then((module) => module.drawWaterTank),
};

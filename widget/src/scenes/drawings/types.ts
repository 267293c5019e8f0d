import type paper from 'paper/dist/paper-core';
import type { SceneFrame } from '../frame.ts';

/** Every scene drawing fills this area (spec 001 §9). */
export const SCENE_WIDTH = 400;
export const SCENE_HEIGHT = 200;

/** A scene's drawing: built once into a PaperScope, then updated from frames. */
export interface SceneDrawing {
  /**
   * Moves and recolours the drawing's items to show `frame`. `timeMs` is a monotonic clock for
   * decorative motion (spray, blinking beacons); the state itself comes only from the frame.
   */
  update(frame: SceneFrame, timeMs: number): void;
}

/** Builds a scene's items in `scope`'s active layer (400 × 200) and returns its updater. */
export type SceneRenderer = (scope: paper.PaperScope) => SceneDrawing;

/** Railroad crossing (spec 001 §4): gate rotation 0 (down) to 90 (up), 1 per tick. */
import {
  RAILROAD_DOWN,
  RAILROAD_FWD,
  RAILROAD_REV,
  RAILROAD_ROTATION,
  RAILROAD_UP,
} from '../../shared/scenes';
import { getVar, on, sense, setVar } from './state';

export function moveRailroadCrossing(): void {
  let rotation = getVar(RAILROAD_ROTATION);
  if (on(RAILROAD_FWD) && rotation > 0) rotation = Math.max(0, rotation - 1);
  if (on(RAILROAD_REV) && rotation < 90) rotation = Math.min(90, rotation + 1);
  setVar(RAILROAD_ROTATION, rotation);
}

export function senseRailroadCrossing(): void {
  const rotation = getVar(RAILROAD_ROTATION);
  sense(RAILROAD_UP, rotation >= 89);
  sense(RAILROAD_DOWN, rotation <= 1);
}

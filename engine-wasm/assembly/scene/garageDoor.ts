/** Garage door (spec 001 §4): position 0 (open) to 60 (closed), 1 per tick. */
import {
  GARAGE_DOOR_DOWN,
  GARAGE_DOOR_FWD,
  GARAGE_DOOR_POSITION,
  GARAGE_DOOR_REV,
  GARAGE_DOOR_UP,
} from '../../shared/scenes';
import { getVar, on, sense, setVar } from './state';

export function moveGarageDoor(): void {
  let position = getVar(GARAGE_DOOR_POSITION);
  if (on(GARAGE_DOOR_FWD) && position > 0) position = Math.max(0, position - 1);
  if (on(GARAGE_DOOR_REV) && position < 60) position = Math.min(60, position + 1);
  setVar(GARAGE_DOOR_POSITION, position);
}

export function senseGarageDoor(): void {
  const position = getVar(GARAGE_DOOR_POSITION);
  sense(GARAGE_DOOR_UP, position <= 0);
  sense(GARAGE_DOOR_DOWN, position >= 60);
}

/**
 * Elevator (spec 001 §4): car position 119 (floor 1) up to 53, 0.5 per tick. Floor 2 is "about 86":
 * its switch is on from 85.5 to 86.5, so a program that stops on the switch stops within half a step.
 */
import {
  ELEVATOR_DOWN,
  ELEVATOR_FLOOR1,
  ELEVATOR_FLOOR2,
  ELEVATOR_FLOOR3,
  ELEVATOR_POSITION,
  ELEVATOR_UP,
} from '../../shared/scenes';
import { getVar, on, sense, setVar } from './state';

export function moveElevator(): void {
  let position = getVar(ELEVATOR_POSITION);
  if (on(ELEVATOR_UP) && position > 53) position = Math.max(53, position - 0.5);
  if (on(ELEVATOR_DOWN) && position < 119) position = Math.min(119, position + 0.5);
  setVar(ELEVATOR_POSITION, position);
}

export function senseElevator(): void {
  const position = getVar(ELEVATOR_POSITION);
  sense(ELEVATOR_FLOOR1, position >= 119);
  sense(ELEVATOR_FLOOR2, position >= 85.5 && position <= 86.5);
  sense(ELEVATOR_FLOOR3, position < 54);
}

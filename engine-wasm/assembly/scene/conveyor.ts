/** Conveyor (spec 001 §4): boxes move 2 per tick to 310; the gate adds one at 50. */
import { CONVEYOR_GATE, CONVEYOR_MOTOR, CONVEYOR_PROX1, CONVEYOR_PROX2 } from '../../shared/scenes';
import { addItem, advanceItems, anyItemIn, itemCount, newestPos, on, sense } from './state';

export function moveConveyor(): void {
  if (on(CONVEYOR_MOTOR)) advanceItems(2, 310);
  if (on(CONVEYOR_GATE) && (itemCount == 0 || newestPos() >= 100)) addItem(50, 0);
}

export function senseConveyor(): void {
  sense(CONVEYOR_PROX1, anyItemIn(50, 70));
  sense(CONVEYOR_PROX2, anyItemIn(290, 310));
}

/**
 * Bottle fill (spec 001 §4): bottles move 1 per tick to 315, then drop off; the gate adds one at 75
 * when the newest is at 105 or more; the nozzle fills the bottle at 195 (±0.5) by 1 per tick to 15.
 */
import {
  BOTTLE_FILL_FULL,
  BOTTLE_FILL_GATE,
  BOTTLE_FILL_MOTOR,
  BOTTLE_FILL_NOZZLE,
  BOTTLE_FILL_PROX,
  ITEM_POS,
  ITEM_VALUE,
} from '../../shared/scenes';
import { addItem, advanceItems, itemCount, itemGet, itemSet, newestPos, on, sense } from './state';

const NOZZLE_AT: f64 = 195;
const FULL: f64 = 15;

/** Index of the bottle under the nozzle, or -1. */
function bottleAtNozzle(): i32 {
  for (let i: i32 = 0; i < itemCount; i++) {
    if (Math.abs(itemGet(i, ITEM_POS) - NOZZLE_AT) <= 0.5) return i;
  }
  return -1;
}

export function moveBottleFill(): void {
  if (on(BOTTLE_FILL_MOTOR)) advanceItems(1, 315);
  if (on(BOTTLE_FILL_GATE) && (itemCount == 0 || newestPos() >= 105)) addItem(75, 0);
  const under = bottleAtNozzle();
  if (on(BOTTLE_FILL_NOZZLE) && under >= 0) {
    itemSet(under, ITEM_VALUE, Math.min(FULL, itemGet(under, ITEM_VALUE) + 1));
  }
}

export function senseBottleFill(): void {
  const under = bottleAtNozzle();
  sense(BOTTLE_FILL_PROX, under >= 0);
  sense(BOTTLE_FILL_FULL, under >= 0 && itemGet(under, ITEM_VALUE) >= FULL);
}

/**
 * Car wash (spec 001 §4): cars move 1 per tick to 290; ENTER adds one at 0 when the newest is at 75
 * or more, in one of three colours from the seeded generator. Five sensors cover the stations; a
 * car in a station's range while its output is on gets that station's flag (for the drawing).
 */
import {
  CAR_WASH_CONVEYOR,
  CAR_WASH_ENTER,
  CAR_WASH_PRE_RINSE,
  CAR_WASH_S1,
  ITEM_FLAGS,
  ITEM_POS,
} from '../../shared/scenes';
import {
  addItem,
  advanceItems,
  anyItemIn,
  itemCount,
  itemGet,
  itemSet,
  newestPos,
  nextRandom,
  on,
  sense,
} from './state';

const STATIONS: i32 = 5;

function stationFrom(station: i32): f64 {
  return station == 0 ? 10 : <f64>(70 + (station - 1) * 50);
}

function stationTo(station: i32): f64 {
  return station == 0 ? 60 : <f64>(120 + (station - 1) * 50);
}

export function moveCarWash(): void {
  if (on(CAR_WASH_CONVEYOR)) advanceItems(1, 290);
  if (on(CAR_WASH_ENTER) && (itemCount == 0 || newestPos() >= 75)) addItem(0, <f64>(nextRandom() % 3));
  for (let s: i32 = 0; s < STATIONS; s++) {
    if (!on(CAR_WASH_PRE_RINSE + s)) continue;
    for (let i: i32 = 0; i < itemCount; i++) {
      const pos = itemGet(i, ITEM_POS);
      if (pos >= stationFrom(s) && pos <= stationTo(s)) {
        itemSet(i, ITEM_FLAGS, <f64>((<i32>itemGet(i, ITEM_FLAGS)) | (1 << s)));
      }
    }
  }
}

export function senseCarWash(): void {
  for (let s: i32 = 0; s < STATIONS; s++) sense(CAR_WASH_S1 + s, anyItemIn(stationFrom(s), stationTo(s)));
}

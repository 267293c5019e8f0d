import { OP_COUNT, operandCount, operandKind } from './opcodes';
import {
  CONTROL_DN,
  CONTROL_EM,
  CONTROL_EN,
  CONTROL_ER,
  CONTROL_EU,
  CONTROL_FD,
  CONTROL_IN,
  CONTROL_LEN,
  CONTROL_POS,
  CONTROL_SIZE,
  CONTROL_UL,
  COUNTER_ACC,
  COUNTER_CD,
  COUNTER_CU,
  COUNTER_DN,
  COUNTER_OV,
  COUNTER_PRE,
  COUNTER_SIZE,
  COUNTER_UN,
  LOOP_CAP,
  MAX_BRANCH_DEPTH,
  MAX_FORCES,
  MAX_WARNINGS,
  SCAN_WORK,
  TIMER_ACC,
  TIMER_DN,
  TIMER_EN,
  TIMER_PRE,
  TIMER_SIZE,
  TIMER_TT,
  WATCHDOG_BUDGET,
} from './layout';
import {
  ITEM_CAPACITY,
  ITEM_FIELDS,
  MAX_SCENE_PORTS,
  MAX_SCENE_VARS,
  SCENE_COUNT,
  scenePortCount,
  sceneVarCount,
} from './scenes';

/** One hashing step; 31 keeps the product exact in a double, so `| 0` agrees with i32 wrap-around. */
function mix(h: i32, v: i32): i32 {
  return ((h ^ v) * 31 + 7) | 0;
}

/**
 * A fingerprint of the opcode table and memory layout as this side compiled them. The VM exports
 * its own; a test checks that TypeScript and AssemblyScript computed the same number.
 */
export function layoutDigest(): i32 {
  let h: i32 = -2128831035;
  h = mix(h, OP_COUNT);
  for (let op: i32 = 0; op < OP_COUNT; op++) {
    const n = operandCount(op);
    h = mix(h, n);
    for (let i: i32 = 0; i < n; i++) h = mix(h, operandKind(op, i));
  }
  h = mix(h, TIMER_PRE);
  h = mix(h, TIMER_ACC);
  h = mix(h, TIMER_EN);
  h = mix(h, TIMER_TT);
  h = mix(h, TIMER_DN);
  h = mix(h, TIMER_SIZE);
  h = mix(h, COUNTER_PRE);
  h = mix(h, COUNTER_ACC);
  h = mix(h, COUNTER_CU);
  h = mix(h, COUNTER_CD);
  h = mix(h, COUNTER_DN);
  h = mix(h, COUNTER_OV);
  h = mix(h, COUNTER_UN);
  h = mix(h, COUNTER_SIZE);
  h = mix(h, CONTROL_LEN);
  h = mix(h, CONTROL_POS);
  h = mix(h, CONTROL_EN);
  h = mix(h, CONTROL_EU);
  h = mix(h, CONTROL_DN);
  h = mix(h, CONTROL_EM);
  h = mix(h, CONTROL_ER);
  h = mix(h, CONTROL_UL);
  h = mix(h, CONTROL_IN);
  h = mix(h, CONTROL_FD);
  h = mix(h, CONTROL_SIZE);
  h = mix(h, MAX_BRANCH_DEPTH);
  h = mix(h, WATCHDOG_BUDGET);
  h = mix(h, SCAN_WORK);
  h = mix(h, MAX_FORCES);
  h = mix(h, LOOP_CAP);
  h = mix(h, MAX_WARNINGS);
  h = mix(h, SCENE_COUNT);
  for (let scene: i32 = 0; scene < SCENE_COUNT; scene++) {
    h = mix(h, scenePortCount(scene));
    h = mix(h, sceneVarCount(scene));
  }
  h = mix(h, MAX_SCENE_PORTS);
  h = mix(h, MAX_SCENE_VARS);
  h = mix(h, ITEM_CAPACITY);
  h = mix(h, ITEM_FIELDS);
  return h;
}

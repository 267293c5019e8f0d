/**
 * Scene memory layout, shared by the compiler (which binds tags to ports) and the VM (which runs the
 * physics after the program in every scan). Like opcodes.ts, both TypeScript and AssemblyScript
 * compile this file: integer constants and i32 functions only.
 *
 * A scene sees the program through *ports*: port i holds the tag slot of one required tag (or -1
 * when the project lacks it). Output ports are read, input ports written. Scene *variables*
 * (positions, levels) are f64 so fractional steps (0.5, 0.25, proportional discharge) stay exact
 * where they can be. Moving things that come and go (boxes, bottles, cars) are *items*: up to
 * ITEM_CAPACITY records of ITEM_FIELDS f64 each, oldest (furthest along) first.
 */

export enum SceneCode {
  EMPTY = 0,
  GARAGE_DOOR = 1,
  CONVEYOR = 2,
  WATER_TANK = 3,
  STOPLIGHT = 4,
  AIR_COMPRESSOR = 5,
  ELEVATOR = 6,
  STACK_LIGHT = 7,
  RAILROAD_CROSSING = 8,
  BOTTLE_FILL = 9,
  CAR_WASH = 10,
  MIXING_TANK = 11,
  INTERSECTION = 12,
  CYLINDER = 13,
  INJECTION_MOLD = 14,
  OVEN = 15,
}
export const SCENE_COUNT: i32 = 16;

export const MAX_SCENE_PORTS: i32 = 16;
export const MAX_SCENE_VARS: i32 = 16;
export const ITEM_CAPACITY: i32 = 16;
export const ITEM_FIELDS: i32 = 4;

/** Item fields. VALUE is a bottle's fill or a car's colour (0–2); FLAGS a car's wash stations (bits 0–4). */
export const ITEM_POS: i32 = 0;
export const ITEM_VALUE: i32 = 1;
export const ITEM_FLAGS: i32 = 2;

/** Scene faults, as bits: reported to the host, never stopping the scan. */
export const FAULT_ITEM_LIMIT: i32 = 1;
export const FAULT_BAD_VALUE: i32 = 2;

// Ports and variables, scene by scene. Each scene's ports are numbered from 0, then its variables.

export const GARAGE_DOOR_FWD: i32 = 0;
export const GARAGE_DOOR_REV: i32 = 1;
export const GARAGE_DOOR_UP: i32 = 2;
export const GARAGE_DOOR_DOWN: i32 = 3;
export const GARAGE_DOOR_POSITION: i32 = 0;

export const CONVEYOR_MOTOR: i32 = 0;
export const CONVEYOR_GATE: i32 = 1;
export const CONVEYOR_PROX1: i32 = 2;
export const CONVEYOR_PROX2: i32 = 3;

export const WATER_TANK_FILL: i32 = 0;
export const WATER_TANK_DRAIN: i32 = 1;
export const WATER_TANK_LOW: i32 = 2;
export const WATER_TANK_HIGH: i32 = 3;
export const WATER_TANK_LEVEL: i32 = 0;
/** Analog channels (issue 26, supporting tags, so -1 in projects without them): AI0, AI0_Raw, AO0. */
export const WATER_TANK_LEVEL_PV: i32 = 4;
export const WATER_TANK_LEVEL_RAW: i32 = 5;
export const WATER_TANK_INLET_CV: i32 = 6;

export const STOPLIGHT_RED: i32 = 0;
export const STOPLIGHT_YELLOW: i32 = 1;
export const STOPLIGHT_GREEN: i32 = 2;

export const AIR_COMPRESSOR_MOTOR: i32 = 0;
export const AIR_COMPRESSOR_VALVE: i32 = 1;
export const AIR_COMPRESSOR_LOW: i32 = 2;
export const AIR_COMPRESSOR_HIGH: i32 = 3;
export const AIR_COMPRESSOR_PRESSURE: i32 = 0;
/** Pressure transmitter (issue 26): AI0 in bar and its raw counts AI0_Raw; bound only when present. */
export const AIR_COMPRESSOR_TRANSMITTER: i32 = 4;
export const AIR_COMPRESSOR_TRANSMITTER_RAW: i32 = 5;
/** 1 while the transmitter's port is bound (the drawing shows the bar reading then). */
export const AIR_COMPRESSOR_HAS_TRANSMITTER: i32 = 1;

export const ELEVATOR_UP: i32 = 0;
export const ELEVATOR_DOWN: i32 = 1;
export const ELEVATOR_FLOOR1: i32 = 2;
export const ELEVATOR_FLOOR2: i32 = 3;
export const ELEVATOR_FLOOR3: i32 = 4;
export const ELEVATOR_POSITION: i32 = 0;

export const STACK_LIGHT_RED: i32 = 0;
export const STACK_LIGHT_YELLOW: i32 = 1;
export const STACK_LIGHT_GREEN: i32 = 2;
export const STACK_LIGHT_BLUE: i32 = 3;

export const RAILROAD_FWD: i32 = 0;
export const RAILROAD_REV: i32 = 1;
export const RAILROAD_LIGHT1: i32 = 2;
export const RAILROAD_LIGHT2: i32 = 3;
export const RAILROAD_UP: i32 = 4;
export const RAILROAD_DOWN: i32 = 5;
export const RAILROAD_ROTATION: i32 = 0;

export const BOTTLE_FILL_MOTOR: i32 = 0;
export const BOTTLE_FILL_GATE: i32 = 1;
export const BOTTLE_FILL_NOZZLE: i32 = 2;
export const BOTTLE_FILL_PROX: i32 = 3;
export const BOTTLE_FILL_FULL: i32 = 4;

export const CAR_WASH_CONVEYOR: i32 = 0;
export const CAR_WASH_ENTER: i32 = 1;
export const CAR_WASH_PRE_RINSE: i32 = 2;
export const CAR_WASH_SOAP: i32 = 3;
export const CAR_WASH_SCRUB: i32 = 4;
export const CAR_WASH_RINSE: i32 = 5;
export const CAR_WASH_DRY: i32 = 6;
/** The five position sensors are ports S1..S1+4, one per wash station (pre-rinse … dry). */
export const CAR_WASH_S1: i32 = 7;

export const MIXING_TANK_VALVE_A: i32 = 0;
export const MIXING_TANK_VALVE_B: i32 = 1;
export const MIXING_TANK_DISCHARGE: i32 = 2;
export const MIXING_TANK_MIXER: i32 = 3;
export const MIXING_TANK_LOW: i32 = 4;
export const MIXING_TANK_MID: i32 = 5;
export const MIXING_TANK_HIGH: i32 = 6;
export const MIXING_TANK_LIQUID_A: i32 = 0;
export const MIXING_TANK_LIQUID_B: i32 = 1;
export const MIXING_TANK_ANGLE: i32 = 2;
/** Heat (issue 26, scene/mixingTankHeat.ts): temperature AI0 and AI0_Raw, heater DO4, heater power AO0. */
export const MIXING_TANK_TEMPERATURE: i32 = 7;
export const MIXING_TANK_TEMPERATURE_RAW: i32 = 8;
export const MIXING_TANK_HEATER: i32 = 9;
export const MIXING_TANK_HEATER_POWER: i32 = 10;
/** Liquid temperature, transmitter (sensor) temperature, heater power applied (%), channels bound (0/1). */
export const MIXING_TANK_LIQUID_TEMP: i32 = 3;
export const MIXING_TANK_SENSOR_TEMP: i32 = 4;
export const MIXING_TANK_HEAT: i32 = 5;
export const MIXING_TANK_THERMAL: i32 = 6;

export const INTERSECTION_NS_RED: i32 = 0;
export const INTERSECTION_NS_YELLOW: i32 = 1;
export const INTERSECTION_NS_GREEN: i32 = 2;
export const INTERSECTION_EW_RED: i32 = 3;
export const INTERSECTION_EW_YELLOW: i32 = 4;
export const INTERSECTION_EW_GREEN: i32 = 5;

export const CYLINDER_SOL_A: i32 = 0;
export const CYLINDER_SOL_B: i32 = 1;
/** The DINT 'Pressure' tag (a supporting tag, so it may be absent: then -1). */
export const CYLINDER_PRESSURE: i32 = 2;
export const CYLINDER_LS1: i32 = 3;
export const CYLINDER_LS2: i32 = 4;
export const CYLINDER_POSITION: i32 = 0;

export const INJECTION_SOL_A: i32 = 0;
export const INJECTION_SOL_B: i32 = 1;
export const INJECTION_MOTOR: i32 = 2;
export const INJECTION_HEATER: i32 = 3;
export const INJECTION_EJECT: i32 = 4;
export const INJECTION_PROX1: i32 = 5;
export const INJECTION_PROX2: i32 = 6;
export const INJECTION_PRESSURE: i32 = 7;
export const INJECTION_TEMP: i32 = 8;
export const INJECTION_MOLD_POS: i32 = 0;
export const INJECTION_FILL: i32 = 1;
/** Eject progress: 0 idle, then 1..INJECTION_EJECT_TICKS while the part moves out. */
export const INJECTION_EJECTING: i32 = 2;
export const INJECTION_EJECT_TICKS: i32 = 40;

/** Oven / temperature loop (issue 26): ports, then variables (°C). Model: assembly/scene/oven.ts. */
export const OVEN_HEATER: i32 = 0;
export const OVEN_POWER: i32 = 1;
export const OVEN_SETPOINT: i32 = 2;
export const OVEN_DOOR: i32 = 3;
export const OVEN_TEMP: i32 = 4;
export const OVEN_TEMP_RAW: i32 = 5;
export const OVEN_ELEMENT: i32 = 0;
export const OVEN_CHAMBER: i32 = 1;

/** Ports of each scene (what the compiler binds). */
export function scenePortCount(code: i32): i32 {
  switch (code) {
    case SceneCode.GARAGE_DOOR:
      return 4;
    case SceneCode.CONVEYOR:
      return 4;
    case SceneCode.WATER_TANK:
      return 7;
    case SceneCode.STOPLIGHT:
      return 3;
    case SceneCode.AIR_COMPRESSOR:
      return 6;
    case SceneCode.ELEVATOR:
      return 5;
    case SceneCode.STACK_LIGHT:
      return 4;
    case SceneCode.RAILROAD_CROSSING:
      return 6;
    case SceneCode.BOTTLE_FILL:
      return 5;
    case SceneCode.CAR_WASH:
      return 12;
    case SceneCode.MIXING_TANK:
      return 11;
    case SceneCode.INTERSECTION:
      return 6;
    case SceneCode.CYLINDER:
      return 5;
    case SceneCode.INJECTION_MOLD:
      return 9;
    case SceneCode.OVEN:
      return 6;
    default:
      return 0;
  }
}

/** Scene variables of each scene. */
export function sceneVarCount(code: i32): i32 {
  switch (code) {
    case SceneCode.GARAGE_DOOR:
      return 1;
    case SceneCode.WATER_TANK:
      return 1;
    case SceneCode.AIR_COMPRESSOR:
      return 2;
    case SceneCode.ELEVATOR:
      return 1;
    case SceneCode.RAILROAD_CROSSING:
      return 1;
    case SceneCode.MIXING_TANK:
      return 7;
    case SceneCode.CYLINDER:
      return 1;
    case SceneCode.INJECTION_MOLD:
      return 3;
    case SceneCode.OVEN:
      return 2;
    default:
      return 0;
  }
}

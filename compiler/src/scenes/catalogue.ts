/**
 * The scene catalogue (data only): for each scene its display name, initial variables, the tags it
 * requires (bound to its ports in the VM, engine-wasm/shared/scenes.ts) and the supporting tags it
 * adds (spec 001 §3, §4, §9). The help page's scene table shows this data.
 */
import type { AnalogRange, IoSymbol, SceneId } from '../model/project.ts';

/** A tag a scene adds to the project. */
export interface SceneTag {
  /** Hardware address (DI0, DO3, AI0, AO0), a raw form (AI0_Raw) or tag name ('Pressure'). */
  name: string;
  alias: string;
  data_type: 'BOOL' | 'DINT' | 'REAL';
  /** An analog channel's (REAL AI/AO) engineering range, model/analog.ts; else absent. */
  range?: AnalogRange;
  io_symbol: IoSymbol | null;
  /** Initial value (NC pushbuttons start at 1). */
  value: number;
  /** What the tag does in the scene, for the help page and tooltips. */
  role: string;
  /** The VM port the tag is bound to, when the scene's physics reads or writes it. */
  port?: number;
  /**
   * A DI the learner operates that the scene only reads (the Oven's DOOR pushbutton): unlike a sensor
   * it is not driven by the scene, so the I/O panel lets the learner press it.
   */
  operated?: boolean;
}

/** A required tag and the VM port it is bound to. */
export interface RequiredSceneTag extends SceneTag {
  port: number;
}

export interface SceneDefinition {
  id: SceneId;
  /** Display name ('Garage Door'). */
  name: string;
  /** One sentence on what the scene is, for the help page and the picker. */
  summary: string;
  /** Scene variables in VM order (index = engine-wasm/shared/scenes.ts constant) with initial values. */
  vars: readonly (readonly [name: string, initial: number])[];
  /** Tags the scene reads (outputs) and writes (inputs); a learner cannot delete these. */
  required: readonly RequiredSceneTag[];
  /** Tags added with the scene that a learner may delete (START, STOP, …). */
  supporting: readonly SceneTag[];
}

const START: SceneTag = {
  name: 'DI0',
  alias: 'START',
  data_type: 'BOOL',
  io_symbol: 'NO_PUSHBUTTON',
  value: 0,
  role: 'Start pushbutton (normally open)',
};
const STOP: SceneTag = {
  name: 'DI1',
  alias: 'STOP',
  data_type: 'BOOL',
  io_symbol: 'NC_PUSHBUTTON',
  value: 1,
  role: 'Stop pushbutton (normally closed: 1 until pressed)',
};
const STANDARD_SUPPORT: readonly SceneTag[] = [START, STOP];

function output(
  name: string,
  alias: string,
  io_symbol: IoSymbol,
  port: number,
  role: string,
): RequiredSceneTag {
  return { name, alias, data_type: 'BOOL', io_symbol, value: 0, port, role };
}

function input(
  name: string,
  alias: string,
  io_symbol: IoSymbol,
  port: number,
  role: string,
): RequiredSceneTag {
  return { name, alias, data_type: 'BOOL', io_symbol, value: 0, port, role };
}

const lamp = (name: string, alias: string, port: number, colour: string) =>
  output(name, alias, 'INDICATOR', port, `${colour} lamp`);

/**
 * The water tank's analog channels (issue 26): supporting tags with ports, so a learner may delete
 * them and every problem without them keeps the discrete tank (the open outlet comes with AO0).
 */
const WATER_TANK_ANALOG: readonly SceneTag[] = [
  {
    name: 'AI0',
    alias: 'LEVEL_PV',
    data_type: 'REAL',
    range: { min: 0, max: 100, unit: '%' },
    io_symbol: 'POTENTIOMETER',
    value: 0,
    port: 4,
    role: 'Level transmitter: level ÷ 60 × 100 %',
  },
  {
    name: 'AI0_Raw',
    alias: 'LEVEL_RAW',
    data_type: 'DINT',
    io_symbol: null,
    value: 0,
    port: 5,
    role: 'The level transmitter in raw counts (0–32767 for 0–100 %)',
  },
  {
    name: 'AO0',
    alias: 'INLET_CV',
    data_type: 'REAL',
    range: { min: 0, max: 100, unit: '%' },
    io_symbol: 'ANALOG_GAUGE',
    value: 0,
    port: 6,
    role: 'Proportional inlet valve: AO0 ÷ 100 × 0.4 per scan in; the open outlet lets 0.04 × √level out',
  },
];

/**
 * The Mixing Tank's heat channels (issue 26; VM engine-wasm/assembly/scene/mixingTankHeat.ts). Supporting
 * tags: the scene's discrete problems lack them and run as before; the heat model runs when one is bound.
 */
const MIXING_TANK_HEAT: readonly SceneTag[] = [
  {
    name: 'AI0',
    alias: 'TEMPERATURE',
    data_type: 'REAL',
    range: { min: 0, max: 100, unit: '°C' },
    io_symbol: 'POTENTIOMETER',
    value: 20,
    port: 7,
    role: 'Temperature transmitter (°C), lagging the liquid by 4 s',
  },
  {
    name: 'AI0_Raw',
    alias: 'TEMPERATURE_RAW',
    data_type: 'DINT',
    io_symbol: null,
    value: 6553,
    port: 8,
    role: 'The temperature in raw counts: 0–100 °C as 0–32767',
  },
  {
    name: 'DO4',
    alias: 'HEATER',
    data_type: 'BOOL',
    io_symbol: 'RESISTOR',
    value: 0,
    port: 9,
    role: 'Heater at full power: the liquid heats toward 90 °C (needs liquid at LOW or above)',
  },
  {
    name: 'AO0',
    alias: 'HEATER_POWER',
    data_type: 'REAL',
    range: { min: 0, max: 100, unit: '%' },
    io_symbol: 'ANALOG_GAUGE',
    value: 0,
    port: 10,
    role: 'Heater power 0–100 % (when HEATER is off): heats toward 20 + 0.7 × power °C',
  },
];

/** The Air Compressor's pressure transmitter (issue 26): supporting tags, bound when present. */
const COMPRESSOR_TRANSMITTER: readonly SceneTag[] = [
  {
    name: 'AI0',
    alias: 'PRESSURE',
    data_type: 'REAL',
    range: { min: 0, max: 10, unit: 'bar' },
    io_symbol: 'POTENTIOMETER',
    value: 0,
    port: 4,
    role: 'Pressure transmitter: pressure / 27 in bar (270 reads 10 bar)',
  },
  {
    name: 'AI0_Raw',
    alias: 'PRESSURE_RAW',
    data_type: 'DINT',
    io_symbol: null,
    value: 0,
    port: 5,
    role: 'The pressure in raw counts: 0–10 bar as 0–32767',
  },
];

export const SCENE_CATALOGUE: Readonly<Record<SceneId, SceneDefinition>> = {
  EMPTY: {
    id: 'EMPTY',
    name: 'Empty',
    summary: 'No scene: the program runs against its tags alone.',
    vars: [],
    required: [],
    supporting: [],
  },
  AIR_COMPRESSOR: {
    id: 'AIR_COMPRESSOR',
    name: 'Air Compressor',
    summary: 'A motor pumps air into a receiver tank; pressure switches report LOW and HIGH.',
    vars: [
      ['pressure', 0],
      ['transmitter', 0],
    ],
    required: [
      output('DO0', 'MOTOR', 'MOTOR_CONTACTOR', 0, 'Compressor motor: +1 pressure per scan up to 270'),
      output('DO1', 'VALVE', 'SOLENOID', 1, 'Bleed valve: −1 pressure per scan down to 0'),
      input('DI2', 'LOW', 'NO_PRESSURE_SWITCH', 2, 'On at pressure 90 or more'),
      input('DI3', 'HIGH', 'NO_PRESSURE_SWITCH', 3, 'On at pressure 180 or more'),
    ],
    supporting: [...STANDARD_SUPPORT, ...COMPRESSOR_TRANSMITTER],
  },
  BOTTLE_FILL: {
    id: 'BOTTLE_FILL',
    name: 'Bottle Fill',
    summary:
      'Bottles ride a conveyor to a filling nozzle; a proximity switch finds the bottle and a level switch says when it is full.',
    vars: [],
    required: [
      output('DO0', 'MOTOR', 'MOTOR_CONTACTOR', 0, 'Conveyor: bottles move 1 per scan and drop off past 315'),
      output('DO1', 'GATE', 'SOLENOID', 1, 'Releases a bottle at 75 once the last one is at 105 or more'),
      output('DO2', 'NOZZLE', 'SOLENOID', 2, 'Fills the bottle under the nozzle by 1 per scan up to 15'),
      input('DI2', 'PROX', 'NO_LIMIT_SWITCH', 3, 'A bottle is under the nozzle (position 195 ± 0.5)'),
      input('DI3', 'FULL', 'NO_FLOAT_SWITCH', 4, 'The bottle under the nozzle is full (15)'),
    ],
    supporting: STANDARD_SUPPORT,
  },
  CAR_WASH: {
    id: 'CAR_WASH',
    name: 'Car Wash',
    summary:
      'Cars roll through five stations (pre-rinse, soap, scrub, rinse, dry), each with a position sensor.',
    vars: [],
    required: [
      output('DO0', 'CONVEYOR', 'MOTOR_CONTACTOR', 0, 'Moves cars 1 per scan; they leave past 290'),
      output('DO1', 'ENTER', 'SOLENOID', 1, 'Lets a car in at 0 once the last one is at 75 or more'),
      output('DO2', 'PRE_RINSE', 'SOLENOID', 2, 'Pre-rinse sprayers (station 1)'),
      output('DO3', 'SOAP', 'SOLENOID', 3, 'Soap sprayers (station 2)'),
      output('DO4', 'SCRUB', 'MOTOR_CONTACTOR', 4, 'Scrub brushes (station 3)'),
      output('DO5', 'RINSE', 'SOLENOID', 5, 'Rinse sprayers (station 4)'),
      output('DO6', 'DRY', 'MOTOR_CONTACTOR', 6, 'Dryer fans (station 5)'),
      input('DI2', 'S1', 'NO_LIMIT_SWITCH', 7, 'A car at station 1 (10–60)'),
      input('DI3', 'S2', 'NO_LIMIT_SWITCH', 8, 'A car at station 2 (70–120)'),
      input('DI4', 'S3', 'NO_LIMIT_SWITCH', 9, 'A car at station 3 (120–170)'),
      input('DI5', 'S4', 'NO_LIMIT_SWITCH', 10, 'A car at station 4 (170–220)'),
      input('DI6', 'S5', 'NO_LIMIT_SWITCH', 11, 'A car at station 5 (220–270)'),
    ],
    supporting: STANDARD_SUPPORT,
  },
  CONVEYOR: {
    id: 'CONVEYOR',
    name: 'Conveyor',
    summary: 'A gate releases boxes onto a belt; proximity switches watch the start and the end.',
    vars: [],
    required: [
      output('DO0', 'MOTOR', 'MOTOR_CONTACTOR', 0, 'Belt: boxes move 2 per scan and drop off past 310'),
      output('DO1', 'GATE', 'SOLENOID', 1, 'Releases a box at 50 once the last one is at 100 or more'),
      input('DI2', 'PROX1', 'NO_LIMIT_SWITCH', 2, 'A box at the start (50–70)'),
      input('DI3', 'PROX2', 'NO_LIMIT_SWITCH', 3, 'A box at the end (290–310)'),
    ],
    supporting: STANDARD_SUPPORT,
  },
  CYLINDER: {
    id: 'CYLINDER',
    name: 'Cylinder',
    summary:
      'A double-acting pneumatic cylinder: solenoid A extends it, B retracts it, at a speed set by the Pressure tag.',
    vars: [['position', -15]],
    required: [
      output('DO0', 'SOL_A', 'SOLENOID', 0, 'Extends the piston (up to 100) by Pressure ÷ 10 per scan'),
      output('DO1', 'SOL_B', 'SOLENOID', 1, 'Retracts the piston (down to −15) by Pressure ÷ 10 per scan'),
      input('DI2', 'LS1', 'NO_LIMIT_SWITCH', 3, 'Piston retracted (below −10)'),
      input('DI3', 'LS2', 'NO_LIMIT_SWITCH', 4, 'Piston extended (above 95)'),
    ],
    supporting: [
      ...STANDARD_SUPPORT,
      {
        name: 'Pressure',
        alias: '',
        data_type: 'DINT',
        io_symbol: null,
        value: 50,
        port: 2,
        role: 'Air pressure: the piston moves a tenth of it per scan (30 when the tag is missing)',
      },
    ],
  },
  ELEVATOR: {
    id: 'ELEVATOR',
    name: 'Elevator',
    summary: 'A three-floor elevator with a switch at each floor and a call button for each.',
    vars: [['position', 119]],
    required: [
      output('DO0', 'UP', 'MOTOR_CONTACTOR', 0, 'Hoist up: 0.5 per scan, stops at floor 3'),
      output('DO1', 'DOWN', 'MOTOR_CONTACTOR', 1, 'Hoist down: 0.5 per scan, stops at floor 1'),
      input('DI2', 'FLOOR1', 'NO_LIMIT_SWITCH', 2, 'Car at floor 1 (position 119)'),
      input('DI3', 'FLOOR2', 'NO_LIMIT_SWITCH', 3, 'Car at floor 2 (position 85.5–86.5)'),
      input('DI4', 'FLOOR3', 'NO_LIMIT_SWITCH', 4, 'Car at floor 3 (position below 54)'),
    ],
    supporting: [
      ...STANDARD_SUPPORT,
      { ...START, name: 'DI5', alias: 'CALL1', role: 'Call button, floor 1' },
      { ...START, name: 'DI6', alias: 'CALL2', role: 'Call button, floor 2' },
      { ...START, name: 'DI7', alias: 'CALL3', role: 'Call button, floor 3' },
    ],
  },
  GARAGE_DOOR: {
    id: 'GARAGE_DOOR',
    name: 'Garage Door',
    summary: 'A motorised door with limit switches at the top and the bottom.',
    vars: [['position', 60]],
    required: [
      output('DO0', 'FWD', 'MOTOR_CONTACTOR', 0, 'Motor forward: raises the door 1 per scan'),
      output('DO1', 'REV', 'MOTOR_CONTACTOR', 1, 'Motor reverse: lowers the door 1 per scan'),
      input('DI2', 'UP', 'NO_LIMIT_SWITCH', 2, 'Door fully open (position 0)'),
      input('DI3', 'DOWN', 'NO_LIMIT_SWITCH', 3, 'Door fully closed (position 60)'),
    ],
    supporting: STANDARD_SUPPORT,
  },
  INJECTION_MOLD: {
    id: 'INJECTION_MOLD',
    name: 'Injection Mold',
    summary:
      'Close the mold, heat and inject until the pressure switch trips, then open it and eject the part.',
    vars: [
      ['mold', 0],
      ['fill', 0],
      ['ejecting', 0],
    ],
    required: [
      output('DO0', 'SOL_A', 'SOLENOID', 0, 'Closes the mold (to 75) 1 per scan'),
      output('DO1', 'SOL_B', 'SOLENOID', 1, 'Opens the mold (to 0) 1 per scan'),
      output(
        'DO2',
        'MOTOR',
        'MOTOR_CONTACTOR',
        2,
        'Injection screw: fills 0.25 per scan to 50 (mold closed, heater on)',
      ),
      output('DO3', 'HEATER', 'RESISTOR', 3, 'Barrel heater'),
      output('DO4', 'EJECT', 'SOLENOID', 4, 'Ejects the part when the mold is open'),
      input('DI2', 'PROX1', 'NO_LIMIT_SWITCH', 5, 'Mold open (1 or less)'),
      input('DI3', 'PROX2', 'NO_LIMIT_SWITCH', 6, 'Mold closed (75)'),
      input('DI4', 'PRESSURE', 'NO_PRESSURE_SWITCH', 7, 'Mold full (fill 50)'),
      input('DI5', 'TEMP', 'NO_TEMP_SWITCH', 8, 'Barrel hot (follows the heater)'),
    ],
    supporting: STANDARD_SUPPORT,
  },
  INTERSECTION: {
    id: 'INTERSECTION',
    name: 'Intersection',
    summary: 'Traffic signals for a north–south and an east–west road.',
    vars: [],
    required: [
      lamp('DO0', 'NS_RED', 0, 'North–south red'),
      lamp('DO1', 'NS_YELLOW', 1, 'North–south yellow'),
      lamp('DO2', 'NS_GREEN', 2, 'North–south green'),
      lamp('DO3', 'EW_RED', 3, 'East–west red'),
      lamp('DO4', 'EW_YELLOW', 4, 'East–west yellow'),
      lamp('DO5', 'EW_GREEN', 5, 'East–west green'),
    ],
    supporting: STANDARD_SUPPORT,
  },
  MIXING_TANK: {
    id: 'MIXING_TANK',
    name: 'Mixing Tank',
    summary: 'Two liquids, a stirrer and a discharge valve, with float switches at low, middle and high.',
    vars: [
      ['liquidA', 20],
      ['liquidB', 20],
      ['angle', 0],
      ['temperature', 20],
      ['sensor', 20],
      ['heat', 0],
      ['thermal', 0],
    ],
    required: [
      output('DO0', 'VALVE_A', 'SOLENOID', 0, 'Adds liquid A, 0.5 per scan (shifts B out when full)'),
      output('DO1', 'VALVE_B', 'SOLENOID', 1, 'Adds liquid B, 0.5 per scan (shifts A out when full)'),
      output('DO2', 'DISCHARGE', 'SOLENOID', 2, 'Drains 1 per scan, both liquids in proportion'),
      output('DO3', 'MIXER', 'MOTOR_CONTACTOR', 3, 'Spins the stirrer'),
      input('DI2', 'LOW', 'NO_FLOAT_SWITCH', 4, 'Total 2 or more'),
      input('DI3', 'MID', 'NO_FLOAT_SWITCH', 5, 'Total 40 or more'),
      input('DI4', 'HIGH', 'NO_FLOAT_SWITCH', 6, 'Total 80 (full)'),
    ],
    supporting: [...STANDARD_SUPPORT, ...MIXING_TANK_HEAT],
  },
  OVEN: {
    id: 'OVEN',
    name: 'Oven',
    summary:
      'A temperature loop for PID tuning: a heater with 0–100 % power heats the chamber with a visible lag; ' +
      'holding DOOR open lets heat out. Hold the temperature at the setpoint.',
    vars: [
      ['element', 20],
      ['chamber', 20],
    ],
    required: [
      output('DO0', 'HEATER', 'RESISTOR', 0, 'Heater contactor: AO0 heats only while it is on'),
      {
        name: 'AO0',
        alias: 'POWER',
        data_type: 'REAL',
        range: { min: 0, max: 100, unit: '%' },
        io_symbol: 'ANALOG_GAUGE',
        value: 0,
        port: 1,
        role: 'Heater power, 0–100 % (3 °C of element temperature per %)',
      },
      {
        name: 'Setpoint',
        alias: '',
        data_type: 'REAL',
        io_symbol: null,
        value: 180,
        port: 2,
        role: 'Temperature setpoint in °C: the scene draws it; your program reads it',
      },
      {
        ...input(
          'DI2',
          'DOOR',
          'NO_PUSHBUTTON',
          3,
          'Opens the door while held: heat escapes (the disturbance)',
        ),
        operated: true,
      },
      {
        name: 'AI0',
        alias: 'TEMP',
        data_type: 'REAL',
        range: { min: 0, max: 300, unit: '°C' },
        io_symbol: 'POTENTIOMETER',
        value: 20,
        port: 4,
        role: 'Chamber temperature transmitter, 0–300 °C (starts at 20 °C, the room)',
      },
    ],
    supporting: [
      ...STANDARD_SUPPORT,
      {
        name: 'AI0_Raw',
        alias: '',
        data_type: 'DINT',
        io_symbol: null,
        value: 2184,
        port: 5,
        role: 'Chamber temperature in raw counts, 0–32767 over 0–300 °C',
      },
    ],
  },
  RAILROAD_CROSSING: {
    id: 'RAILROAD_CROSSING',
    name: 'Railroad Crossing',
    summary: 'A crossing gate arm with up and down switches and two red lights.',
    vars: [['rotation', 0]],
    required: [
      output('DO0', 'FWD', 'MOTOR_CONTACTOR', 0, 'Gate motor forward: lowers the arm 1° per scan'),
      output('DO1', 'REV', 'MOTOR_CONTACTOR', 1, 'Gate motor reverse: raises the arm 1° per scan'),
      lamp('DO2', 'LIGHT1', 2, 'Left red'),
      lamp('DO3', 'LIGHT2', 3, 'Right red'),
      input('DI2', 'UP', 'NO_LIMIT_SWITCH', 4, 'Arm up (89° or more)'),
      input('DI3', 'DOWN', 'NO_LIMIT_SWITCH', 5, 'Arm down (1° or less)'),
    ],
    supporting: STANDARD_SUPPORT,
  },
  STACK_LIGHT: {
    id: 'STACK_LIGHT',
    name: 'Stack Light',
    summary: 'A four-colour machine status tower.',
    vars: [],
    required: [
      lamp('DO0', 'RED', 0, 'Red'),
      lamp('DO1', 'YELLOW', 1, 'Yellow'),
      lamp('DO2', 'GREEN', 2, 'Green'),
      lamp('DO3', 'BLUE', 3, 'Blue'),
    ],
    supporting: STANDARD_SUPPORT,
  },
  STOPLIGHT: {
    id: 'STOPLIGHT',
    name: 'Stoplight',
    summary: 'A single red, yellow and green traffic light.',
    vars: [],
    required: [
      lamp('DO0', 'RED', 0, 'Red'),
      lamp('DO1', 'YELLOW', 1, 'Yellow'),
      lamp('DO2', 'GREEN', 2, 'Green'),
    ],
    supporting: STANDARD_SUPPORT,
  },
  WATER_TANK: {
    id: 'WATER_TANK',
    name: 'Water Tank',
    summary: 'A tank with fill and drain valves and two float switches.',
    vars: [['level', 50]],
    required: [
      output('DO0', 'FILL', 'SOLENOID', 0, 'Inlet valve: +1 per scan up to 60'),
      output('DO1', 'DRAIN', 'SOLENOID', 1, 'Drain valve: −2 per scan down to 0'),
      input('DI2', 'LOW', 'NO_FLOAT_SWITCH', 2, 'Level 10 or more'),
      input('DI3', 'HIGH', 'NO_FLOAT_SWITCH', 3, 'Level 50 or more'),
    ],
    supporting: [...STANDARD_SUPPORT, ...WATER_TANK_ANALOG],
  },
};

/** Scenes a learner can pick, sorted by display name (spec 000 §2 "Scene tab"). */
export const SCENE_PICKER: readonly SceneDefinition[] = Object.values(SCENE_CATALOGUE)
  .filter((scene) => scene.id !== 'EMPTY')
  .sort((a, b) => a.name.localeCompare(b.name));

/**
 * The project document: the one source of truth the site saves, the compiler reads and the CLI
 * writes (spec 000 §3 "Stored project", "Tag", "Rung", "Branch", "Instruction", "Sequence step").
 * Maps are keyed by the entity's uuid; order lives in the arrays (`rungs`, `elements`, branch `rungs`).
 */
import { FILE_COPY_INSTRUCTIONS, PROGRAM_CONTROL_INSTRUCTIONS } from './programControl.ts';

/**
 * The tag data types. STRUCT is a user-defined data type (UDT, IEC `STRUCT`): the tag's `udt` names it
 * (`project.dataTypes`, model/dataTypes.ts).
 */
export const TAG_TYPES = ['BOOL', 'DINT', 'REAL', 'TIMER', 'COUNTER', 'STRUCT', 'CONTROL'] as const;
export type TagType = (typeof TAG_TYPES)[number];
/** The types a single value has (one slot). */
export type ScalarType = 'BOOL' | 'DINT' | 'REAL';

/** Input symbols, stored spelling (spec 001 §3). */
export const INPUT_SYMBOLS = [
  'NO_PUSHBUTTON',
  'NC_PUSHBUTTON',
  'NO_LIMIT_SWITCH',
  'NC_LIMIT_SWITCH',
  'NO_FLOAT_SWITCH',
  'NC_FLOAT_SWITCH',
  'NO_PRESSURE_SWITCH',
  'NC_PRESSURE_SWITCH',
  'NO_TEMP_SWITCH',
  'NC_TEMP_SWITCH',
  // Analog inputs (issue 26): a slider and a numeric input box on a REAL AI{n} tag.
  'POTENTIOMETER',
  'NUMERIC_INPUT',
] as const;
/** Output symbols (spec 001 §3), then the analog outputs (issue 26): a bar gauge and a numeric display. */
export const OUTPUT_SYMBOLS = [
  'INDICATOR',
  'MOTOR_CONTACTOR',
  'SOLENOID',
  'RESISTOR',
  'ANALOG_GAUGE',
  'NUMERIC_DISPLAY',
] as const;
/** The analog input symbols (on a REAL AI{n} tag). */
export const ANALOG_INPUT_SYMBOLS = ['POTENTIOMETER', 'NUMERIC_INPUT'] as const;
/** The analog output symbols (on a REAL AO{n} tag). */
export const ANALOG_OUTPUT_SYMBOLS = ['ANALOG_GAUGE', 'NUMERIC_DISPLAY'] as const;
export type IoSymbol = (typeof INPUT_SYMBOLS)[number] | (typeof OUTPUT_SYMBOLS)[number];

/** Scene ids (spec 000 §3, 001 §3). */
export const SCENES = [
  'EMPTY',
  'GARAGE_DOOR',
  'CONVEYOR',
  'WATER_TANK',
  'STOPLIGHT',
  'AIR_COMPRESSOR',
  'ELEVATOR',
  'STACK_LIGHT',
  'RAILROAD_CROSSING',
  'BOTTLE_FILL',
  'CAR_WASH',
  'MIXING_TANK',
  'INTERSECTION',
  'CYLINDER',
  'INJECTION_MOLD',
  'OVEN',
] as const;
export type SceneId = (typeof SCENES)[number];

/** Child tag names of a TIMER tag. */
export const TIMER_CHILDREN = ['PRE', 'ACC', 'EN', 'TT', 'DN'] as const;
/** Child tag names of a COUNTER tag (a project may hold only ACC, PRE and DN). */
export const COUNTER_CHILDREN = ['PRE', 'ACC', 'CU', 'CD', 'DN', 'OV', 'UN'] as const;
/** Child tags a new COUNTER tag gets; OV and UN become child tags only when a program refers to them. */
export const NEW_COUNTER_CHILDREN = ['PRE', 'ACC', 'CU', 'CD', 'DN'] as const;
/** Child tags that hold a DINT; every other child is a BOOL. */
export const DINT_CHILDREN: readonly string[] = ['PRE', 'ACC', 'LEN', 'POS'];
/** Child tag names of a CONTROL tag (the file and shift instructions' control structure, Logix order). */
export const CONTROL_CHILDREN = ['LEN', 'POS', 'EN', 'EU', 'DN', 'EM', 'ER', 'UL', 'IN', 'FD'] as const;
/**
 * Child tags a new CONTROL tag gets: the members BSL/BSR, FFL/FFU, LFL/LFU and the sequencers use. IN and
 * FD (FAL/FSC only) become child tags when a program refers to them.
 */
export const NEW_CONTROL_CHILDREN = ['LEN', 'POS', 'EN', 'EU', 'DN', 'EM', 'ER', 'UL'] as const;

/** A top-level tag. Tags named DI{n} are digital inputs, DO{n} digital outputs. */
export interface Tag {
  /** Unique id, the key in `tagMap`. */
  uuid: string;
  /** Tag name, unique in the project (case-insensitively), e.g. 'DI0', 'Timer1'. */
  name: string;
  /** Friendly name shown beside the name, e.g. 'PB1'; '' when none. */
  alias: string;
  /** Data type. */
  data_type: TagType;
  /** For a STRUCT tag: the name of its data type in `project.dataTypes` (case-insensitive); else absent. */
  udt?: string;
  /**
   * Current value: 0/1 for BOOL, a 32-bit integer for DINT, a number a single-precision float holds
   * (`Math.fround`) for REAL; unused (0) for TIMER, COUNTER, STRUCT and arrays.
   */
  value: number;
  /** Ids of child tags in `childTagMap` (TIMER and COUNTER), else null. */
  children: string[] | null;
  /** The I/O symbol drawn for this tag, or null. */
  io_symbol: IoSymbol | null;
  /** True when the selected scene requires this tag. */
  req?: boolean;
  /**
   * An array tag: its number of elements, 1 to MAX_ARRAY_LENGTH (Logix `DINT[10]`, IEC
   * `ARRAY[0..9] OF DINT`); absent for a single value. model/arrays.ts.
   */
  dimension?: number;
  /** An array's first index (IEC `ARRAY[1..10]` has 1); absent means 0, as every Logix array. */
  lower?: number;
  /**
   * A BOOL, DINT or REAL array's element values in index order, as `value` holds one (0/1, a DINT, a
   * single); missing elements are 0. `value` is unused (0) for an array.
   */
  values?: number[];
  /**
   * Stored values of the one-slot members of a STRUCT tag or of an array of TIMER, COUNTER or STRUCT,
   * by their path below the tag: `Speed`, `Delay.PRE`, `[3].Speed`, `[2].PRE`, `Hist[4]`
   * (model/dataTypes.ts `memberPath`). Members not listed are 0; paths the type lacks are ignored.
   */
  memberValues?: Record<string, number>;
  /**
   * An analog channel's engineering range (a REAL tag named AI{n} or AO{n}, model/analog.ts): its
   * slider's or gauge's span and the scale of its raw form; absent means 0 to 100 %.
   */
  range?: AnalogRange;
}

/** The engineering range of an analog channel: `min` to `max` in `unit` ('%', 'bar', '°C'; '' none). */
export interface AnalogRange {
  min: number;
  max: number;
  unit: string;
}

/** A member of a user-defined data type; its type is written as a tag's. */
export interface DataTypeMember {
  /** Member name, unique in its type (case-insensitively), an identifier. */
  name: string;
  /** Data type; STRUCT members name their type in `udt`. */
  data_type: TagType;
  /** For a STRUCT member: the name of its data type. */
  udt?: string;
  /** An array member's element count (1 to MAX_ARRAY_LENGTH); absent for one value. */
  dimension?: number;
  /** An array member's first index; absent means 0. */
  lower?: number;
  /** What the member holds, for the learner; '' when none. */
  description: string;
}

/**
 * A user-defined data type (Logix UDT, IEC `TYPE Motor : STRUCT … END_STRUCT; END_TYPE`): named
 * members in order. model/dataTypes.ts checks them and lays them out.
 */
export interface DataType {
  /** Unique id, the key in `dataTypes`. */
  uuid: string;
  /** Type name, unique among data types (case-insensitively) and not a built-in type's name. */
  name: string;
  /** What the type is for; '' when none. */
  description: string;
  /** The members, in order (their order is their layout). */
  members: DataTypeMember[];
}

/** A member of a TIMER or COUNTER tag, shown as 'parent.child'. */
export interface ChildTag {
  /** Unique id, the key in `childTagMap`. */
  uuid: string;
  /** Member name: PRE, ACC, EN, TT, DN (timers) or PRE, ACC, CU, CD, DN, OV, UN (counters). */
  name: string;
  /** Alias; '' when none. */
  alias: string;
  /** DINT for PRE and ACC, BOOL for the rest. */
  data_type: 'BOOL' | 'DINT';
  /** Current value. */
  value: number;
  /** Always null. */
  children: null;
  /** Always null. */
  io_symbol: null;
  /** Id of the parent tag in `tagMap`. */
  parent: string;
}

/** A rung (or a leg of a branch): instructions and branches in order, left to right. */
export interface Rung {
  /** Unique id, the key in `rungMap`. */
  uuid: string;
  /** Ids of instructions (`instructionMap`) and branches (`branchMap`), left to right. */
  elements: string[];
  /** The rung's comment, shown above a main rung (Studio 5000 style); absent when none; at most 2000 characters. */
  comment?: string;
}

/** Parallel legs; true when any leg is true. */
export interface Branch {
  /** Unique id, the key in `branchMap`. */
  uuid: string;
  /** Ids of the legs, each a rung in `rungMap`, top to bottom (a new branch has two). */
  rungs: string[];
}

export const BIT_INSTRUCTIONS = ['XIC', 'XIO', 'ONS', 'OSR', 'OSF', 'OTE', 'OTL', 'OTU'] as const;
export const TIMER_INSTRUCTIONS = ['TON', 'TOF', 'RTO', 'RES'] as const;
export const COUNTER_INSTRUCTIONS = ['CTU', 'CTD', 'RES'] as const;
export const MATH_INSTRUCTIONS = ['ADD', 'SUB', 'MUL', 'DIV', 'MOD', 'MOV'] as const;
export const COMPARE_INSTRUCTIONS = ['EQU', 'NEQ', 'GRT', 'GEQ', 'LES', 'LEQ'] as const;
/** File and shift instructions (issue 25): BSL/BSR bit shifts, FIFO and LIFO load/unload on a CONTROL. */
export const FILE_INSTRUCTIONS = ['BSL', 'BSR', 'FFL', 'FFU', 'LFL', 'LFU'] as const;
/** The sequencers (issue 25; docs/decisions.md "Sequencers: SQO, SQI, SQL"). */
export const SEQUENCER_INSTRUCTIONS = ['SQO', 'SQI', 'SQL'] as const;
/** Subroutine instructions (issue 25). */
export const ROUTINE_INSTRUCTIONS = ['JSR', 'SBR', 'RET'] as const;
/** Issue 25's compute/move-logical instructions (ladder/computeInstructions.ts). */
export const COMPUTE_INSTRUCTIONS = [
  'CPT',
  'NEG',
  'ABS',
  'SQR',
  'SQRT',
  'AND',
  'OR',
  'XOR',
  'NOT',
  'CLR',
  'MVM',
  'BTD',
  'SCP',
] as const;
/** Issue 25's compare instructions. */
export const COMPUTE_COMPARE_INSTRUCTIONS = ['LIM', 'MEQ', 'CMP'] as const;
/** The 27 instruction types of spec 000 §3 (RES serves timers and counters). */
export const INSTRUCTION_TYPES = [
  ...BIT_INSTRUCTIONS,
  'TON',
  'TOF',
  'RTO',
  'RES',
  'CTU',
  'CTD',
  ...MATH_INSTRUCTIONS,
  ...COMPARE_INSTRUCTIONS,
  ...FILE_INSTRUCTIONS,
  ...PROGRAM_CONTROL_INSTRUCTIONS,
  ...FILE_COPY_INSTRUCTIONS,
  ...ROUTINE_INSTRUCTIONS,
  'PID',
  ...COMPUTE_INSTRUCTIONS,
  ...COMPUTE_COMPARE_INSTRUCTIONS,
  ...SEQUENCER_INSTRUCTIONS,
] as const;
export type InstructionType = (typeof INSTRUCTION_TYPES)[number];

/**
 * A source operand: the id of a tag or child tag (`tagMap` / `childTagMap`), an array element written
 * `arrayId[3]` or `arrayId[indexId]` (model/arrays.ts `elementOperand`), or a number constant (Rockwell
 * allows immediates as math and compare sources). Destinations are tag ids or array elements.
 */
export type Operand = string | number;

/** Named operand slots of an instruction. */
export interface InstructionRef {
  /** First source of math and compare instructions. */
  SrcA?: Operand | null;
  /** Second source of math and compare instructions. */
  SrcB?: Operand | null;
  /** Source of MOV. */
  Src?: Operand | null;
  /** Destination of math and MOV: a DINT tag or child id. */
  Dest?: string | null;
  /** Storage bit of OSR and OSF: a BOOL tag or child id. */
  Stor?: string | null;
  /** Output bit of OSR and OSF: a BOOL tag or child id. */
  Out?: string | null;
  // Issue 25's instructions (docs/decisions.md "Instruction operands" lists each instruction's slots).
  /** CPT and CMP: the expression in Structured Text expression syntax over tag names. */
  Expression?: string | null;
  /** COP, FLL and BTD: number of elements or bits. */
  Length?: Operand | null;
  /** BTD: the first bit of Source. */
  SourceBit?: Operand | null;
  /** BTD: the first bit of Dest. */
  DestBit?: Operand | null;
  /** MVM, MEQ, SQO, SQI: the mask. */
  Mask?: Operand | null;
  /** MEQ: the value compared with Source under Mask. */
  Compare?: Operand | null;
  /** LIM: the low limit. */
  LowLimit?: Operand | null;
  /** LIM: the value tested. */
  Test?: Operand | null;
  /** LIM: the high limit. */
  HighLimit?: Operand | null;
  /** SCP: Input Min (Input is Src, Output is Dest). */
  InputMin?: Operand | null;
  /** SCP: Input Max. */
  InputMax?: Operand | null;
  /** SCP: Scaled Min. */
  ScaledMin?: Operand | null;
  /** SCP: Scaled Max. */
  ScaledMax?: Operand | null;
  /** File instructions: the array (an array tag id or its first element); the CONTROL is `tag`. */
  Array?: string | null;
  /** BSL and BSR: the source bit (BSL) or unload bit (BSR). */
  Bit?: string | null;
  /** JSR: the name of the routine called. */
  Routine?: string | null;
  /** JMP and LBL: the label name. */
  Label?: string | null;
}

/** One ladder instruction. */
export interface Instruction {
  /** Unique id, the key in `instructionMap`. */
  uuid: string;
  /** Instruction type; unknown strings are reported by validation. */
  type: InstructionType | (string & {});
  /**
   * The instruction's tag id: a BOOL tag or child for contacts, coils and ONS; a TIMER or COUNTER tag
   * for timers, counters and RES; null when not chosen yet or not used (math, compare, OSR, OSF).
   */
  tag: string | null;
  /** Named operand slots; absent when the instruction has none. */
  ref?: InstructionRef;
  /** An Add-On Instruction call (issue 25): its parameters by name, tag/child ids or constants. */
  params?: Record<string, Operand | null>;
}

/** Sets a tag (or one of its children) before a sequence step's scans. */
export interface SequenceSet {
  /** Tag name (or alias). */
  tag: string;
  /** Child name, e.g. 'ACC'; absent for the tag itself. */
  child?: string | null;
  /** Value to write (booleans as 1/0). */
  value: number;
}

/** Expects a tag's (or child's) value after a sequence step. */
export interface SequenceCheck {
  /** Tag name (or alias). */
  tagName: string;
  /** Child name, e.g. 'DN'; absent or '' for the tag itself. */
  child?: string | null;
  /** Expected value; defaults to 0. */
  value?: number | null;
  /**
   * For a REAL: the largest difference from `value` still accepted (a teacher's "50 ± 0.5"); absent, null
   * or 0 means exactly the single nearest to `value`.
   */
  tolerance?: number | null;
  /**
   * A hold check (issue 26): the value must stay within `value` ± `tolerance` after every scan of the
   * step (the whole fast-forward), not only after its last; the first scan outside the band fails it.
   * Absent, null or false: the end of the step only.
   */
  hold?: boolean | null;
}

/** One step of a test sequence (spec 000 §3, §4 "Sequence run"). */
export interface SequenceStep {
  /** What the step does, for the learner. */
  description: string;
  /** 0/1 for each DI tag, in DI number order. */
  inputs: number[];
  /** Expected 0/1 for each DO tag, in DO number order. */
  outputs: number[];
  /** Tag values written after the inputs. */
  sets: SequenceSet[];
  /** Values expected after the scans. */
  checks: SequenceCheck[];
  /** Plant time to run in 100 ms scans before the final scan; 0 or absent for one scan. */
  fastForward?: number | null;
}

/** Which language runs. */
export type ProgramMode = 'LADDER' | 'ST';

/** The name the Main Routine has (the project's own rungs or stSource); no subroutine may take it. */
export const MAIN_ROUTINE_NAME = 'MainRoutine';

/**
 * A subroutine (issue 25): run only when a JSR calls it. Ladder routines keep their rungs in the
 * project's shared rungMap / branchMap / instructionMap; ST routines hold statements only (the
 * program's tags are in scope, no PROGRAM header).
 */
export interface Routine {
  /** Unique id. */
  uuid: string;
  /** Routine name: a Logix name, unique case-insensitively, never MainRoutine. */
  name: string;
  /** The routine's language. */
  language: ProgramMode;
  /** LADDER: ids of its main rungs, top to bottom. */
  rungs: string[];
  /** ST: its statements. */
  stSource: string;
  /** What the routine does; optional. */
  description?: string;
}

/**
 * What an Add-On Instruction tag is (Logix "Usage"): a parameter passed by value (Input, copied in before
 * the logic; Output, copied out after it), one passed by reference (InOut: the argument itself, any type)
 * or a Local tag only the logic sees. EnableIn and EnableOut are implicit BOOL parameters, never listed.
 */
export type AddOnUsage = 'Input' | 'Output' | 'InOut' | 'Local';

/** A parameter or local tag of an Add-On Instruction: a tag in the AOI's own scope. */
export interface AddOnTag extends Tag {
  /** Input, Output, InOut or Local. */
  usage: AddOnUsage;
  /**
   * Input and Output: the box and a neutral-text call must give an argument (Logix "Req"); InOut is
   * always required; Local never. Absent means false.
   */
  required?: boolean;
  /** Input and Output: shown on the ladder box (Logix "Vis"; a required parameter is always shown). */
  visible?: boolean;
  /** What the tag holds, for the learner; absent when none. */
  description?: string;
}

/** One routine of an Add-On Instruction (its Logic or its EnableInFalse routine). */
export interface AddOnRoutine {
  /** The routine's language. */
  language: ProgramMode;
  /** LADDER: ids of its main rungs (in the project's shared rungMap / branchMap / instructionMap). */
  rungs: string[];
  /** ST: its statements; its names are the AOI's parameters and locals. */
  stSource: string;
}

/**
 * An Add-On Instruction definition (issue 25): a user instruction with its own parameters and local
 * tags. A call is a ladder box (an Instruction whose `type` is the AOI's name, `tag` its instance tag and
 * `params` its arguments) or an ST function-block call; the instance is a STRUCT tag whose `udt` is the
 * AOI's name (its members: EnableIn, EnableOut, the Input, Output and Local tags, in `tagOrder`).
 */
export interface AddOnInstruction {
  /** Unique id. */
  uuid: string;
  /**
   * Name: a Logix name, unique case-insensitively among AOIs and data types, never an instruction's
   * mnemonic or a built-in type's name.
   */
  name: string;
  /** What the instruction does; '' when none. */
  description: string;
  /** Logix revision text, e.g. '1.0'. */
  revision: string;
  /** Its parameters and local tags by uuid: the only tags its routines name. */
  tagMap: Record<string, AddOnTag>;
  /** Parameter then local tag ids: parameters in box and call order. */
  tagOrder: string[];
  /** Children of its TIMER, COUNTER and CONTROL local tags, by uuid. */
  childTagMap: Record<string, ChildTag>;
  /** The Logic routine, run while the rung (or EnableIn) is true. */
  logic: AddOnRoutine;
  /** The EnableInFalse routine, run while the rung is false; absent when the AOI has none. */
  enableInFalse?: AddOnRoutine;
}

/** The project document as stored (spec 000 §3 "Stored project"). */
export interface Project {
  /** The schema version the document follows (model/migrate.ts); absent means 1, the first. */
  schemaVersion?: number;
  /** Id of a saved project; absent for a new one. */
  project_id?: string;
  /** Project name; 'New Project' by default. */
  projectName: string;
  /** The scene the program drives. */
  scene: SceneId;
  /** The scene's variables (positions, levels), by name. */
  sceneVars: Record<string, number>;
  /** Top-level tags by uuid. */
  tagMap: Record<string, Tag>;
  /** Child tags by uuid. */
  childTagMap: Record<string, ChildTag>;
  /** User-defined data types by uuid; absent means none. */
  dataTypes?: Record<string, DataType>;
  /** Ids of the main rungs, top to bottom. */
  rungs: string[];
  /** Every rung, main rungs and branch legs, by uuid. */
  rungMap: Record<string, Rung>;
  /** Every branch by uuid. */
  branchMap: Record<string, Branch>;
  /** Every instruction by uuid. */
  instructionMap: Record<string, Instruction>;
  /** The learner's notes or the problem statement. */
  description: string;
  /** The test sequence. */
  sequence: SequenceStep[];
  /** Structured Text source; '' when none. */
  stSource: string;
  /** Which program runs: the ladder (default) or the Structured Text. */
  programMode?: ProgramMode;
  /** Subroutines in list order; absent means none. The Main Routine is `rungs` or `stSource`. */
  routines?: Routine[];
  /** Add-On Instruction definitions in list order (the Add-On toolset's order); absent means none. */
  addOnInstructions?: AddOnInstruction[];
  /** ISO date-time of creation, set by the server. */
  createdAt?: string;
  /** ISO date-time of the last save, set by the server. */
  updatedAt?: string;
}

/** Default name of a new project (spec 000 §9). */
export const DEFAULT_PROJECT_NAME = 'New Project';

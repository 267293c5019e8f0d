/**
 * @plcsim/compiler: the project model, its schema, the ladder compiler, the sequence runner and the
 * Rockwell neutral-text and IEC VAR-block importers. Compile with `compileProject`, load the program
 * into an `Engine` from `@plcsim/engine-wasm`.
 */
export { compileProject, type CompileOptions, type CompileResult } from './compile.ts';
// Without the Structured Text compiler (loaded on demand from '@plcsim/compiler/st').
export {
  compileProjectWith,
  compilersNeeded,
  usesStructuredText,
  type LadderCompiler,
  type StCompiler,
} from './compileWith.ts';
export * from './model/project.ts';
export type { Diagnostic } from './model/diagnostics.ts';
export { normalizeIoSymbol, isNormallyClosed } from './model/symbols.ts';
export { symbolStrip, type SymbolStripTag } from './model/symbolStrip.ts';
export { realText } from './model/realText.ts';
// parseProjectDocument (and the schema's validator) is '@plcsim/compiler/document': a page that runs a
// project it already has does not download the validator.
export { SERVER_FIELDS } from './model/serverFields.ts';
export { validateLadder } from './ladder/validate.ts';
export {
  COMPUTE_OPERANDS,
  COMPUTE_TITLES,
  COMPUTE_INPUTS,
  computeOperands,
  type ComputeOperand,
} from './ladder/computeInstructions.ts';
export { constantText, isRealConstant } from './ladder/realOperands.ts';
export { teachingWarnings } from './ladder/teachingWarnings.ts';
export {
  runSequence,
  ioTags,
  stepNumber,
  applyStepInputs,
  stepScanCount,
  SEQUENCE_SCAN_MS,
  SEQUENCE_WORK_BUDGET,
  type RequiredTag,
  type RunSequenceOptions,
  type SequenceResult,
  type StepResult,
} from './sequence/runSequence.ts';
export {
  PROGRAM_FIELDS,
  programFields,
  gradingDocument,
  gradingRequiredTags,
  gradeProject,
  type GradedProblem,
  type GradeOutcome,
} from './sequence/grade.ts';
export {
  ALL_STEPS_PASSED,
  SOME_STEPS_FAILED,
  PRECHECK_ERROR,
  stepMismatch,
  stepHoldBroken,
  tagLabel,
} from './sequence/messages.ts';
export { analogRawChannels, type RawChannel } from './sequence/analogSteps.ts';
/** Instructions one scan may run before the watchdog stops the PLC (for the help page and the editor). */
export { WATCHDOG_BUDGET } from '@plcsim/engine-wasm';
export { importNeutralText, type ImportNeutralOptions, type ImportNeutralResult } from './neutral/import.ts';
export { exportNeutralText, exportNeutralProgram, exportNeutralTagTable } from './neutral/export.ts';
export { exportL5x, type L5xExport, type L5xOptions } from './l5x/export.ts';
export { parseVarBlocks, type VarDeclaration, type VarBlockResult } from './iec/varBlock.ts';
export { programVars } from './st/userUnits.ts';
export { addDeclaredTags, createTag } from './iec/declareTags.ts';
export { createEmptyProject } from './model/emptyProject.ts';
export { USERNAME_PATTERN, USERNAME_RULE_MESSAGE, isValidUsername, usernameError } from './model/username.ts';
export {
  SCENE_CATALOGUE,
  SCENE_PICKER,
  type SceneDefinition,
  type SceneTag,
  type RequiredSceneTag,
} from './scenes/catalogue.ts';
export { bindScene, DEFAULT_SCENE_SEED } from './scenes/bindScene.ts';
export { applyScene } from './scenes/applyScene.ts';
export { DEMO_PROGRAMS } from './scenes/demoPrograms.ts';
export { demoProject } from './scenes/demoProject.ts';
export {
  TANK_KP,
  TANK_P_ONLY_ST,
  TANK_PI_ST,
  TANK_SETPOINT,
  waterTankStProject,
} from './scenes/waterTankControllers.ts';
export {
  operandText,
  operandDataType,
  operandSlot,
  elementOperandFromText,
  pathOperandType,
  pathOperandProbe,
  type PathOperandProbe,
  UNSET_OPERAND,
  type ElementOperandResult,
} from './ladder/elementOperands.ts';
export {
  ARRAY_ELEMENT_TYPES,
  MAX_ARRAY_LENGTH,
  arrayBounds,
  arrayRangeText,
  elementName,
  elementOperand,
  isArrayTag,
  parseElementOperand,
  storedElement,
  SCALAR_ARRAY_TYPES,
  type ElementRef,
} from './model/arrays.ts';
export {
  MAX_MEMBERS,
  MAX_STRUCT_DEPTH,
  MAX_TAG_SLOTS,
  IDENTIFIER,
  RESERVED_TYPE_NAMES,
  TypeTable,
  blockMembers,
  elementRef,
  hasMemberValues,
  iecTypeText,
  isBlockType,
  isDintMember,
  memberPath,
  pathErrorMessage,
  typeText,
  type Access,
  type Leaf,
  type MemberLayout,
  type PathError,
  type PathSegment,
  type StructLayout,
  type TypeRef,
} from './model/dataTypes.ts';
export { dataTypeProblems } from './model/dataTypeProblems.ts';
export { PID_DEFAULT_MEMBER_VALUES, PID_TYPE_NAME, isPidType } from './model/pidType.ts';
export {
  operandPathText,
  parseOperandPath,
  segmentsText,
  walkSegments,
  type OperandPath,
  type OperandSegment,
} from './model/operandPaths.ts';
export { SCHEMA_VERSION } from './model/migrate.ts';
export * from './model/programControl.ts';
// Add-On Instructions (issue 25): reading definitions, the box's parameters, validation, L5X import.
export {
  addOnsOf,
  hasAddOns,
  findAddOn,
  addOnTags,
  addOnParameters,
  boxParameters,
  isRequiredParameter,
  addOnDefaults,
  argument as addOnArgument,
} from './addon/addOns.ts';
export { ENABLE_IN, ENABLE_OUT, addOnDataType } from './model/addOnType.ts';
export { validateAddOnDefinitions } from './addon/validateAddOns.ts';
export { addOnCallText } from './addon/callText.ts';
export { importL5xAddOns, type L5xAddOns } from './l5x/importAddOns.ts';
export {
  analogRange,
  clampToRange,
  DEFAULT_ANALOG_RANGE,
  isAnalogChannel,
  isAnalogInputName,
  isAnalogOutputName,
  RAW_FULL_SCALE,
  rawCounts,
  rawTagName,
} from './model/analog.ts';

/** @plcsim/engine-wasm: the VM host. Loaders: `@plcsim/engine-wasm/node` and `/browser`. */
export { Engine, loopCapWarning, toInt32, type MinorFaultReport } from './engine.ts';
export { realToBits, bitsToReal, slotValue } from './real.ts';
export type { Program, ProgramSymbol, RoutineSpan, SceneBinding } from './program.ts';
export * from '../shared/scenes.ts';
export {
  TRAP_MESSAGES,
  conversionMessage,
  divideByZeroMessage,
  isMajorFault,
  minorFaultMessage,
  type EngineStatus,
} from './traps.ts';
export type { SourceLocation } from './faultLocation.ts';
export { Op, OP_COUNT, OperandKind, operandCount, operandKind } from '../shared/opcodes.ts';
export * from '../shared/layout.ts';
export { layoutDigest } from '../shared/digest.ts';
export { disassemble } from './disassemble.ts';

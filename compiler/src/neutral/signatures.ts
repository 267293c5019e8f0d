/**
 * Where each operand of a neutral-text instruction goes in the project model, and what it must be.
 * Shared by the importer (text → model) and the exporter (model → text), so both agree on the order.
 */
import { COMPUTE_SIGNATURES } from './computeSignatures.ts';

/**
 * What an operand must refer to. NUMBER: a DINT or a REAL (math, MOV and compares but MOD); STRUCT: a
 * TIMER or a COUNTER (RES). REAL is only evidence for the type of an undeclared tag (infer.ts).
 */
export type OperandKind = 'BOOL' | 'DINT' | 'REAL' | 'NUMBER' | 'TIMER' | 'COUNTER' | 'STRUCT';

/** The model slots that hold a tag or child id (`tag` is the instruction's own tag). */
export type TagSlot = 'tag' | 'Stor' | 'Out' | 'Dest';
/** Source slots of the compute and compare instructions of issue 25 (computeSignatures.ts). */
export type ComputeSourceSlot =
  | 'Mask'
  | 'Compare'
  | 'LowLimit'
  | 'Test'
  | 'HighLimit'
  | 'InputMin'
  | 'InputMax'
  | 'ScaledMin'
  | 'ScaledMax';
/** BTD's whole-number constants. */
export type ImmediateSlot = 'SourceBit' | 'DestBit' | 'Length';
/** The model slots that hold a tag/child id or a constant. */
export type SourceSlot = 'SrcA' | 'SrcB' | 'Src' | ComputeSourceSlot;

/** One operand of an instruction, in text order. */
export type OperandRole =
  | { slot: TagSlot; kind: OperandKind }
  | { slot: SourceSlot; kind: 'DINT' | 'NUMBER' }
  /** A constant stored as the value of the instruction tag's PRE child (timers, counters). */
  | { slot: 'PRE' }
  /** A constant stored as the value of the instruction tag's ACC child (timers, counters). */
  | { slot: 'ACC' }
  /** BTD's bit numbers and length: whole-number constants only. */
  | { slot: ImmediateSlot; kind: 'DINT' }
  /** CPT's and CMP's Structured Text expression, written as it is. */
  | { slot: 'Expression'; kind: 'NUMBER' };

const BIT: readonly OperandRole[] = [{ slot: 'tag', kind: 'BOOL' }];
const ONE_SHOT: readonly OperandRole[] = [
  { slot: 'Stor', kind: 'BOOL' },
  { slot: 'Out', kind: 'BOOL' },
];
const timing = (kind: 'TIMER' | 'COUNTER'): readonly OperandRole[] => [
  { slot: 'tag', kind },
  { slot: 'PRE' },
  { slot: 'ACC' },
];
const MATH: readonly OperandRole[] = [
  { slot: 'SrcA', kind: 'NUMBER' },
  { slot: 'SrcB', kind: 'NUMBER' },
  { slot: 'Dest', kind: 'NUMBER' },
];
/** MOD takes DINTs only (docs/decisions.md "REAL in ladder"). */
const MOD: readonly OperandRole[] = [
  { slot: 'SrcA', kind: 'DINT' },
  { slot: 'SrcB', kind: 'DINT' },
  { slot: 'Dest', kind: 'DINT' },
];
const COMPARE: readonly OperandRole[] = [
  { slot: 'SrcA', kind: 'NUMBER' },
  { slot: 'SrcB', kind: 'NUMBER' },
];

/** Operand layout of each supported instruction (spec 000 §3). */
export const SIGNATURES: Readonly<Record<string, readonly OperandRole[]>> = {
  XIC: BIT,
  XIO: BIT,
  ONS: BIT,
  OTE: BIT,
  OTL: BIT,
  OTU: BIT,
  OSR: ONE_SHOT,
  OSF: ONE_SHOT,
  TON: timing('TIMER'),
  TOF: timing('TIMER'),
  RTO: timing('TIMER'),
  CTU: timing('COUNTER'),
  CTD: timing('COUNTER'),
  RES: [{ slot: 'tag', kind: 'STRUCT' }],
  ADD: MATH,
  SUB: MATH,
  MUL: MATH,
  DIV: MATH,
  MOD,
  MOV: [
    { slot: 'Src', kind: 'NUMBER' },
    { slot: 'Dest', kind: 'NUMBER' },
  ],
  EQU: COMPARE,
  NEQ: COMPARE,
  GRT: COMPARE,
  GEQ: COMPARE,
  LES: COMPARE,
  LEQ: COMPARE,
  ...COMPUTE_SIGNATURES,
};

/** The operand layout of `type` (upper-case), or undefined for an unsupported instruction. */
export function signatureOf(type: string): readonly OperandRole[] | undefined {
  return Object.hasOwn(SIGNATURES, type) ? SIGNATURES[type] : undefined;
}

/**
 * Where each operand of a neutral-text instruction goes in the project model, and what it must be.
 * Shared by the importer (text → model) and the exporter (model → text), so both agree on the order.
 */
import { COMPUTE_SIGNATURES } from './computeSignatures.ts';

import { FILE_SIGNATURES } from './fileSignatures.ts';
import { PROGRAM_CONTROL_SIGNATURES } from './programControlSignatures.ts';
import { SEQUENCER_SIGNATURES } from './sequencerSignatures.ts';

/**
 * What an operand must refer to. NUMBER: a DINT or a REAL (math, MOV and compares but MOD); STRUCT: a
 * TIMER or a COUNTER (RES); ANY: any tag, whole arrays and structures too (COP, FLL). REAL is only evidence for the type of an undeclared tag (infer.ts).
 */
export type OperandKind =
  'BOOL' | 'DINT' | 'REAL' | 'NUMBER' | 'TIMER' | 'COUNTER' | 'STRUCT' | 'CONTROL' | 'ANY' | 'PID';

/** The model slots that hold a tag or child id (`tag` is the instruction's own tag). */
export type TagSlot = 'tag' | 'Stor' | 'Out' | 'Dest' | 'Bit';
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
/** The model slots that hold a tag/child id or a constant (COP's and FLL's Length among them). */
export type SourceSlot = 'SrcA' | 'SrcB' | 'Src' | 'Length' | ComputeSourceSlot;

/** One operand of an instruction, in text order. */
export type OperandRole =
  | { slot: TagSlot; kind: OperandKind }
  | { slot: SourceSlot; kind: 'DINT' | 'NUMBER' | 'ANY' }
  /** A name that is no tag: a JMP's or LBL's label. */
  | { slot: 'Label' }
  /** A constant stored as the value of the instruction tag's PRE child (timers, counters). */
  | { slot: 'PRE' }
  /** A constant stored as the value of the instruction tag's ACC child (timers, counters). */
  | { slot: 'ACC' }
  /** A constant stored as the CONTROL's LEN or POS child (file instructions). */
  | { slot: 'LEN' }
  | { slot: 'POS' }
  /** A file instruction's array: the array tag or its first element, of DINT (or NUMBER: DINT or REAL). */
  | { slot: 'Array'; kind: 'DINT' | 'NUMBER' }
  /** A routine's name (JSR), written bare; not a tag. */
  | { slot: 'Routine' }
  /**
   * An operand written 0 and not stored: JSR's count of input parameters (always 0 in this first cut;
   * `JSR(Fill)` reads too), or a Logix operand this simulator leaves out (`operand`: PID's Tieback,
   * master loop, inhold).
   */
  | { slot: 'ZERO'; operand?: string }
  /** BTD's bit numbers and length: whole-number constants only. */
  | { slot: ImmediateSlot; kind: 'DINT' }
  /** CPT's and CMP's Structured Text expression, written as it is. */
  | { slot: 'Expression'; kind: 'NUMBER' };

/** True for the roles naming a tag or a constant source (not PRE/ACC values, names or JSR's 0). */
export function isOperandRole(role: OperandRole): role is Extract<OperandRole, { kind: unknown }> {
  return 'kind' in role;
}

/** Subroutines (issue 25): `JSR(Fill,0)` as Logix writes it, `SBR()`, `RET()` (no parameters). */
const ROUTINE_SIGNATURES: Readonly<Record<string, readonly OperandRole[]>> = {
  JSR: [{ slot: 'Routine' }, { slot: 'ZERO' }],
  SBR: [],
  RET: [],
};

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
  ...FILE_SIGNATURES,
  ...PROGRAM_CONTROL_SIGNATURES,
  ...ROUTINE_SIGNATURES,
  // PID(PID, Process Variable, Tieback, Control Variable, PID master loop, Inhold bit, Inhold value).
  PID: [
    { slot: 'tag', kind: 'PID' },
    { slot: 'Src', kind: 'NUMBER' },
    { slot: 'ZERO', operand: 'Tieback' },
    { slot: 'Dest', kind: 'NUMBER' },
    { slot: 'ZERO', operand: 'PID master loop' },
    { slot: 'ZERO', operand: 'Inhold bit' },
    { slot: 'ZERO', operand: 'Inhold value' },
  ],
  ...COMPUTE_SIGNATURES,
  ...SEQUENCER_SIGNATURES,
};

/** The operand layout of `type` (upper-case), or undefined for an unsupported instruction. */
export function signatureOf(type: string): readonly OperandRole[] | undefined {
  return Object.hasOwn(SIGNATURES, type) ? SIGNATURES[type] : undefined;
}

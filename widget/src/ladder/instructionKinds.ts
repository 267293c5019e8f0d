/**
 * How each instruction type is drawn, Studio 5000 style: contacts and coils as symbols on the wire
 * with the tag name above, boxes with a title and labelled operand rows. Pure data, no React.
 */
import { COMPUTE_INPUTS, type InstructionRef } from '@plcsim/compiler';
import { COMPUTE_KINDS } from './computeKinds.ts';
import { FILE_KINDS } from './fileKinds.ts';
import { PROGRAM_CONTROL_CONDITIONS, PROGRAM_CONTROL_KINDS } from './programControlKinds.ts';
import { ROUTINE_KINDS } from './routineKinds.ts';
import { SEQUENCER_CONDITIONS, SEQUENCER_KINDS } from './sequencerKinds.ts';

/** The drawing family of an instruction. */
export type InstructionShape = 'contact' | 'coil' | 'box';

/**
 * A member of the instruction's tag shown as a number row (Preset, Accum; a CONTROL's Length, Position;
 * a PID's Setpoint, Process Variable and Output %).
 */
export type MemberSlot = 'PRE' | 'ACC' | 'LEN' | 'POS' | PidMemberSlot;
/** The PID members its box shows as value rows. */
export type PidMemberSlot = 'SP' | 'PV' | 'OUT';

/**
 * What a box shows in one row: a labelled operand slot of the document, or a Logix operand this
 * simulator leaves out, drawn as the constant 0 (PID's Tieback).
 */
export type BoxSlot = 'tag' | MemberSlot | keyof InstructionRef | 'Tieback' | `param:${string}`;

/** True for the rows that show a member of the instruction's tag. */
export function isMemberSlot(slot: BoxSlot): slot is MemberSlot {
  return slot === 'PRE' || slot === 'ACC' || slot === 'LEN' || slot === 'POS' || isPidMemberSlot(slot);
}

/** True for the PID value rows (Setpoint, Process Variable, Output %). */
export function isPidMemberSlot(slot: BoxSlot): slot is PidMemberSlot {
  return slot === 'SP' || slot === 'PV' || slot === 'OUT';
}

export interface BoxRow {
  label: string;
  slot: BoxSlot;
  /** False: no value line under a tag (COP/FLL Source and Dest name whole arrays and structures). */
  value?: boolean;
}

/** A box instruction: its title and operand rows, and the status bits drawn on its right. */
export interface BoxKind {
  shape: 'box';
  /** Second title line, as Studio 5000 prints it under the mnemonic. */
  title: string;
  rows: readonly BoxRow[];
  /** Child bits of the instruction's tag drawn as `-(EN)-` stubs on the right; the first carries the rung on. */
  outputs: readonly string[];
}

/** A contact or coil: the text drawn inside the symbol ('' for a plain one, 'L', 'U', 'RES', 'ONS'). */
export interface SymbolKind {
  shape: 'contact' | 'coil';
  /** XIO's slash. */
  negated?: boolean;
  inner: string;
  /** What the name above the symbol shows: the tag (default), a JMP/LBL label, or nothing (MCR, NOP, AFI). */
  name?: 'tag' | 'Label' | 'none';
}

export type InstructionKind = BoxKind | SymbolKind;

/** Studio 5000's PID box: its operands, then the loop's Setpoint, Process Variable and Output % values. */
const PID_KIND: BoxKind = {
  shape: 'box',
  title: 'Proportional Integral Derivative',
  rows: [
    { label: 'PID', slot: 'tag' },
    { label: 'Process Variable', slot: 'Src' },
    { label: 'Tieback', slot: 'Tieback' },
    { label: 'Control Variable', slot: 'Dest' },
    { label: 'Setpoint', slot: 'SP' },
    { label: 'Process Variable', slot: 'PV' },
    { label: 'Output %', slot: 'OUT' },
  ],
  outputs: [],
};

const timer = (title: string): BoxKind => ({
  shape: 'box',
  title,
  rows: [
    { label: 'Timer', slot: 'tag' },
    { label: 'Preset', slot: 'PRE' },
    { label: 'Accum', slot: 'ACC' },
  ],
  outputs: ['EN', 'DN'],
});

const counter = (title: string, edge: 'CU' | 'CD'): BoxKind => ({
  shape: 'box',
  title,
  rows: [
    { label: 'Counter', slot: 'tag' },
    { label: 'Preset', slot: 'PRE' },
    { label: 'Accum', slot: 'ACC' },
  ],
  outputs: [edge, 'DN'],
});

const math = (title: string): BoxKind => ({
  shape: 'box',
  title,
  rows: [
    { label: 'Source A', slot: 'SrcA' },
    { label: 'Source B', slot: 'SrcB' },
    { label: 'Dest', slot: 'Dest' },
  ],
  outputs: [],
});

const compare = (title: string): BoxKind => ({
  shape: 'box',
  title,
  rows: [
    { label: 'Source A', slot: 'SrcA' },
    { label: 'Source B', slot: 'SrcB' },
  ],
  outputs: [],
});

const oneShot = (title: string): BoxKind => ({
  shape: 'box',
  title,
  rows: [
    { label: 'Storage Bit', slot: 'Stor' },
    { label: 'Output Bit', slot: 'Out' },
  ],
  outputs: [],
});

/** The 27 instruction types of spec 000 §3 (RES once: it serves timers and counters). */
export const INSTRUCTION_KINDS: Readonly<Record<string, InstructionKind>> = {
  XIC: { shape: 'contact', inner: '' },
  XIO: { shape: 'contact', inner: '', negated: true },
  ONS: { shape: 'contact', inner: 'ONS' },
  OTE: { shape: 'coil', inner: '' },
  OTL: { shape: 'coil', inner: 'L' },
  OTU: { shape: 'coil', inner: 'U' },
  RES: { shape: 'coil', inner: 'RES' },
  OSR: oneShot('One Shot Rising'),
  OSF: oneShot('One Shot Falling'),
  TON: timer('Timer On Delay'),
  TOF: timer('Timer Off Delay'),
  RTO: timer('Retentive Timer On'),
  CTU: counter('Count Up', 'CU'),
  CTD: counter('Count Down', 'CD'),
  ADD: math('Add'),
  SUB: math('Subtract'),
  MUL: math('Multiply'),
  DIV: math('Divide'),
  MOD: math('Modulo'),
  MOV: {
    shape: 'box',
    title: 'Move',
    rows: [
      { label: 'Source', slot: 'Src' },
      { label: 'Dest', slot: 'Dest' },
    ],
    outputs: [],
  },
  EQU: compare('Equal'),
  NEQ: compare('Not Equal'),
  GRT: compare('Greater Than (A>B)'),
  GEQ: compare('Grtr Than or Eql (A>=B)'),
  LES: compare('Less Than (A<B)'),
  LEQ: compare('Less Than or Eql (A<=B)'),
  ...FILE_KINDS,
  ...PROGRAM_CONTROL_KINDS,
  ...ROUTINE_KINDS,
  PID: PID_KIND,
  ...COMPUTE_KINDS,
  ...SEQUENCER_KINDS,
};

/** An unknown type: a box showing its tag, so the learner still sees what is there. */
const UNKNOWN_KIND: BoxKind = { shape: 'box', title: 'Unknown instruction', rows: [], outputs: [] };

/** How `type` is drawn (case-insensitive); unknown types are plain boxes. */
export function instructionKind(type: string): InstructionKind {
  const upper = type.toUpperCase();
  return Object.hasOwn(INSTRUCTION_KINDS, upper)
    ? (INSTRUCTION_KINDS[upper] as InstructionKind)
    : UNKNOWN_KIND;
}

/** Condition-only instructions (spec 000 §4): everything else is an output, drawn at the right end. */
const CONDITIONS: ReadonlySet<string> = new Set([
  'XIC',
  'XIO',
  'ONS',
  'EQU',
  'NEQ',
  'GRT',
  'GEQ',
  'LES',
  'LEQ',
  ...PROGRAM_CONTROL_CONDITIONS,
  ...COMPUTE_INPUTS,
  ...SEQUENCER_CONDITIONS,
]);

/** True for the instructions that end a rung (coils, timers, counters, math, one-shot boxes). */
export function isOutputType(type: string): boolean {
  return !CONDITIONS.has(type.toUpperCase());
}

/**
 * Type inference for tags that neutral text uses but nobody declared: each use of a name is a piece of
 * evidence, and the evidence decides the type (see {@link resolveTagType}).
 */
import type { TagType } from '../model/project.ts';
import type { NeutralElement, NeutralInstruction, NeutralRung, NeutralTagArg } from './parse.ts';
import { isOperandRole, signatureOf, type OperandKind } from './signatures.ts';
import { expressionTagUses } from './computeSignatures.ts';

/** Every name used, in order of first use (key: upper-case name). */
export type TagUses = Map<string, { name: string; evidence: OperandKind[] }>;

/** Members that only a TIMER has, or only a COUNTER; the others (PRE, ACC, DN) fit both. */
const MEMBER_EVIDENCE: Readonly<Record<string, OperandKind>> = {
  EN: 'TIMER',
  TT: 'TIMER',
  CU: 'COUNTER',
  CD: 'COUNTER',
  OV: 'COUNTER',
  UN: 'COUNTER',
  LEN: 'CONTROL',
  POS: 'CONTROL',
  EU: 'CONTROL',
  EM: 'CONTROL',
  ER: 'CONTROL',
  UL: 'CONTROL',
  IN: 'CONTROL',
  FD: 'CONTROL',
};

/** Calls `visit` for every instruction of `rungs`, left to right and into branch legs top to bottom. */
export function forEachInstruction(
  rungs: readonly NeutralRung[],
  visit: (instruction: NeutralInstruction, rung: NeutralRung) => void,
): void {
  const walk = (elements: readonly NeutralElement[], rung: NeutralRung): void => {
    for (const element of elements) {
      if (element.kind === 'instruction') visit(element, rung);
      else for (const leg of element.legs) walk(leg, rung);
    }
  };
  for (const rung of rungs) walk(rung.elements, rung);
}

/** Arithmetic whose result is REAL when an operand is: `SUB(Setpoint,Temperature,Error)` makes Error REAL. */
const ARITHMETIC = new Set(['ADD', 'SUB', 'MUL', 'DIV', 'CPT', 'NEG', 'ABS', 'SQR', 'SQRT', 'SCP']);

/** Whether a declared tag (or a project tag) of this name is a REAL. */
export type RealTagTest = (name: string) => boolean;

/**
 * What one tag-reference operand says about the referenced tag's type. A math, MOV or compare operand
 * is REAL evidence when the instruction has a REAL literal (`MOV(1.5,X)`), or for arithmetic a REAL tag
 * among its operands or in its expression; else DINT evidence. (MOV and compares with a REAL tag stay
 * DINT evidence: `MOV(Level,Whole)` is how a program turns a REAL into a whole number.)
 */
function evidenceOf(
  arg: NeutralTagArg,
  kind: OperandKind,
  instruction: NeutralInstruction,
  isReal: RealTagTest,
): OperandKind {
  if (arg.member === null && (kind === 'NUMBER' || kind === 'ANY')) {
    if (instruction.args.some((a) => a.kind === 'number' && a.real)) return 'REAL';
    const arithmetic = ARITHMETIC.has(instruction.type.toUpperCase());
    const realOperand = instruction.args.some(
      (a) =>
        (a.kind === 'tag' && a !== arg && a.member === null && a.index === undefined && isReal(a.name)) ||
        (a.kind === 'expression' && expressionTagUses(a.text).some((use) => isReal(use.name))),
    );
    return arithmetic && realOperand ? 'REAL' : 'DINT';
  }
  if (arg.member === null) return kind;
  return MEMBER_EVIDENCE[arg.member] ?? 'STRUCT';
}

/**
 * Collects every tag name the rungs use as an operand, with one piece of evidence per use. Operands of
 * unsupported instructions, surplus operands and names in PRE/ACC positions are not collected.
 */
export function collectTagUses(rungs: readonly NeutralRung[], isReal: RealTagTest = () => false): TagUses {
  const uses: TagUses = new Map();
  forEachInstruction(rungs, (instruction) => {
    const signature = signatureOf(instruction.type) ?? [];
    signature.forEach((role, i) => {
      const arg = instruction.args[i];

      const use = (name: string, evidence: OperandKind) => {
        const key = name.toUpperCase();
        const entry = uses.get(key) ?? { name, evidence: [] };
        entry.evidence.push(evidence);
        uses.set(key, entry);
      };
      if (arg?.kind === 'expression') expressionTagUses(arg.text).forEach((u) => use(u.name, u.evidence));
      if (arg?.kind !== 'tag' || !isOperandRole(role) || role.slot === 'Array') return;
      // An array is never inferred (its size is unknown: the tag table declares it); an index tag is a DINT.
      // A path of two or more steps starts from a declared structure: only its index tags are inferred.
      const indexes = (arg.segments ?? []).flatMap((s) => (s.kind === 'index' ? [s.index] : []));
      if (arg.index === undefined && (arg.segments?.length ?? 0) <= 1)
        use(arg.name, evidenceOf(arg, role.kind, instruction, isReal));
      for (const index of indexes) {
        if (index.kind !== 'tag') continue;
        const { name, member } = index;
        use(name, member === null ? 'DINT' : (MEMBER_EVIDENCE[member] ?? 'STRUCT'));
      }
    });
  });
  return uses;
}

/**
 * The type of an undeclared tag from its uses, in order: when the first use needs a BOOL, a DINT or a
 * REAL (a math, MOV or compare operand beside a REAL literal) the tag is that type; otherwise it is a TIMER or COUNTER, the first of those two that any use demands
 * (TON/TOF/RTO or `.EN`/`.TT` → TIMER, CTU/CTD or `.CU`/`.CD`/`.OV`/`.UN` → COUNTER), and TIMER when
 * no use decides (only RES, `.DN`, `.PRE`, `.ACC`). Later uses that do not fit are reported by the
 * importer, not here.
 */
export function resolveTagType(evidence: readonly OperandKind[]): TagType {
  const first = evidence[0];
  if (first === 'BOOL' || first === 'DINT' || first === 'REAL') return first;
  const structured = evidence.find((kind) => kind === 'TIMER' || kind === 'COUNTER' || kind === 'CONTROL');
  return structured === 'COUNTER' || structured === 'CONTROL' ? structured : 'TIMER';
}

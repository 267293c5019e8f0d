/**
 * Validation of issue 25's compute, move-logical and compare instructions (docs/decisions.md "Compute
 * instructions"): every operand set and of a type the instruction takes, BTD's bit numbers and length
 * whole-number constants in range, and CPT's and CMP's expressions checked by the Structured Text
 * checker, each problem reported with its column in the expression.
 */
import type { Project } from '../model/project.ts';
import { checkExpression } from './computeExpression.ts';
import { computeOperands, type ComputeOperand } from './computeInstructions.ts';

/** What the ladder validator lends: its operand tests and its reports, for one instruction. */
export interface ComputeCheckHost {
  rung: number;
  /** The project document (possibly malformed; the expression check never throws). */
  project: Project;
  /** Reports `missing` unless `fits` (or the operand's own array or path problem). */
  check(operand: unknown, fits: boolean, missing: string): void;
  report(message: string, col?: number): void;
  /** A DINT or REAL tag, member or element, or a finite constant. */
  isSource(operand: unknown): boolean;
  /** A DINT or REAL tag, member or element. */
  isNumeric(operand: unknown): boolean;
  /** A REAL tag, member or element, or a REAL constant. */
  isReal(operand: unknown): boolean;
}

/** `Missing or invalid Source A for AND (rung 0)`. */
export function missingOperand(type: string, label: string, rung: number): string {
  return `Missing or invalid ${label} for ${type} (rung ${rung})`;
}

/** `AND takes DINT values: Source A is a REAL (rung 0)`. */
export function needsDint(type: string, label: string, rung: number): string {
  return `${type} takes DINT values: ${label} is a REAL (rung ${rung})`;
}

/** `BTD's Length must be a whole number from 1 to 32 (rung 0)`. */
export function immediateOutOfRange(label: string, low: number, high: number, rung: number): string {
  return `BTD's ${label} must be a whole number from ${low} to ${high} (rung ${rung})`;
}

/** `Missing expression for CPT (rung 0)`. */
export function missingExpression(type: string, rung: number): string {
  return `Missing expression for ${type} (rung ${rung})`;
}

/** `CPT expression, column 5: Unknown tag 'Foo' (rung 0)`. */
export function expressionProblem(type: string, col: number, message: string, rung: number): string {
  return `${type} expression, column ${col}: ${message} (rung ${rung})`;
}

/** `CMP's expression must be true or false, such as A > B: it is a REAL (rung 0)`. */
export function cmpNeedsCondition(rung: number): string {
  return `CMP's expression must be true or false, such as A > B: it is a REAL (rung ${rung})`;
}

/** Checks `type`'s operands in `ref`; false when `type` is none of these instructions. */
export function validateCompute(
  type: string,
  ref: Readonly<Record<string, unknown>>,
  host: ComputeCheckHost,
): boolean {
  const operands = computeOperands(type);
  if (!operands) return false;
  for (const operand of operands) checkOperand(type, operand, ref[operand.slot], host);
  return true;
}

function checkOperand(type: string, operand: ComputeOperand, value: unknown, host: ComputeCheckHost): void {
  const { rung } = host;
  const missing = missingOperand(type, operand.label, rung);
  switch (operand.role) {
    case 'source':
      host.check(value, host.isSource(value), missing);
      if (operand.kind === 'DINT' && host.isSource(value) && host.isReal(value))
        host.report(needsDint(type, operand.label, rung));
      return;
    case 'dest':
      host.check(value, host.isNumeric(value), missing);
      if (operand.kind === 'DINT' && host.isNumeric(value) && host.isReal(value))
        host.report(needsDint(type, operand.label, rung));
      return;
    case 'immediate': {
      const [low, high] = operand.slot === 'Length' ? [1, 32] : [0, 31];
      const fits = typeof value === 'number' && Number.isInteger(value) && value >= low && value <= high;
      if (!fits) host.report(immediateOutOfRange(operand.label, low, high, rung));
      return;
    }
    case 'expression': {
      if (typeof value !== 'string' || value.trim() === '') {
        host.report(missingExpression(type, rung));
        return;
      }
      const { checked, problems } = checkExpression(host.project, value);
      for (const problem of problems)
        host.report(expressionProblem(type, problem.col, problem.message, rung), problem.col);
      if (checked && type === 'CMP' && checked.type === 'REAL') host.report(cmpNeedsCondition(rung), 1);
      return;
    }
  }
}

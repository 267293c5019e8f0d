/**
 * Which values of a program are REAL, for the operators that treat REAL apart (issue 27): a ladder
 * operand or instruction, and a Structured Text expression (read from the project's tags, the source's
 * VAR declarations and the data types; a literal with a point or an exponent is REAL).
 */
import {
  operandDataType,
  parseVarBlocks,
  type DataTypeMember,
  type Instruction,
  type Operand,
  type Project,
} from '@plcsim/compiler';
// The compiler package exports no ST AST; read from source (same monorepo), as stSites.ts does.
import { pathOf, type Expression } from '../../../compiler/src/st/ast.ts';

const DINT_MIN = -2147483648;
const DINT_MAX = 2147483647;

/** A ladder source operand that holds a REAL: a REAL tag, element or member, or a non-DINT constant. */
export function isRealOperand(project: Project, operand: Operand | null | undefined): boolean {
  if (typeof operand === 'number')
    return !Number.isInteger(operand) || operand < DINT_MIN || operand > DINT_MAX;
  return typeof operand === 'string' && operandDataType(project, operand) === 'REAL';
}

/** True when any operand slot of `instruction` is REAL (a REAL Dest makes MUL(AI0, 100, Out) REAL). */
export function isRealInstruction(project: Project, instruction: Instruction): boolean {
  return Object.values(instruction.ref ?? {}).some(
    (operand) =>
      (typeof operand === 'string' || typeof operand === 'number') && isRealOperand(project, operand),
  );
}

/** The type of a name or member as far as REAL-ness needs: built-in type, data type, array or not. */
interface TypeInfo {
  type: string;
  udt?: string | undefined;
  array: boolean;
}

const REAL_FUNCTIONS = new Set([
  'SQRT',
  'LN',
  'LOG',
  'EXP',
  'EXPT',
  'SIN',
  'COS',
  'TAN',
  'ASIN',
  'ACOS',
  'ATAN',
]);
const ARITHMETIC = new Set(['+', '-', '*', '/', '**']);

/** A test of whether a Structured Text expression of `source` (over `project`'s tags) is REAL. */
export function stRealTest(project: Project, source: string): (expression: Expression) => boolean {
  const dataTypes = Object.values(project.dataTypes ?? {});
  const names = new Map<string, TypeInfo>();
  for (const declaration of parseVarBlocks(source, dataTypes).declarations)
    names.set(declaration.name.toUpperCase(), {
      type: declaration.type,
      udt: declaration.udt,
      array: declaration.dimension !== undefined,
    });
  // The project's tags win over VAR declarations (as compileSt has it).
  for (const tag of Object.values(project.tagMap)) {
    const info = { type: tag.data_type, udt: tag.udt, array: tag.dimension !== undefined };
    if (tag.alias !== '' && !names.has(tag.alias.toUpperCase())) names.set(tag.alias.toUpperCase(), info);
    names.set(tag.name.toUpperCase(), info);
  }
  const memberOf = (udt: string | undefined, name: string): DataTypeMember | undefined =>
    dataTypes
      .find((t) => t.name.toUpperCase() === udt?.toUpperCase())
      ?.members.find((m) => m.name.toUpperCase() === name.toUpperCase());

  const pathType = (
    base: string,
    steps: readonly { kind: 'member' | 'index'; name?: { name: string } }[],
  ) => {
    let info = names.get(base.toUpperCase());
    for (const step of steps) {
      if (!info) return undefined;
      if (step.kind === 'index') info = { ...info, array: false };
      else {
        const member = memberOf(info.udt, step.name?.name ?? '');
        // TIMER, COUNTER and CONTROL members are DINT or BOOL.
        info = member && { type: member.data_type, udt: member.udt, array: member.dimension !== undefined };
      }
    }
    return info;
  };

  const isReal = (expression: Expression): boolean => {
    switch (expression.kind) {
      case 'real':
        return true;
      case 'name': {
        const info = names.get(expression.name.name.toUpperCase());
        return info?.type === 'REAL' && !info.array;
      }
      case 'member':
      case 'index':
      case 'path': {
        const { base, steps } = pathOf(expression);
        const info = pathType(base.name, steps);
        return info?.type === 'REAL' && !info.array;
      }
      case 'unary':
        return isReal(expression.operand);
      case 'paren':
        return isReal(expression.expression);
      case 'binary':
        return ARITHMETIC.has(expression.operator) && (isReal(expression.left) || isReal(expression.right));
      case 'call': {
        const callee = expression.callee.name.toUpperCase();
        if (callee.endsWith('TO_REAL') || REAL_FUNCTIONS.has(callee)) return true;
        if (callee.includes('_TO_') || callee === 'TRUNC') return false;
        return expression.args.some(isReal);
      }
      default:
        return false;
    }
  };
  return isReal;
}

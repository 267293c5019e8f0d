/**
 * CPT's and CMP's Expression operand: a Structured Text expression over the project's tags
 * (docs/decisions.md "Compute instructions"), parsed by expressionParser.ts and typed by
 * expressionCode.ts; problems come back with their column in the expression text.
 */
import type { Expression } from '../st/ast.ts';
import type { Project } from '../model/project.ts';
import { parseExpression } from './expressionParser.ts';
import { ExpressionCode, ExpressionError, type ValueType } from './expressionCode.ts';

/** One problem in an expression: its message and the 1-based column in the expression text. */
export interface ExpressionProblem {
  message: string;
  col: number;
}

/** A checked expression: its tree and type, and the text its positions count in. */
export interface CheckedExpression {
  expression: Expression;
  type: ValueType;
  source: string;
}

/**
 * Parses and types `text` over `project`'s tags: the expression and its type, or its first problem.
 * Line breaks count as spaces. Never throws.
 */
export function checkExpression(
  project: Project,
  text: string,
): { checked: CheckedExpression; problems: [] } | { checked: null; problems: ExpressionProblem[] } {
  const source = text.replace(/[\r\n]/g, ' ');
  const fail = (message: string, from: number) => ({
    checked: null,
    problems: [{ message, col: Math.max(1, Math.min(from + 1, source.length + 1)) }],
  });
  try {
    const parsed = parseExpression(source);
    if ('error' in parsed) return fail(parsed.error.message, parsed.error.from);
    const { type } = new ExpressionCode(project, source).value(parsed.expression);
    return { checked: { expression: parsed.expression, type, source }, problems: [] };
  } catch (error) {
    if (error instanceof ExpressionError) return fail(error.message, error.from);
    // A malformed document (a tag without a name …): validation reports the tag itself.
    return fail('The expression cannot be checked', 0);
  }
}

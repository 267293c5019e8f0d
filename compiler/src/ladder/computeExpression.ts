/**
 * CPT's and CMP's Expression operand: a Structured Text expression over the project's tags, parsed and
 * checked by the Structured Text compiler's own parser and checker (docs/decisions.md "Compute
 * instructions"). The expression is checked as the value of an assignment to a hidden REAL, so every
 * DINT, REAL or BOOL expression checks; positions come back as columns of the expression text.
 */
import type { Expression, StProgram } from '../st/ast.ts';
import { checkProgram, type ValueType } from '../st/check.ts';
import { TagResolver, type Resolved } from '../st/resolve.ts';
import { LineIndex } from '../st/position.ts';
import { parseExpression } from './expressionParser.ts';
import type { Project, Tag } from '../model/project.ts';

/** The hidden target: not a name a tag can have (Logix names never hold two underscores in a row). */
const RESULT = 'CPT__RESULT';
const RESULT_TAG: Tag = {
  uuid: '\u0000cpt',
  name: RESULT,
  alias: '',
  data_type: 'REAL',
  value: 0,
  children: null,
  io_symbol: null,
};

/** The project's tags plus the hidden REAL the expression is assigned to. */
class ExpressionResolver extends TagResolver {
  override resolve(name: string): Resolved | undefined {
    if (name.toUpperCase() === RESULT) return { kind: 'value', tag: RESULT_TAG, type: 'REAL' };
    return super.resolve(name);
  }
}

/** One problem in an expression: the compiler's message and the 1-based column in the expression text. */
export interface ExpressionProblem {
  message: string;
  col: number;
}

/** A checked expression: its tree and type, and the resolver and types map the code generator needs. */
export interface CheckedExpression {
  expression: Expression;
  type: ValueType;
  types: ReadonlyMap<Expression, ValueType>;
  resolver: TagResolver;
  /** The source the positions of `expression` count in. */
  source: string;
}

/**
 * Parses and checks `text` over `project`'s tags: the expression and its type, or its problems (syntax
 * first). Line breaks count as spaces. Never throws.
 */
export function checkExpression(
  project: Project,
  text: string,
): { checked: CheckedExpression; problems: [] } | { checked: null; problems: ExpressionProblem[] } {
  const source = text.replace(/[\r\n]/g, ' ');
  const lines = new LineIndex(source);
  const fail = (list: readonly { message: string; col: number }[]) => ({
    checked: null,
    problems: list.map((d) => ({ message: d.message, col: Math.max(1, Math.min(d.col, source.length + 1)) })),
  });
  try {
    const parsed = parseExpression(source);
    if ('error' in parsed) return fail([{ message: parsed.error.message, col: lines.at(parsed.error.from).col }]);
    const value = parsed.expression;
    const at = { from: 0, to: 0 };
    const target = { kind: 'name', name: { kind: 'identifier', name: RESULT, ...at }, ...at } as const;
    const program: StProgram = {
      kind: 'program',
      body: [{ kind: 'assign', target, value, from: 0, to: source.length }],
      ...at,
    };
    const resolver = new ExpressionResolver(project);
    const result = checkProgram(program, resolver, source);
    const errors = result.diagnostics.filter((d) => d.severity !== 'warning');
    if (errors.length > 0) return fail(errors.map((d) => ({ message: d.message, col: d.col ?? 1 })));
    const type = result.types.get(value);
    if (type === undefined) return fail([{ message: 'Expected a value', col: 1 }]);
    return { checked: { expression: value, type, types: result.types, resolver, source }, problems: [] };
  } catch {
    // A malformed document (a tag without a name …): validation reports the tag itself.
    return fail([{ message: 'The expression cannot be checked', col: 1 }]);
  }
}

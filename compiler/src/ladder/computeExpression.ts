/**
 * CPT's and CMP's Expression operand: a Structured Text expression over the project's tags, parsed and
 * checked by the Structured Text compiler's own parser and checker (docs/decisions.md "Compute
 * instructions"). The expression is checked as the value of an assignment to a hidden REAL, so every
 * DINT, REAL or BOOL expression checks; positions come back as columns of the expression text.
 */
import type { Expression } from '../st/ast.ts';
import { checkProgram, type ValueType } from '../st/check.ts';
import { parseSt } from '../st/parse/parseSt.ts';
import { TagResolver, type Resolved } from '../st/resolve.ts';
import type { Project, Tag } from '../model/project.ts';

/** The hidden target: not a name a tag can have (Logix names never hold two underscores in a row). */
const RESULT = 'CPT__RESULT';
const PREFIX = `${RESULT} := `;
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
  const source = `${PREFIX}${text.replace(/[\r\n]/g, ' ')};`;
  const column = (col: number | undefined) =>
    Math.max(1, Math.min((col ?? 1) - PREFIX.length, text.length + 1));
  const fail = (list: readonly { message: string; col?: number }[]) => ({
    checked: null,
    problems: list.map((d) => ({ message: d.message, col: column(d.col) })),
  });
  try {
    const parsed = parseSt(source);
    if (parsed.diagnostics.length > 0) return fail(parsed.diagnostics);
    const [statement, ...rest] = parsed.program.body;
    if (!statement || statement.kind !== 'assign' || rest.length > 0)
      return fail([{ message: 'Expected one expression', col: PREFIX.length + 1 }]);
    const resolver = new ExpressionResolver(project);
    const result = checkProgram(parsed.program, resolver, source);
    const errors = result.diagnostics.filter((d) => d.severity !== 'warning');
    if (errors.length > 0) return fail(errors);
    const type = result.types.get(statement.value);
    if (type === undefined) return fail([{ message: 'Expected a value', col: PREFIX.length + 1 }]);
    return {
      checked: { expression: statement.value, type, types: result.types, resolver, source },
      problems: [],
    };
  } catch {
    // A malformed document (a tag without a name …): validation reports the tag itself.
    return fail([{ message: 'The expression cannot be checked', col: PREFIX.length + 1 }]);
  }
}

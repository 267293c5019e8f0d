/**
 * Small builders for Structured Text AST nodes (`../ast.ts`), used by the random program generator and by
 * tests that build a tree by hand. Every node gets the span `{ from: 0, to: 0 }` unless a statement is
 * given an explicit `at` offset (the reference interpreter reads loop lines from `from`).
 */
import type {
  AssignmentStatement,
  BinaryExpression,
  BinaryOperator,
  BoolLiteral,
  CallExpression,
  CallStatement,
  CaseClause,
  CaseRange,
  CaseStatement,
  ConditionalBranch,
  ContinueStatement,
  EmptyStatement,
  FbCallStatement,
  ExitStatement,
  Expression,
  ForStatement,
  Identifier,
  IfStatement,
  IntegerLiteral,
  MemberRef,
  NameRef,
  ParenExpression,
  RepeatStatement,
  ReturnStatement,
  Statement,
  StProgram,
  TimeLiteral,
  UnaryExpression,
  WhileStatement,
} from '../ast.ts';

const NOWHERE = { from: 0, to: 0 } as const;

/** An identifier. */
export const ident = (name: string): Identifier => ({ kind: 'identifier', name, ...NOWHERE });
/** A tag by name or alias. */
export const nameRef = (name: string): NameRef => ({ kind: 'name', name: ident(name), ...NOWHERE });
/** `Object.MEMBER`. */
export const memberRef = (object: string, member: string): MemberRef => ({
  kind: 'member',
  object: ident(object),
  member: ident(member),
  ...NOWHERE,
});
/** A reference written `Name` or `Name.MEMBER`. */
export const ref = (text: string): NameRef | MemberRef => {
  const dot = text.indexOf('.');
  return dot < 0 ? nameRef(text) : memberRef(text.slice(0, dot), text.slice(dot + 1));
};
/** A non-negative integer literal. */
export const intLit = (value: number): IntegerLiteral => ({ kind: 'integer', value, ...NOWHERE });
/** TRUE or FALSE. */
export const boolLit = (value: boolean): BoolLiteral => ({ kind: 'bool', value, ...NOWHERE });
/** A time literal of `ms` milliseconds. */
export const timeLit = (ms: number): TimeLiteral => ({ kind: 'time', value: ms, ...NOWHERE });
/** `(e)`. */
export const paren = (expression: Expression): ParenExpression => ({ kind: 'paren', expression, ...NOWHERE });
/** `-e` or `NOT e`. */
export const unary = (operator: '-' | 'NOT', operand: Expression): UnaryExpression => ({
  kind: 'unary',
  operator,
  operand,
  ...NOWHERE,
});
/** `left op right`. */
export const binary = (operator: BinaryOperator, left: Expression, right: Expression): BinaryExpression => ({
  kind: 'binary',
  operator,
  left,
  right,
  ...NOWHERE,
});
/** `callee(args…)` in an expression. */
export const call = (callee: string, ...args: Expression[]): CallExpression => ({
  kind: 'call',
  callee: ident(callee),
  args,
  ...NOWHERE,
});

/**
 * Any DINT value as an expression: a literal, `-literal`, or `(-2147483647 - 1)` for the smallest DINT
 * (whose literal 2147483648 is out of range).
 */
export function dint(value: number): Expression {
  const v = value | 0;
  if (v >= 0) return intLit(v);
  if (v === -2147483648) return paren(binary('-', unary('-', intLit(2147483647)), intLit(1)));
  return unary('-', intLit(-v));
}

/** An expression: a number (see {@link dint}), a boolean, or a reference written as text. */
export type ExpressionLike = Expression | number | boolean | string;

/** Turns numbers, booleans and 'Name' / 'Name.MEMBER' strings into expressions. */
export function expr(e: ExpressionLike): Expression {
  if (typeof e === 'number') return dint(e);
  if (typeof e === 'boolean') return boolLit(e);
  if (typeof e === 'string') return ref(e);
  return e;
}

const at = (from: number) => ({ from, to: from });

/** `target := value;` */
export const assign = (target: string | NameRef | MemberRef, value: ExpressionLike): AssignmentStatement => ({
  kind: 'assign',
  target: typeof target === 'string' ? ref(target) : target,
  value: expr(value),
  ...NOWHERE,
});

/** One IF/ELSIF branch. */
export const branch = (condition: ExpressionLike, body: readonly Statement[]): ConditionalBranch => ({
  condition: expr(condition),
  body,
  ...NOWHERE,
});

/** `IF … ELSIF … ELSE … END_IF;` */
export const ifStatement = (
  branches: readonly ConditionalBranch[],
  otherwise: readonly Statement[] | null = null,
): IfStatement => ({ kind: 'if', branches, otherwise, ...NOWHERE });

/** `low..high` */
export const range = (low: ExpressionLike, high: ExpressionLike): CaseRange => ({
  kind: 'range',
  low: expr(low),
  high: expr(high),
  ...NOWHERE,
});

/** One CASE clause. */
export const clause = (
  labels: readonly (ExpressionLike | CaseRange)[],
  body: readonly Statement[],
): CaseClause => ({
  labels: labels.map((l) => (typeof l === 'object' && l.kind === 'range' ? l : expr(l as ExpressionLike))),
  body,
  ...NOWHERE,
});

/** `CASE selector OF … ELSE … END_CASE;` */
export const caseStatement = (
  selector: ExpressionLike,
  clauses: readonly CaseClause[],
  otherwise: readonly Statement[] | null = null,
): CaseStatement => ({ kind: 'case', selector: expr(selector), clauses, otherwise, ...NOWHERE });

/** `FOR variable := start TO end [BY step] DO body END_FOR;`, its keyword at offset `from`. */
export const forLoop = (
  variable: string,
  start: ExpressionLike,
  end: ExpressionLike,
  step: ExpressionLike | null,
  body: readonly Statement[],
  from = 0,
): ForStatement => ({
  kind: 'for',
  variable: nameRef(variable),
  start: expr(start),
  end: expr(end),
  step: step === null ? null : expr(step),
  body,
  ...at(from),
});

/** `WHILE condition DO body END_WHILE;`, its keyword at offset `from`. */
export const whileLoop = (
  condition: ExpressionLike,
  body: readonly Statement[],
  from = 0,
): WhileStatement => ({
  kind: 'while',
  condition: expr(condition),
  body,
  ...at(from),
});

/** `REPEAT body UNTIL condition END_REPEAT;`, its keyword at offset `from`. */
export const repeatLoop = (
  body: readonly Statement[],
  condition: ExpressionLike,
  from = 0,
): RepeatStatement => ({
  kind: 'repeat',
  body,
  condition: expr(condition),
  ...at(from),
});

/** `EXIT;` */
export const exitStatement = (): ExitStatement => ({ kind: 'exit', ...NOWHERE });

/** `callee(args…);` as a statement (TON, CTU, RES…). */
export const callStatement = (callee: string, ...args: ExpressionLike[]): CallStatement => ({
  kind: 'callStatement',
  call: call(callee, ...args.map(expr)),
  ...NOWHERE,
});

/** `CONTINUE;` */
export const continueStatement = (): ContinueStatement => ({ kind: 'continue', ...NOWHERE });

/** `RETURN;` */
export const returnStatement = (): ReturnStatement => ({ kind: 'return', ...NOWHERE });

/** `Instance(IN := x, Q => y);`: inputs and outputs as [pin, expression] and [pin, target] pairs. */
export const fbCall = (
  instance: string,
  inputs: readonly (readonly [string, ExpressionLike])[],
  outputs: readonly (readonly [string, NameRef | MemberRef])[] = [],
): FbCallStatement => ({
  kind: 'fbCall',
  instance: ident(instance),
  inputs: inputs.map(([pin, value]) => ({ kind: 'input', name: ident(pin), value: expr(value), ...NOWHERE })),
  outputs: outputs.map(([pin, target]) => ({ kind: 'output', name: ident(pin), target, ...NOWHERE })),
  ...NOWHERE,
});

/** `;` */
export const emptyStatement = (): EmptyStatement => ({ kind: 'empty', ...NOWHERE });

/** A whole program. */
export const programOf = (body: readonly Statement[]): StProgram => ({ kind: 'program', body, ...NOWHERE });

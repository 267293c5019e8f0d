/**
 * The typed, readonly Structured Text AST. The Lezer tree never leaves `parse/`; everything after the
 * parser (checker, codegen, reference interpreter, editor helpers) sees only these types. Every node
 * carries its source span (`from`/`to`, character offsets) so diagnostics can point at it.
 */

/** Character offsets of a node in the source. */
export interface Span {
  readonly from: number;
  readonly to: number;
}

/** An identifier as written (case kept; compare case-insensitively). */
export interface Identifier extends Span {
  readonly kind: 'identifier';
  readonly name: string;
}

export interface IntegerLiteral extends Span {
  readonly kind: 'integer';
  /** The value; may be outside the DINT range (the checker reports that). */
  readonly value: number;
  /** A value of an enumeration (`Filling`, `State#Filling`): the enumeration's name. */
  readonly enumType?: string;
}

/** `1.5`, `1.0E-3`: the single the literal rounds to (Infinity when beyond the REAL range). */
export interface RealLiteral extends Span {
  readonly kind: 'real';
  readonly value: number;
}

export interface BoolLiteral extends Span {
  readonly kind: 'bool';
  readonly value: boolean;
}

/** `T#1m30s` and the like, in milliseconds. */
export interface TimeLiteral extends Span {
  readonly kind: 'time';
  readonly value: number;
}

/** A tag (or FOR variable) by name or alias. */
export interface NameRef extends Span {
  readonly kind: 'name';
  readonly name: Identifier;
}

/** `Timer1.ACC`: a member of a TIMER or COUNTER tag. */
export interface MemberRef extends Span {
  readonly kind: 'member';
  readonly object: Identifier;
  readonly member: Identifier;
}

/** `Data[i + 1]`: one element of an array tag; the index is a DINT expression. */
export interface IndexRef extends Span {
  readonly kind: 'index';
  readonly array: Identifier;
  readonly index: Expression;
}

/** One step of an access path: `.Speed` (span: the dot and the name) or `[i + 1]` (span: the brackets). */
export type PathStep =
  | (Span & { readonly kind: 'member'; readonly name: Identifier })
  | (Span & { readonly kind: 'index'; readonly index: Expression });

/**
 * `Pumps[i].Speed`, `Line.Motors[2].Delay.DN`: a tag and two or more steps (issue 24). One step alone is a
 * {@link MemberRef} or an {@link IndexRef}; {@link pathOf} reads all three alike.
 */
export interface PathRef extends Span {
  readonly kind: 'path';
  readonly base: Identifier;
  readonly steps: readonly PathStep[];
}

/** A reference with steps: a member, an element, or a longer path. */
export type StepRef = MemberRef | IndexRef | PathRef;

/** The tag and the steps of a reference. */
export function pathOf(ref: StepRef): { base: Identifier; steps: readonly PathStep[] } {
  if (ref.kind === 'path') return ref;
  if (ref.kind === 'member')
    return {
      base: ref.object,
      steps: [{ kind: 'member', name: ref.member, from: ref.object.to, to: ref.to }],
    };
  return { base: ref.array, steps: [{ kind: 'index', index: ref.index, from: ref.array.to, to: ref.to }] };
}

/** What a value can be stored into: a tag, a member, an array element, a path. */
export type Target = NameRef | StepRef;

export type UnaryOperator = '-' | 'NOT';

export interface UnaryExpression extends Span {
  readonly kind: 'unary';
  readonly operator: UnaryOperator;
  readonly operand: Expression;
}

/** Binary operators, upper-cased; `&` is read as AND. */
export type BinaryOperator =
  '**' | '*' | '/' | 'MOD' | '+' | '-' | '<' | '>' | '<=' | '>=' | '=' | '<>' | 'AND' | 'XOR' | 'OR';

export interface BinaryExpression extends Span {
  readonly kind: 'binary';
  readonly operator: BinaryOperator;
  readonly left: Expression;
  readonly right: Expression;
}

/** A function call in an expression: `ABS(x)`, `LIMIT(0, x, 100)`, `SHL(x, 2)`. */
export interface CallExpression extends Span {
  readonly kind: 'call';
  readonly callee: Identifier;
  /** The positional arguments. */
  readonly args: readonly Expression[];
  /**
   * Formal arguments (`IN := x`, `Q => Lamp`), in source order, when any were written; a call with
   * formal arguments is a function-block call (statement `fbCall`), never a value.
   */
  readonly named?: readonly FormalArgument[];
}

/** `IN := x`: a formal input of a function-block call. */
export interface InputArgument extends Span {
  readonly kind: 'input';
  readonly name: Identifier;
  readonly value: Expression;
}

/** `Q => Lamp`: a formal output of a function-block call, copied to the target after the call. */
export interface OutputArgument extends Span {
  readonly kind: 'output';
  readonly name: Identifier;
  readonly target: Target;
}

export type FormalArgument = InputArgument | OutputArgument;

/** `(expr)` — kept so spans and the reference interpreter see the source as written. */
export interface ParenExpression extends Span {
  readonly kind: 'paren';
  readonly expression: Expression;
}

export type Expression =
  | IntegerLiteral
  | RealLiteral
  | BoolLiteral
  | TimeLiteral
  | NameRef
  | MemberRef
  | IndexRef
  | PathRef
  | UnaryExpression
  | BinaryExpression
  | CallExpression
  | ParenExpression
  | InlineCall;

/**
 * A user FUNCTION_BLOCK or FUNCTION call after inlining (st/inline.ts): every input value is computed
 * first, then stored into its input member; then the body runs (a RETURN in it ends the body); a
 * function's value is then read from `result`. As a statement, `result` is null.
 */
export interface InlineCall extends Span {
  readonly kind: 'inline';
  readonly callee: Identifier;
  readonly inputs: readonly AssignmentStatement[];
  readonly body: readonly Statement[];
  readonly result: Target | null;
}

/** `target := value;` */
export interface AssignmentStatement extends Span {
  readonly kind: 'assign';
  readonly target: Target;
  readonly value: Expression;
}

/** One `IF`/`ELSIF` condition and its statements. */
export interface ConditionalBranch extends Span {
  readonly condition: Expression;
  readonly body: readonly Statement[];
}

/** `IF … THEN … ELSIF … ELSE … END_IF;` */
export interface IfStatement extends Span {
  readonly kind: 'if';
  /** The IF branch, then each ELSIF, in order. */
  readonly branches: readonly ConditionalBranch[];
  /** The ELSE statements, or null without ELSE. */
  readonly otherwise: readonly Statement[] | null;
}

/** `3..5` in a CASE label list. */
export interface CaseRange extends Span {
  readonly kind: 'range';
  readonly low: Expression;
  readonly high: Expression;
}

/** `1, 3..5: statements` */
export interface CaseClause extends Span {
  readonly labels: readonly (Expression | CaseRange)[];
  readonly body: readonly Statement[];
}

/** `CASE selector OF clauses ELSE … END_CASE;` */
export interface CaseStatement extends Span {
  readonly kind: 'case';
  readonly selector: Expression;
  readonly clauses: readonly CaseClause[];
  readonly otherwise: readonly Statement[] | null;
}

/** `FOR i := start TO end BY step DO … END_FOR;` */
export interface ForStatement extends Span {
  readonly kind: 'for';
  readonly variable: NameRef;
  readonly start: Expression;
  readonly end: Expression;
  /** The BY expression, or null (step 1). */
  readonly step: Expression | null;
  readonly body: readonly Statement[];
}

/** `WHILE condition DO … END_WHILE;` */
export interface WhileStatement extends Span {
  readonly kind: 'while';
  readonly condition: Expression;
  readonly body: readonly Statement[];
}

/** `REPEAT … UNTIL condition END_REPEAT;` (END_REPEAT optional) */
export interface RepeatStatement extends Span {
  readonly kind: 'repeat';
  readonly body: readonly Statement[];
  readonly condition: Expression;
}

/** `EXIT;` — leaves the innermost loop. */
export interface ExitStatement extends Span {
  readonly kind: 'exit';
}

/** A call used as a statement: `TON(Timer1, Start, T#2s);`, `RES(Counter1);`. */
export interface CallStatement extends Span {
  readonly kind: 'callStatement';
  readonly call: CallExpression;
}

/** `CONTINUE;` — goes on with the innermost loop's next pass. */
export interface ContinueStatement extends Span {
  readonly kind: 'continue';
}

/** `RETURN;` — ends the program for this scan. */
export interface ReturnStatement extends Span {
  readonly kind: 'return';
}

/**
 * An IEC function-block call: `Delay(IN := Start, PT := T#2s, Q => Lamp);`, `Edge();`. Inputs and outputs
 * are in source order; an omitted input keeps its last value.
 */
export interface FbCallStatement extends Span {
  readonly kind: 'fbCall';
  readonly instance: Identifier;
  readonly inputs: readonly InputArgument[];
  readonly outputs: readonly OutputArgument[];
}

/** A lone `;`. */
export interface EmptyStatement extends Span {
  readonly kind: 'empty';
}

export type Statement =
  | AssignmentStatement
  | IfStatement
  | CaseStatement
  | ForStatement
  | WhileStatement
  | RepeatStatement
  | ExitStatement
  | ContinueStatement
  | ReturnStatement
  | CallStatement
  | FbCallStatement
  | EmptyStatement
  | InlineCall;

/** A whole program: its statements, top to bottom (any VAR blocks are handled before parsing). */
export interface StProgram extends Span {
  readonly kind: 'program';
  readonly body: readonly Statement[];
}

import type { Diagnostic } from '../model/diagnostics.ts';
import type { CallExpression, Expression, MemberRef, NameRef, Span, Statement, StProgram } from './ast.ts';
import { builtinCall, COUNTER_CALLS, TIMER_CALLS } from './builtins.ts';
import { stMessages } from './messages.ts';
import { LineIndex } from './position.ts';
import { memberList, memberOf, type TagResolver } from './resolve.ts';

export type ValueType = 'BOOL' | 'DINT';

const COMPARISONS: ReadonlySet<string> = new Set(['<', '>', '<=', '>=', '=', '<>']);
const MIN_DINT = -2147483648;
const MAX_DINT = 2147483647;
/** Deepest expression the VM's stack (256) can evaluate, with room for the statement around it. */
const MAX_EXPRESSION_DEPTH = 200;

/** The checker's findings: diagnostics, and the type of every expression for the code generator. */
export interface CheckResult {
  diagnostics: Diagnostic[];
  types: Map<Expression, ValueType>;
}

/**
 * Checks a parsed program against the project's tags: every name and member resolves, calls have the
 * right arguments, targets are assignable, literals fit a DINT, EXIT sits in a loop. Never throws for
 * user input.
 */
export function checkProgram(program: StProgram, resolver: TagResolver, source: string): CheckResult {
  const diagnostics: Diagnostic[] = [];
  const types = new Map<Expression, ValueType>();
  let loopDepth = 0;
  const lines = new LineIndex(source);
  const reported = new Set<number>();

  const report = (span: Span, message: string) => {
    if (reported.has(span.from)) return;
    reported.add(span.from);
    diagnostics.push({ source: 'st', message, ...lines.at(span.from), severity: 'error' });
  };

  const member = (ref: MemberRef): ValueType | undefined => {
    const resolved = resolver.resolve(ref.object.name);
    if (!resolved) return void report(ref.object, stMessages.unknownTag(ref.object.name));
    if (resolved.kind === 'value')
      return void report(ref, stMessages.noMembers(ref.object.name, resolved.type));
    const found = memberOf(resolved.type, ref.member.name);
    if (!found)
      return void report(
        ref.member,
        stMessages.unknownMember(ref.object.name, ref.member.name, resolved.type, memberList(resolved.type)),
      );
    return found.type;
  };

  const name = (ref: NameRef): ValueType | undefined => {
    const resolved = resolver.resolve(ref.name.name);
    if (!resolved) return void report(ref, stMessages.unknownTag(ref.name.name));
    if (resolved.kind === 'block')
      return void report(ref, stMessages.blockAsValue(ref.name.name, resolved.type));
    return resolved.type;
  };

  const call = (node: CallExpression): ValueType | undefined => {
    const fn = builtinCall(node.callee.name);
    if (fn && fn.kind !== 'function') {
      // A timer or counter call used as a value: one diagnostic; its arguments are tags, not values.
      report(node, stMessages.callIsNotAValue(fn.name));
      return undefined;
    }
    if (!fn) {
      report(node.callee, stMessages.unknownFunction(node.callee.name));
      node.args.forEach((a) => expression(a, 1));
      return undefined;
    }
    if (node.args.length < fn.minArgs || node.args.length > fn.maxArgs)
      report(node, stMessages.argumentCount(fn.name, fn.arity, node.args.length));
    const argTypes = node.args.map((a) => expression(a, 1));
    if (fn.name === 'SEL' && argTypes[1] === 'BOOL' && argTypes[2] === 'BOOL') return 'BOOL';
    return 'DINT';
  };

  function expression(e: Expression, depth: number): ValueType | undefined {
    if (depth > MAX_EXPRESSION_DEPTH) {
      report(e, stMessages.tooDeep());
      return undefined;
    }
    let type: ValueType | undefined;
    switch (e.kind) {
      case 'integer':
      case 'time':
        if (e.value > MAX_DINT || e.value < MIN_DINT || !Number.isInteger(e.value))
          report(e, stMessages.integerOutOfRange(String(e.value)));
        type = 'DINT';
        break;
      case 'bool':
        type = 'BOOL';
        break;
      case 'name':
        type = name(e);
        break;
      case 'member':
        type = member(e);
        break;
      case 'paren':
        type = expression(e.expression, depth + 1);
        break;
      case 'unary': {
        // -2147483648 is written as a minus and a literal one past MAX_DINT: accept it.
        if (e.operator === '-' && e.operand.kind === 'integer' && e.operand.value === -MIN_DINT) {
          types.set(e.operand, 'DINT');
          type = 'DINT';
          break;
        }
        const operand = expression(e.operand, depth + 1);
        type = e.operator === 'NOT' ? operand : 'DINT';
        break;
      }
      case 'binary': {
        const left = expression(e.left, depth + 1);
        const right = expression(e.right, depth + 1);
        if (COMPARISONS.has(e.operator)) type = 'BOOL';
        else if (e.operator === 'AND' || e.operator === 'OR' || e.operator === 'XOR')
          type = left === 'BOOL' && right === 'BOOL' ? 'BOOL' : 'DINT';
        else type = 'DINT';
        break;
      }
      case 'call':
        type = call(e);
        break;
    }
    if (type) types.set(e, type);
    return type;
  }

  const target = (t: NameRef | MemberRef) => {
    if (t.kind === 'member') return member(t);
    const upper = t.name.name.toUpperCase();
    if (upper === 'TRUE' || upper === 'FALSE')
      return void report(t, stMessages.assignToConstant(t.name.name));
    const resolved = resolver.resolve(t.name.name);
    if (!resolved) return void report(t, stMessages.unknownTag(t.name.name));
    if (resolved.kind === 'block')
      return void report(t, stMessages.assignToBlock(t.name.name, resolved.type));
    return resolved.type;
  };

  const callStatement = (node: CallExpression) => {
    const fn = builtinCall(node.callee.name);
    if (!fn) {
      report(node.callee, stMessages.unknownFunction(node.callee.name));
      return;
    }
    if (fn.kind === 'function') {
      report(node, stMessages.valueNotUsed(fn.name));
      return;
    }
    if (node.args.length < fn.minArgs || node.args.length > fn.maxArgs) {
      report(node, stMessages.argumentCount(fn.name, fn.arity, node.args.length));
      return;
    }
    const [first, ...rest] = node.args;
    const wanted = TIMER_CALLS.has(fn.name)
      ? 'TIMER'
      : COUNTER_CALLS.has(fn.name)
        ? 'COUNTER'
        : 'TIMER or COUNTER';
    const resolved = first && first.kind === 'name' ? resolver.resolve(first.name.name) : undefined;
    if (!first || first.kind !== 'name') report(first ?? node, stMessages.needsBlock(fn.name, wanted));
    else if (!resolved) report(first, stMessages.unknownTag(first.name.name));
    else if (resolved.kind !== 'block' || (wanted !== 'TIMER or COUNTER' && resolved.type !== wanted))
      report(first, stMessages.needsBlock(fn.name, wanted));
    rest.forEach((a) => expression(a, 1));
  };

  const statements = (list: readonly Statement[]) => list.forEach(statement);

  function statement(s: Statement): void {
    switch (s.kind) {
      case 'assign':
        target(s.target);
        expression(s.value, 1);
        break;
      case 'if':
        for (const branch of s.branches) {
          expression(branch.condition, 1);
          statements(branch.body);
        }
        if (s.otherwise) statements(s.otherwise);
        break;
      case 'case':
        expression(s.selector, 1);
        for (const clause of s.clauses) {
          for (const label of clause.labels) {
            for (const bound of label.kind === 'range' ? [label.low, label.high] : [label]) {
              if (constantValue(bound) === undefined) report(bound, stMessages.caseLabel());
              else expression(bound, 1);
            }
          }
          statements(clause.body);
        }
        if (s.otherwise) statements(s.otherwise);
        break;
      case 'for': {
        const resolved = resolver.resolve(s.variable.name.name);
        if (!resolved) report(s.variable, stMessages.unknownTag(s.variable.name.name));
        else if (resolved.type !== 'DINT') report(s.variable, stMessages.forVariable(s.variable.name.name));
        expression(s.start, 1);
        expression(s.end, 1);
        if (s.step) expression(s.step, 1);
        loopDepth++;
        statements(s.body);
        loopDepth--;
        break;
      }
      case 'while':
        expression(s.condition, 1);
        loopDepth++;
        statements(s.body);
        loopDepth--;
        break;
      case 'repeat':
        loopDepth++;
        statements(s.body);
        loopDepth--;
        expression(s.condition, 1);
        break;
      case 'exit':
        if (loopDepth === 0) report(s, stMessages.exitOutsideLoop());
        break;
      case 'callStatement':
        callStatement(s.call);
        break;
      case 'empty':
        break;
    }
  }

  try {
    statements(program.body);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    report(program, stMessages.programTooDeep());
  }
  return { diagnostics, types };
}

/** The value of an integer constant expression (a literal, optionally negated or parenthesised). */
export function constantValue(e: Expression): number | undefined {
  if (e.kind === 'integer' || e.kind === 'time') return e.value;
  if (e.kind === 'bool') return e.value ? 1 : 0;
  if (e.kind === 'paren') return constantValue(e.expression);
  if (e.kind === 'unary' && e.operator === '-') {
    const inner = constantValue(e.operand);
    return inner === undefined ? undefined : -inner | 0;
  }
  return undefined;
}

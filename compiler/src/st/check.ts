import type { Diagnostic } from '../model/diagnostics.ts';
import type { RoutineCalls } from '../routines/calls.ts';
import type {
  CallExpression,
  Expression,
  MemberRef,
  NameRef,
  Span,
  Statement,
  StProgram,
  Target,
} from './ast.ts';
import { blockMember, FB_PINS, instanceMemberList, logicMember, type FbInstances } from './blocks.ts';
import { builtinCall } from './builtins.ts';
import { arrayChecker, arrayTypeText } from './checkArrays.ts';
import { callChecker } from './checkCalls.ts';
import { pathChecker } from './checkPaths.ts';
import { constantValue } from './constant.ts';
import { isStructPath } from './paths.ts';
import { stMessages } from './messages.ts';
import { LineIndex } from './position.ts';
import { memberList, type TagResolver } from './resolve.ts';

export type ValueType = 'BOOL' | 'DINT' | 'REAL';

const COMPARISONS: ReadonlySet<string> = new Set(['<', '>', '<=', '>=', '=', '<>']);
const MIN_DINT = -2147483648;
const MAX_DINT = 2147483647;
/** Deepest expression the VM's stack (256) can evaluate, with room for the statement around it. */
const MAX_EXPRESSION_DEPTH = 200;

/** What the checker and code generator know besides the tags: IEC instances and VAR CONSTANT names. */
export interface StContext {
  readonly instances?: FbInstances;
  /** Upper-cased names of tags declared in VAR CONSTANT. */
  readonly constants?: ReadonlySet<string>;
  /** Upper-cased names of the program's subroutines (what `JSR(Name);` may call). */
  readonly routines?: ReadonlySet<string>;
  /** Emitting with subroutines (routines/calls.ts): the calls, and the code to emit into with its end. */
  readonly calls?: RoutineCalls;
  readonly into?: { readonly code: number[]; readonly end: number };
}

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
export function checkProgram(
  program: StProgram,
  resolver: TagResolver,
  source: string,
  context: StContext = {},
): CheckResult {
  const { instances, constants } = context;
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
  const warn = (span: Span, message: string) =>
    diagnostics.push({ source: 'st', message, ...lines.at(span.from), severity: 'warning' });

  const member = (ref: MemberRef): ValueType | undefined => {
    if (isStructPath(resolver, ref)) return paths.value(ref, 1);
    const resolved = resolver.resolve(ref.object.name);
    if (!resolved) {
      const logic = instances?.logic(ref.object.name);
      if (!logic) return void report(ref.object, stMessages.unknownTag(ref.object.name));
      const place = logicMember(logic, ref.member.name);
      if (!place)
        return void report(
          ref.member,
          stMessages.unknownMember(
            ref.object.name,
            ref.member.name,
            logic.type,
            instanceMemberList(logic.type),
          ),
        );
      return place.type;
    }
    if (resolved.kind !== 'block') {
      const type = resolved.kind === 'array' ? arrayTypeText(resolved) : resolved.type;
      return void report(ref, stMessages.noMembers(ref.object.name, type));
    }
    const iec = instances?.typeOfTag(resolved.tag);
    const found = blockMember({ ...resolved.tag, data_type: resolved.type }, iec, ref.member.name);
    if (!found) {
      const iecNames = iec
        ? instanceMemberList(iec)
        : resolved.type === 'TIMER'
          ? 'IN, PT, Q, ET'
          : 'PV, Q, CV';
      return void report(
        ref.member,
        stMessages.unknownMember(
          ref.object.name,
          ref.member.name,
          resolved.type,
          `${memberList(resolved.type)}; IEC names ${iecNames}`,
        ),
      );
    }
    return found.type;
  };

  const name = (ref: NameRef): ValueType | undefined => {
    const resolved = resolver.resolve(ref.name.name);
    const logic = resolved ? undefined : instances?.logic(ref.name.name);
    if (logic) {
      const output = FB_PINS[logic.type].find((p) => p.direction === 'output')?.name ?? 'Q';
      return void report(ref, stMessages.instanceAsValue(ref.name.name, logic.type, output));
    }
    if (!resolved) return void report(ref, stMessages.unknownTag(ref.name.name));
    if (resolved.kind === 'struct') return paths.whole(ref, ref.name.name);
    if (resolved.kind === 'block')
      return void report(ref, stMessages.blockAsValue(ref.name.name, resolved.type));
    if (resolved.kind === 'array') return arrays.whole(ref, ref.name.name, resolved);
    return resolved.type;
  };

  const call = (node: CallExpression): ValueType | undefined => {
    if (node.named) {
      const builtin = builtinCall(node.callee.name);
      report(
        node,
        builtin?.kind === 'function'
          ? stMessages.namedFunctionArguments(builtin.name)
          : stMessages.fbCallIsNotAValue(node.callee.name),
      );
      return undefined;
    }
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
    return functionType(fn.name, node, argTypes);
  };

  /** The type of a value function's result; reports REAL arguments where only integers may go. */
  const functionType = (
    fn: string,
    node: CallExpression,
    argTypes: readonly (ValueType | undefined)[],
  ): ValueType | undefined => {
    const anyReal = argTypes.some((t) => t === 'REAL');
    const refuseReal = (from: number) =>
      node.args.forEach((a, i) => {
        if (i >= from && argTypes[i] === 'REAL') report(a, stMessages.realArgument(fn));
      });
    switch (fn) {
      case 'SEL':
        if (argTypes[0] === 'REAL') report(node.args[0] ?? node, stMessages.realCondition());
        if (argTypes[1] === 'BOOL' && argTypes[2] === 'BOOL') return 'BOOL';
        return argTypes[1] === 'REAL' || argTypes[2] === 'REAL' ? 'REAL' : 'DINT';
      case 'ABS':
      case 'MIN':
      case 'MAX':
      case 'LIMIT':
        return anyReal ? 'REAL' : 'DINT';
      case 'SQRT':
        return 'REAL';
      case 'REAL_TO_DINT':
      case 'TRUNC':
        node.args.forEach((a, i) => {
          if (argTypes[i] !== undefined && argTypes[i] !== 'REAL') report(a, stMessages.needsReal(fn));
        });
        return 'DINT';
      case 'DINT_TO_REAL':
        refuseReal(0);
        return 'REAL';
      default:
        refuseReal(0);
        return 'DINT';
    }
  };

  /** Checks `e` where only a BOOL or DINT may go (a condition, a preset, a FOR bound …). */
  const integer = (e: Expression, depth: number, condition = false): ValueType | undefined => {
    const type = expression(e, depth);
    if (type === 'REAL') report(e, condition ? stMessages.realCondition() : stMessages.realInteger());
    return type;
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
      case 'real':
        if (!Number.isFinite(e.value)) report(e, stMessages.realOutOfRange(source.slice(e.from, e.to)));
        type = 'REAL';
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
      case 'index':
        type = isStructPath(resolver, e) ? paths.value(e, depth) : arrays.element(e, depth);
        break;
      case 'path':
        type = paths.value(e, depth);
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
        if (e.operator === 'NOT' && operand === 'REAL') report(e, stMessages.realOperator('NOT'));
        type = e.operator === 'NOT' ? operand : operand === 'REAL' ? 'REAL' : 'DINT';
        break;
      }
      case 'binary': {
        const left = expression(e.left, depth + 1);
        const right = expression(e.right, depth + 1);
        const real = left === 'REAL' || right === 'REAL';
        if (COMPARISONS.has(e.operator)) type = 'BOOL';
        else if (e.operator === 'AND' || e.operator === 'OR' || e.operator === 'XOR') {
          if (real) report(e, stMessages.realOperator(e.operator));
          type = left === 'BOOL' && right === 'BOOL' ? 'BOOL' : 'DINT';
        } else if (e.operator === 'MOD' || e.operator === '**') {
          if (real) report(e, stMessages.realOperator(e.operator));
          type = 'DINT';
        } else type = real ? 'REAL' : 'DINT';
        break;
      }
      case 'call':
        type = call(e);
        break;
      case 'inline':
        statements([...e.inputs, ...e.body]);
        type = e.result ? expression(e.result, depth + 1) : undefined;
        break;
    }
    if (type) types.set(e, type);
    return type;
  }

  const arrays = arrayChecker(resolver, report, expression, constantValue);
  const paths = pathChecker(resolver, source, report, expression, constants);

  const target = (t: Target) => {
    if (t.kind !== 'name' && isStructPath(resolver, t)) return paths.value(t, 1, true);
    if (t.kind === 'member' || t.kind === 'path') return member(t as MemberRef);
    if (t.kind === 'index') {
      const resolved = resolver.resolve(t.array.name);
      if (resolved && constants?.has(resolved.tag.name.toUpperCase()))
        return void report(t, stMessages.assignToVarConstant(t.array.name));
      return arrays.element(t, 1);
    }
    const upper = t.name.name.toUpperCase();
    if (upper === 'TRUE' || upper === 'FALSE')
      return void report(t, stMessages.assignToConstant(t.name.name));
    const resolved = resolver.resolve(t.name.name);
    if (!resolved || resolved.kind === 'struct') return name(t);
    if (resolved.kind === 'block')
      return void report(t, stMessages.assignToBlock(t.name.name, resolved.type));
    if (resolved.kind === 'array') return arrays.whole(t, t.name.name, resolved);
    if (constants?.has(resolved.tag.name.toUpperCase()))
      return void report(t, stMessages.assignToVarConstant(t.name.name));
    return resolved.type;
  };

  const { callStatement, fbCall } = callChecker({
    routines: context.routines,
    resolver,
    instances,
    source,
    report,
    expression,
    integer,
    target,
    paths,
  });

  const statements = (list: readonly Statement[]) => list.forEach(statement);

  function statement(s: Statement): void {
    switch (s.kind) {
      case 'assign': {
        if (paths.copy(s.target, s.value)) break;
        paths.enumAssign(s.target, s.value);
        const into = target(s.target);
        const value = expression(s.value, 1);
        if (value === 'REAL' && (into === 'DINT' || into === 'BOOL'))
          report(s.value, stMessages.realNarrowing(targetText(s.target, source), into));
        break;
      }
      case 'if':
        for (const branch of s.branches) {
          integer(branch.condition, 1, true);
          statements(branch.body);
        }
        if (s.otherwise) statements(s.otherwise);
        break;
      case 'case':
        integer(s.selector, 1);
        for (const clause of s.clauses) {
          for (const label of clause.labels) {
            for (const bound of label.kind === 'range' ? [label.low, label.high] : [label]) {
              if (constantValue(bound) === undefined) report(bound, stMessages.caseLabel());
              else {
                expression(bound, 1);
                paths.enumLabel(s.selector, bound);
              }
            }
            if (label.kind === 'range') {
              const low = constantValue(label.low);
              const high = constantValue(label.high);
              if (low !== undefined && high !== undefined && low > high)
                warn(label, stMessages.caseRangeReversed(low, high));
            }
          }
          statements(clause.body);
        }
        if (s.otherwise) statements(s.otherwise);
        break;
      case 'for': {
        // A FUNCTION_BLOCK's own FOR variable is a member once inlined (F1.i).
        const inlined = (s.variable as Target).kind !== 'name';
        const resolved = inlined ? undefined : resolver.resolve(s.variable.name.name);
        if (inlined) {
          if (target(s.variable) !== 'DINT') report(s.variable, stMessages.forVariable('?'));
        } else if (!resolved) report(s.variable, stMessages.unknownTag(s.variable.name.name));
        else if (resolved.kind !== 'value' || resolved.type !== 'DINT')
          report(s.variable, stMessages.forVariable(s.variable.name.name));
        else if (constants?.has(resolved.tag.name.toUpperCase()))
          report(s.variable, stMessages.assignToVarConstant(s.variable.name.name));
        integer(s.start, 1);
        integer(s.end, 1);
        if (s.step) integer(s.step, 1);
        loopDepth++;
        statements(s.body);
        loopDepth--;
        break;
      }
      case 'while':
        integer(s.condition, 1, true);
        loopDepth++;
        statements(s.body);
        loopDepth--;
        break;
      case 'repeat':
        loopDepth++;
        statements(s.body);
        loopDepth--;
        integer(s.condition, 1, true);
        break;
      case 'exit':
        if (loopDepth === 0) report(s, stMessages.exitOutsideLoop());
        break;
      case 'continue':
        if (loopDepth === 0) report(s, stMessages.continueOutsideLoop());
        break;
      case 'return':
        break;
      case 'callStatement':
        callStatement(s.call);
        break;
      case 'fbCall':
        fbCall(s);
        break;
      case 'inline':
        statements([...s.inputs, ...s.body]);
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

/** How a target is written in messages: `Speed`, `Timer1.PRE`, `Data[i]`. */
function targetText(t: Target, source: string): string {
  if (t.kind === 'index' || t.kind === 'path') return source.slice(t.from, t.to);
  return t.kind === 'name' ? t.name.name : `${t.object.name}.${t.member.name}`;
}

export { constantValue } from './constant.ts';

/**
 * The checks of call statements (issue 24 item 9: check.ts split by node kind): Rockwell-style block calls
 * (`TON(Timer1, Start, T#2s)`, `RES(Pumps[1].Delay)`) and IEC function-block calls with formal arguments
 * (`Delay(IN := Start, PT := T#2s, Q => Lamp)`).
 */
import type { CallExpression, Expression, FbCallStatement, Span, Target } from './ast.ts';
import { FB_PINS, fbPin, fbType, pinList, type FbInstances } from './blocks.ts';
import { builtinCall, COUNTER_CALLS, TIMER_CALLS } from './builtins.ts';
import type { ValueType } from './check.ts';
import type { pathChecker } from './checkPaths.ts';
import { stMessages } from './messages.ts';
import { isStructPath } from './paths.ts';
import { jsrProblem } from './jsr.ts';
import type { TagResolver } from './resolve.ts';

/** What the call checks share with the rest of the checker. */
export interface CallCheckerDeps {
  /** Upper-cased names of the program's subroutines. */
  readonly routines?: ReadonlySet<string> | undefined;
  readonly resolver: TagResolver;
  readonly instances: FbInstances | undefined;
  readonly source: string;
  readonly report: (span: Span, message: string) => void;
  readonly expression: (e: Expression, depth: number) => ValueType | undefined;
  readonly integer: (e: Expression, depth: number) => ValueType | undefined;
  readonly target: (t: Target) => ValueType | undefined;
  readonly paths: ReturnType<typeof pathChecker>;
}

/** The checks of `TON(…)`-style call statements and of formal function-block calls. */
export function callChecker({
  routines,
  resolver,
  instances,
  source,
  report,
  expression,
  integer,
  target,
  paths,
}: CallCheckerDeps): {
  callStatement: (node: CallExpression) => void;
  fbCall: (s: FbCallStatement) => void;
} {
  const callStatement = (node: CallExpression) => {
    const jsr = jsrProblem(node, routines);
    if (jsr !== undefined) return void (jsr && report(node, jsr));
    if (node.named) {
      report(node, stMessages.mixedArguments(node.callee.name));
      node.args.forEach((a) => expression(a, 1));
      return;
    }
    const fn = builtinCall(node.callee.name);
    if (!fn) {
      const instance = instances?.find(node.callee.name, resolver);
      if (instance) {
        const inputs = FB_PINS[instance.type]
          .filter((p) => p.direction === 'input')
          .map((p) => `${p.name} := …`)
          .join(', ');
        report(node, stMessages.formalNeeded(node.callee.name, instance.type, inputs));
      } else report(node.callee, stMessages.unknownFunction(node.callee.name));
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
    if (
      first &&
      (first.kind === 'member' || first.kind === 'index' || first.kind === 'path') &&
      isStructPath(resolver, first)
    ) {
      const found = paths.walk(first, 1, false);
      const type = found?.access.ref;
      const isBlock = type?.data_type === 'TIMER' || type?.data_type === 'COUNTER';
      if (found && (type?.dimension !== undefined || !isBlock || !wanted.includes(type.data_type)))
        report(first, stMessages.needsBlock(fn.name, wanted));
      else if (found?.index)
        report(
          found.index,
          `${fn.name} runs on one ${wanted} at a fixed place: write a constant index, e.g. ${source.slice(first.from, found.index.from)}0]`,
        );
      rest.forEach((a) => integer(a, 1));
      return;
    }
    const resolved = first && first.kind === 'name' ? resolver.resolve(first.name.name) : undefined;
    if (!first || first.kind !== 'name') report(first ?? node, stMessages.needsBlock(fn.name, wanted));
    else if (!resolved) report(first, stMessages.unknownTag(first.name.name));
    else if (resolved.kind !== 'block' || (wanted !== 'TIMER or COUNTER' && resolved.type !== wanted))
      report(first, stMessages.needsBlock(fn.name, wanted));
    rest.forEach((a) => integer(a, 1));
  };

  const fbCall = (s: FbCallStatement) => {
    const instanceName = s.instance.name;
    const instance = instances?.find(instanceName, resolver);
    if (!instance) {
      const resolved = resolver.resolve(instanceName);
      const type = fbType(instanceName);
      if (resolved?.kind === 'block') report(s.instance, stMessages.needsFbType(instanceName, resolved.type));
      else if (resolved) report(s.instance, stMessages.notAnInstance(instanceName, resolved.type));
      else if (type) report(s.instance, stMessages.typeNotInstance(type));
      else if (s.inputs.length === 0 && s.outputs.length === 0)
        report(s.instance, stMessages.unknownFunction(instanceName));
      else report(s.instance, stMessages.unknownInstance(instanceName));
      s.inputs.forEach((a) => integer(a.value, 1));
      return;
    }
    const seen = new Set<string>();
    for (const argument of [...s.inputs, ...s.outputs].sort((a, b) => a.from - b.from)) {
      const direction = argument.kind === 'input' ? 'input' : 'output';
      const found = fbPin(instance.type, argument.name.name);
      if (!found || found.direction !== direction) {
        report(
          argument.name,
          stMessages.notAPin(
            instanceName,
            instance.type,
            direction,
            argument.name.name,
            pinList(instance.type, direction),
          ),
        );
      } else if (seen.has(found.name)) {
        report(argument.name, stMessages.duplicateArgument(argument.name.name));
      }
      if (found) seen.add(found.name);
      if (argument.kind === 'input') integer(argument.value, 1);
      else if (target(argument.target) === 'REAL')
        report(argument.target, stMessages.realPinTarget(instanceName, argument.name.name));
    }
  };

  return { callStatement, fbCall };
}

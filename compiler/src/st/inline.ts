/**
 * Inlining of user FUNCTION_BLOCK and FUNCTION calls (issue 24; docs/decisions.md "User function blocks
 * and functions in Structured Text"). An FB instance is a STRUCT tag of the FB's type; a call
 * `F1(IN := x, Q => y)` becomes an {@link InlineCall} storing the inputs into `F1.IN`…, the FB's body with
 * every name of the FB read as a member of `F1`, then `y := F1.Q`. A FUNCTION has one STRUCT tag of its own
 * (named like it) as static scratch: `Scale(x, 0.0, 1.0)` stores the arguments into it, resets its
 * temporaries, runs the body and reads `Scale.Scale`. Recursion is refused before (st/userUnits.ts), so
 * inlining ends.
 */
import type {
  AssignmentStatement,
  CallExpression,
  Expression,
  FbCallStatement,
  Identifier,
  InlineCall,
  PathStep,
  Span,
  Statement,
  StProgram,
  Target,
} from './ast.ts';
import { FB_PINS, type TimerFb } from './blocks.ts';
import type { TagResolver } from './resolve.ts';

/** What inlining needs of one unit. */
export interface InlineUnit {
  readonly kind: 'FUNCTION' | 'FUNCTION_BLOCK';
  readonly name: string;
  /** Inputs and outputs as declared, in order. */
  readonly inputs: readonly string[];
  readonly outputs: readonly string[];
  /** Every member by upper-cased name (as declared) → the user FB type of an instance member, or ''. */
  readonly members: ReadonlyMap<string, { name: string; fb: string; timer?: TimerFb }>;
  /** A FUNCTION's scalar members' initial values (inputs, temporaries, result), set at each call. */
  readonly initial: readonly { name: string; value: Expression }[];
  /** The body, enumeration values already read. */
  body: readonly Statement[];
}

interface Prefix {
  readonly base: Identifier;
  readonly steps: readonly PathStep[];
}

const id = (name: string, at: Span): Identifier => ({ kind: 'identifier', name, from: at.from, to: at.to });

/** `prefix.name` followed by `steps`, as the smallest reference kind. */
function ref(prefix: Prefix, name: Identifier, steps: readonly PathStep[], at: Span): Target {
  const all: PathStep[] = [...prefix.steps, { kind: 'member', name, from: name.from, to: name.to }, ...steps];
  const [only] = all;
  if (all.length === 1 && only?.kind === 'member')
    return { kind: 'member', object: prefix.base, member: only.name, from: at.from, to: at.to };
  return { kind: 'path', base: prefix.base, steps: all, from: at.from, to: at.to };
}

/**
 * Lowers every user call of `program` (see the file comment); `report` gets the call mistakes. Returns
 * the program unchanged when there are no units.
 */
export function inlineCalls(
  program: StProgram,
  units: ReadonlyMap<string, InlineUnit>,
  resolver: TagResolver,
  report: (at: Span, message: string) => void,
  own?: InlineUnit,
): StProgram {
  if (units.size === 0) return program;

  /** The unit of a user FB instance named `name` in the current scope, with its prefix. */
  const instance = (name: Identifier, scope: InlineUnit | undefined, prefix: Prefix | null) => {
    const member = scope?.members.get(name.name.toUpperCase());
    if (member) {
      const unit = units.get(member.fb.toUpperCase());
      if (unit?.kind !== 'FUNCTION_BLOCK') return undefined;
      const p = prefix
        ? { base: prefix.base, steps: [...prefix.steps, { kind: 'member' as const, name, ...span(name) }] }
        : { base: name, steps: [] };
      return { unit, prefix: p };
    }
    const tag = resolver.resolve(name.name)?.tag;
    const unit =
      tag?.data_type === 'STRUCT' && !tag.dimension ? units.get((tag.udt ?? '').toUpperCase()) : undefined;
    return unit?.kind === 'FUNCTION_BLOCK' ? { unit, prefix: { base: name, steps: [] } } : undefined;
  };
  const span = (s: Span): Span => ({ from: s.from, to: s.to });

  const lower = (node: unknown, scope: InlineUnit | undefined, prefix: Prefix | null): unknown => {
    if (Array.isArray(node)) return node.flatMap((n) => lower(n, scope, prefix) as unknown[]);
    if (node === null || typeof node !== 'object') return node;
    const r = node as Record<string, unknown>;
    const rename = (name: Identifier, steps: readonly PathStep[], at: Span): Target | undefined => {
      const member = prefix && scope?.members.get(name.name.toUpperCase());
      if (!member) return undefined;
      const [first, ...rest] = steps;
      // A TON member's IEC names (T.Q, T.ET) are its TIMER members (DN, ACC).
      const pin =
        member.timer && first?.kind === 'member'
          ? FB_PINS[member.timer].find((p) => p.name === first.name.name.toUpperCase())?.member
          : undefined;
      const moved: readonly PathStep[] =
        pin && first?.kind === 'member' ? [{ ...first, name: id(pin, first.name) }, ...rest] : steps;
      return ref(prefix, id(member.name, name), moved, at);
    };
    const steps = (s: unknown) => lower(s, scope, prefix) as PathStep[];
    const at = r as unknown as Span;
    // A path step (`.Speed`, `[i]`) has the kind of a reference but no object or array: copied below.
    switch ('object' in r || 'array' in r || r.kind !== 'member' ? r.kind : '') {
      case 'name':
        return rename(r.name as Identifier, [], at) ?? node;
      case 'member': {
        const step = { kind: 'member', name: r.member, from: (r.object as Span).to, to: at.to } as PathStep;
        return rename(r.object as Identifier, [step], at) ?? node;
      }
      case 'index': {
        if (!('array' in r)) break;
        const index = lower(r.index, scope, prefix) as Expression;
        const step: PathStep = { kind: 'index', index, from: (r.array as Span).to, to: at.to };
        return rename(r.array as Identifier, [step], at) ?? { ...r, index };
      }
      case 'path':
        return rename(r.base as Identifier, steps(r.steps), at) ?? { ...r, steps: steps(r.steps) };
      case 'fbCall': {
        const s = node as FbCallStatement;
        const timer = scope?.members.get(s.instance.name.toUpperCase());
        if (timer?.timer) return timerCall(s, timer.name, timer.timer, scope, prefix);
        const found = instance(s.instance, scope, prefix);
        if (!found) break;
        return fbCall(s, found.unit, found.prefix, scope, prefix);
      }
      case 'callStatement': {
        const call = r.call as CallExpression;
        const found = instance(call.callee, scope, prefix);
        if (found) {
          report(
            call,
            `${call.callee.name} is a ${found.unit.name}: call it with formal arguments, e.g. ${call.callee.name}(${found.unit.inputs[0] ?? 'IN'} := …)`,
          );
          return [];
        }
        const unit = units.get(call.callee.name.toUpperCase());
        if (unit?.kind === 'FUNCTION') return [functionCall(call, unit, scope, prefix)];
        break;
      }
      case 'call': {
        const call = node as CallExpression;
        const unit = units.get(call.callee.name.toUpperCase());
        if (unit?.kind === 'FUNCTION') return functionCall(call, unit, scope, prefix);
        break;
      }
    }
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(r))
      out[k] = Array.isArray(v) ? (lower(v, scope, prefix) as unknown[]) : lower(v, scope, prefix);
    return out;
  };

  const expr = (e: Expression, scope: InlineUnit | undefined, prefix: Prefix | null) =>
    lower(e, scope, prefix) as Expression;
  const assign = (target: Target, value: Expression, at: Span): AssignmentStatement => ({
    kind: 'assign',
    target,
    value,
    ...span(at),
  });
  const body = (unit: InlineUnit, p: Prefix) => lower(unit.body, unit, p) as Statement[];

  function fbCall(
    s: FbCallStatement,
    unit: InlineUnit,
    p: Prefix,
    scope: InlineUnit | undefined,
    prefix: Prefix | null,
  ): Statement[] {
    const inputs: AssignmentStatement[] = [];
    const outputs: AssignmentStatement[] = [];
    const seen = new Set<string>();
    for (const a of [...s.inputs, ...s.outputs]) {
      const list = a.kind === 'input' ? unit.inputs : unit.outputs;
      const name = list.find((n) => n.toUpperCase() === a.name.name.toUpperCase());
      const what = a.kind === 'input' ? 'input' : 'output';
      if (!name)
        report(
          a.name,
          `${unit.name} has no ${what} ${a.name.name} (its ${what}s: ${list.join(', ') || 'none'})`,
        );
      else if (seen.has(name.toUpperCase())) report(a.name, `${name} is given twice`);
      else {
        seen.add(name.toUpperCase());
        const member = ref(p, id(name, a.name), [], a.name);
        if (a.kind === 'input') inputs.push(assign(member, expr(a.value, scope, prefix), a));
        else outputs.push(assign(lower(a.target, scope, prefix) as Target, member as Expression, a));
      }
    }
    const call: InlineCall = {
      kind: 'inline',
      callee: s.instance,
      inputs,
      body: body(unit, p),
      result: null,
      ...span(s),
    };
    return [call, ...outputs];
  }

  /** `T(IN := x, PT := y, Q => z)` on a TON member: `TON(F1.T, x, y); z := F1.T.DN;` (see blocks.ts). */
  function timerCall(
    s: FbCallStatement,
    name: string,
    fb: TimerFb,
    scope: InlineUnit | undefined,
    prefix: Prefix | null,
  ): Statement[] {
    const at = span(s.instance);
    const place = (member: string | null): Target => {
      const steps: PathStep[] = member ? [{ kind: 'member', name: id(member, at), ...at }] : [];
      if (prefix) return ref(prefix, id(name, at), steps, at);
      return member
        ? { kind: 'member', object: id(name, at), member: id(member, at), ...at }
        : { kind: 'name', name: id(name, at), ...at };
    };
    const args: Expression[] = [place(null), place('EN'), place('PRE')];
    const outputs: AssignmentStatement[] = [];
    for (const a of [...s.inputs, ...s.outputs]) {
      const pin = FB_PINS[fb].find(
        (p) => p.name === a.name.name.toUpperCase() && p.direction === `${a.kind}`,
      );
      if (!pin?.member)
        report(
          a.name,
          `${fb} has no ${a.kind} ${a.name.name} (its ${a.kind}s: ${FB_PINS[fb]
            .filter((p) => p.direction === a.kind)
            .map((p) => p.name)
            .join(', ')})`,
        );
      else if (a.kind === 'input') args[pin.name === 'IN' ? 1 : 2] = expr(a.value, scope, prefix);
      else outputs.push(assign(lower(a.target, scope, prefix) as Target, place(pin.member) as Expression, a));
    }
    const call: CallExpression = { kind: 'call', callee: id(fb, at), args, ...span(s) };
    return [{ kind: 'callStatement', call, ...span(s) }, ...outputs];
  }

  function functionCall(
    call: CallExpression,
    unit: InlineUnit,
    scope: InlineUnit | undefined,
    prefix: Prefix | null,
  ): InlineCall {
    const p: Prefix = { base: id(unit.name, call.callee), steps: [] };
    const given = new Map<string, Expression>();
    if (call.args.length > 0 && call.args.length !== unit.inputs.length)
      report(
        call,
        `${unit.name} takes ${unit.inputs.length} argument${unit.inputs.length === 1 ? '' : 's'} (${unit.inputs.join(', ')}), got ${call.args.length}`,
      );
    call.args.forEach((a, k) => {
      const name = unit.inputs[k];
      if (name) given.set(name.toUpperCase(), expr(a, scope, prefix));
    });
    for (const a of call.named ?? []) {
      const name = unit.inputs.find((n) => n.toUpperCase() === a.name.name.toUpperCase());
      if (a.kind === 'output' || !name)
        report(
          a.name,
          `${unit.name} has no input ${a.name.name} (its inputs: ${unit.inputs.join(', ') || 'none'})`,
        );
      else if (given.has(name.toUpperCase())) report(a.name, `${name} is given twice`);
      else given.set(name.toUpperCase(), expr(a.value, scope, prefix));
    }
    const inputs: AssignmentStatement[] = [];
    const resets: Statement[] = [];
    for (const { name, value } of unit.initial) {
      const member = ref(p, id(name, call.callee), [], call.callee);
      const arg = given.get(name.toUpperCase());
      if (arg) inputs.push(assign(member, arg, arg));
      else resets.push(assign(member, { ...value, ...span(call.callee) }, call.callee));
    }
    return {
      kind: 'inline',
      callee: call.callee,
      inputs,
      body: [...resets, ...body(unit, p)],
      result: ref(p, id(unit.name, call.callee), [], call.callee),
      ...span(call),
    };
  }

  return { ...program, body: lower(program.body, own, null) as Statement[] };
}

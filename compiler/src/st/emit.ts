import { COUNTER_PRE, Op, TIMER_PRE } from '@plcsim/engine-wasm';
import type { TagLayout } from '../layout/tagLayout.ts';
import type { CallExpression, Expression, MemberRef, NameRef, Statement, StProgram } from './ast.ts';
import { builtinCall } from './builtins.ts';
import { constantValue, type ValueType } from './check.ts';
import { LineIndex } from './position.ts';
import { memberOf, type TagResolver } from './resolve.ts';

const THREE_ADDRESS: Record<string, Op> = {
  '**': Op.POW3,
  '*': Op.MUL3,
  '/': Op.DIV3,
  MOD: Op.MOD3,
  '+': Op.ADD3,
  '-': Op.SUB3,
  '<': Op.LT3,
  '>': Op.GT3,
  '<=': Op.LE3,
  '>=': Op.GE3,
  '=': Op.EQ3,
  '<>': Op.NE3,
  AND: Op.AND3,
  XOR: Op.XOR3,
  OR: Op.OR3,
};
/** Compare-and-branch: jump when the comparison is false. */
const JUMP_UNLESS: Record<string, Op> = {
  '=': Op.JF_EQ,
  '<>': Op.JF_NE,
  '<': Op.JF_LT,
  '<=': Op.JF_LE,
  '>': Op.JF_GT,
  '>=': Op.JF_GE,
};
const CALL_OPS: Record<string, Op> = {
  TON: Op.TON,
  TOF: Op.TOF,
  RTO: Op.RTO,
  TP: Op.TP,
  CTU: Op.CTU,
  CTD: Op.CTD,
};

/** A timer or counter call, remembered for the pre-scan section. */
interface CallSite {
  op: Op;
  block: number;
  input: Expression;
}

/**
 * Lowers a checked Structured Text program to the engine's bytecode. Expressions become three-address
 * operations on slots: tags and constants are read in place, intermediate results go to temporary
 * slots (one per expression depth, shared by all statements), and the last operation writes straight
 * into the assigned tag. Conditions use compare-and-branch; loops count their passes against the 10 000
 * cap; timer and counter calls run on the ladder instructions' runtime. After the program's END comes
 * the pre-scan section (one visit of every timer and counter call); `prescanStart` is its first word.
 * `lines` maps code words back to source lines (Program.lines).
 */
export function emitSt(
  program: StProgram,
  types: ReadonlyMap<Expression, ValueType>,
  resolver: TagResolver,
  layout: TagLayout,
  source: string,
): { code: Int32Array; prescanStart: number; lines: Int32Array } {
  const code: number[] = [];
  const loops: number[][] = [];
  const calls: CallSite[] = [];
  const temps: number[] = [];
  const lines = new LineIndex(source);
  const here = () => code.length;
  const hole = () => {
    code.push(-1);
    return code.length - 1;
  };
  const patch = (holes: readonly number[], target = here()) => holes.forEach((h) => (code[h] = target));
  const constant = (value: number) => layout.constant(value);
  /** (first code word, source line) pairs, so the engine can name the line a watchdog fault hit. */
  const lineMarks: number[] = [];
  const mark = (offset: number) => {
    const line = lines.at(offset).line;
    const last = lineMarks.length - 2;
    if (last >= 0 && lineMarks[last] === here()) lineMarks[last + 1] = line;
    else if (last < 0 || lineMarks[last + 1] !== line) lineMarks.push(here(), line);
  };
  const temp = (level: number): number => (temps[level] ??= layout.scratch());

  const blockSlot = (name: string): number => {
    const resolved = resolver.resolve(name);
    const slot = resolved ? layout.slotOfId.get(resolved.tag.uuid) : undefined;
    if (slot === undefined) throw new Error(`compiler bug: unchecked name ${name}`);
    return slot;
  };
  const slotOf = (ref: NameRef | MemberRef): number => {
    if (ref.kind === 'name') return blockSlot(ref.name.name);
    const resolved = resolver.resolve(ref.object.name);
    const found = resolved?.kind === 'block' ? memberOf(resolved.type, ref.member.name) : undefined;
    if (!found) throw new Error(`compiler bug: unchecked member ${ref.object.name}.${ref.member.name}`);
    return blockSlot(ref.object.name) + found.offset;
  };

  /**
   * Emits `e` and returns the slot holding its value: the tag's or constant's own slot for a leaf,
   * else `into` when given, else the temporary of `level`. Sub-expressions use deeper levels, so a
   * temporary is never overwritten while it is still needed.
   */
  function compute(e: Expression, level: number, into: number | null): number {
    const leaf = leafSlot(e);
    if (leaf !== undefined) {
      if (into === null || into === leaf) return leaf;
      code.push(Op.MOV_S, leaf, into);
      return into;
    }
    const result = () => into ?? temp(level);
    switch (e.kind) {
      case 'paren':
        return compute(e.expression, level, into);
      case 'unary': {
        const operand = compute(e.operand, level, null);
        const op = e.operator === '-' ? Op.NEG : types.get(e.operand) === 'BOOL' ? Op.NOTB : Op.NOTI;
        const d = result();
        code.push(op, operand, d);
        return d;
      }
      case 'binary': {
        const left = compute(e.left, level, null);
        const right = compute(e.right, level + 1, null);
        const d = result();
        code.push(THREE_ADDRESS[e.operator] as Op, left, right, d);
        return d;
      }
      case 'call':
        return functionCall(e, level, result);
      default:
        throw new Error(`compiler bug: no code for ${e.kind}`);
    }
  }

  /** The slot of a tag, member or constant (folding a negated literal); undefined otherwise. */
  function leafSlot(e: Expression): number | undefined {
    switch (e.kind) {
      case 'integer':
      case 'time':
        return constant(e.value);
      case 'bool':
        return constant(e.value ? 1 : 0);
      case 'name':
      case 'member':
        return slotOf(e);
      case 'unary': {
        const folded = e.operator === '-' ? constantValue(e) : undefined;
        return folded === undefined ? undefined : constant(folded);
      }
      default:
        return undefined;
    }
  }

  function functionCall(e: CallExpression, level: number, result: () => number): number {
    const name = builtinCall(e.callee.name)?.name;
    const args = e.args.map((arg, i) => ({ arg, i }));
    if (name === 'MIN' || name === 'MAX') {
      let acc = compute(e.args[0] as Expression, level, null);
      args.slice(1).forEach(({ arg, i }) => {
        const next = compute(arg, level + 1, null);
        // Only the last step may write the target: a later argument may still read it.
        const d = i === args.length - 1 ? result() : temp(level);
        code.push(name === 'MIN' ? Op.MIN3 : Op.MAX3, acc, next, d);
        acc = d;
      });
      return acc;
    }
    const slots = args.map(({ arg, i }) => compute(arg, level + i, null));
    const d = result();
    if (name === 'ABS') code.push(Op.ABS, ...slots, d);
    else if (name === 'LIMIT') code.push(Op.LIMIT4, ...slots, d);
    else if (name === 'SEL') code.push(Op.SEL4, ...slots, d);
    else code.push(name === 'SHL' ? Op.SHL3 : Op.SHR3, ...slots, d);
    return d;
  }

  /** Emits a test of `condition` that jumps to the returned hole when it is false. */
  function jumpUnless(condition: Expression): number {
    let c = condition;
    while (c.kind === 'paren') c = c.expression;
    const compareOp = c.kind === 'binary' ? JUMP_UNLESS[c.operator] : undefined;
    if (c.kind === 'binary' && compareOp !== undefined) {
      const left = compute(c.left, 0, null);
      const right = compute(c.right, 1, null);
      code.push(compareOp, left, right);
    } else {
      code.push(Op.JZ, compute(c, 0, null));
    }
    return hole();
  }

  const jump = (): number => {
    code.push(Op.JMP);
    return hole();
  };

  const loopTest = (counter: number, at: number, exits: number[]) => {
    code.push(Op.LOOP_TEST, counter, lines.at(at).line);
    exits.push(hole());
  };

  const statements = (list: readonly Statement[]) => list.forEach(statement);

  /** A FOR loop's body, the step and jump back to `top`, and its exits. */
  const forBody = (
    body: readonly Statement[],
    variable: number,
    step: number,
    top: number,
    exits: number[],
    from: number,
  ) => {
    loops.push(exits);
    statements(body);
    loops.pop();
    mark(from);
    code.push(Op.FOR_NEXT, variable, step, top);
    patch(exits);
  };

  function statement(s: Statement): void {
    mark(s.from);
    switch (s.kind) {
      case 'assign': {
        const target = slotOf(s.target);
        const isBool =
          s.target.kind === 'member'
            ? !['PRE', 'ACC'].includes(s.target.member.name.toUpperCase())
            : resolver.resolve(s.target.name.name)?.type === 'BOOL';
        if (isBool && types.get(s.value) !== 'BOOL') code.push(Op.MOVB, compute(s.value, 0, null), target);
        else compute(s.value, 0, target);
        return;
      }
      case 'if': {
        const ends: number[] = [];
        s.branches.forEach((branch, i) => {
          const next = jumpUnless(branch.condition);
          statements(branch.body);
          if (i < s.branches.length - 1 || s.otherwise) ends.push(jump());
          patch([next]);
        });
        if (s.otherwise) statements(s.otherwise);
        patch(ends);
        return;
      }
      case 'case': {
        const selector = compute(s.selector, 0, layout.scratch());
        const ends: number[] = [];
        for (const clause of s.clauses) {
          const [only] = clause.labels;
          if (clause.labels.length === 1 && only && only.kind !== 'range') {
            code.push(Op.JF_EQ, selector, constant(constantValue(only) ?? 0));
          } else {
            const match = temp(0);
            const test = temp(1);
            clause.labels.forEach((label, i) => {
              const into = i === 0 ? match : test;
              if (label.kind === 'range') {
                code.push(Op.GE3, selector, constant(constantValue(label.low) ?? 0), into);
                code.push(Op.LE3, selector, constant(constantValue(label.high) ?? 0), temp(2));
                code.push(Op.AND3, into, temp(2), into);
              } else {
                code.push(Op.EQ3, selector, constant(constantValue(label) ?? 0), into);
              }
              if (i > 0) code.push(Op.OR3, match, test, match);
            });
            code.push(Op.JZ, match);
          }
          const next = hole();
          statements(clause.body);
          ends.push(jump());
          patch([next]);
        }
        if (s.otherwise) statements(s.otherwise);
        patch(ends);
        return;
      }
      case 'for': {
        const variable = slotOf(s.variable);
        compute(s.start, 0, variable);
        const endValue = constantValue(s.end);
        const end = endValue === undefined ? compute(s.end, 0, layout.scratch()) : constant(endValue);
        const stepValue = s.step ? constantValue(s.step) : 1;
        const step =
          stepValue === undefined && s.step ? compute(s.step, 0, layout.scratch()) : constant(stepValue ?? 1);
        const counter = layout.scratch();
        code.push(Op.LOOP_INIT, counter);
        const top = here();
        if (stepValue === undefined) {
          // Direction known only at run time: (step >= 0 AND i <= end) OR (step < 0 AND i >= end).
          const zero = constant(0);
          const [a, c] = [temp(0), temp(1)];
          code.push(Op.GE3, step, zero, a, Op.LE3, variable, end, c, Op.AND3, a, c, a);
          code.push(Op.LT3, step, zero, c);
          code.push(Op.GE3, variable, end, temp(2), Op.AND3, c, temp(2), c, Op.OR3, a, c, a);
          code.push(Op.JZ, a);
          const exits = [hole()];
          loopTest(counter, s.from, exits);
          forBody(s.body, variable, step, top, exits, s.from);
        } else {
          // One instruction tests the end and the pass cap.
          code.push(stepValue >= 0 ? Op.FOR_UP : Op.FOR_DOWN, variable, end, counter, lines.at(s.from).line);
          forBody(s.body, variable, step, top, [hole()], s.from);
        }
        return;
      }
      case 'while': {
        const counter = layout.scratch();
        code.push(Op.LOOP_INIT, counter);
        const top = here();
        const exits = [jumpUnless(s.condition)];
        loopTest(counter, s.from, exits);
        loops.push(exits);
        statements(s.body);
        loops.pop();
        mark(s.from);
        code.push(Op.JMP, top);
        patch(exits);
        return;
      }
      case 'repeat': {
        const counter = layout.scratch();
        code.push(Op.LOOP_INIT, counter);
        const top = here();
        const exits: number[] = [];
        loopTest(counter, s.from, exits);
        loops.push(exits);
        statements(s.body);
        loops.pop();
        mark(s.condition.from);
        patch([jumpUnless(s.condition)], top);
        patch(exits);
        return;
      }
      case 'exit':
        loops.at(-1)?.push(jump());
        return;
      case 'callStatement':
        callStatement(s.call);
        return;
      case 'empty':
        return;
    }
  }

  function callStatement(e: CallExpression): void {
    const fn = builtinCall(e.callee.name);
    const [first, input, preset] = e.args;
    if (!fn || !first || first.kind !== 'name') throw new Error('compiler bug: unchecked call');
    const block = blockSlot(first.name.name);
    if (fn.kind === 'reset') {
      const isCounter = resolver.resolve(first.name.name)?.type === 'COUNTER';
      code.push(Op.RUNG, isCounter ? Op.RES_COUNTER : Op.RES_TIMER, block);
      return;
    }
    if (!input) throw new Error('compiler bug: unchecked call arguments');
    // Left to right: the input is read first, then the preset is written to .PRE, then the instruction
    // runs. A computed input is already in a temporary; only `.PRE` itself as input needs a copy.
    const op = CALL_OPS[fn.name] as Op;
    const pre = block + (fn.kind === 'timer' ? TIMER_PRE : COUNTER_PRE);
    let value = compute(input, 0, null);
    if (preset && value === pre) value = compute(input, 0, temp(0));
    if (preset) compute(preset, 1, pre);
    code.push(Op.SETRC, value, op, block);
    calls.push({ op, block, input });
  }

  statements(program.body);
  code.push(Op.END);
  const prescanStart = here();
  for (const call of calls) code.push(Op.SETRC, compute(call.input, 0, null), call.op, call.block);
  code.push(Op.END);
  return { code: Int32Array.from(code), prescanStart, lines: Int32Array.from(lineMarks) };
}

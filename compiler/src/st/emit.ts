import {
  COUNTER_ACC,
  COUNTER_CD,
  COUNTER_CU,
  COUNTER_DN,
  COUNTER_PRE,
  Op,
  TIMER_EN,
  TIMER_PRE,
} from '@plcsim/engine-wasm';
import type { TagLayout } from '../layout/tagLayout.ts';
import type {
  CallExpression,
  Expression,
  FbCallStatement,
  MemberRef,
  NameRef,
  Statement,
  StProgram,
} from './ast.ts';
import {
  blockMember,
  FB_PINS,
  fbPin,
  fbTagType,
  logicMember,
  type FbInstance,
  type MemberPlace,
} from './blocks.ts';
import { builtinCall } from './builtins.ts';
import { constantValue, type StContext, type ValueType } from './check.ts';
import { LineIndex } from './position.ts';
import type { TagResolver } from './resolve.ts';

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
/** The REAL operations of the operators that have one (SEMANTICS.md "REAL"). */
const REAL_THREE_ADDRESS: Record<string, Op> = {
  '*': Op.MULF3,
  '/': Op.DIVF3,
  '+': Op.ADDF3,
  '-': Op.SUBF3,
  '<': Op.LTF3,
  '>': Op.GTF3,
  '<=': Op.LEF3,
  '>=': Op.GEF3,
  '=': Op.EQF3,
  '<>': Op.NEF3,
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

/** A loop's pending jumps: EXIT to its end, CONTINUE to its next pass. */
interface LoopJumps {
  exits: number[];
  continues: number[];
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
  context: StContext = {},
): { code: Int32Array; prescanStart: number; lines: Int32Array } {
  const { instances } = context;
  const code: number[] = [];
  const loops: LoopJumps[] = [];
  /** The pre-scan section's code for each timer, counter and edge call, in source order. */
  const prescan: (() => void)[] = [];
  /** RETURN jumps to the program's END. */
  const returns: number[] = [];
  /** Hidden slots of function-block pins without a TIMER/COUNTER member, by `NAME.PIN`. */
  const hiddenSlots = new Map<string, number>();
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
  const hidden = (key: string, name: string): number => {
    let slot = hiddenSlots.get(key);
    if (slot === undefined) {
      slot = layout.scratch();
      hiddenSlots.set(key, slot);
      layout.symbols.push({ name, slot, type: 'BOOL' });
    }
    return slot;
  };
  /** The place of member `member` of the instance or tag `object`. */
  const placeOf = (object: string, member: string): { place: MemberPlace; base: number; name: string } => {
    const resolved = resolver.resolve(object);
    if (resolved?.kind === 'block') {
      const iec = instances?.typeOfTag(resolved.tag);
      const place = blockMember({ ...resolved.tag, data_type: resolved.type }, iec, member);
      if (place) return { place, base: blockSlot(object), name: resolved.tag.name };
    } else if (!resolved) {
      const logic = instances?.logic(object);
      const place = logic ? logicMember(logic, member) : undefined;
      if (logic && place) return { place, base: -1, name: logic.name };
    }
    throw new Error(`compiler bug: unchecked member ${object}.${member}`);
  };
  const memberSlot = (object: string, member: string): number => {
    const { place, base, name } = placeOf(object, member);
    if (place.kind === 'member') return base + place.offset;
    return hidden(place.key, `${name}.${place.key.slice(place.key.indexOf('.') + 1)}`);
  };
  // Every hidden pin of every instance gets its slot up front, so each can be read and watched by name.
  for (const instance of instances?.all() ?? []) {
    for (const pin of FB_PINS[instance.type]) {
      if (pin.member === null)
        hidden(`${instance.name}.${pin.name}`.toUpperCase(), `${instance.name}.${pin.name}`);
    }
  }
  const isBoolMember = (object: string, member: string): boolean =>
    placeOf(object, member).place.type === 'BOOL';
  const slotOf = (ref: NameRef | MemberRef): number =>
    ref.kind === 'name' ? blockSlot(ref.name.name) : memberSlot(ref.object.name, ref.member.name);
  const isBoolRef = (ref: NameRef | MemberRef): boolean =>
    ref.kind === 'member'
      ? isBoolMember(ref.object.name, ref.member.name)
      : resolver.resolve(ref.name.name)?.type === 'BOOL';

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
        if (e.operator === '-' && isReal(e)) {
          const operand = computeReal(e.operand, level, null);
          const d = result();
          code.push(Op.NEGF, operand, d);
          return d;
        }
        const operand = compute(e.operand, level, null);
        const op = e.operator === '-' ? Op.NEG : types.get(e.operand) === 'BOOL' ? Op.NOTB : Op.NOTI;
        const d = result();
        code.push(op, operand, d);
        return d;
      }
      case 'binary': {
        const realOp = REAL_THREE_ADDRESS[e.operator];
        if (realOp !== undefined && (isReal(e.left) || isReal(e.right))) {
          const left = computeReal(e.left, level, null);
          const right = computeReal(e.right, level + 1, null);
          const d = result();
          code.push(realOp, left, right, d);
          return d;
        }
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

  const isReal = (e: Expression) => types.get(e) === 'REAL';

  /**
   * Emits `e` as a REAL: `compute` when it is one, else its value widened (ITOF) into `into` or the
   * temporary of `level`; an integer constant becomes a REAL constant at compile time.
   */
  function computeReal(e: Expression, level: number, into: number | null): number {
    if (isReal(e)) return compute(e, level, into);
    const folded = constantValue(e);
    if (folded !== undefined) {
      const slot = layout.realConstant(folded);
      if (into === null || into === slot) return slot;
      code.push(Op.MOV_S, slot, into);
      return into;
    }
    const value = compute(e, level, null);
    const d = into ?? temp(level);
    code.push(Op.ITOF, value, d);
    return d;
  }

  /** The slot of a tag, member or constant (folding a negated literal); undefined otherwise. */
  function leafSlot(e: Expression): number | undefined {
    switch (e.kind) {
      case 'real':
        return layout.realConstant(e.value);
      case 'integer':
      case 'time':
        return constant(e.value);
      case 'bool':
        return constant(e.value ? 1 : 0);
      case 'name':
      case 'member':
        return slotOf(e);
      case 'unary': {
        if (e.operator === '-' && e.operand.kind === 'real') return layout.realConstant(-e.operand.value);
        const folded = e.operator === '-' && !isReal(e) ? constantValue(e) : undefined;
        return folded === undefined ? undefined : constant(folded);
      }
      default:
        return undefined;
    }
  }

  function functionCall(e: CallExpression, level: number, result: () => number): number {
    const name = builtinCall(e.callee.name)?.name;
    const args = e.args.map((arg, i) => ({ arg, i }));
    const real = isReal(e);
    /** Arguments that are values of the result's type (not SEL's selector, not a conversion's input). */
    const operand = (arg: Expression, at: number) =>
      real ? computeReal(arg, at, null) : compute(arg, at, null);
    if (name === 'MIN' || name === 'MAX') {
      let acc = operand(e.args[0] as Expression, level);
      args.slice(1).forEach(({ arg, i }) => {
        const next = operand(arg, level + 1);
        // Only the last step may write the target: a later argument may still read it.
        const d = i === args.length - 1 ? result() : temp(level);
        const op = real ? (name === 'MIN' ? Op.MINF3 : Op.MAXF3) : name === 'MIN' ? Op.MIN3 : Op.MAX3;
        code.push(op, acc, next, d);
        acc = d;
      });
      return acc;
    }
    const only = e.args[0] as Expression;
    if (name === 'SQRT' || name === 'DINT_TO_REAL') {
      const value = computeReal(only, level, null);
      const d = result();
      if (name === 'SQRT') code.push(Op.SQRTF, value, d);
      else if (value !== d) code.push(Op.MOV_S, value, d);
      return d;
    }
    if (name === 'TIME_TO_DINT' || name === 'DINT_TO_TIME') {
      // A TIME is a DINT of milliseconds: the value itself.
      const value = compute(only, level, null);
      const d = result();
      if (value !== d) code.push(Op.MOV_S, value, d);
      return d;
    }
    if (name === 'REAL_TO_DINT' || name === 'TRUNC') {
      const value = compute(only, level, null);
      const d = result();
      code.push(name === 'TRUNC' ? Op.TRUNCF : Op.FTOI, value, d);
      return d;
    }
    const slots = args.map(({ arg, i }) =>
      name === 'SEL' && i === 0 ? compute(arg, level + i, null) : operand(arg, level + i),
    );
    const d = result();
    if (name === 'ABS') code.push(real ? Op.ABSF : Op.ABS, ...slots, d);
    else if (name === 'LIMIT') code.push(real ? Op.LIMITF4 : Op.LIMIT4, ...slots, d);
    else if (name === 'SEL') code.push(Op.SEL4, ...slots, d);
    else code.push(name === 'SHL' ? Op.SHL3 : Op.SHR3, ...slots, d);
    return d;
  }

  /** Emits a test of `condition` that jumps to the returned hole when it is false. */
  function jumpUnless(condition: Expression): number {
    let c = condition;
    while (c.kind === 'paren') c = c.expression;
    const compareOp = c.kind === 'binary' ? JUMP_UNLESS[c.operator] : undefined;
    if (c.kind === 'binary' && compareOp !== undefined && !isReal(c.left) && !isReal(c.right)) {
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
    const jumps = { exits, continues: [] };
    loops.push(jumps);
    statements(body);
    loops.pop();
    mark(from);
    patch(jumps.continues);
    code.push(Op.FOR_NEXT, variable, step, top);
    patch(exits);
  };

  /** Stores `e` into `slot`, as 0/1 when `isBool` and `e` is not a BOOL. */
  const store = (e: Expression, level: number, slot: number, isBool: boolean) => {
    if (isBool && types.get(e) !== 'BOOL') code.push(Op.MOVB, compute(e, level, null), slot);
    else compute(e, level, slot);
  };
  const isRealRef = (ref: NameRef | MemberRef): boolean =>
    ref.kind === 'name' && resolver.resolve(ref.name.name)?.type === 'REAL';

  function statement(s: Statement): void {
    mark(s.from);
    switch (s.kind) {
      case 'assign':
        if (isRealRef(s.target)) computeReal(s.value, 0, slotOf(s.target));
        else store(s.value, 0, slotOf(s.target), isBoolRef(s.target));
        return;
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
        const jumps = { exits, continues: [] };
        loops.push(jumps);
        statements(s.body);
        loops.pop();
        mark(s.from);
        patch(jumps.continues, top);
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
        const jumps = { exits, continues: [] };
        loops.push(jumps);
        statements(s.body);
        loops.pop();
        mark(s.condition.from);
        patch(jumps.continues);
        patch([jumpUnless(s.condition)], top);
        patch(exits);
        return;
      }
      case 'exit':
        loops.at(-1)?.exits.push(jump());
        return;
      case 'continue':
        loops.at(-1)?.continues.push(jump());
        return;
      case 'return':
        returns.push(jump());
        return;
      case 'callStatement':
        callStatement(s.call);
        return;
      case 'fbCall':
        fbCall(s);
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
    blockCall(CALL_OPS[fn.name] as Op, block, block + (fn.kind === 'timer' ? TIMER_PRE : COUNTER_PRE), [
      { input: true, e: input },
      ...(preset ? [{ input: false, e: preset }] : []),
    ]);
  }

  /**
   * A timer or counter instruction on `block`: the input (null: the slot `keep`, the last input) is read
   * and the preset written to `pre` in the order given, then the instruction runs with the input as its
   * rung condition. Positional calls pass the input first: it is read first, then the preset is written.
   * A computed input is already in a temporary; only `.PRE` itself as input needs a copy.
   */
  function blockCall(
    op: Op,
    block: number,
    pre: number,
    args: readonly { input: boolean; e: Expression }[],
    keep = -1,
  ): void {
    let value = keep;
    let inputExpression: Expression | null = null;
    args.forEach(({ input, e }, i) => {
      if (input) {
        inputExpression = e;
        value = compute(e, 0, null);
        if (value === pre && args.slice(i + 1).some((a) => !a.input)) value = compute(e, 0, temp(0));
      } else compute(e, 1, pre);
    });
    code.push(Op.SETRC, value, op, block);
    const prescanInput: Expression | null = inputExpression;
    prescan.push(() =>
      code.push(Op.SETRC, prescanInput === null ? keep : compute(prescanInput, 0, null), op, block),
    );
  }

  /** `Instance(IN := …, Q => …);`: the instance's inputs, its logic, then its outputs. */
  function fbCall(s: FbCallStatement): void {
    const instance = instances?.find(s.instance.name, resolver);
    if (!instance) throw new Error('compiler bug: unchecked instance');
    const inputs = s.inputs.map((a) => ({ pin: fbPin(instance.type, a.name.name)?.name ?? '', e: a.value }));
    const given = (pin: string) => inputs.find((a) => a.pin === pin)?.e ?? null;
    const tagType = fbTagType(instance.type);
    const name = instance.name;
    if (tagType === 'TIMER') {
      const block = blockSlot(name);
      blockCall(
        CALL_OPS[instance.type] as Op,
        block,
        block + TIMER_PRE,
        inputs
          .filter((a) => a.pin === 'IN' || a.pin === 'PT')
          .map((a) => ({ input: a.pin === 'IN', e: a.e })),
        block + TIMER_EN,
      );
    } else if (tagType === 'COUNTER') {
      iecCounter(instance, blockSlot(name), inputs);
    } else {
      logicBlock(instance, given);
    }
    for (const output of s.outputs) {
      const source = memberSlot(name, output.name.name);
      const targetSlot = slotOf(output.target);
      const fromBool = isBoolMember(name, output.name.name);
      code.push(isBoolRef(output.target) && !fromBool ? Op.MOVB : Op.MOV_S, source, targetSlot);
    }
  }

  /** R_TRIG and F_TRIG on the ladder one-shots (OSR/OSF, storage = CLK); SR and RS as bit logic. */
  function logicBlock(instance: FbInstance, given: (pin: string) => Expression | null): void {
    const pin = (p: string) => memberSlot(instance.name, p);
    if (instance.type === 'R_TRIG' || instance.type === 'F_TRIG') {
      const op = instance.type === 'R_TRIG' ? Op.OSR : Op.OSF;
      const clk = given('CLK');
      const storage = pin('CLK');
      const q = pin('Q');
      code.push(Op.SETRC, clk === null ? storage : compute(clk, 0, null), op, storage, q);
      // IEC: R_TRIG's memory starts FALSE, so a CLK already TRUE on the first call is an edge (SEMANTICS.md).
      if (instance.type === 'R_TRIG') prescan.push(() => code.push(Op.SETRC, constant(0), op, storage, q));
      else
        prescan.push(() =>
          code.push(Op.SETRC, clk === null ? storage : compute(clk, 0, null), op, storage, q),
        );
      return;
    }
    const [set, reset] = instance.type === 'SR' ? ['S1', 'R'] : ['S', 'R1'];
    for (const p of [set, reset]) {
      const e = given(p);
      if (e) store(e, 0, pin(p), true);
    }
    const q1 = pin('Q1');
    const [a, b] = [temp(0), temp(1)];
    code.push(Op.NOTB, pin(reset), a);
    if (instance.type === 'SR') {
      // Q1 := S1 OR (NOT R AND Q1)
      code.push(Op.AND3, a, q1, a, Op.OR3, pin(set), a, q1);
    } else {
      // Q1 := NOT R1 AND (S OR Q1)
      code.push(Op.OR3, pin(set), q1, b, Op.AND3, a, b, q1);
    }
  }

  /**
   * CTU, CTD and CTUD declared with IEC types (docs/decisions.md "IEC counters"): R (reset) and LD (load)
   * first, else count on the input's rising edge, up only while CV < PV and down only while CV > 0; CU/CD
   * hold the last input; Q/QU := CV >= PV, QD (CTD's Q) := CV <= 0.
   */
  function iecCounter(
    instance: FbInstance,
    block: number,
    inputs: readonly { pin: string; e: Expression }[],
  ): void {
    const pre = block + COUNTER_PRE;
    const acc = block + COUNTER_ACC;
    const cuMem = block + COUNTER_CU;
    const cdMem = block + COUNTER_CD;
    const zero = constant(0);
    const one = constant(1);
    const up = instance.type !== 'CTD';
    const down = instance.type !== 'CTU';
    let cu = cuMem;
    let cd = cdMem;
    // Inputs in the order written: CU and CD into temporaries (0/1), the rest into their slots.
    for (const { pin, e } of inputs) {
      if (pin === 'CU' && up) {
        cu = temp(0);
        code.push(Op.MOVB, compute(e, 2, null), cu);
      } else if (pin === 'CD' && down) {
        cd = temp(1);
        code.push(Op.MOVB, compute(e, 2, null), cd);
      } else if (pin === 'PV') compute(e, 2, pre);
      else store(e, 2, memberSlot(instance.name, pin), true);
    }
    const ends: number[] = [];
    const reset = instance.type === 'CTD' ? null : memberSlot(instance.name, 'R');
    const load = instance.type === 'CTU' ? null : memberSlot(instance.name, 'LD');
    for (const [flag, value] of [
      [reset, zero],
      [load, pre],
    ] as const) {
      if (flag === null) continue;
      code.push(Op.JZ, flag);
      const next = hole();
      code.push(Op.MOV_S, value, acc);
      ends.push(jump());
      patch([next]);
    }
    const [rise, fall, both] = [temp(2), temp(3), temp(4)];
    if (up) code.push(Op.NOTB, cuMem, rise, Op.AND3, cu, rise, rise);
    if (down) code.push(Op.NOTB, cdMem, fall, Op.AND3, cd, fall, fall);
    if (up && down) {
      // Both edges in one call: no count.
      code.push(Op.AND3, rise, fall, both, Op.JF_EQ, both, zero);
      ends.push(hole());
    }
    if (up) {
      code.push(Op.JZ, rise);
      const next = hole();
      code.push(Op.JF_LT, acc, pre);
      ends.push(hole());
      code.push(Op.ADD3, acc, one, acc);
      ends.push(jump());
      patch([next]);
    }
    if (down) {
      code.push(Op.JZ, fall);
      ends.push(hole());
      code.push(Op.JF_GT, acc, zero);
      ends.push(hole());
      code.push(Op.SUB3, acc, one, acc);
    }
    patch(ends);
    if (up) {
      if (cu !== cuMem) code.push(Op.MOV_S, cu, cuMem);
      code.push(Op.GE3, acc, pre, block + COUNTER_DN);
    }
    if (down) {
      if (cd !== cdMem) code.push(Op.MOV_S, cd, cdMem);
      code.push(Op.LE3, acc, zero, memberSlot(instance.name, instance.type === 'CTD' ? 'Q' : 'QD'));
    }
    // Pre-scan: CU/CD take the input, so a signal already on at start-up is not an edge.
    const cuInput = up ? inputs.find((a) => a.pin === 'CU')?.e : undefined;
    const cdInput = down ? inputs.find((a) => a.pin === 'CD')?.e : undefined;
    prescan.push(() => {
      if (cuInput) code.push(Op.MOVB, compute(cuInput, 0, null), cuMem);
      if (cdInput) code.push(Op.MOVB, compute(cdInput, 0, null), cdMem);
    });
  }

  statements(program.body);
  patch(returns);
  code.push(Op.END);
  const prescanStart = here();
  for (const visit of prescan) visit();
  code.push(Op.END);
  return { code: Int32Array.from(code), prescanStart, lines: Int32Array.from(lineMarks) };
}

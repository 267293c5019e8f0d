import { Op } from '@plcsim/engine-wasm';
import type { Statement } from '../ast.ts';
import { constantValue } from '../check.ts';
import type { CallEmitter } from './calls.ts';
import type { EmitContext } from './context.ts';
import type { TargetStore } from './elements.ts';
import type { ExpressionEmitter } from './expressions.ts';

/** Statements over `ctx`: assignments, IF, CASE, the loops and their jumps, and the calls. */
export function statementEmitter(
  ctx: EmitContext,
  expr: ExpressionEmitter,
  calls: CallEmitter,
  targets: TargetStore,
): { statements: (list: readonly Statement[]) => void } {
  const { code, layout, temp, constant, hole, patch, here, mark, lines, loops, returns, jump, loopTest } =
    ctx;
  const { slotOf } = ctx;
  const { compute, jumpUnless } = expr;
  const { callStatement, fbCall } = calls;

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

  function statement(s: Statement): void {
    mark(s.from);
    switch (s.kind) {
      case 'assign':
        targets.assign(s.target, s.value);
        return;
      case 'if': {
        const ends: number[] = [];
        s.branches.forEach((branch, i) => {
          // An ELSIF's condition (after the previous branch's code) belongs to its own line.
          if (i > 0) mark(branch.condition.from);
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
      case 'inline':
        ctx.inline(s, 0);
        return;
      case 'empty':
        return;
    }
  }

  return { statements };
}

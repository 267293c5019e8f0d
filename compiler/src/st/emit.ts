import { Op } from '@plcsim/engine-wasm';
import type { TagLayout } from '../layout/tagLayout.ts';
import type { Expression, StProgram } from './ast.ts';
import type { StContext, ValueType } from './check.ts';
import { callEmitter } from './emit/calls.ts';
import { createEmitContext } from './emit/context.ts';
import { targetStore } from './emit/elements.ts';
import { expressionEmitter } from './emit/expressions.ts';
import { inlineEmitter } from './emit/inline.ts';
import { statementEmitter } from './emit/statements.ts';
import type { TagResolver } from './resolve.ts';

/**
 * Lowers a checked Structured Text program to the engine's bytecode. Expressions become three-address
 * operations on slots: tags and constants are read in place, intermediate results go to temporary
 * slots (one per expression depth, shared by all statements), and the last operation writes straight
 * into the assigned tag. Conditions use compare-and-branch; loops count their passes against the 10 000
 * cap; timer and counter calls run on the ladder instructions' runtime. After the program's END comes
 * the pre-scan section (one visit of every timer and counter call); `prescanStart` is its first word.
 * `lines` maps code words back to source lines (Program.lines).
 *
 * The parts live in emit/: the shared context (context.ts), expressions (expressions.ts), statements
 * (statements.ts), calls (calls.ts) and IEC counters (iecCounter.ts).
 */
export function emitSt(
  program: StProgram,
  types: ReadonlyMap<Expression, ValueType>,
  resolver: TagResolver,
  layout: TagLayout,
  source: string,
  context: StContext = {},
): { code: Int32Array; prescanStart: number; lines: Int32Array } {
  const ctx = createEmitContext(types, resolver, layout, source, context);
  const expr = expressionEmitter(ctx);
  const targets = targetStore(ctx, expr);
  const { statements } = statementEmitter(ctx, expr, callEmitter(ctx, expr, targets), targets);
  const { code, patch, returns, here, prescan, lineMarks } = ctx;
  ctx.inline = inlineEmitter(ctx, expr, statements);

  // A subroutine (context.into) ends with RTN, its RETURN returning from it.
  const end = context.into?.end ?? Op.END;
  statements(program.body);
  patch(returns);
  code.push(end);
  const prescanStart = here();
  for (const visit of prescan) visit();
  code.push(end);
  return { code: Int32Array.from(code), prescanStart, lines: Int32Array.from(lineMarks) };
}

/**
 * `JSR(RoutineName);` in Structured Text (issue 25): a statement calling a subroutine of the program.
 * The argument is the routine's name, not a tag.
 */
import type { CallExpression } from './ast.ts';
import { jsrToMain, unknownRoutine } from '../routines/messages.ts';
import { MAIN_ROUTINE_NAME } from '../model/project.ts';

/** The routine a `JSR(Name)` call statement names, or undefined when the call is no JSR. */
export function jsrRoutine(call: CallExpression): string | undefined {
  if (call.callee.name.toUpperCase() !== 'JSR') return undefined;
  const [first] = call.args;
  return call.args.length === 1 && !call.named && first?.kind === 'name' ? first.name.name : '';
}

/** undefined: not a JSR; null: a valid one; else what is wrong with it. */
export function jsrProblem(
  call: CallExpression,
  routines: ReadonlySet<string> | undefined,
): string | null | undefined {
  const name = jsrRoutine(call);
  if (name === undefined) return undefined;
  if (name === '') return "JSR takes one argument, the routine's name: JSR(RoutineName);";
  if (name.toUpperCase() === MAIN_ROUTINE_NAME.toUpperCase()) return jsrToMain();
  return routines?.has(name.toUpperCase()) ? null : unknownRoutine(name);
}

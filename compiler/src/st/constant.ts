import type { Expression } from './ast.ts';

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

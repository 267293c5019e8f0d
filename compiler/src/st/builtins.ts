/** The calls Structured Text knows: timer and counter instructions, and value functions. */
export interface BuiltinCall {
  name: string;
  kind: 'timer' | 'counter' | 'reset' | 'function';
  minArgs: number;
  maxArgs: number;
  /** How the argument count reads in messages: '2 or 3', '1', '2 or more'. */
  arity: string;
}

const call = (name: string, kind: BuiltinCall['kind'], minArgs: number, maxArgs: number, arity: string) =>
  [name, { name, kind, minArgs, maxArgs, arity }] as const;

const CALLS = new Map<string, BuiltinCall>([
  call('TON', 'timer', 2, 3, '2 or 3'),
  call('TOF', 'timer', 2, 3, '2 or 3'),
  call('RTO', 'timer', 2, 3, '2 or 3'),
  call('TP', 'timer', 2, 3, '2 or 3'),
  call('CTU', 'counter', 2, 3, '2 or 3'),
  call('CTD', 'counter', 2, 3, '2 or 3'),
  call('RES', 'reset', 1, 1, '1'),
  call('ABS', 'function', 1, 1, '1'),
  call('MIN', 'function', 2, Infinity, '2 or more'),
  call('MAX', 'function', 2, Infinity, '2 or more'),
  call('LIMIT', 'function', 3, 3, '3'),
  call('SEL', 'function', 3, 3, '3'),
  call('SHL', 'function', 2, 2, '2'),
  call('SHR', 'function', 2, 2, '2'),
  call('SQRT', 'function', 1, 1, '1'),
  call('REAL_TO_DINT', 'function', 1, 1, '1'),
  call('DINT_TO_REAL', 'function', 1, 1, '1'),
  call('TRUNC', 'function', 1, 1, '1'),
  call('TIME_TO_DINT', 'function', 1, 1, '1'),
  call('DINT_TO_TIME', 'function', 1, 1, '1'),
]);

export const TIMER_CALLS: ReadonlySet<string> = new Set(['TON', 'TOF', 'RTO', 'TP']);
export const COUNTER_CALLS: ReadonlySet<string> = new Set(['CTU', 'CTD']);
export const FUNCTIONS: readonly string[] = [...CALLS.values()]
  .filter((c) => c.kind === 'function')
  .map((c) => c.name);

/** The built-in call named `name` (case-insensitive), if any. */
export function builtinCall(name: string): BuiltinCall | undefined {
  return CALLS.get(name.toUpperCase());
}

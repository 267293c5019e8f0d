/**
 * Re-parse Structured Text after a pause in typing (spec 000 §4 "Structured Text", §9: 150 ms). Framework
 * free; the timer functions are injectable so tests can drive it.
 */

/** The pause after the last edit before the source is compiled again, in milliseconds. */
export const ST_REPARSE_DELAY_MS = 150;

/** The timer functions the debouncer uses; the globals by default. */
export interface DebounceTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The global timers, looked up at each call (so `vi.useFakeTimers()` installed later still applies). */
const globalTimers: DebounceTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/** A debounced compile: schedule on each edit, the last source wins. */
export interface DebouncedCompiler {
  /** Compile `source` once no further `schedule` has come for the delay; replaces any pending source. */
  schedule(source: string): void;
  /** Drops the pending compile, if any. */
  cancel(): void;
  /** Compiles the pending source now, if any (e.g. before switching to RUN). */
  flush(): void;
  /** Whether a compile is waiting. */
  readonly pending: boolean;
}

/**
 * A debouncer that calls `compile(source)` `delay` ms after the last `schedule(source)` and passes the
 * result, with the source it came from, to `onResult`. Errors thrown by `compile` or `onResult`
 * propagate from the timer callback or from `flush`; the debouncer stays usable.
 */
export function createDebouncedCompiler<R>(
  compile: (source: string) => R,
  onResult: (result: R, source: string) => void,
  delay: number = ST_REPARSE_DELAY_MS,
  timers: DebounceTimers = globalTimers,
): DebouncedCompiler {
  let handle: unknown = null;
  let pendingSource: string | null = null;

  const run = (): void => {
    const source = pendingSource;
    handle = null;
    pendingSource = null;
    if (source === null) return;
    onResult(compile(source), source);
  };

  const cancel = (): void => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
    pendingSource = null;
  };

  return {
    schedule(source: string): void {
      if (handle !== null) timers.clearTimeout(handle);
      pendingSource = source;
      handle = timers.setTimeout(run, delay);
    },
    cancel,
    flush(): void {
      if (pendingSource === null) return;
      if (handle !== null) timers.clearTimeout(handle);
      run();
    },
    get pending(): boolean {
      return pendingSource !== null;
    },
  };
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ST_REPARSE_DELAY_MS, createDebouncedCompiler, type DebounceTimers } from './debounce.ts';

describe('createDebouncedCompiler', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const setup = (delay?: number) => {
    const compile = vi.fn((source: string) => source.length);
    const onResult = vi.fn<(result: number, source: string) => void>();
    const debounced = createDebouncedCompiler(compile, onResult, delay);
    return { compile, onResult, debounced };
  };

  it('waits 150 ms after the last edit and compiles the last source once', () => {
    expect(ST_REPARSE_DELAY_MS).toBe(150);
    const { compile, onResult, debounced } = setup();
    debounced.schedule('a');
    vi.advanceTimersByTime(100);
    debounced.schedule('ab');
    vi.advanceTimersByTime(149);
    expect(compile).not.toHaveBeenCalled();
    expect(debounced.pending).toBe(true);
    vi.advanceTimersByTime(1);
    expect(compile).toHaveBeenCalledTimes(1);
    expect(compile).toHaveBeenCalledWith('ab');
    expect(onResult).toHaveBeenCalledWith(2, 'ab');
    expect(debounced.pending).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(compile).toHaveBeenCalledTimes(1);
  });

  it('cancel drops the pending compile', () => {
    const { compile, debounced } = setup();
    debounced.schedule('x');
    debounced.cancel();
    expect(debounced.pending).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(compile).not.toHaveBeenCalled();
    debounced.cancel(); // harmless when idle
  });

  it('flush compiles the pending source at once, and does nothing when idle', () => {
    const { compile, onResult, debounced } = setup();
    debounced.flush();
    expect(compile).not.toHaveBeenCalled();
    debounced.schedule('abc');
    debounced.flush();
    expect(onResult).toHaveBeenCalledWith(3, 'abc');
    vi.advanceTimersByTime(1000);
    expect(compile).toHaveBeenCalledTimes(1);
  });

  it('honours a custom delay and stays usable after compile throws', () => {
    const compile = vi.fn((source: string) => {
      if (source === 'bad') throw new Error('boom');
      return source;
    });
    const onResult = vi.fn();
    const debounced = createDebouncedCompiler(compile, onResult, 50);
    debounced.schedule('bad');
    expect(() => vi.advanceTimersByTime(50)).toThrow('boom');
    expect(debounced.pending).toBe(false);
    debounced.schedule('good');
    vi.advanceTimersByTime(49);
    expect(onResult).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onResult).toHaveBeenCalledWith('good', 'good');
  });

  it('uses injected timers', () => {
    const callbacks = new Map<number, () => void>();
    let next = 0;
    const timers: DebounceTimers = {
      setTimeout: vi.fn((callback: () => void, ms: number) => {
        expect(ms).toBe(150);
        callbacks.set(++next, callback);
        return next;
      }),
      clearTimeout: vi.fn((handle: unknown) => {
        callbacks.delete(handle as number);
      }),
    };
    const onResult = vi.fn();
    const debounced = createDebouncedCompiler((s: string) => s.toUpperCase(), onResult, undefined, timers);
    debounced.schedule('a');
    debounced.schedule('b');
    expect(timers.clearTimeout).toHaveBeenCalledWith(1);
    expect([...callbacks.keys()]).toEqual([2]);
    callbacks.get(2)?.();
    expect(onResult).toHaveBeenCalledWith('B', 'b');
  });
});

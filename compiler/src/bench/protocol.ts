/**
 * The benchmark protocol of ../shared/bench/README.md: scan time 100 ms; the one input starts TRUE and
 * is inverted before scans 0, 10, 20, …; 2 000 warm-up scans, then 5 timed runs of 20 000 scans with
 * state carried over; the median µs per scan, and a checksum of the final tag values.
 */
export const SCAN_MS = 100;
export const TOGGLE_EVERY = 10;

export interface Protocol {
  warmup: number;
  runs: number;
  scansPerRun: number;
}

export const FULL: Protocol = { warmup: 2000, runs: 5, scansPerRun: 20000 };
/** A short run for smoke tests (`plcsim bench --quick`). */
export const QUICK: Protocol = { warmup: 100, runs: 3, scansPerRun: 1000 };

/** One hour of plant time in 100 ms scans. */
export const HOUR_SCANS = 36000;

/** Something that can run scans with the protocol's input toggling. */
export interface Scanner {
  setInput(value: number): void;
  /** Runs `n` scans of SCAN_MS during which the input does not change. */
  scans(n: number): void;
  /** Final values by upper-cased name, for the checksum. */
  values(): Record<string, number>;
}

/** Drives a scanner through the protocol; returns µs per scan of each timed run. */
export function runProtocol(scanner: Scanner, protocol: Protocol, now: () => number): number[] {
  let input = 1;
  let scan = 0;
  const advance = (count: number) => {
    let left = count;
    while (left > 0) {
      if (scan % TOGGLE_EVERY === 0) {
        input ^= 1;
        scanner.setInput(input);
      }
      const chunk = Math.min(TOGGLE_EVERY - (scan % TOGGLE_EVERY), left);
      scanner.scans(chunk);
      scan += chunk;
      left -= chunk;
    }
  };
  scanner.setInput(input);
  advance(protocol.warmup);
  const timings: number[] = [];
  for (let run = 0; run < protocol.runs; run++) {
    const started = now();
    advance(protocol.scansPerRun);
    timings.push(((now() - started) * 1000) / protocol.scansPerRun);
  }
  return timings;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** FNV-1a over `NAME=value;` in name order: equal for two implementations that did the same work. */
export function checksum(values: Record<string, number>): string {
  let h = 0x811c9dc5;
  for (const name of Object.keys(values).sort()) {
    for (const ch of `${name}=${values[name]};`) {
      h ^= ch.charCodeAt(0);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
  }
  return h.toString(16).padStart(8, '0');
}

import type { TrendSamples } from './types.ts';

/** Ten minutes of 100 ms scans. */
export const TREND_CAPACITY = 6000;

/**
 * Ring buffers of chosen values, one sample per scan: plant time and one value per series. The
 * oldest samples are overwritten once `capacity` is reached.
 */
export class TrendRecorder {
  readonly #capacity: number;
  #time: Float64Array;
  #series: Float64Array[] = [];
  #next = 0;
  #length = 0;

  constructor(capacity = TREND_CAPACITY) {
    this.#capacity = capacity;
    this.#time = new Float64Array(capacity);
  }

  /** Starts over with `count` series. */
  reset(count: number): void {
    this.#series = Array.from({ length: count }, () => new Float64Array(this.#capacity));
    this.#next = 0;
    this.#length = 0;
  }

  record(time: number, values: ArrayLike<number>): void {
    this.#time[this.#next] = time;
    this.#series.forEach((series, i) => (series[this.#next] = values[i] ?? 0));
    this.#next = (this.#next + 1) % this.#capacity;
    this.#length = Math.min(this.#capacity, this.#length + 1);
  }

  /** The samples, oldest first (copies). */
  samples(): TrendSamples {
    const start = this.#length < this.#capacity ? 0 : this.#next;
    const ordered = (ring: Float64Array) => {
      const out = new Float64Array(this.#length);
      for (let i = 0; i < this.#length; i++) out[i] = ring[(start + i) % this.#capacity] ?? 0;
      return out;
    };
    return { time: ordered(this.#time), values: this.#series.map(ordered), length: this.#length };
  }
}

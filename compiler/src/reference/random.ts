/** Seeded randomness for the generated test programs: reproducible from a seed. */

export type Random = () => number;

/** mulberry32: a small, fast, seeded 32-bit PRNG. */
export function mulberry32(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Helpers over a {@link Random}. */
export class Dice {
  constructor(readonly next: Random) {}
  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
  /** One key by weight (zero weights never chosen). */
  weighted<K extends string>(weights: Readonly<Partial<Record<K, number>>>): K {
    const entries = (Object.entries(weights) as [K, number][]).filter(([, w]) => w > 0);
    let r = this.next() * entries.reduce((sum, [, w]) => sum + w, 0);
    for (const [key, w] of entries) {
      r -= w;
      if (r < 0) return key;
    }
    const last = entries[entries.length - 1];
    if (last === undefined) throw new Error('weighted pick from nothing');
    return last[0];
  }
  /** A random 32-bit integer. */
  int32(): number {
    return (this.next() * 4294967296) | 0;
  }
}

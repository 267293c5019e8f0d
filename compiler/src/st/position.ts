/**
 * Line starts of a source, for 1-based line and column lookups in O(log lines). Build one per compile;
 * a '\n' ends a line ('\r' counts as text).
 */
export class LineIndex {
  readonly #starts: number[] = [0];
  readonly #length: number;

  constructor(source: string) {
    this.#length = source.length;
    for (let i = source.indexOf('\n'); i !== -1; i = source.indexOf('\n', i + 1)) this.#starts.push(i + 1);
  }

  /** 1-based line and column of a character offset (clamped to the source). */
  at(offset: number): { line: number; col: number } {
    const at = Math.max(0, Math.min(offset, this.#length));
    let low = 0;
    let high = this.#starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((this.#starts[mid] ?? 0) <= at) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, col: at - (this.#starts[low] ?? 0) + 1 };
  }
}

/** 1-based line and column of one offset (for a single lookup; use LineIndex for many). */
export function lineColumn(source: string, offset: number): { line: number; col: number } {
  return new LineIndex(source).at(offset);
}

/** Test support for the controller's tests. */
import type { Clock } from './simulatorController.ts';

/** A clock the test moves by hand; due callbacks run in order, late by `lateness` ms. */
export class FakeClock implements Clock {
  time = 0;
  lateness = 0;
  #timers: { at: number; run: () => void; id: number }[] = [];
  #id = 0;
  now = () => this.time;
  setTimeout = (run: () => void, ms: number) => {
    const id = ++this.#id;
    this.#timers.push({ at: this.time + ms + this.lateness, run, id });
    return id;
  };
  clearTimeout = (handle: unknown) => {
    this.#timers = this.#timers.filter((t) => t.id !== handle);
  };
  /** Moves time on by `ms`, running each timer when its time comes. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      this.#timers.sort((a, b) => a.at - b.at);
      const next = this.#timers[0];
      if (!next || next.at > end) break;
      this.#timers.shift();
      this.time = Math.max(this.time, next.at);
      next.run();
    }
    this.time = end;
  }
}

/** Plant time of one scan (spec 000 §9). */
export const SCAN_MS = 100;
/** Scans one timer tick may run to catch up (e.g. after a background tab); later time is dropped. */
export const MAX_CATCH_UP_SCANS = 10;
export const MIN_SPEED = 0.25;
export const MAX_SPEED = 10;

/**
 * When live scans are due, from one clock: plant time = (wall time since the anchor) × speed, and scan
 * k is due at plant time k × 100 ms. Each scan gets the plant time since the previous one as its
 * elapsed time, so timers never drift however late the timer callbacks fire; a tick that finds more
 * than MAX_CATCH_UP_SCANS due runs that many and drops the rest of the time (the PLC was suspended).
 * Pure: the caller passes the wall clock.
 */
export class ScanSchedule {
  #anchorWall = 0;
  #anchorPlant = 0;
  #speed = 1;
  #scans = 0;
  #lastPlant = 0;
  #dropped = 0;

  /** Starts counting from zero plant time at `wallNow`. */
  start(wallNow: number, speed = this.#speed): void {
    this.#anchorWall = wallNow;
    this.#anchorPlant = 0;
    this.#speed = clampSpeed(speed);
    this.#scans = 0;
    this.#lastPlant = 0;
    this.#dropped = 0;
  }

  get speed(): number {
    return this.#speed;
  }

  /** Plant time at `wallNow`, less any dropped time. */
  plantAt(wallNow: number): number {
    return this.#anchorPlant + (wallNow - this.#anchorWall) * this.#speed - this.#dropped;
  }

  /** Changes the rate from `wallNow` on, keeping the plant time reached. */
  setSpeed(wallNow: number, speed: number): void {
    this.rebase(wallNow, this.plantAt(wallNow));
    this.#speed = clampSpeed(speed);
  }

  /** Resumes the clock at `plant` from `wallNow` (after a pause). */
  rebase(wallNow: number, plant: number): void {
    this.#anchorWall = wallNow;
    this.#anchorPlant = plant + this.#dropped;
  }

  /**
   * The elapsed milliseconds of each scan due at `wallNow` (at most MAX_CATCH_UP_SCANS), and marks
   * them done. They add up to the plant time since the last scan (except for dropped time).
   */
  due(wallNow: number): number[] {
    let plant = this.plantAt(wallNow);
    let count = Math.floor(plant / SCAN_MS) - this.#scans;
    if (count <= 0) return [];
    if (count > MAX_CATCH_UP_SCANS) {
      const drop = (count - MAX_CATCH_UP_SCANS) * SCAN_MS;
      this.#dropped += drop;
      plant -= drop;
      count = MAX_CATCH_UP_SCANS;
    }
    const elapsed = plant - this.#lastPlant;
    const dts = Array.from({ length: count }, () => SCAN_MS);
    dts[0] = elapsed - SCAN_MS * (count - 1);
    this.#scans += count;
    this.#lastPlant = plant;
    return dts;
  }

  /** Counts scans run outside the schedule (step, fast-forward) so the clock does not run them again. */
  advance(scans: number): void {
    this.#anchorPlant += scans * SCAN_MS;
    this.#lastPlant += scans * SCAN_MS;
    this.#scans += scans;
  }

  /** Wall time at which the next scan is due. */
  nextDueWall(): number {
    const plant = (this.#scans + 1) * SCAN_MS + this.#dropped;
    return this.#anchorWall + (plant - this.#anchorPlant) / this.#speed;
  }
}

export function clampSpeed(speed: number): number {
  return Number.isFinite(speed) ? Math.min(MAX_SPEED, Math.max(MIN_SPEED, speed)) : 1;
}

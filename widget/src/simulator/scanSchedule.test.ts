import { describe, expect, it } from 'vitest';
import { MAX_CATCH_UP_SCANS, ScanSchedule } from './scanSchedule.ts';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('ScanSchedule', () => {
  it('runs one scan per 100 ms of wall time at 1×, each with the real elapsed time', () => {
    const schedule = new ScanSchedule();
    schedule.start(1000);
    expect(schedule.due(1099)).toEqual([]);
    expect(schedule.due(1104)).toEqual([104]);
    expect(schedule.nextDueWall()).toBe(1200);
    expect(schedule.due(1203)).toEqual([99]);
  });

  it('does not drift over an hour of late timer callbacks', () => {
    const schedule = new ScanSchedule();
    schedule.start(0);
    let scans = 0;
    let plant = 0;
    // Callbacks 7 ms late every time.
    for (let wall = 107; wall <= 3_600_007; wall = schedule.nextDueWall() + 7) {
      const dts = schedule.due(wall);
      scans += dts.length;
      plant += sum(dts);
    }
    expect(scans).toBe(36_000);
    expect(Math.abs(plant - 3_600_000)).toBeLessThan(100);
  });

  it('catches up a background tab with at most ten scans and drops the rest', () => {
    const schedule = new ScanSchedule();
    schedule.start(0);
    schedule.due(100);
    const dts = schedule.due(60_100);
    expect(dts).toHaveLength(MAX_CATCH_UP_SCANS);
    expect(dts.every((dt) => dt === 100)).toBe(true);
    // The clock goes on from there: one more scan 100 ms later.
    expect(schedule.due(60_200)).toEqual([100]);
  });

  it('runs faster or slower with the speed, every scan still about 100 ms of plant time', () => {
    const schedule = new ScanSchedule();
    schedule.start(0, 2);
    expect(schedule.due(50)).toEqual([100]);
    schedule.setSpeed(50, 0.25);
    expect(schedule.due(449)).toEqual([]);
    expect(schedule.due(450)).toEqual([100]);
    schedule.setSpeed(450, 100);
    expect(schedule.speed).toBe(10);
  });

  it('counts scans run by step or fast-forward, and resumes after a pause where it stopped', () => {
    const schedule = new ScanSchedule();
    schedule.start(0);
    schedule.due(100);
    const paused = schedule.plantAt(150);
    schedule.advance(3);
    schedule.rebase(10_000, paused + 300);
    expect(schedule.due(10_049)).toEqual([]);
    expect(schedule.due(10_050)).toEqual([100]);
  });
});

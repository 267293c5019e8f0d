import { loadEngine } from '@plcsim/engine-wasm/node';
import type { Engine } from '@plcsim/engine-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sceneRig } from './sceneRig.ts';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

describe('conveyor', () => {
  it('the gate adds a box at 50 (PROX1 on) and no second one while the newest is below 100', () => {
    const rig = sceneRig(engine, 'CONVEYOR');
    rig.set({ GATE: 1 });
    rig.scan();
    expect(rig.items().map((b) => b.pos)).toEqual([50]);
    expect(rig.get('PROX1')).toBe(1);
    rig.scan(20);
    expect(rig.items()).toHaveLength(1);
  });

  it('the motor moves boxes 2 per scan; PROX1 covers 50–70, PROX2 290–310; past 310 a box drops off', () => {
    const rig = sceneRig(engine, 'CONVEYOR');
    rig.set({ GATE: 1, MOTOR: 1 });
    rig.scan();
    rig.set({ GATE: 0 });
    rig.scan(10);
    expect(rig.items()[0]?.pos).toBe(70);
    expect(rig.get('PROX1')).toBe(1);
    rig.scan();
    expect(rig.items()[0]?.pos).toBe(72);
    expect(rig.get('PROX1')).toBe(0);
    rig.scan(108);
    expect(rig.items()[0]?.pos).toBe(288);
    expect(rig.get('PROX2')).toBe(0);
    rig.scan();
    expect(rig.get('PROX2')).toBe(1);
    rig.scan(10);
    expect(rig.items()[0]?.pos).toBe(310);
    expect(rig.get('PROX2')).toBe(1);
    rig.scan();
    expect(rig.items()).toEqual([]);
    expect(rig.get('PROX2')).toBe(0);
  });

  it('with the gate held on, a new box comes each time the newest reaches 100', () => {
    const rig = sceneRig(engine, 'CONVEYOR');
    rig.set({ GATE: 1, MOTOR: 1 });
    rig.scan(25);
    expect(rig.items().map((b) => b.pos)).toEqual([98]);
    rig.scan();
    expect(rig.items().map((b) => b.pos)).toEqual([100, 50]);
    rig.scan(200);
    const positions = rig.items().map((b) => b.pos);
    expect(positions.length).toBeLessThanOrEqual(6);
    expect(positions.slice(1).map((pos, i) => (positions[i] ?? 0) - pos)).toEqual(
      positions.slice(1).map(() => 50),
    );
  });

  it('nothing moves without the motor', () => {
    const rig = sceneRig(engine, 'CONVEYOR');
    rig.set({ GATE: 1 });
    rig.scan(50);
    expect(rig.items().map((b) => b.pos)).toEqual([50]);
  });
});

describe('bottle fill', () => {
  it('the gate adds a bottle at 75; the motor moves it 1 per scan', () => {
    const rig = sceneRig(engine, 'BOTTLE_FILL');
    rig.set({ GATE: 1 });
    rig.scan();
    rig.set({ GATE: 0, MOTOR: 1 });
    rig.scan(10);
    expect(rig.items()).toEqual([{ pos: 85, value: 0, flags: 0 }]);
  });

  it('a second bottle comes once the newest is at 105', () => {
    const rig = sceneRig(engine, 'BOTTLE_FILL');
    rig.set({ GATE: 1, MOTOR: 1 });
    rig.scan(30);
    expect(rig.items().map((b) => b.pos)).toEqual([104]);
    rig.scan();
    expect(rig.items().map((b) => b.pos)).toEqual([105, 75]);
  });

  it('at 195 PROX is on and the nozzle fills 1 per scan up to 15 (FULL on)', () => {
    const rig = sceneRig(engine, 'BOTTLE_FILL');
    rig.set({ GATE: 1 });
    rig.scan();
    rig.set({ GATE: 0, MOTOR: 1 });
    rig.scan(119);
    expect(rig.items()[0]?.pos).toBe(194);
    expect(rig.get('PROX')).toBe(0);
    rig.scan();
    expect(rig.items()[0]?.pos).toBe(195);
    expect(rig.get('PROX')).toBe(1);
    rig.set({ MOTOR: 0, NOZZLE: 1 });
    rig.scan(14);
    expect(rig.items()[0]?.value).toBe(14);
    expect(rig.get('FULL')).toBe(0);
    rig.scan();
    expect(rig.items()[0]?.value).toBe(15);
    expect(rig.get('FULL')).toBe(1);
    rig.scan(5);
    expect(rig.items()[0]?.value).toBe(15);
  });

  it('the nozzle fills nothing away from 195, and bottles drop off past 315', () => {
    const rig = sceneRig(engine, 'BOTTLE_FILL');
    rig.set({ GATE: 1 });
    rig.scan();
    rig.set({ GATE: 0, NOZZLE: 1 });
    rig.scan(5);
    expect(rig.items()[0]?.value).toBe(0);
    rig.set({ NOZZLE: 0, MOTOR: 1 });
    rig.scan(240);
    expect(rig.items()[0]?.pos).toBe(315);
    rig.scan();
    expect(rig.items()).toEqual([]);
  });
});

describe('car wash', () => {
  it('ENTER adds a car at 0; the conveyor moves it 1 per scan; a new car once the newest is at 75', () => {
    const rig = sceneRig(engine, 'CAR_WASH');
    rig.set({ ENTER: 1, CONVEYOR: 1 });
    rig.scan();
    expect(rig.items().map((c) => c.pos)).toEqual([0]);
    rig.scan(75);
    expect(rig.items().map((c) => c.pos)).toEqual([75, 0]);
  });

  it('the five sensors cover 10–60, 70–120, 120–170, 170–220, 220–270', () => {
    const rig = sceneRig(engine, 'CAR_WASH');
    rig.set({ ENTER: 1 });
    rig.scan();
    rig.set({ ENTER: 0, CONVEYOR: 1 });
    const sensorsAt = (pos: number) => {
      rig.scan(pos - (rig.items()[0]?.pos ?? 0));
      return ['S1', 'S2', 'S3', 'S4', 'S5'].map((alias) => rig.get(alias));
    };
    expect(sensorsAt(9)).toEqual([0, 0, 0, 0, 0]);
    expect(sensorsAt(10)).toEqual([1, 0, 0, 0, 0]);
    expect(sensorsAt(60)).toEqual([1, 0, 0, 0, 0]);
    expect(sensorsAt(61)).toEqual([0, 0, 0, 0, 0]);
    expect(sensorsAt(70)).toEqual([0, 1, 0, 0, 0]);
    expect(sensorsAt(120)).toEqual([0, 1, 1, 0, 0]);
    expect(sensorsAt(121)).toEqual([0, 0, 1, 0, 0]);
    expect(sensorsAt(170)).toEqual([0, 0, 1, 1, 0]);
    expect(sensorsAt(220)).toEqual([0, 0, 0, 1, 1]);
    expect(sensorsAt(270)).toEqual([0, 0, 0, 0, 1]);
    expect(sensorsAt(271)).toEqual([0, 0, 0, 0, 0]);
    expect(sensorsAt(290)).toEqual([0, 0, 0, 0, 0]);
    rig.scan();
    expect(rig.items()).toEqual([]);
  });

  it('colours come from three, the same for the same seed, different for another seed', () => {
    const colours = (seed?: number) => {
      const rig = sceneRig(engine, 'CAR_WASH', (p) => {
        if (seed !== undefined) p.sceneVars = { seed };
      });
      const seen: number[] = [];
      rig.set({ CONVEYOR: 1 });
      for (let car = 0; car < 12; car++) {
        rig.set({ ENTER: 1 });
        rig.scan();
        rig.set({ ENTER: 0 });
        seen.push(rig.items().at(-1)?.value ?? -1);
        rig.scan(75);
      }
      return seen;
    };
    const first = colours();
    expect(new Set(first)).toEqual(new Set([0, 1, 2]));
    expect(colours()).toEqual(first);
    expect(colours(12345)).not.toEqual(first);
  });

  it('a car in a station while its output is on gets that station done', () => {
    const rig = sceneRig(engine, 'CAR_WASH');
    rig.set({ ENTER: 1 });
    rig.scan();
    rig.set({ ENTER: 0, CONVEYOR: 1, SOAP: 1, DRY: 1 });
    rig.scan(40);
    expect(rig.items()[0]?.flags).toBe(0);
    rig.scan(60);
    expect(rig.items()[0]?.flags).toBe(0b00010);
    rig.scan(150);
    expect(rig.items()[0]?.flags).toBe(0b10010);
  });
});

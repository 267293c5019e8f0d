import { loadEngine } from '@plcsim/engine-wasm/node';
import type { Engine } from '@plcsim/engine-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sceneRig } from './sceneRig.ts';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

describe('air compressor', () => {
  it('starts at 0 with both switches off', () => {
    const rig = sceneRig(engine, 'AIR_COMPRESSOR');
    rig.scan();
    expect(rig.variable('pressure')).toBe(0);
    expect([rig.get('LOW'), rig.get('HIGH')]).toEqual([0, 0]);
  });

  it('motor on for 300 scans: +1 per scan, capped at 270; LOW from 90, HIGH from 180', () => {
    const rig = sceneRig(engine, 'AIR_COMPRESSOR');
    rig.set({ MOTOR: 1 });
    rig.scan(89);
    expect(rig.variable('pressure')).toBe(89);
    expect(rig.get('LOW')).toBe(0);
    rig.scan();
    expect(rig.variable('pressure')).toBe(90);
    expect(rig.get('LOW')).toBe(1);
    rig.scan(89);
    expect(rig.get('HIGH')).toBe(0);
    rig.scan();
    expect(rig.variable('pressure')).toBe(180);
    expect(rig.get('HIGH')).toBe(1);
    rig.scan(120);
    expect(rig.variable('pressure')).toBe(270);
  });

  it('the valve lowers it back by 1 per scan, not below 0', () => {
    const rig = sceneRig(engine, 'AIR_COMPRESSOR');
    rig.set({ MOTOR: 1 });
    rig.scan(200);
    rig.set({ MOTOR: 0, VALVE: 1 });
    rig.scan(21);
    expect(rig.variable('pressure')).toBe(179);
    expect([rig.get('LOW'), rig.get('HIGH')]).toEqual([1, 0]);
    rig.scan(500);
    expect(rig.variable('pressure')).toBe(0);
    expect(rig.get('LOW')).toBe(0);
  });

  it('motor and valve together hold the pressure', () => {
    const rig = sceneRig(engine, 'AIR_COMPRESSOR');
    rig.set({ MOTOR: 1 });
    rig.scan(10);
    rig.set({ VALVE: 1 });
    rig.scan(10);
    expect(rig.variable('pressure')).toBe(10);
  });
});

describe('garage door', () => {
  it('starts closed at 60: DOWN on, UP off, before any scan', () => {
    const rig = sceneRig(engine, 'GARAGE_DOOR');
    expect(rig.variable('position')).toBe(60);
    expect([rig.get('UP'), rig.get('DOWN')]).toEqual([0, 1]);
  });

  it('FWD opens it 1 per scan to 0 (UP on), REV closes it to 60 (DOWN on)', () => {
    const rig = sceneRig(engine, 'GARAGE_DOOR');
    rig.set({ FWD: 1 });
    rig.scan();
    expect(rig.variable('position')).toBe(59);
    expect(rig.get('DOWN')).toBe(0);
    rig.scan(58);
    expect(rig.variable('position')).toBe(1);
    expect(rig.get('UP')).toBe(0);
    rig.scan();
    expect(rig.variable('position')).toBe(0);
    expect(rig.get('UP')).toBe(1);
    rig.scan(10);
    expect(rig.variable('position')).toBe(0);
    rig.set({ FWD: 0, REV: 1 });
    rig.scan(30);
    expect(rig.variable('position')).toBe(30);
    expect([rig.get('UP'), rig.get('DOWN')]).toEqual([0, 0]);
    rig.scan(40);
    expect(rig.variable('position')).toBe(60);
    expect(rig.get('DOWN')).toBe(1);
  });

  it('keeps a saved position from sceneVars', () => {
    const rig = sceneRig(engine, 'GARAGE_DOOR', (p) => {
      p.sceneVars = { position: 0 };
    });
    expect([rig.get('UP'), rig.get('DOWN')]).toEqual([1, 0]);
  });

  it('owns its limit switches: a value written between scans is replaced before the program reads it', () => {
    const rig = sceneRig(engine, 'GARAGE_DOOR');
    rig.set({ DOWN: 0, UP: 1 });
    rig.scan();
    expect([rig.get('UP'), rig.get('DOWN')]).toEqual([0, 1]);
  });
});

describe('water tank', () => {
  it('starts at 50 with LOW and HIGH on', () => {
    const rig = sceneRig(engine, 'WATER_TANK');
    expect(rig.variable('level')).toBe(50);
    expect([rig.get('LOW'), rig.get('HIGH')]).toEqual([1, 1]);
  });

  it('FILL adds 1 per scan up to 60', () => {
    const rig = sceneRig(engine, 'WATER_TANK');
    rig.set({ FILL: 1 });
    rig.scan(5);
    expect(rig.variable('level')).toBe(55);
    rig.scan(20);
    expect(rig.variable('level')).toBe(60);
  });

  it('DRAIN removes 2 per scan down to 0; HIGH off below 50, LOW off below 10', () => {
    const rig = sceneRig(engine, 'WATER_TANK');
    rig.set({ DRAIN: 1 });
    rig.scan();
    expect(rig.variable('level')).toBe(48);
    expect([rig.get('LOW'), rig.get('HIGH')]).toEqual([1, 0]);
    rig.scan(19);
    expect(rig.variable('level')).toBe(10);
    expect(rig.get('LOW')).toBe(1);
    rig.scan();
    expect(rig.variable('level')).toBe(8);
    expect(rig.get('LOW')).toBe(0);
    rig.scan(10);
    expect(rig.variable('level')).toBe(0);
  });

  it('LOW comes on at exactly 10 and HIGH at exactly 50 while filling', () => {
    const rig = sceneRig(engine, 'WATER_TANK', (p) => {
      p.sceneVars = { level: 0 };
    });
    rig.set({ FILL: 1 });
    rig.scan(9);
    expect(rig.get('LOW')).toBe(0);
    rig.scan();
    expect(rig.get('LOW')).toBe(1);
    rig.scan(39);
    expect(rig.get('HIGH')).toBe(0);
    rig.scan();
    expect(rig.variable('level')).toBe(50);
    expect(rig.get('HIGH')).toBe(1);
  });

  it('FILL and DRAIN together lose 1 per scan', () => {
    const rig = sceneRig(engine, 'WATER_TANK');
    rig.set({ FILL: 1, DRAIN: 1 });
    rig.scan(4);
    expect(rig.variable('level')).toBe(46);
  });
});

describe('elevator', () => {
  it('starts at floor 1 (119)', () => {
    const rig = sceneRig(engine, 'ELEVATOR');
    expect(rig.variable('position')).toBe(119);
    expect([rig.get('FLOOR1'), rig.get('FLOOR2'), rig.get('FLOOR3')]).toEqual([1, 0, 0]);
  });

  it('UP moves 0.5 per scan; floor 2 around 86; floor 3 below 54; stops at 53', () => {
    const rig = sceneRig(engine, 'ELEVATOR');
    rig.set({ UP: 1 });
    rig.scan();
    expect(rig.variable('position')).toBe(118.5);
    expect(rig.get('FLOOR1')).toBe(0);
    rig.scan(64);
    expect(rig.variable('position')).toBe(86.5);
    expect(rig.get('FLOOR2')).toBe(1);
    rig.scan();
    expect(rig.variable('position')).toBe(86);
    expect(rig.get('FLOOR2')).toBe(1);
    rig.scan(2);
    expect(rig.variable('position')).toBe(85);
    expect(rig.get('FLOOR2')).toBe(0);
    rig.scan(62);
    expect(rig.variable('position')).toBe(54);
    expect(rig.get('FLOOR3')).toBe(0);
    rig.scan();
    expect(rig.variable('position')).toBe(53.5);
    expect(rig.get('FLOOR3')).toBe(1);
    rig.scan(10);
    expect(rig.variable('position')).toBe(53);
  });

  it('DOWN moves it back 0.5 per scan and stops at 119', () => {
    const rig = sceneRig(engine, 'ELEVATOR', (p) => {
      p.sceneVars = { position: 53 };
    });
    rig.set({ DOWN: 1 });
    rig.scan(3);
    expect(rig.variable('position')).toBe(54.5);
    rig.scan(200);
    expect(rig.variable('position')).toBe(119);
    expect(rig.get('FLOOR1')).toBe(1);
  });
});

describe('railroad crossing', () => {
  it('starts down at 0: DOWN on', () => {
    const rig = sceneRig(engine, 'RAILROAD_CROSSING');
    expect(rig.variable('rotation')).toBe(0);
    expect([rig.get('UP'), rig.get('DOWN')]).toEqual([0, 1]);
  });

  it('REV raises 1 per scan to 90 (UP from 89); FWD lowers it (DOWN at 1 or less)', () => {
    const rig = sceneRig(engine, 'RAILROAD_CROSSING');
    rig.set({ REV: 1 });
    rig.scan();
    expect([rig.variable('rotation'), rig.get('DOWN')]).toEqual([1, 1]);
    rig.scan();
    expect([rig.variable('rotation'), rig.get('DOWN')]).toEqual([2, 0]);
    rig.scan(86);
    expect([rig.variable('rotation'), rig.get('UP')]).toEqual([88, 0]);
    rig.scan();
    expect([rig.variable('rotation'), rig.get('UP')]).toEqual([89, 1]);
    rig.scan(5);
    expect(rig.variable('rotation')).toBe(90);
    rig.set({ REV: 0, FWD: 1 });
    rig.scan(2);
    expect([rig.variable('rotation'), rig.get('UP')]).toEqual([88, 0]);
    rig.scan(100);
    expect([rig.variable('rotation'), rig.get('DOWN')]).toEqual([0, 1]);
  });
});

describe('cylinder', () => {
  it('starts retracted at -15 with LS1 on; Pressure 50 moves it 5 per scan', () => {
    const rig = sceneRig(engine, 'CYLINDER');
    expect(rig.variable('position')).toBe(-15);
    expect([rig.get('LS1'), rig.get('LS2')]).toEqual([1, 0]);
    expect(rig.get('Pressure')).toBe(50);
    rig.set({ SOL_A: 1 });
    rig.scan();
    expect(rig.variable('position')).toBe(-10);
    expect(rig.get('LS1')).toBe(0);
    rig.scan(21);
    expect(rig.variable('position')).toBe(95);
    expect(rig.get('LS2')).toBe(0);
    rig.scan();
    expect(rig.variable('position')).toBe(100);
    expect(rig.get('LS2')).toBe(1);
    rig.scan(3);
    expect(rig.variable('position')).toBe(100);
  });

  it('SOL_B retracts to -15; speed follows Pressure ÷ 10 with fractions kept', () => {
    const rig = sceneRig(engine, 'CYLINDER', (p) => {
      p.sceneVars = { position: 100 };
    });
    rig.set({ Pressure: 25, SOL_B: 1 });
    rig.scan(2);
    expect(rig.variable('position')).toBe(95);
    rig.scan(100);
    expect(rig.variable('position')).toBe(-15);
    expect(rig.get('LS1')).toBe(1);
  });

  it('negative pressure does not move it (floor 0)', () => {
    const rig = sceneRig(engine, 'CYLINDER');
    rig.set({ Pressure: -40, SOL_A: 1 });
    rig.scan(10);
    expect(rig.variable('position')).toBe(-15);
  });

  it('without a Pressure tag it moves 3 per scan (pressure 30)', () => {
    const rig = sceneRig(engine, 'CYLINDER', (p) => {
      p.tagMap = Object.fromEntries(Object.entries(p.tagMap).filter(([, tag]) => tag.name !== 'Pressure'));
    });
    rig.set({ SOL_A: 1 });
    rig.scan(2);
    expect(rig.variable('position')).toBe(-9);
  });
});

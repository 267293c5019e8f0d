import { beforeAll, describe, expect, it } from 'vitest';
import { layoutDigest } from '../shared/digest.ts';
import { SCAN_WORK, Trap, WATCHDOG_BUDGET } from '../shared/layout.ts';
import { SceneCode } from '../shared/scenes.ts';
import { Op, OP_COUNT, operandCount, operandKind } from '../shared/opcodes.ts';
import { disassemble } from './disassemble.ts';
import type { Engine } from './engine.ts';
import { loadEngine } from './node.ts';
import type { Program } from './program.ts';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

/** A hand-assembled program over `slots` slots named S0, S1, … */
function program(code: number[], slots = 4, types: ('BOOL' | 'DINT')[] = []): Program {
  return {
    code: Int32Array.from(code),
    initial: new Int32Array(slots),
    symbols: Array.from({ length: slots }, (_, slot) => ({
      name: `S${slot}`,
      slot,
      type: types[slot] ?? 'DINT',
    })),
  };
}

describe('TypeScript and AssemblyScript agree on the bytecode', () => {
  it('compute the same opcode-table and layout digest', () => {
    expect(engine.layoutDigest()).toBe(layoutDigest());
  });

  it('agree on every opcode’s operand count and kinds', () => {
    for (let op = 0; op < OP_COUNT + 2; op++) {
      const ts = operandCount(op);
      const kinds = Array.from({ length: Math.max(0, ts) }, (_, i) => operandKind(op, i));
      expect(engine.vmOperandShape(op), `opcode ${op}`).toEqual({ count: ts, kinds });
    }
  });

  it('names every opcode in the disassembler', () => {
    const text = disassemble(
      Int32Array.from([Op.RUNG, Op.XIC, 0, Op.OTE, 1, Op.END]),
      new Map([[1, 'Motor']]),
    );
    expect(text).toBe(
      ['0000  RUNG', '0001  XIC         0', '0003  OTE         1(Motor)', '0005  END'].join('\n'),
    );
  });
});

describe('loading verifies the program', () => {
  it.each([
    ['an unknown opcode', [Op.RUNG, 127, Op.END]],
    ['a slot out of range', [Op.RUNG, Op.XIC, 4, Op.OTE, 0, Op.END]],
    ['a negative slot', [Op.RUNG, Op.OTE, -1, Op.END]],
    ['a timer block past the end', [Op.RUNG, Op.TON, 2, Op.END]],
    ['a branch never closed', [Op.RUNG, Op.BST, Op.XIC, 0, Op.END]],
    ['a branch end without start', [Op.RUNG, Op.BND, Op.END]],
    ['a missing END', [Op.RUNG, Op.XIC, 0]],
    ['an operand cut off by the end', [Op.RUNG, Op.ADD, 0, 1]],
    ['a jump into the middle of an instruction', [Op.RUNG, Op.JMP, 2, Op.XIC, 0, Op.END]],
    ['an empty program', []],
    ['a last word that is an operand equal to END', [Op.RUNG, Op.XIC, 0]],
    ['a jump to a slot operand', [Op.JZ, 0, 1, Op.END]],
    ['a compare-and-branch out of the code', [Op.JF_LT, 0, 1, 99, Op.END]],
    ['a jump into an open branch', [Op.RUNG, Op.BST, Op.XIC, 0, Op.BND, Op.JMP, 2, Op.END]],
    ['a loop-test counter out of range', [Op.LOOP_TEST, 9, 1, 0, Op.END]],
  ])('rejects %s with a fixed message, never an exception', (_, code) => {
    const result = engine.load(program(code));
    expect(result).toEqual({
      ok: false,
      trap: Trap.BAD_PROGRAM,
      message: '[trap] invalid program: it was not loaded',
    });
    expect(engine.scan(100)).toMatchObject({ ok: false, trap: Trap.NO_PROGRAM });
  });

  it('rejects branch nesting deeper than 64', () => {
    const code = [Op.RUNG, ...Array(65).fill(Op.BST), ...Array(65).fill(Op.BND), Op.END];
    expect(engine.load(program(code)).ok).toBe(false);
    const ok = [Op.RUNG, ...Array(64).fill(Op.BST), ...Array(64).fill(Op.BND), Op.END];
    expect(engine.load(program(ok)).ok).toBe(true);
  });
});

describe('running', () => {
  it('reads and writes tags by name and alias, case-insensitively', () => {
    const p = program([Op.RUNG, Op.XIC, 0, Op.OTE, 1, Op.END], 2, ['BOOL', 'BOOL']);
    expect(
      engine.load({
        ...p,
        symbols: [
          { name: 'Start', alias: 'PB1', slot: 0, type: 'BOOL' },
          { name: 'Motor', slot: 1, type: 'BOOL' },
        ],
      }).ok,
    ).toBe(true);
    expect(engine.set('pb1', 7)).toBe(true);
    expect(engine.get('START')).toBe(1);
    engine.scan(100);
    expect(engine.get('motor')).toBe(1);
    expect(engine.get('nothing')).toBeUndefined();
    expect(engine.set('nothing', 1)).toBe(false);
    expect(engine.scanCount).toBe(1);
    expect(engine.snapshot()).toEqual({ Start: 1, Motor: 1 });
  });

  it('ends a runaway scan with a watchdog fault naming its rung, and stops the run', () => {
    // Rung 1: S0 := S0 + 1 while S2 = 0: RUNG; RUNG; ADD S0 S1 S0; JZ S2 back to the ADD.
    const p = program([Op.RUNG, Op.RUNG, Op.ADD, 0, 1, 0, Op.JZ, 2, 2, Op.END], 3);
    p.initial[1] = 1;
    expect(engine.load(p).ok).toBe(true);
    const fault = {
      ok: false,
      trap: Trap.WATCHDOG,
      message: `Watchdog timeout: the scan ran more than ${WATCHDOG_BUDGET} instructions (rung 1). The PLC stopped.`,
    };
    expect(engine.scan(100)).toEqual(fault);
    // Two RUNGs, then ADD and JZ in turn: the budget ends on a JZ, and the next ADD is refused.
    expect(engine.get('S0')).toBe((WATCHDOG_BUDGET - 2) / 2);
    expect(engine.fault).toEqual(fault);
    // Stopped: no further scan runs, in either call, until the next pre-scan (a new RUN) or load.
    expect(engine.scan(100)).toEqual(fault);
    expect(engine.runScans(10, 100)).toEqual(fault);
    expect(engine.scanCount).toBe(1);
    engine.set('S2', 1);
    expect(engine.prescan().ok).toBe(true);
    expect(engine.fault).toBeNull();
    expect(engine.scan(100).ok).toBe(true);
    expect(engine.scanCount).toBe(2);
  });

  it('faults on straight-line code longer than the budget, naming the rung', () => {
    const contacts = Array.from({ length: WATCHDOG_BUDGET + 10 }, () => [Op.XIC, 0]).flat();
    expect(engine.load(program([Op.RUNG, Op.RUNG, Op.RUNG, ...contacts, Op.END], 1)).ok).toBe(true);
    expect(engine.scan(100).message).toBe(
      `Watchdog timeout: the scan ran more than ${WATCHDOG_BUDGET} instructions (rung 2). The PLC stopped.`,
    );
  }, 20_000); // five million words to load, run and decode: seconds on a loaded 2-core machine

  it('names the Structured Text line from the program’s line table', () => {
    const p = program([Op.RUNG, Op.ADD, 0, 1, 0, Op.JMP, 1, Op.END], 2);
    p.initial[1] = 1;
    p.lines = Int32Array.from([0, 3, 1, 4, 5, 6]);
    engine.load(p);
    // RUNG, then ADD and JMP in turn: the budget ends on an ADD and the JMP (word 5, line 6) is refused.
    expect(engine.scan(100).message).toContain('instructions (line 6).');
  });

  it('holds forced tags before and after the program in every scan, inside runScans too', () => {
    // S1 := S0 (OTE on XIC S0); S2 := S2 + S3 every scan.
    const p = program([Op.RUNG, Op.XIC, 0, Op.OTE, 1, Op.RUNG, Op.ADD, 2, 3, 2, Op.END], 4, ['BOOL', 'BOOL']);
    p.initial[3] = 1;
    expect(engine.load(p).ok).toBe(true);
    expect(
      engine.setForces(
        new Map([
          ['S0', 7],
          ['S2', 100],
        ]),
      ),
    ).toBe(true);
    expect(engine.get('S0')).toBe(1);
    expect(engine.runScans(5, 100).ok).toBe(true);
    // S0 forced on, so S1 follows; S2 adds 1 each scan but is put back to 100 after the program.
    expect(engine.get('S1')).toBe(1);
    expect(engine.get('S2')).toBe(100);
    engine.set('S0', 0);
    engine.scan(100);
    expect(engine.get('S1')).toBe(1);
    expect(engine.setForces(new Map())).toBe(true);
    engine.set('S0', 0);
    engine.scan(100);
    expect(engine.get('S1')).toBe(0);
    expect(engine.get('S2')).toBe(101);
    expect(engine.setForces(new Map([['nothing', 1]]))).toBe(false);
    engine.load(p);
    engine.scan(100);
    expect(engine.get('S2')).toBe(1);
  });

  it('stops scanning when the run budget is spent, and counts the work done', () => {
    // Three instructions a scan: RUNG, XIC, END.
    expect(engine.load(program([Op.RUNG, Op.XIC, 0, Op.END], 1)).ok).toBe(true);
    expect(engine.runScans(10, 100).ok).toBe(true);
    expect(engine.workDone).toBe(10 * (3 + SCAN_WORK));
    engine.setRunBudget(engine.workDone + 5 * (3 + SCAN_WORK));
    expect(engine.runScans(100, 100)).toEqual({
      ok: false,
      trap: Trap.RUN_BUDGET,
      message: '[trap] the run used up its work budget: no further scan was run',
    });
    expect(engine.scanCount).toBe(15);
    expect(engine.scan(100).trap).toBe(Trap.RUN_BUDGET);
    // Loading again removes the budget.
    engine.load(program([Op.RUNG, Op.END], 1));
    expect(engine.runScans(100, 100).ok).toBe(true);
  });

  it('stops a loop at 10 000 passes with one warning naming its line, and goes on after it', () => {
    // WHILE S3 (always 1) DO S0 := S0 + S3 at line 7; then S1 := S3 after the loop.
    const exit = 15;
    const code = [
      ...[Op.LOOP_INIT, 2], //            0
      ...[Op.JZ, 3, exit], //             2
      ...[Op.LOOP_TEST, 2, 7, exit], //   5
      ...[Op.ADD3, 0, 3, 0], //           9
      ...[Op.JMP, 2], //                 13
      ...[Op.MOV_S, 3, 1], //            15
      Op.END,
    ];
    const p = program(code, 4);
    p.initial[3] = 1;
    expect(engine.load(p).ok).toBe(true);
    expect(engine.scan(100).ok).toBe(true);
    expect([engine.get('S0'), engine.get('S1')]).toEqual([10000, 1]);
    engine.scan(100);
    expect(engine.get('S0')).toBe(20000);
    expect(engine.warnings()).toEqual(['Line 7: loop stopped after 10000 iterations.']);
  });

  it('runs many scans inside WebAssembly', () => {
    const p = program([Op.RUNG, Op.ADD, 0, 1, 0, Op.END], 2);
    p.initial[1] = 3;
    engine.load(p);
    expect(engine.runScans(1000, 100).ok).toBe(true);
    expect(engine.get('S0')).toBe(3000);
    expect(engine.scanCount).toBe(1000);
  });

  it('keeps the slots view valid when a larger program grows memory', () => {
    engine.load(program([Op.RUNG, Op.END], 2));
    const big = program([Op.RUNG, Op.MOV, 1, 200_000, Op.END], 200_001);
    big.initial[1] = 42;
    expect(engine.load(big).ok).toBe(true);
    engine.scan(100);
    expect(engine.slots()[200_000]).toBe(42);
  });
});

describe('scene attachment', () => {
  // A garage door over four slots: FWD (S0), REV (S1), UP (S2), DOWN (S3).
  const door = (overrides: Partial<NonNullable<Program['scene']>> = {}): Program => ({
    ...program([Op.RUNG, Op.END], 4, ['BOOL', 'BOOL', 'BOOL', 'BOOL']),
    scene: { code: SceneCode.GARAGE_DOOR, ports: [0, 1, 2, 3], vars: [60], seed: 1, ...overrides },
  });

  it('attaches a scene and writes its inputs before the first scan', () => {
    expect(engine.load(door()).ok).toBe(true);
    expect(engine.sceneCode).toBe(SceneCode.GARAGE_DOOR);
    expect([engine.get('S2'), engine.get('S3')]).toEqual([0, 1]);
    engine.set('S0', 1);
    engine.runScans(60, 100);
    expect(engine.sceneVars()[0]).toBe(0);
    expect(engine.get('S2')).toBe(1);
  });

  it('refuses an unknown scene, a port outside tag memory and a variable that is not a number', () => {
    for (const bad of [
      { code: 99 },
      { code: -1 },
      { ports: [0, 1, 2, 4] },
      { ports: [0, 1, -2, 3] },
      { vars: [NaN] },
    ]) {
      const result = engine.load(door(bad));
      expect(result, JSON.stringify(bad)).toMatchObject({ ok: false, trap: Trap.BAD_SCENE });
      expect(result.message).toBe('[trap] invalid scene: it was not attached');
    }
  });

  it('an unbound port (-1) is skipped', () => {
    expect(engine.load(door({ ports: [0, 1, -1, 3] })).ok).toBe(true);
    engine.set('S0', 1);
    engine.runScans(60, 100);
    expect(engine.get('S2')).toBe(0);
    expect(engine.get('S3')).toBe(0);
  });

  it('loading a program without a scene detaches the previous one', () => {
    engine.load(door());
    engine.load(program([Op.RUNG, Op.END], 4));
    expect(engine.sceneCode).toBe(SceneCode.EMPTY);
    engine.set('S0', 1);
    engine.runScans(5, 100);
    expect(engine.get('S3')).toBe(0);
  });

  it('the scene still moves in the scan the watchdog ended', () => {
    const loop = [Op.RUNG, Op.JMP, 1, Op.END];
    const p = { ...door(), code: Int32Array.from(loop) };
    p.initial[0] = 1;
    expect(engine.load(p).ok).toBe(true);
    expect(engine.scan(100).trap).toBe(Trap.WATCHDOG);
    expect(engine.sceneVars()[0]).toBe(59);
  });
});

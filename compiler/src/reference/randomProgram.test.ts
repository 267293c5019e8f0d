import { describe, expect, it } from 'vitest';
import { compileProject } from '../compile.ts';
import { parseElementOperand } from '../model/arrays.ts';
import { formatProject } from './formatProject.ts';
import { mulberry32 } from './random.ts';
import { randomInputNames, randomInputSchedule, randomProject } from './randomProgram.ts';
import { ReferencePlc } from './referenceInterpreter.ts';

describe('mulberry32', () => {
  it('is deterministic and uniform enough', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const xs = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
    expect(mean).toBeGreaterThan(0.45);
    expect(mean).toBeLessThan(0.55);
  });
});

describe('randomProject', () => {
  it('gives the same project for the same seed', () => {
    expect(randomProject(7)).toEqual(randomProject(7));
    expect(formatProject(randomProject(7))).not.toEqual(formatProject(randomProject(8)));
  });

  it('declares inputs, timers with five members and counters with PRE ACC CU CD DN', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const p = randomProject(seed);
      expect(randomInputNames(p).length).toBeGreaterThanOrEqual(2);
      for (const t of Object.values(p.tagMap)) {
        const members = (t.children ?? []).map((id) => p.childTagMap[id]?.name).sort();
        if (t.data_type === 'TIMER') expect(members).toEqual(['ACC', 'DN', 'EN', 'PRE', 'TT']);
        if (t.data_type === 'COUNTER') expect(members).toEqual(['ACC', 'CD', 'CU', 'DN', 'PRE']);
      }
      expect(p.rungs.length).toBeGreaterThanOrEqual(3);
      expect(p.rungs.length).toBeLessThanOrEqual(15);
    }
  });

  it('uses every instruction type and nests branches across seeds', () => {
    const types = new Set<string>();
    let nested = false;
    for (let seed = 1; seed <= 200; seed++) {
      const p = randomProject(seed);
      Object.values(p.instructionMap).forEach((ins) => types.add(ins.type));
      nested ||= /\[[^\]]*\[/.test(formatProject(p));
    }
    expect([...types].sort()).toEqual(
      ['ADD', 'CTD', 'CTU', 'DIV', 'EQU', 'GEQ', 'GRT', 'LEQ', 'LES', 'MOD', 'MOV', 'MUL', 'NEQ', 'ONS']
        .concat(['OSF', 'OSR', 'OTE', 'OTL', 'OTU', 'RES', 'RTO', 'SUB', 'TOF', 'TON', 'XIC', 'XIO'])
        .sort(),
    );
    expect(nested).toBe(true);
  });

  it('runs on the reference interpreter', () => {
    for (let seed = 1; seed <= 100; seed++) {
      const p = randomProject(seed);
      const plc = new ReferencePlc(p);
      plc.prescan();
      for (const step of randomInputSchedule(seed, 20, randomInputNames(p))) {
        step.writes.forEach(({ name, value }) => plc.set(name, value));
        plc.scan(step.dt);
      }
      expect(Object.values(plc.snapshot()).every((v) => Number.isInteger(v))).toBe(true);
    }
  });
});

describe('randomInputSchedule', () => {
  it('writes only the given inputs, with 0/1 values and the listed dt values', () => {
    const schedule = randomInputSchedule(3, 500, ['I0', 'I1']);
    expect(schedule).toHaveLength(500);
    expect(schedule).toEqual(randomInputSchedule(3, 500, ['I0', 'I1']));
    for (const step of schedule) {
      expect([0, 1, 50, 100, 250, 3600000]).toContain(step.dt);
      for (const w of step.writes) {
        expect(['I0', 'I1']).toContain(w.name);
        expect([0, 1]).toContain(w.value);
      }
    }
    expect(schedule.filter((s) => s.dt === 100).length).toBeGreaterThan(300);
  });
});

describe('randomProject with REAL', () => {
  it('adds REAL tags, REAL constants, REAL math, MOV and compares, and never MOD on a REAL', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 200; seed++) {
      const p = randomProject(seed, { real: true });
      const reals = new Set(
        Object.values(p.tagMap)
          .filter((t) => t.data_type === 'REAL')
          .map((t) => t.uuid),
      );
      expect(reals.size).toBeGreaterThanOrEqual(1);
      for (const ins of Object.values(p.instructionMap)) {
        const operands = [ins.ref?.SrcA, ins.ref?.SrcB, ins.ref?.Src, ins.ref?.Dest];
        const realTag = operands.some((o) => typeof o === 'string' && reals.has(o));
        const realConstant = operands.some((o) => typeof o === 'number' && !Number.isInteger(o));
        if (realTag || realConstant) seen.add(ins.type);
        if (realConstant) seen.add('constant');
        if (ins.type === 'MOD') expect(realTag || realConstant).toBe(false);
      }
    }
    expect([...seen].sort()).toEqual(
      ['ADD', 'DIV', 'EQU', 'GEQ', 'GRT', 'LEQ', 'LES', 'MOV', 'MUL', 'NEQ', 'SUB', 'constant'].sort(),
    );
  });

  it('compiles without errors and runs on the reference interpreter', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const p = randomProject(seed, { real: true });
      const { diagnostics } = compileProject(p);
      expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      const plc = new ReferencePlc(p);
      plc.prescan();
      for (const step of randomInputSchedule(seed, 20, randomInputNames(p))) {
        for (const { name, value } of step.writes) plc.set(name, value);
        plc.scan(step.dt);
      }
    }
  });

  it('leaves the integer programs as they were', () => {
    expect(Object.values(randomProject(7).tagMap).some((t) => t.data_type === 'REAL')).toBe(false);
  });
});

describe('randomProject with arrays', () => {
  it('adds BOOL, DINT and REAL arrays and uses their elements by constant and tag index in every role', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 200; seed++) {
      const p = randomProject(seed, { arrays: true });
      const arrays = Object.values(p.tagMap).filter((t) => t.dimension !== undefined);
      expect(new Set(arrays.map((t) => t.data_type))).toEqual(new Set(['BOOL', 'DINT', 'REAL']));
      expect(arrays.every((t) => t.lower === undefined)).toBe(true);
      for (const ins of Object.values(p.instructionMap)) {
        const operands = [
          ins.tag,
          ins.ref?.SrcA,
          ins.ref?.SrcB,
          ins.ref?.Src,
          ins.ref?.Dest,
          ins.ref?.Stor,
          ins.ref?.Out,
        ];
        for (const operand of operands) {
          const element = parseElementOperand(operand);
          if (element) seen.add(`${ins.type} ${typeof element.index === 'number' ? 'constant' : 'tag'}`);
        }
      }
    }
    for (const type of ['XIC', 'XIO', 'ONS', 'OTE', 'OTL', 'OTU', 'OSR', 'OSF', 'ADD', 'MOV', 'EQU']) {
      expect(seen).toContain(`${type} constant`);
      expect(seen).toContain(`${type} tag`);
    }
  });

  it('leaves the other programs as they were', () => {
    expect(Object.values(randomProject(7).tagMap).some((t) => t.dimension !== undefined)).toBe(false);
    expect(
      Object.values(randomProject(7, { real: true }).tagMap).some((t) => t.dimension !== undefined),
    ).toBe(false);
  });
});

describe('randomProject with program control', () => {
  it('uses JMP/LBL, MCR, NOP, AFI, COP and FLL, compiles without errors, and leaves other programs as they were', () => {
    const types = new Set<string>();
    for (let seed = 1; seed <= 60; seed++) {
      const p = randomProject(seed, { programControl: true, arrays: true, structs: seed % 2 === 0 });
      Object.values(p.instructionMap).forEach((ins) => types.add(ins.type));
      expect(compileProject(p).diagnostics.filter((d) => d.severity !== 'warning')).toEqual([]);
    }
    for (const type of ['JMP', 'LBL', 'MCR', 'NOP', 'AFI', 'COP', 'FLL']) expect(types).toContain(type);
    expect(randomProject(5, { arrays: true })).toEqual(
      randomProject(5, { arrays: true, programControl: false }),
    );
  });
});

describe('randomProject with file instructions', () => {
  it('uses SQO, SQI, SQL and RES of a CONTROL beside the other file instructions, compiling without errors', () => {
    const types = new Set<string>();
    let controlResets = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const p = randomProject(seed, { files: true, real: true });
      for (const ins of Object.values(p.instructionMap)) {
        types.add(ins.type);
        if (ins.type === 'RES' && p.tagMap[ins.tag ?? '']?.data_type === 'CONTROL') controlResets++;
      }
      expect(compileProject(p).diagnostics.filter((d) => d.severity !== 'warning')).toEqual([]);
    }
    for (const type of ['BSL', 'FFL', 'FFU', 'SQO', 'SQI', 'SQL']) expect(types).toContain(type);
    expect(controlResets).toBeGreaterThan(0);
  });
});

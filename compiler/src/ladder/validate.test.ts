import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../model/diagnostics.ts';
import type { Project } from '../model/project.ts';
import { COUNTER_CHILDREN } from '../model/project.ts';
import { validateLadder } from './validate.ts';
import { ProjectBuilder } from './validate.fixtures.ts';

/** An element error as validateLadder reports it. */
function err(message: string, rung: number, elementId: string): Diagnostic {
  return { source: 'ladder', severity: 'error', message, rung, elementId };
}

/** Validates a single main rung built from one instruction. */
function single(b: ProjectBuilder, id: string): Diagnostic[] {
  b.rung(id);
  return validateLadder(b.build());
}

describe('validateLadder: a valid project', () => {
  it('reports nothing for every instruction kind used correctly', () => {
    const b = new ProjectBuilder();
    const start = b.tag('Start');
    const motor = b.tag('Motor');
    const count = b.tag('Count', 'DINT');
    const t1 = b.timer('T1');
    const c1 = b.counter('C1');
    const c2 = b.counter('C2', COUNTER_CHILDREN);
    const stor = b.tag('Stor');
    b.rung(
      b.instr('XIC', start),
      b.instr('XIO', t1.child.DN ?? ''),
      b.instr('ONS', c1.child.DN ?? ''),
      b.instr('OTE', motor),
    );
    b.rung(b.instr('OTL', motor), b.instr('OTU', c2.child.OV ?? ''));
    b.rung(b.instr('TON', t1.id), b.instr('TOF', t1.id), b.instr('RTO', t1.id));
    b.rung(b.instr('CTU', c1.id), b.instr('CTD', c2.id), b.instr('RES', t1.id), b.instr('RES', c1.id));
    b.rung(
      b.instr('OSR', null, { Stor: stor, Out: motor }),
      b.instr('OSF', null, { Stor: t1.child.EN ?? '', Out: t1.child.TT ?? '' }),
    );
    for (const type of ['ADD', 'SUB', 'MUL', 'DIV', 'MOD']) {
      b.rung(b.instr(type, null, { SrcA: count, SrcB: 7, Dest: t1.child.PRE ?? '' }));
    }
    b.rung(
      b.instr('MOV', null, { Src: -3, Dest: count }),
      b.instr('MOV', null, { Src: c1.child.ACC, Dest: count }),
    );
    for (const type of ['EQU', 'NEQ', 'GRT', 'GEQ', 'LES', 'LEQ']) {
      b.rung(b.instr(type, null, { SrcA: 0, SrcB: c1.child.PRE }), b.instr('OTE', motor));
    }
    b.rung(b.branch([b.instr('XIC', start)], [b.branch([b.instr('XIO', motor)], [])]), b.instr('OTE', motor));
    expect(validateLadder(b.build())).toEqual([]);
  });

  it('reports nothing for an empty project', () => {
    expect(validateLadder(new ProjectBuilder().build())).toEqual([]);
  });
});

describe('validateLadder: tags and rungs', () => {
  it('reports each duplicated name once, case-insensitively, as first spelled', () => {
    const b = new ProjectBuilder();
    b.tag('Start');
    b.tag('start', 'DINT');
    b.tag('START');
    b.tag('Stop');
    b.tag('Motor');
    b.timer('stop');
    expect(validateLadder(b.build())).toEqual([
      { source: 'ladder', severity: 'error', message: 'Duplicate tag name "Start" used by 3 tags.' },
      { source: 'ladder', severity: 'error', message: 'Duplicate tag name "Stop" used by 2 tags.' },
    ]);
  });

  it('reports a main rung id missing from rungMap with its index', () => {
    const b = new ProjectBuilder();
    b.rung();
    const project = b.build();
    project.rungs.push('ghost');
    expect(validateLadder(project)).toEqual([
      { source: 'ladder', severity: 'error', message: 'Missing rung at index: 1', rung: 1 },
    ]);
  });
});

describe('validateLadder: contacts, coils and ONS', () => {
  for (const type of ['XIC', 'XIO', 'ONS', 'OTE', 'OTL', 'OTU']) {
    it(`${type} needs a BOOL tag or BOOL child`, () => {
      const b = new ProjectBuilder();
      const dint = b.tag('Count', 'DINT');
      const t1 = b.timer('T1');
      const ids = [
        b.instr(type, null),
        b.instr(type, 'nowhere'),
        b.instr(type, dint),
        b.instr(type, t1.id),
        b.instr(type, t1.child.ACC ?? ''),
        b.instr(type, t1.child.DN ?? ''),
      ];
      b.rung(...ids);
      const message = `Missing or invalid tag for instruction ${type} (rung 0)`;
      expect(validateLadder(b.build())).toEqual(ids.slice(0, 5).map((id) => err(message, 0, id)));
    });
  }
});

describe('validateLadder: timers, counters and RES', () => {
  it('TON, TOF and RTO need a TIMER tag', () => {
    const b = new ProjectBuilder();
    const c1 = b.counter('C1');
    const bit = b.tag('Bit');
    const ton = b.instr('TON', c1.id);
    const tof = b.instr('TOF', bit);
    const rto = b.instr('RTO', null);
    b.rung();
    b.rung(ton, tof, rto);
    expect(validateLadder(b.build())).toEqual([
      err('Missing or invalid tag for instruction TON (rung 1)', 1, ton),
      err('Missing or invalid tag for instruction TOF (rung 1)', 1, tof),
      err('Missing or invalid tag for instruction RTO (rung 1)', 1, rto),
    ]);
  });

  it('CTU and CTD need a COUNTER tag; RES a TIMER or COUNTER', () => {
    const b = new ProjectBuilder();
    const t1 = b.timer('T1');
    const dint = b.tag('Count', 'DINT');
    const ctu = b.instr('CTU', t1.id);
    const ctd = b.instr('CTD', 'missing');
    const res = b.instr('RES', dint);
    b.rung(ctu, ctd, res);
    expect(validateLadder(b.build())).toEqual([
      err('Missing or invalid tag for instruction CTU (rung 0)', 0, ctu),
      err('Missing or invalid tag for instruction CTD (rung 0)', 0, ctd),
      err('Missing or invalid tag for instruction RES (rung 0)', 0, res),
    ]);
  });

  it('a timer or counter tag without children requires child tags', () => {
    const b = new ProjectBuilder();
    const t1 = b.timer('T1', []);
    const c1 = b.counter('C1', []);
    const project = b.build();
    const c1Tag = project.tagMap[c1.id];
    if (c1Tag) c1Tag.children = null;
    const ton = b.instr('TON', t1.id);
    const ctu = b.instr('CTU', c1.id);
    const res = b.instr('RES', c1.id);
    b.rung(ton, ctu, res);
    expect(validateLadder(project)).toEqual([
      err('Instruction TON requires child tags (rung 0)', 0, ton),
      err('Instruction CTU requires child tags (rung 0)', 0, ctu),
      err('Instruction RES requires child tags (rung 0)', 0, res),
    ]);
  });

  it('reports each missing timer member in the order ACC, PRE, EN, TT, DN', () => {
    const b = new ProjectBuilder();
    const t1 = b.timer('T1', ['PRE', 'TT']);
    const ton = b.instr('TON', t1.id);
    expect(single(b, ton)).toEqual([
      err('Missing child tag "ACC" for TON (rung 0)', 0, ton),
      err('Missing child tag "EN" for TON (rung 0)', 0, ton),
      err('Missing child tag "DN" for TON (rung 0)', 0, ton),
    ]);
  });

  it('counters need only ACC, PRE and DN', () => {
    const b = new ProjectBuilder();
    const c1 = b.counter('C1', ['ACC', 'CU', 'CD']);
    const ctd = b.instr('CTD', c1.id);
    expect(single(b, ctd)).toEqual([
      err('Missing child tag "PRE" for CTD (rung 0)', 0, ctd),
      err('Missing child tag "DN" for CTD (rung 0)', 0, ctd),
    ]);
  });

  it('RES checks the members of the kind of tag it resets', () => {
    const b = new ProjectBuilder();
    const t1 = b.timer('T1', ['ACC', 'PRE', 'DN']);
    const c1 = b.counter('C1', ['ACC', 'PRE', 'DN']);
    const resT = b.instr('RES', t1.id);
    const resC = b.instr('RES', c1.id);
    b.rung(resT, resC);
    expect(validateLadder(b.build())).toEqual([
      err('Missing child tag "EN" for RES (rung 0)', 0, resT),
      err('Missing child tag "TT" for RES (rung 0)', 0, resT),
    ]);
  });

  it('counts only children that exist and whose parent is the tag', () => {
    const b = new ProjectBuilder();
    const t1 = b.timer('T1', ['ACC', 'PRE', 'EN', 'TT']);
    b.child(t1.id, 'DN', 'tag:Other');
    const project = b.build();
    project.tagMap[t1.id]?.children?.push('dangling');
    const ton = b.instr('TON', t1.id);
    expect(single(b, ton)).toEqual([err('Missing child tag "DN" for TON (rung 0)', 0, ton)]);
  });
});

describe('validateLadder: OSR and OSF', () => {
  for (const type of ['OSR', 'OSF']) {
    it(`${type} needs BOOL Stor and Out tags`, () => {
      const b = new ProjectBuilder();
      const bit = b.tag('Bit');
      const dint = b.tag('Count', 'DINT');
      const none = b.instr(type, bit);
      const badStor = b.instr(type, null, { Stor: dint, Out: bit });
      const badOut = b.instr(type, null, { Stor: bit, Out: 'gone' });
      b.rung(none, badStor, badOut);
      expect(validateLadder(b.build())).toEqual([
        err(`Missing or invalid Stor tag for instruction ${type} (rung 0)`, 0, none),
        err(`Missing or invalid Out tag for instruction ${type} (rung 0)`, 0, none),
        err(`Missing or invalid Stor tag for instruction ${type} (rung 0)`, 0, badStor),
        err(`Missing or invalid Out tag for instruction ${type} (rung 0)`, 0, badOut),
      ]);
    });
  }
});

describe('validateLadder: math, MOV and compares', () => {
  for (const type of ['ADD', 'SUB', 'MUL', 'DIV', 'MOD']) {
    it(`${type} needs source A, source B and a destination`, () => {
      const b = new ProjectBuilder();
      const id = b.instr(type, null);
      expect(single(b, id)).toEqual([
        err(`Missing source A tag for ${type} (rung 0)`, 0, id),
        err(`Missing source B tag for ${type} (rung 0)`, 0, id),
        err(`Missing destination tag for ${type} (rung 0)`, 0, id),
      ]);
    });
  }

  it('accepts integer constants as sources but never as the destination', () => {
    const b = new ProjectBuilder();
    const count = b.tag('Count', 'DINT');
    const ok = b.instr('ADD', null, { SrcA: 2147483647, SrcB: -5, Dest: count });
    const constDest = b.instr('SUB', null, { SrcA: 1, SrcB: 2, Dest: 3 as unknown as string });
    expect(single(b, ok)).toEqual([]);
    b.project.rungs = [];
    expect(single(b, constDest)).toEqual([err('Missing destination tag for SUB (rung 0)', 0, constDest)]);
  });

  it('rejects non-finite constants and tags that are neither DINT nor REAL as sources', () => {
    const b = new ProjectBuilder();
    const bit = b.tag('Bit');
    const count = b.tag('Count', 'DINT');
    const t1 = b.timer('T1');
    const frac = b.instr('MUL', null, { SrcA: -Infinity, SrcB: Number.NaN, Dest: count });
    const tags = b.instr('DIV', null, { SrcA: bit, SrcB: t1.id, Dest: t1.child.DN ?? '' });
    const inf = b.instr('MOD', null, { SrcA: Infinity, SrcB: count, Dest: count });
    b.rung(frac, tags, inf);
    expect(validateLadder(b.build())).toEqual([
      err('Missing source A tag for MUL (rung 0)', 0, frac),
      err('Missing source B tag for MUL (rung 0)', 0, frac),
      err('Missing source A tag for DIV (rung 0)', 0, tags),
      err('Missing source B tag for DIV (rung 0)', 0, tags),
      err('Missing destination tag for DIV (rung 0)', 0, tags),
      err('Missing source A tag for MOD (rung 0)', 0, inf),
    ]);
  });

  it('MOV needs a source and a destination; a constant source is fine', () => {
    const b = new ProjectBuilder();
    const count = b.tag('Count', 'DINT');
    const empty = b.instr('MOV', null, {});
    const constant = b.instr('MOV', null, { Src: 42, Dest: count });
    const constDest = b.instr('MOV', null, { Src: count, Dest: 1 as unknown as string });
    b.rung(empty, constant, constDest);
    expect(validateLadder(b.build())).toEqual([
      err('Missing source tag for MOV (rung 0)', 0, empty),
      err('Missing destination tag for MOV (rung 0)', 0, empty),
      err('Missing destination tag for MOV (rung 0)', 0, constDest),
    ]);
  });

  for (const type of ['EQU', 'NEQ', 'GRT', 'GEQ', 'LES', 'LEQ']) {
    it(`${type} needs source A and source B (constants allowed), no destination`, () => {
      const b = new ProjectBuilder();
      const count = b.tag('Count', 'DINT');
      const missing = b.instr(type, null, { SrcA: null });
      const constants = b.instr(type, null, { SrcA: 3, SrcB: count });
      b.rung(missing, constants);
      expect(validateLadder(b.build())).toEqual([
        err(`Missing source A tag for ${type} (rung 0)`, 0, missing),
        err(`Missing source B tag for ${type} (rung 0)`, 0, missing),
      ]);
    });
  }
});

describe('validateLadder: REAL operands', () => {
  it('accepts REAL tags and REAL constants in every math, MOV and compare slot', () => {
    const b = new ProjectBuilder();
    const speed = b.tag('Speed', 'REAL');
    const count = b.tag('Count', 'DINT');
    const lamp = b.tag('Lamp');
    for (const type of ['ADD', 'SUB', 'MUL', 'DIV']) {
      b.rung(b.instr(type, null, { SrcA: speed, SrcB: 1.5, Dest: count }));
      b.rung(b.instr(type, null, { SrcA: count, SrcB: 3e9, Dest: speed }));
    }
    b.rung(
      b.instr('MOV', null, { Src: -2.5, Dest: count }),
      b.instr('MOV', null, { Src: count, Dest: speed }),
    );
    for (const type of ['EQU', 'NEQ', 'GRT', 'GEQ', 'LES', 'LEQ']) {
      b.rung(b.instr(type, null, { SrcA: speed, SrcB: 0.1 }), b.instr('OTE', lamp));
    }
    expect(validateLadder(b.build())).toEqual([]);
  });

  it('refuses MOD with a REAL tag or constant anywhere, and only then', () => {
    const b = new ProjectBuilder();
    const speed = b.tag('Speed', 'REAL');
    const count = b.tag('Count', 'DINT');
    const realA = b.instr('MOD', null, { SrcA: speed, SrcB: 2, Dest: count });
    const realB = b.instr('MOD', null, { SrcA: count, SrcB: 2.5, Dest: count });
    const realDest = b.instr('MOD', null, { SrcA: count, SrcB: 3, Dest: speed });
    const dint = b.instr('MOD', null, { SrcA: count, SrcB: 3, Dest: count });
    b.rung(realA, realB, realDest, dint);
    const message = 'MOD needs DINT operands: use DIV and SUB for REAL values. (rung 0)';
    expect(validateLadder(b.build())).toEqual([
      err(message, 0, realA),
      err(message, 0, realB),
      err(message, 0, realDest),
    ]);
  });

  it('refuses a REAL tag where a bit, a timer or a counter is needed, with the usual messages', () => {
    const b = new ProjectBuilder();
    const speed = b.tag('Speed', 'REAL');
    const bits = ['XIC', 'XIO', 'ONS', 'OTE', 'OTL', 'OTU', 'TON', 'CTU', 'RES'].map((type) =>
      b.instr(type, speed),
    );
    const oneShot = b.instr('OSR', null, { Stor: speed, Out: speed });
    b.rung(...bits, oneShot);
    expect(validateLadder(b.build())).toEqual([
      ...['XIC', 'XIO', 'ONS', 'OTE', 'OTL', 'OTU', 'TON', 'CTU', 'RES'].map((type, i) =>
        err(`Missing or invalid tag for instruction ${type} (rung 0)`, 0, bits[i] ?? ''),
      ),
      err('Missing or invalid Stor tag for instruction OSR (rung 0)', 0, oneShot),
      err('Missing or invalid Out tag for instruction OSR (rung 0)', 0, oneShot),
    ]);
  });
});

describe('validateLadder: unknown types and elements', () => {
  it('reports an unknown instruction type', () => {
    const b = new ProjectBuilder();
    const jmp = b.instr('XYZ', null);
    const lower = b.instr('xic', 'tag:Start');
    b.tag('Start');
    b.rung(jmp, lower);
    expect(validateLadder(b.build())).toEqual([
      err('Unknown or unsupported instruction type "XYZ" (rung 0)', 0, jmp),
      err('Unknown or unsupported instruction type "xic" (rung 0)', 0, lower),
    ]);
  });

  it('reports an element id found in neither map', () => {
    const b = new ProjectBuilder();
    b.rung();
    b.rung('mystery');
    expect(validateLadder(b.build())).toEqual([
      err('Unknown element type with UUID "mystery" (rung 1)', 1, 'mystery'),
    ]);
  });
});

describe('validateLadder: branches', () => {
  it('checks nested branch legs, reporting the main rung index', () => {
    const b = new ProjectBuilder();
    const start = b.tag('Start');
    const inner = b.instr('XIC', null);
    const deeper = b.instr('ADD', null, { SrcA: 1, SrcB: 2 });
    b.rung(b.instr('XIC', start));
    b.rung(b.instr('XIC', start));
    b.rung(
      b.branch([b.instr('XIC', start)], [b.branch([inner], [b.branch([deeper, 'lost'])])]),
      b.instr('OTE', start),
    );
    expect(validateLadder(b.build())).toEqual([
      err('Missing or invalid tag for instruction XIC (rung 2)', 2, inner),
      err('Missing destination tag for ADD (rung 2)', 2, deeper),
      err('Unknown element type with UUID "lost" (rung 2)', 2, 'lost'),
    ]);
  });

  it('reports a leg missing from rungMap with the leg id, painted on the branch', () => {
    const b = new ProjectBuilder();
    const start = b.tag('Start');
    const branch = b.branch([b.instr('XIC', start)], []);
    b.project.branchMap[branch]?.rungs.push('leg-gone');
    b.rung(branch);
    expect(validateLadder(b.build())).toEqual([
      err('Unknown element type with UUID "leg-gone" (rung 0)', 0, branch),
    ]);
  });

  it('reports branches that contain themselves or their own rung as such, and nothing inside', () => {
    const b = new ProjectBuilder();
    const bad = b.instr('XIC', null);
    const branch = b.branch([bad], []);
    const rung = b.rung(branch);
    const project = b.build();
    project.rungMap[`${branch}/leg-1`]?.elements.push(branch);
    project.branchMap[branch]?.rungs.push(rung);
    expect(validateLadder(project)).toEqual([
      err(`Branch "${branch}" contains itself (rung 0)`, 0, branch),
      err(`Branch "${branch}" contains itself (rung 0)`, 0, branch),
    ]);
  });

  it('refuses very deep nesting with one message', () => {
    const b = new ProjectBuilder();
    let element = b.instr('XIC', null);
    for (let i = 0; i < 20000; i++) element = b.branch([element]);
    b.rung(element);
    expect(validateLadder(b.build()).map((d) => d.message)).toEqual([
      'Branches are nested more than 32 deep (rung 0)',
    ]);
  });
});

describe('validateLadder: garbage input never throws', () => {
  const garbage: unknown[] = [
    null,
    undefined,
    42,
    'project',
    [],
    {},
    { tagMap: null, childTagMap: null, rungMap: null, branchMap: null, instructionMap: null, rungs: null },
    { tagMap: 'tags', rungs: 'rung-0', rungMap: [] },
    { tagMap: { a: null, b: 'x', c: { name: 5 } }, rungs: [null, 7, {}, 'toString', '__proto__'] },
    { rungs: ['r'], rungMap: { r: { elements: 'abc' } } },
    { rungs: ['r'], rungMap: { r: { elements: [null, 3, { id: 1 }] } } },
    {
      rungs: ['r'],
      rungMap: { r: { elements: ['i', 'j', 'k', 'b'] } },
      instructionMap: { i: { type: 5 }, j: { type: 'TON', tag: 't' }, k: { type: 'ADD', ref: 'x' } },
      tagMap: { t: { data_type: 'TIMER', children: 'PRE' } },
      branchMap: { b: { rungs: null } },
    },
  ];
  it.each(garbage.map((input, i) => [i, input]))('input %i', (_i, input) => {
    expect(() => validateLadder(input as Project)).not.toThrow();
    expect(Array.isArray(validateLadder(input as Project))).toBe(true);
  });

  it('reports what it can in malformed documents', () => {
    const input = {
      rungs: ['r', 'missing', 'constructor'],
      rungMap: { r: { elements: [null, 'i'] } },
      instructionMap: { i: { type: 5 } },
      tagMap: null,
    };
    expect(validateLadder(input as unknown as Project)).toEqual([
      err('Unknown element type with UUID "null" (rung 0)', 0, 'null'),
      err('Unknown or unsupported instruction type "5" (rung 0)', 0, 'i'),
      { source: 'ladder', severity: 'error', message: 'Missing rung at index: 1', rung: 1 },
      { source: 'ladder', severity: 'error', message: 'Missing rung at index: 2', rung: 2 },
    ]);
  });
});

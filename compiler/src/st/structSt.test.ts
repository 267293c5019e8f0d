/**
 * Structures, arrays of TIMER/COUNTER/STRUCT and enumerations in Structured Text (issue 24): TYPE blocks
 * becoming data types, VAR declarations of them becoming tags, access paths on the VM with their exact
 * messages, the index fault naming the array, whole-structure copies and enumerations.
 */
import { loadEngine } from '@plcsim/engine-wasm/node';
import type { Engine } from '@plcsim/engine-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileProject } from '../compile.ts';
import type { Project } from '../model/project.ts';
import * as b from '../reference/builders.ts';
import { compileSt } from './compileSt.ts';

let engine: Engine;
beforeAll(async () => {
  engine = await loadEngine();
});

const stProject = (source: string, ...tags: b.TagSpec[]): Project => ({
  ...b.project(...tags),
  programMode: 'ST',
  stSource: source,
});

const messages = (source: string, project: Project = stProject(source)) =>
  compileProject({ ...project, stSource: source }).diagnostics.map(
    (d) => `${d.line}:${d.col}: ${d.severity === 'warning' ? 'warning: ' : ''}${d.message}`,
  );

/** Compiles and loads `source` on the VM, pre-scanned. */
function load(source: string) {
  const { program, diagnostics } = compileProject(stProject(source));
  if (program === null) throw new Error(JSON.stringify(diagnostics));
  expect(engine.load(program).ok).toBe(true);
  engine.prescan();
}

const MOTOR = [
  'TYPE',
  '  Motor : STRUCT',
  '    Run : BOOL;',
  '    Speed : REAL := 1.5;',
  '    Delay : TIMER;',
  '    Hist : ARRAY[0..2] OF DINT := [7, 8];',
  '  END_STRUCT;',
  '  Line : STRUCT Motors : ARRAY[1..3] OF Motor; Count : DINT := 3; END_STRUCT;',
  'END_TYPE',
];

describe('TYPE blocks', () => {
  it('declares data types the project lacks, with member initial values in the tags', () => {
    const source = [...MOTOR, 'VAR P1 : Motor; L : Line; END_VAR', 'P1.Run := TRUE;'].join('\n');
    const result = compileSt(source, stProject(source));
    expect(result.diagnostics).toEqual([]);
    const types = Object.values(result.declared?.dataTypes ?? {});
    expect(
      types.map(
        (t) =>
          `${t.name}: ${t.members.map((m) => `${m.name} ${m.data_type}${m.udt ? ` ${m.udt}` : ''}${m.dimension ? `[${m.dimension}]` : ''}`).join(', ')}`,
      ),
    ).toEqual([
      'Motor: Run BOOL, Speed REAL, Delay TIMER, Hist DINT[3]',
      'Line: Motors STRUCT Motor[3], Count DINT',
    ]);
    const tags = Object.values(result.declared?.tagMap ?? {});
    expect(tags.map((t) => [t.name, t.data_type, t.udt, t.memberValues])).toEqual([
      ['P1', 'STRUCT', 'Motor', { Speed: 1.5, 'Hist[0]': 7, 'Hist[1]': 8 }],
      [
        'L',
        'STRUCT',
        'Line',
        {
          'Motors[1].Speed': 1.5,
          'Motors[1].Hist[0]': 7,
          'Motors[1].Hist[1]': 8,
          'Motors[2].Speed': 1.5,
          'Motors[2].Hist[0]': 7,
          'Motors[2].Hist[1]': 8,
          'Motors[3].Speed': 1.5,
          'Motors[3].Hist[0]': 7,
          'Motors[3].Hist[1]': 8,
          Count: 3,
        },
      ],
    ]);
  });

  it('keeps the project data type of the same name, with a warning when it differs', () => {
    const project: Project = {
      ...stProject(''),
      dataTypes: {
        m: {
          uuid: 'm',
          name: 'MOTOR',
          description: '',
          members: [{ name: 'Run', data_type: 'BOOL', description: '' }],
        },
      },
    };
    const source = [
      'TYPE Motor : STRUCT Run : BOOL; Speed : REAL; END_STRUCT; END_TYPE',
      'VAR P1 : Motor; END_VAR',
      'P1.Run := TRUE;',
    ].join('\n');
    expect(messages(source, project)).toEqual([
      `1:6: warning: TYPE declares "Motor" as STRUCT Run : BOOL; Speed : REAL; END_STRUCT, but the project's data type is STRUCT Run : BOOL; END_STRUCT: the project's data type is used`,
    ]);
    expect(messages(source.replace('P1.Run', 'P1.Speed'), project)).toContain(
      `3:1: 'P1.Speed': MOTOR has no member Speed (its members: Run)`,
    );
  });

  it("reads a STRUCT variable's initial member values", () => {
    const source = [
      ...MOTOR,
      'VAR P1 : Motor := (Speed := 0.0, Run := TRUE); END_VAR',
      'P1.Run := TRUE;',
    ].join('\n');
    const result = compileSt(source, stProject(source));
    expect(Object.values(result.declared?.tagMap ?? {})[0]?.memberValues).toEqual({
      Run: 1,
      'Hist[0]': 7,
      'Hist[1]': 8,
    });
    expect(messages([...MOTOR, 'VAR P1 : Motor := (Delay := 1); END_VAR'].join('\n'))).toEqual([
      '10:20: Motor has no BOOL, DINT or REAL member Delay to give a value here',
    ]);
  });

  it('leaves a tag named Type alone', () => {
    expect(messages('VAR Type : DINT; END_VAR\nType := Type + 1;')).toEqual([]);
  });

  it('reports the type table problems at the declaration', () => {
    expect(messages('TYPE Empty : STRUCT END_STRUCT; END_TYPE')).toEqual([
      '1:6: Empty.members: a data type needs at least one member',
    ]);
    expect(messages('TYPE M : STRUCT D : TON; END_STRUCT; END_TYPE')).toEqual([
      '1:6: M.members: a data type needs at least one member',
      '1:17: TON "D" cannot be a member of a STRUCT: declare it as TIMER and call TON(Tag.D, …) on a M tag',
    ]);
  });
});

describe('paths on the VM', () => {
  it('reads and writes members, elements of arrays of structures and timers, nested paths', () => {
    load(
      [
        ...MOTOR,
        'VAR P1, P2 : Motor; L : Line; Pumps : ARRAY[1..4] OF Motor; Delays : ARRAY[0..3] OF TIMER;',
        '  i, k : DINT; x : REAL; END_VAR',
        'i := 3; k := 2;',
        'P1.Speed := P1.Speed * 2.0;',
        'Pumps[i].Speed := P1.Speed + 1.0;',
        'Pumps[2].Run := TRUE;',
        'L.Motors[i].Hist[1] := 42;',
        'L.Motors[2].Delay.PRE := 5;',
        'TON(Delays[2], Pumps[2].Run, T#200ms);',
        'x := Pumps[i].Speed;',
        'P2 := Pumps[3];',
      ].join('\n'),
    );
    for (let n = 0; n < 3; n++) expect(engine.scan(100).ok).toBe(true);
    expect(engine.get('P1.Speed')).toBe(1.5 * 8);
    expect(engine.get('Pumps[3].Speed')).toBe(13);
    expect(engine.get('x')).toBe(13);
    expect(engine.get('P2.Speed')).toBe(13);
    expect(engine.get('P2.Hist[0]')).toBe(7);
    expect(engine.get('L.Motors[3].Hist[1]')).toBe(42);
    expect(engine.get('L.Motors[2].Delay.PRE')).toBe(5);
    expect(engine.get('Delays[2].ACC')).toBe(200);
    expect(engine.get('Delays[2].DN')).toBe(1);
  });

  it('computes nested variable indexes, each checked against its own array', () => {
    const head = [
      ...MOTOR,
      'VAR Pumps : ARRAY[1..4] OF Motor; i : DINT := 3; j : DINT := 2; x : DINT; END_VAR',
    ];
    load(
      [
        ...head,
        'Pumps[i].Hist[j] := 42;',
        'x := Pumps[i].Hist[j] + Pumps[i - 1].Hist[j - 2];',
        'j := j + 1;',
      ].join('\n'),
    );
    expect(engine.scan(100).ok).toBe(true);
    expect([engine.get('Pumps[3].Hist[2]'), engine.get('x')]).toEqual([42, 49]);
    expect(engine.scan(100)).toMatchObject({
      ok: false,
      message: 'Array index 3 is out of range for Pumps[1].Hist[0..2] (line 11)',
    });
  });

  it('faults on an index out of range, naming the array', () => {
    load(
      [...MOTOR, 'VAR Pumps : ARRAY[1..4] OF Motor; i : DINT := 9; END_VAR', 'Pumps[i].Speed := 1.0;'].join(
        '\n',
      ),
    );
    expect(engine.scan(100)).toMatchObject({
      ok: false,
      message: 'Array index 9 is out of range for Pumps[1..4] (line 11)',
    });
  });

  it('reports wrong paths with the shared messages', () => {
    const head = [...MOTOR, 'VAR P1 : Motor; Pumps : ARRAY[1..4] OF Motor; i, j : DINT; END_VAR'];
    const at = (line: string) => messages([...head, line].join('\n'));
    expect(at('P1.Sped := 1.0;')).toEqual([
      `11:1: 'P1.Sped': Motor has no member Sped (its members: Run, Speed, Delay, Hist)`,
    ]);
    expect(at('Pumps[5].Run := TRUE;')).toEqual([`11:1: 'Pumps[5]': index 5 is out of range 1..4`]);
    expect(at('i := Pumps[2];')).toEqual([
      `11:6: 'Pumps[2]' is a Motor: use one of its members, e.g. Pumps[2].Run`,
    ]);
    expect(at('i := P1;')).toEqual([`11:6: 'P1' is a Motor: use one of its members, e.g. P1.Run`]);
    expect(at('TON(Pumps[i].Delay, TRUE, 5);')).toEqual([
      '11:11: TON runs on one TIMER at a fixed place: write a constant index, e.g. Pumps[0]',
    ]);
    expect(at('P1 := 5;')).toEqual([
      `11:7: 'P1' is a Motor: assign a whole Motor to it, or assign its members one by one`,
    ]);
  });
});

describe('enumerations', () => {
  const STATE = ['TYPE State : (Idle, Filling, Draining := 5); END_TYPE', 'VAR S : State; n : DINT; END_VAR'];
  it('runs CASE over enumeration values, qualified or not', () => {
    load(
      [
        ...STATE,
        'CASE S OF',
        '  Idle: S := State#Filling; n := n + 1;',
        '  Filling: S := Draining; n := n + 10;',
        '  State#Draining: n := n + 100;',
        'END_CASE;',
      ].join('\n'),
    );
    for (let k = 0; k < 3; k++) engine.scan(100);
    expect([engine.get('S'), engine.get('n')]).toEqual([5, 111]);
  });

  it('allows only values of the same enumeration', () => {
    const at = (line: string) => messages([...STATE, line].join('\n'));
    expect(at('S := 1;')).toEqual([
      '3:6: "S" is a State: assign one of its values (Idle, Filling, Draining)',
    ]);
    expect(at('S := State#Full;')).toEqual([
      '3:6: State has no value Full (its values: Idle, Filling, Draining)',
    ]);
    expect(at('CASE S OF 1: n := 1; END_CASE;')).toEqual([
      '3:11: The CASE selector is a State: its labels are State values (Idle, Filling, Draining)',
    ]);
    expect(at('IF S = Filling THEN n := 2; END_IF;')).toEqual([]);
  });
});

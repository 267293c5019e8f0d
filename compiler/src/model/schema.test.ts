import { describe, expect, it } from 'vitest';
import { ProjectBuilder } from '../ladder/validate.fixtures.ts';
import { validateLadder } from '../ladder/validate.ts';
import { parseProjectDocument } from './schema.ts';

/** A small valid project, as JSON would deliver it. */
function validDocument(): Record<string, unknown> {
  const b = new ProjectBuilder();
  const start = b.tag('DI0', 'BOOL', { alias: 'PB1', io_symbol: 'NO_PUSHBUTTON' });
  const motor = b.tag('DO0', 'BOOL', { alias: 'M1', io_symbol: 'MOTOR_CONTACTOR' });
  const count = b.tag('Count', 'DINT');
  const t1 = b.timer('T1');
  b.rung(b.branch([b.instr('XIC', start)], [b.instr('XIC', motor)]), b.instr('TON', t1.id));
  b.rung(b.instr('ADD', null, { SrcA: count, SrcB: 1, Dest: count }), b.instr('OTE', motor));
  const project = b.build();
  project.sequence = [
    {
      description: 'Press start',
      inputs: [1],
      outputs: [1],
      sets: [{ tag: 'T1', child: 'PRE', value: 500 }],
      checks: [{ tagName: 'T1', child: 'DN', value: 0 }],
      fastForward: 200,
    },
  ];
  return JSON.parse(JSON.stringify(project)) as Record<string, unknown>;
}

describe('parseProjectDocument', () => {
  it('accepts a valid document unchanged, and its ladder validates', () => {
    const doc = validDocument();
    const { project, errors } = parseProjectDocument(doc);
    expect(errors).toEqual([]);
    expect(project).toEqual(doc);
    expect(project && validateLadder(project)).toEqual([]);
  });

  it('keeps extra top-level fields the site adds', () => {
    const { project } = parseProjectDocument({ ...validDocument(), shared: 'true', exampleId: 'e1' });
    expect(project).toMatchObject({ shared: 'true', exampleId: 'e1' });
  });

  it('fills defaults for absent optional fields without touching the input', () => {
    const doc: Record<string, unknown> = {
      projectName: 'Minimal',
      scene: 'CONVEYOR',
      tagMap: { a: { uuid: 'a', name: 'Start', data_type: 'BOOL' } },
      rungs: [],
      rungMap: {},
      instructionMap: { i: { uuid: 'i', type: 'XIC' } },
      sequence: [{ inputs: [0], outputs: [1] }],
    };
    const before = JSON.stringify(doc);
    const { project, errors } = parseProjectDocument(doc);
    expect(errors).toEqual([]);
    expect(project).toEqual({
      schemaVersion: 3,
      projectName: 'Minimal',
      scene: 'CONVEYOR',
      sceneVars: {},
      tagMap: {
        a: {
          uuid: 'a',
          name: 'Start',
          alias: '',
          data_type: 'BOOL',
          value: 0,
          children: null,
          io_symbol: null,
        },
      },
      childTagMap: {},
      rungs: [],
      rungMap: {},
      branchMap: {},
      instructionMap: { i: { uuid: 'i', type: 'XIC', tag: null } },
      description: '',
      sequence: [{ description: '', inputs: [0], outputs: [1], sets: [], checks: [] }],
      stSource: '',
    });
    expect(JSON.stringify(doc)).toBe(before);
  });

  it('normalises TEMPERATURE_SWITCH to the stored TEMP_SWITCH spelling', () => {
    const doc = validDocument();
    const tagMap = doc.tagMap as Record<string, Record<string, unknown>>;
    tagMap['ts1'] = { uuid: 'ts1', name: 'DI1', data_type: 'BOOL', io_symbol: 'NO_TEMPERATURE_SWITCH' };
    tagMap['ts2'] = { uuid: 'ts2', name: 'DI2', data_type: 'BOOL', io_symbol: 'NC_TEMPERATURE_SWITCH' };
    tagMap['ts3'] = { uuid: 'ts3', name: 'DI3', data_type: 'BOOL', io_symbol: 'NC_TEMP_SWITCH' };
    const { project, errors } = parseProjectDocument(doc);
    expect(errors).toEqual([]);
    expect(project?.tagMap['ts1']?.io_symbol).toBe('NO_TEMP_SWITCH');
    expect(project?.tagMap['ts2']?.io_symbol).toBe('NC_TEMP_SWITCH');
    expect(project?.tagMap['ts3']?.io_symbol).toBe('NC_TEMP_SWITCH');
  });

  it('reports a bad data_type with a readable path', () => {
    const doc = validDocument();
    (doc.tagMap as Record<string, unknown>)['abc'] = { uuid: 'abc', name: 'X', data_type: 'STRING' };
    expect(parseProjectDocument(doc)).toEqual({
      project: null,
      errors: ['tagMap.abc.data_type: must be one of BOOL, DINT, REAL, TIMER, COUNTER, STRUCT, CONTROL'],
    });
  });

  it('accepts the analog symbols on REAL channels (issue 26)', () => {
    const doc = validDocument();
    const tagMap = doc.tagMap as Record<string, unknown>;
    const symbols = ['POTENTIOMETER', 'NUMERIC_INPUT', 'ANALOG_GAUGE', 'NUMERIC_DISPLAY'];
    symbols.forEach((io_symbol, i) => {
      const name = i < 2 ? `AI${i}` : `AO${i - 2}`;
      tagMap[name] = {
        uuid: name,
        name,
        data_type: 'REAL',
        io_symbol,
        range: { min: 0, max: 10, unit: 'bar' },
      };
    });
    const { project, errors } = parseProjectDocument(doc);
    expect(errors).toEqual([]);
    expect(['AI0', 'AI1', 'AO0', 'AO1'].map((id) => project?.tagMap[id]?.io_symbol)).toEqual(symbols);
  });

  it('reports a bad io_symbol', () => {
    const doc = validDocument();
    (doc.tagMap as Record<string, unknown>)['abc'] = {
      uuid: 'abc',
      name: 'X',
      data_type: 'BOOL',
      io_symbol: 'BUZZER',
    };
    const { project, errors } = parseProjectDocument(doc);
    expect(project).toBeNull();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^tagMap\.abc\.io_symbol: must be one of NO_PUSHBUTTON, .*RESISTOR, ANALOG_GAUGE, NUMERIC_DISPLAY, or null$/,
    );
    expect(errors[0]).toContain('NO_TEMPERATURE_SWITCH');
  });

  it('reports missing required fields', () => {
    const doc = validDocument();
    delete doc.rungs;
    delete doc.scene;
    expect(parseProjectDocument(doc).errors).toEqual(['scene: is required', 'rungs: is required']);
  });

  it('reports wrong types inside maps, arrays and operand slots', () => {
    const doc = validDocument();
    doc.scene = 'MOON_BASE';
    doc.rungMap = { r: { uuid: 'r', elements: ['a', 5] } };
    doc.instructionMap = {
      i: { uuid: 'i', type: 'ADD', tag: 3, ref: { SrcA: true, SrcB: 1e39, Src: 2.5, Dest: 4, Extra: 'x' } },
    };
    doc.sequence = [{ inputs: [0, 'on'], outputs: [], checks: [{ value: 1 }] }];
    expect(parseProjectDocument(doc).errors).toEqual([
      expect.stringMatching(/^scene: must be one of EMPTY, GARAGE_DOOR, .*INJECTION_MOLD, OVEN$/),
      'rungMap.r.elements[1]: must be a string',
      'instructionMap.i.tag: must be a string or null',
      'instructionMap.i.ref.Extra: is not an allowed field',
      'instructionMap.i.ref.SrcA: must be a string, a number or null',
      'instructionMap.i.ref.SrcB: must be <= 3.4028234663852886e+38',
      'instructionMap.i.ref.Dest: must be a string or null',
      'sequence[0].inputs[1]: must be a number',
      'sequence[0].checks[0].tagName: is required',
    ]);
  });

  it('quotes map keys that would not read as a path', () => {
    const doc = validDocument();
    doc.tagMap = { 'a b': { uuid: 'a b', name: 'X', data_type: 'BOOL', value: 'on' } };
    expect(parseProjectDocument(doc).errors).toEqual(['tagMap["a b"].value: must be a number']);
  });

  const garbage: [string, unknown][] = [
    ['null', null],
    ['a string', 'project'],
    ['a number', 7],
    ['an array', []],
    ['null maps', { ...validDocument(), tagMap: null, rungMap: null, instructionMap: null }],
    ['strings for objects', { ...validDocument(), tagMap: 'tags', rungs: 'r', childTagMap: { c: 'child' } }],
    ['a function', { ...validDocument(), projectName: () => 'x' }],
  ];
  it.each(garbage)('returns errors, never throws, for %s', (_name, input) => {
    const result = parseProjectDocument(input);
    expect(result.project).toBeNull();
    expect(result.errors.length).toBeGreaterThan(0);
  });

  it('names the document itself when it is not an object', () => {
    expect(parseProjectDocument(null).errors).toEqual(['document: must be an object']);
  });

  it('caps a long list of errors', () => {
    const tagMap: Record<string, unknown> = {};
    for (let i = 0; i < 80; i++) tagMap[`t${i}`] = { uuid: `t${i}`, name: `T${i}`, data_type: 'STRING' };
    const { errors } = parseProjectDocument({ ...validDocument(), tagMap });
    expect(errors).toHaveLength(51);
    expect(errors[50]).toBe('and 30 more errors');
  });
});

import { dataTypeProblems, type Project } from '@plcsim/compiler';
import { describe, expect, it } from 'vitest';
import { project, tag } from '../../../../compiler/src/reference/builders.ts';
import { loadEditor, performEdit, redoEdit, undoEdit } from '../history.ts';
import { counterEnv, performOk, refusal, stateOf } from '../testing.ts';
import type { EditorState } from '../types.ts';
import { createDataType } from './createDataType.ts';
import { createTag } from './createTag.ts';
import { deleteDataType } from './deleteDataType.ts';
import { setDataType } from './setDataType.ts';
import { setTagDimension } from './setTagDimension.ts';
import { setTagValue } from './setTagValue.ts';

const base = project(tag('X', 'DINT'));
const env = counterEnv('id');

/** Every state an edit gives keeps the model's data type checks empty. */
function ok(state: EditorState): EditorState {
  expect(dataTypeProblems(state.project)).toEqual([]);
  return state;
}

/** Motor (Run BOOL, Speed REAL, Delay TIMER) and Pumps : Motor[4], made as the editor makes them. */
function motorProject(): { state: EditorState; motorId: string; pumpsId: string } {
  let state = ok(performOk(createDataType, stateOf(base), { name: 'Motor' }, env));
  const motorId = Object.keys(state.project.dataTypes ?? {})[0] ?? '';
  state = ok(
    performOk(setDataType, state, {
      typeId: motorId,
      members: [
        { name: 'Run', type: 'BOOL', description: 'Running' },
        { name: 'Speed', type: 'REAL' },
        { name: 'Delay', type: 'TIMER' },
      ],
    }),
  );
  state = ok(performOk(createTag, state, { name: 'Pumps', type: 'motor', dimension: '4' }, env));
  const pumpsId = Object.values(state.project.tagMap).find((t) => t.name === 'Pumps')?.uuid ?? '';
  return { state, motorId, pumpsId };
}

describe('createDataType', () => {
  it('makes a type with one BOOL member Member1, and checks the name as it is typed', () => {
    const made = ok(performOk(createDataType, stateOf(base), { name: ' Motor ' }, counterEnv('t')));
    expect(made.project.dataTypes?.['t-1']).toEqual({
      uuid: 't-1',
      name: 'Motor',
      description: '',
      members: [{ name: 'Member1', data_type: 'BOOL', description: '' }],
    });
    expect(refusal(createDataType, made, { name: 'MOTOR' })).toBe(
      'A data type named "Motor" already exists.',
    );
    expect(refusal(createDataType, made, { name: 'timer' })).toBe("timer is a built-in type's name.");
    expect(refusal(createDataType, made, { name: '2Fast' })).toBe(
      '"2Fast" is not a name: use letters, digits and _, starting with a letter or _.',
    );
    expect(refusal(createDataType, made, { name: '' })).toBe('Type a name for the data type.');
  });
});

describe('setDataType', () => {
  it('sets the members in order with their types, array lengths and descriptions', () => {
    const { state, motorId } = motorProject();
    const next = ok(
      performOk(setDataType, state, {
        typeId: motorId,
        members: [
          { name: 'Speed', type: 'REAL' },
          { name: 'Run', type: 'BOOL', description: 'Running' },
          { name: 'Delay', type: 'TIMER' },
          { name: 'Hist', type: 'DINT', dimension: '5' },
        ],
      }),
    );
    expect(next.project.dataTypes?.[motorId]?.members).toEqual([
      { name: 'Speed', data_type: 'REAL', description: '' },
      { name: 'Run', data_type: 'BOOL', description: 'Running' },
      { name: 'Delay', data_type: 'TIMER', description: '' },
      { name: 'Hist', data_type: 'DINT', dimension: 5, description: '' },
    ]);
  });

  it('renames the type in every tag and member that names it', () => {
    const made = motorProject();
    const { motorId } = made;
    let { state } = made;
    state = ok(performOk(createDataType, state, { name: 'Line' }, env));
    const lineId = Object.values(state.project.dataTypes ?? {}).find((t) => t.name === 'Line')?.uuid ?? '';
    state = ok(
      performOk(setDataType, state, {
        typeId: lineId,
        members: [{ name: 'Main', type: 'Motor', dimension: 2 }],
      }),
    );
    const renamed = ok(performOk(setDataType, state, { typeId: motorId, name: 'Drive' }));
    expect(renamed.project.dataTypes?.[motorId]?.name).toBe('Drive');
    expect(Object.values(renamed.project.tagMap).find((t) => t.name === 'Pumps')?.udt).toBe('Drive');
    expect(renamed.project.dataTypes?.[lineId]?.members[0]).toMatchObject({
      data_type: 'STRUCT',
      udt: 'Drive',
    });
  });

  it('refuses a type that would contain itself, no members, duplicate members and unknown types', () => {
    const made = motorProject();
    const { motorId } = made;
    let { state } = made;
    state = ok(performOk(createDataType, state, { name: 'Line' }, env));
    const lineId = Object.values(state.project.dataTypes ?? {}).find((t) => t.name === 'Line')?.uuid ?? '';
    state = ok(performOk(setDataType, state, { typeId: lineId, members: [{ name: 'Main', type: 'Motor' }] }));
    expect(
      refusal(setDataType, state, {
        typeId: motorId,
        members: [
          { name: 'Run', type: 'BOOL' },
          { name: 'Back', type: 'Line' },
        ],
      }),
    ).toBe('Motor contains itself (Motor → Line → Motor)');
    expect(refusal(setDataType, state, { typeId: motorId, members: [] })).toBe(
      'Motor needs at least one member.',
    );
    expect(
      refusal(setDataType, state, {
        typeId: motorId,
        members: [
          { name: 'Run', type: 'BOOL' },
          { name: 'run', type: 'DINT' },
        ],
      }),
    ).toBe('Motor already has a member Run.');
    expect(refusal(setDataType, state, { typeId: motorId, members: [{ name: 'Run', type: 'STRING' }] })).toBe(
      'There is no data type "STRING".',
    );
    expect(refusal(setDataType, state, { typeId: motorId, name: 'Line' })).toBe(
      'A data type named "Line" already exists.',
    );
  });

  it('drops stored values of members that are gone or no longer fit their type', () => {
    const made = motorProject();
    const { motorId, pumpsId } = made;
    let { state } = made;
    state = ok(performOk(setTagValue, state, { tagId: `${pumpsId}[1].Speed`, value: '2.5' }));
    state = ok(performOk(setTagValue, state, { tagId: `${pumpsId}[2].Run`, value: 1 }));
    expect(state.project.tagMap[pumpsId]?.memberValues).toEqual({ '[1].Speed': 2.5, '[2].Run': 1 });
    const retyped = ok(
      performOk(setDataType, state, {
        typeId: motorId,
        members: [
          { name: 'Run', type: 'DINT' },
          { name: 'Speed', type: 'DINT' },
        ],
      }),
    );
    expect(retyped.project.tagMap[pumpsId]?.memberValues).toEqual({ '[2].Run': 1 });
  });
});

describe('deleteDataType', () => {
  it('is refused while a tag or a type uses it, and deletes an unused one', () => {
    const { state, motorId, pumpsId } = motorProject();
    expect(refusal(deleteDataType, state, { typeId: motorId })).toBe(
      'Motor is used by Pumps: change or delete them first.',
    );
    const other = ok(performOk(createDataType, state, { name: 'Spare' }, counterEnv('s')));
    expect(ok(performOk(deleteDataType, other, { typeId: 's-1' })).project.dataTypes).not.toHaveProperty(
      's-1',
    );
    void pumpsId;
  });
});

describe('tags of data types and arrays of blocks', () => {
  it('creates Pumps : Motor[4] with no values, and TIMER[3] without child tags', () => {
    const { state, pumpsId } = motorProject();
    expect(state.project.tagMap[pumpsId]).toMatchObject({ data_type: 'STRUCT', udt: 'Motor', dimension: 4 });
    expect(state.project.tagMap[pumpsId]).not.toHaveProperty('values');
    const timers = ok(
      performOk(createTag, state, { name: 'Delays', type: 'TIMER', dimension: 3 }, counterEnv('d')),
    );
    expect(timers.project.tagMap['d-1']).toMatchObject({ data_type: 'TIMER', dimension: 3, children: null });
    expect(Object.keys(timers.project.childTagMap)).toEqual(Object.keys(state.project.childTagMap));
    const one = ok(performOk(createTag, state, { name: 'Pump1', type: 'Motor' }, counterEnv('p')));
    expect(one.project.tagMap['p-1']).toMatchObject({ data_type: 'STRUCT', udt: 'Motor' });
    expect(refusal(createTag, state, { name: 'Y', type: 'STRUCT' })).toBe(
      `Unsupported tag type "STRUCT": a tag is BOOL, DINT, REAL, TIMER, COUNTER, CONTROL or a data type's name.`,
    );
  });

  it('sets a member value: REAL rounded to a single, DINT checked, status bits refused', () => {
    const { state, pumpsId } = motorProject();
    const set = ok(performOk(setTagValue, state, { tagId: `${pumpsId}[1].Speed`, value: '0.1' }));
    expect(set.project.tagMap[pumpsId]?.memberValues).toEqual({ '[1].Speed': Math.fround(0.1) });
    const pre = ok(performOk(setTagValue, set, { tagId: `${pumpsId}[3].Delay.PRE`, value: '5000' }));
    expect(pre.project.tagMap[pumpsId]?.memberValues?.['[3].Delay.PRE']).toBe(5000);
    expect(refusal(setTagValue, state, { tagId: `${pumpsId}[1].Speed`, value: 'fast' })).toBe(
      '"fast" is not a REAL number: type one like 1.5, -2., .5 or 1.0E-3.',
    );
    expect(refusal(setTagValue, state, { tagId: `${pumpsId}[1].Delay.DN`, value: 1 })).toBe(
      'Pumps[1].Delay.DN is a status bit its instruction sets; its value cannot be edited.',
    );
    expect(refusal(setTagValue, state, { tagId: `${pumpsId}[9].Speed`, value: 1 })).toBe(
      'Pumps[9].Speed is not a value of Pumps: set the values of its members.',
    );
    expect(refusal(setTagValue, state, { tagId: pumpsId, value: 1 })).toBe(
      'Pumps is a Motor[4]: set the values of its members.',
    );
  });

  it('shortening an array of structures drops the values past its end', () => {
    const made = motorProject();
    const { pumpsId } = made;
    let { state } = made;
    state = performOk(setTagValue, state, { tagId: `${pumpsId}[3].Speed`, value: 1 });
    state = performOk(setTagValue, state, { tagId: `${pumpsId}[0].Speed`, value: 2 });
    const shorter = ok(performOk(setTagDimension, state, { tagId: pumpsId, dimension: 2 }));
    expect(shorter.project.tagMap[pumpsId]?.memberValues).toEqual({ '[0].Speed': 2 });
  });
});

describe('data type edits on the history', () => {
  it('undo and redo give back each document', () => {
    let editor = loadEditor(base);
    const step = (name: Parameters<typeof performEdit>[1], args: Parameters<typeof performEdit>[2]) => {
      const result = performEdit(editor, name, args, env);
      expect(result.refused).toBeUndefined();
      editor = result.editor;
      return editor.state.project;
    };
    const created: Project = step('createDataType', { name: 'Valve' });
    const typeId = Object.keys(created.dataTypes ?? {})[0] ?? '';
    const renamed = step('setDataType', { typeId, name: 'Gate' });
    editor = undoEdit(editor);
    expect(editor.state.project).toBe(created);
    editor = redoEdit(editor);
    expect(editor.state.project).toBe(renamed);
  });
});
